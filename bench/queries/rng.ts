/**
 * The queries yardstick's own PRNG: Bob Jenkins' small fast generator (jsf32, public domain),
 * seeded through a 32-bit hash of the seed so that neighbouring seeds diverge at once.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both ends included. */
  int(lo: number, hi: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** One element drawn by weight from `[value, weight]` pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T;
  /** A string of `n` decimal digits. */
  digits(n: number): string;
}

export function createRng(seed: number): Rng {
  let h = (seed ^ 0x5bd1e995) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  let a = 0xf1ea5eed;
  let b = h;
  let c = h;
  let d = h;
  const rot = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;
  const raw = (): number => {
    const e = (a - rot(b, 27)) >>> 0;
    a = (b ^ rot(c, 17)) >>> 0;
    b = (c + d) >>> 0;
    c = (d + e) >>> 0;
    d = (e + a) >>> 0;
    return d;
  };
  for (let k = 0; k < 20; k++) raw();
  const next = (): number => raw() / 4294967296;
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error("pick from an empty list");
      return list[int(0, list.length - 1)] as T;
    },
    weighted<T>(pairs: readonly (readonly [T, number])[]): T {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let x = next() * total;
      for (const [v, w] of pairs) {
        x -= w;
        if (x < 0) return v;
      }
      return (pairs[pairs.length - 1] as readonly [T, number])[0];
    },
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(""),
  };
}
