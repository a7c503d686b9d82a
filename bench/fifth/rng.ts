/**
 * The fifth corpus's PRNG: xoshiro128** seeded through a 32-bit FNV-1a hash of (seed, stream, index),
 * so every document has its own stream and a smaller corpus is a prefix of a larger one.
 */

function fnv(words: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const w of words) {
    for (let k = 0; k < 4; k++) {
      h ^= (w >>> (8 * k)) & 0xff;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...key: number[]) {
    this.a = fnv([...key, 1]) | 1;
    this.b = fnv([...key, 2]);
    this.c = fnv([...key, 3]);
    this.d = fnv([...key, 4]);
    for (let k = 0; k < 12; k++) this.next();
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** An integer in [lo, hi], both included. */
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

  /** A string of `n` decimal digits (the first may be 0). */
  digits(n: number): string {
    let s = "";
    for (let k = 0; k < n; k++) s += String(this.int(0, 9));
    return s;
  }

  /** `n` capital letters from `alphabet`. */
  letters(n: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ"): string {
    let s = "";
    for (let k = 0; k < n; k++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
