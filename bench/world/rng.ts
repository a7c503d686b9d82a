/**
 * Seeded PRNG of the world corpus (xoshiro128** seeded by splitmix32), written for this generator.
 * Deterministic for a seed; no Math.random.
 */
function splitmix(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    return (z ^ (z >>> 15)) >>> 0;
  };
}

export class Rng {
  private readonly s: Uint32Array;

  constructor(seed: number) {
    const mix = splitmix(seed);
    this.s = new Uint32Array([mix(), mix(), mix(), mix()]);
  }

  next(): number {
    const s = this.s;
    const s0 = s[0] as number;
    const s1 = s[1] as number;
    const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (s1 << 9) >>> 0;
    s[2] = (s[2] as number) ^ s0;
    s[3] = (s[3] as number) ^ s1;
    s[1] = s1 ^ (s[2] as number);
    s[0] = s0 ^ (s[3] as number);
    s[2] = (s[2] as number) ^ t;
    s[3] = rotl(s[3] as number, 11);
    return result;
  }

  float(): number {
    return this.next() / 4294967296;
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.float() * items.length)] as T;
  }

  weighted<T>(pairs: readonly (readonly [number, T])[]): T {
    const total = pairs.reduce((sum, [w]) => sum + w, 0);
    let r = this.float() * total;
    for (const [w, v] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return (pairs[pairs.length - 1] as readonly [number, T])[1];
  }

  /** `n` random decimal digits. */
  digits(n: number): string {
    let out = "";
    for (let k = 0; k < n; k++) out += String(this.int(0, 9));
    return out;
  }

  /** `n` capital letters from `alphabet`. */
  letters(n: number, alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ"): string {
    let out = "";
    for (let k = 0; k < n; k++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }

  /** An independent generator for item `k`. */
  fork(k: number): Rng {
    return new Rng((Math.imul(this.s[0] as number, 0x85ebca6b) ^ Math.imul(k + 1, 0xc2b2ae35)) >>> 0);
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
