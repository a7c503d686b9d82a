/**
 * Seeded PRNG of the abroad corpus (sfc32, its four words filled by a murmur-style mixer), written
 * for this generator in the project's pattern: deterministic for a seed, `fork(k)` for item k, no
 * Math.random.
 */
function mix(h: number): number {
  let z = h >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = mix(seed ^ 0x1b873593);
    this.b = mix(seed + 0x6a09e667);
    this.c = mix(seed ^ 0x3c6ef372);
    this.d = 1;
    for (let k = 0; k < 12; k++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = (this.b ^ (this.b >>> 9)) >>> 0;
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
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
    let total = 0;
    for (const [w] of pairs) total += w;
    let x = this.float() * total;
    for (const [w, v] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    return (pairs[pairs.length - 1] as readonly [number, T])[1];
  }

  /** `n` decimal digits (a leading zero allowed). */
  digits(n: number): string {
    let out = "";
    for (let k = 0; k < n; k++) out += String(this.int(0, 9));
    return out;
  }

  /** `n` letters from `alphabet`. */
  letters(n: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ"): string {
    let out = "";
    for (let k = 0; k < n; k++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }

  /** An independent generator for item `k`. */
  fork(k: number): Rng {
    return new Rng(mix((this.a ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0) ^ this.d);
  }
}
