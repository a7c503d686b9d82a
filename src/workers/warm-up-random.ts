/** The seeded choices the warm-up notes are made with (`warm-up-notes.ts`). */
export interface Dice {
  /** A number in [0, 1). */
  readonly random: () => number;
  /** A whole number from lo to hi, both included. */
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `n` digits, the first not 0. */
  digits(n: number): string;
  /** `n` capital letters A–Z. */
  letters(n: number): string;
}

/** Deterministic (mulberry32): the same seed gives the same notes. */
export function dice(seed: number): Dice {
  let a = seed >>> 0;
  const random = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number): number => Math.floor(lo + random() * (hi - lo + 1));
  return {
    random,
    int,
    chance: (p) => random() < p,
    pick: (list) => list[Math.floor(random() * list.length)]!,
    digits(n) {
      let s = String(int(1, 9));
      while (s.length < n) s += String(int(0, 9));
      return s;
    },
    letters: (n) => Array.from({ length: n }, () => String.fromCharCode(65 + int(0, 25))).join(""),
  };
}

/** Capitals at the start of each word ("o'brien-smith" → "O'Brien-Smith"). */
export const capitalise = (w: string): string =>
  w.replace(/(^|[\s'-])(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase());

export const twoDigits = (n: number): string => String(n).padStart(2, "0");
