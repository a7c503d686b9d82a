/**
 * Seeded pseudo-random generator (mulberry32) with the few helpers the generator needs.
 * Same seed, same sequence: the generated corpus is deterministic for a seed.
 */
export class Rng {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** Picks by weight: `[[weight, value], ...]`. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const total = entries.reduce((a, [w]) => a + w, 0);
    let r = this.next() * total;
    for (const [w, v] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    return (entries[entries.length - 1] as readonly [number, T])[1];
  }

  /** A decimal digit string of length `n` (leading zeros allowed). */
  digits(n: number): string {
    let s = "";
    for (let k = 0; k < n; k++) s += String(this.int(0, 9));
    return s;
  }

  /** An upper-case letter from `alphabet`. */
  letter(alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"): string {
    return alphabet[this.int(0, alphabet.length - 1)] as string;
  }

  /** A child generator with its own stream, so one part's draws do not shift another's. */
  fork(salt: number): Rng {
    return new Rng((Math.imul(this.int(0, 0x7fffffff), 2654435761) ^ salt) >>> 0);
  }
}

/** A space-separated word list as an array (the list files are written this way to stay short). */
export function words(list: string): string[] {
  return list.split(/\s+/).filter((w) => w !== "");
}
