import { randomInt } from "node:crypto";

/** Uniform integer in [0, n) — callers pass a CSPRNG (crypto.randomInt); tests pass a seeded one. */
export type Rng = (n: number) => number;

/** The production source of randomness: node:crypto randomInt. */
export const cryptoRng: Rng = (n: number): number => (n <= 1 ? 0 : randomInt(n));

/** mulberry32: a small seeded generator of floats in [0, 1), for tests and benches only. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic generator for tests only (mulberry32); never use it for real surrogates. */
export function seededRng(seed: number): Rng {
  const next = mulberry32(seed);
  return (n: number): number => {
    const x = next();
    return n <= 1 ? 0 : Math.floor(x * n);
  };
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  const item = items[rng(items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function randomDigit(rng: Rng): string {
  return String(rng(10));
}

export function randomDigits(count: number, rng: Rng): string {
  let out = "";
  for (let i = 0; i < count; i++) out += randomDigit(rng);
  return out;
}

export function randomUpper(rng: Rng): string {
  return UPPER[rng(26)]!;
}

/** Replaces each digit with a random digit and each letter with a random letter of the same case. */
export function reshape(value: string, rng: Rng): string {
  let out = "";
  for (const ch of value) {
    if (ch >= "0" && ch <= "9") out += randomDigit(rng);
    else if (ch >= "A" && ch <= "Z") out += randomUpper(rng);
    else if (ch >= "a" && ch <= "z") out += randomUpper(rng).toLowerCase();
    else out += ch;
  }
  return out;
}
