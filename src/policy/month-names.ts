/** English month names, January first; the one table for reading and writing dates outside detection. */
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

/** 1–12 for a month's full name, its first three letters or "sept", in any case; else undefined. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w === "sept") return 9;
  if (w.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex((m) => m === w || (w.length === 3 && m.startsWith(w)));
  return index < 0 ? undefined : index + 1;
}
