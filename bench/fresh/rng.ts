/**
 * Seeded PRNG for the fresh corpus: a small SplitMix32-style mixer, written for this generator
 * (independent of bench/generator/prng.ts). Deterministic for a seed; no Math.random.
 */
export class Rand {
  private state: number;

  constructor(seed: number) {
    this.state = (seed ^ 0x9e3779b9) >>> 0;
    for (let k = 0; k < 4; k++) this.next();
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** Float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Integer in [lo, hi] inclusive. */
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

  /** Picks by weight from [weight, value] pairs. */
  weighted<T>(pairs: readonly (readonly [number, T])[]): T {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let r = this.float() * total;
    for (const [w, v] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return (pairs[pairs.length - 1] as readonly [number, T])[1];
  }

  digits(n: number): string {
    let s = "";
    for (let k = 0; k < n; k++) s += String(this.int(0, 9));
    return s;
  }

  letters(n: number): string {
    const abc = "ABCDEFGHJKLMNPRSTUVWXYZ";
    let s = "";
    for (let k = 0; k < n; k++) s += abc[this.int(0, abc.length - 1)];
    return s;
  }

  /** A child generator for item `k`, independent of how many draws the parent made. */
  child(k: number): Rand {
    return new Rand((Math.imul(this.state ^ 0x5bd1e995, 31) + Math.imul(k + 1, 0x27d4eb2d)) >>> 0);
  }
}
