/**
 * The sixth corpus's PRNG: sfc32 seeded through a 32-bit FNV-1a hash of (seed, stream, index), so
 * each document has its own stream and a smaller corpus is a prefix of a larger one.
 */

function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Up to `n` distinct items, in the list's order. */
  some<T>(items: readonly T[], n: number): T[];
  /** A string of `n` decimal digits (leading zeros allowed). */
  digits(n: number): string;
}

export function rngFor(seed: number, stream: string, index: number): Rng {
  let a = fnv(`a|${seed}|${stream}|${index}`);
  let b = fnv(`b|${seed}|${stream}|${index}`);
  let c = fnv(`c|${seed}|${stream}|${index}`);
  let d = 1;
  const raw = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) raw();
  const next = (): number => raw() / 4294967296;
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    some: <T>(items: readonly T[], n: number): T[] => {
      const keep = new Set<number>();
      while (keep.size < Math.min(n, items.length)) keep.add(int(0, items.length - 1));
      return items.filter((_, k) => keep.has(k));
    },
    digits: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += String(int(0, 9));
      return s;
    },
  };
}
