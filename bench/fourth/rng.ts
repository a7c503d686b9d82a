/**
 * The fourth corpus's own PRNG: sfc32 seeded through splitmix32. `child(k)` gives document k its
 * own stream, so a smaller corpus is a prefix of a larger one.
 */
function splitmix(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private readonly seed: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    const m = splitmix(seed);
    this.a = m();
    this.b = m();
    this.c = m();
    this.d = m();
    for (let k = 0; k < 12; k++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[weight, value]` pairs. */
  weigh<T>(pairs: readonly (readonly [number, T])[]): T {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let x = this.next() * total;
    for (const [w, v] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    return (pairs[pairs.length - 1] as readonly [number, T])[1];
  }

  digits(n: number): string {
    let s = "";
    for (let k = 0; k < n; k++) s += String(this.int(0, 9));
    return s;
  }

  letter(from = "ABCDEFGHJKLMNPQRSTUVWXYZ"): string {
    return from[this.int(0, from.length - 1)] as string;
  }

  /** Some distinct items, in list order. */
  some<T>(items: readonly T[], n: number): T[] {
    const idx = items.map((_, k) => k);
    for (let k = idx.length - 1; k > 0; k--) {
      const j = this.int(0, k);
      [idx[k], idx[j]] = [idx[j] as number, idx[k] as number];
    }
    return idx
      .slice(0, Math.min(n, items.length))
      .sort((x, y) => x - y)
      .map((k) => items[k] as T);
  }

  child(k: number): Rng {
    return new Rng(Math.imul(this.seed ^ 0x5bd1e995, 31) + Math.imul(k + 1, 0x27d4eb2d));
  }
}
