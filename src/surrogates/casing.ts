/** Casing of a word as written: ALL CAPS, all lower, or anything else (Title). */
export type Casing = "upper" | "lower" | "title";

export function casingOf(word: string): Casing {
  const hasLetter = /\p{L}/u.test(word);
  if (!hasLetter) return "title";
  if (word === word.toUpperCase() && word.length > 1) return "upper";
  if (word === word.toLowerCase()) return "lower";
  return "title";
}

/** `word` in the casing of `surface`'s letters: "ASHFORD" for "LEEDS", "ashford" for "leeds". */
export function keepCase(word: string, surface: string): string {
  return applyCasing(word, casingOf(surface.replace(/[^\p{L}]/gu, "")));
}

/** Writes a Title-case word in the given casing. */
export function applyCasing(word: string, casing: Casing): string {
  if (casing === "upper") return word.toUpperCase();
  if (casing === "lower") return word.toLowerCase();
  return word;
}
