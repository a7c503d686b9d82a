import type { ScanContext } from "./recogniser.ts";

// Grade letters and subtype grades at the end of an eponym span, read by the eponym filter.

/**
 * The span's last word when it is no lone capital letter after a hyphen-joined name ("Child-Pugh
 * B" reads as "Child-Pugh"), else the word before it.
 */
export function gradeLetterBefore(t: ScanContext["tokens"], start: number, last: number): number {
  const name = last - 1;
  if (name < 0 || t.start[name]! < start || t.length(last) !== 1 || !t.isAllCaps(last)) return last;
  return t.isPunct(name - 1, "-") && t.touches(name - 1) ? name : last;
}

/** A grade in Roman numerals with a subtype letter, "IIb" or "IIIB", ends a one-name span of two words. */
export function endsOnSubtypeGrade(t: ScanContext["tokens"], start: number, last: number): boolean {
  if (!t.isWord(last) || t.start[last]! <= start || t.length(last) < 3 || t.length(last) > 5) return false;
  return SUBTYPE_GRADE.test(t.raw(last));
}

const SUBTYPE_GRADE = /^(I{1,3}|IV|VI{0,3})[a-dA-D]$|^(i{1,3}|iv|vi{0,3})[a-d]$/;
