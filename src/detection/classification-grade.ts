import type { ScanContext } from "./recogniser.ts";
import { CLINICAL } from "./word-bits.ts";

/**
 * Classifications written as a name and a grade: "Weber B ankle fracture", "Child-Pugh B
 * cirrhosis", "Classification: Weber C. Denis B. Frankel E.", "GARDEN III. TILE C. CROWE I.". The
 * name there names the classification, not a person. Read by eponym-filter.ts for weak name spans
 * (never for a name after a title, a credential or a family word).
 */

type Tokens = ScanContext["tokens"];

/** Words of a line that announce grades or classes before them ("Classification:", "Fracture grade"). */
const GRADE_CUES: ReadonlySet<string> = new Set([
  "classification",
  "classifications",
  "classified",
  "grade",
  "grades",
  "grading",
  "graded",
  "type",
  "types",
  "stage",
  "staging",
  "class",
  "fracture",
  "fractures",
  "criteria",
  "score",
  "scores",
]);

const LETTER_GRADE = /^[A-F]$/;
const ROMAN_GRADE = /^(I{1,3}|IV|VI{0,3})[A-Da-d]?$/;
const MIXED_GRADE = /^([A-F][0-9]|[0-9][A-Da-d])$/;

/** Token `k` is a grade: one capital A–F, a Roman numeral (with a subtype letter), "B2", "2A" or one digit. */
export function isGradeToken(t: Tokens, k: number): boolean {
  if (k < 0 || k >= t.count) return false;
  const raw = t.raw(k);
  if (t.isWord(k)) return LETTER_GRADE.test(raw) || ROMAN_GRADE.test(raw) || MIXED_GRADE.test(raw);
  // "Catterall 3.", "Kellgren-Lawrence 4": a grade of one digit.
  return MIXED_GRADE.test(raw) || (t.isNumber(k) && raw.length === 1);
}

/**
 * The weak name span from token `first` to token `last` reads as classification items: every word
 * of it that is no grade stands right before a grade on the same line ("Weber C. Denis B. Frankel
 * E"), and either a grade cue opens the line before the span ("Classification:", "fracture
 * grades:"), or the span is one name and its letter grade before a lower-case clinical word
 * ("Weber B ankle fracture"), or two names or more whose grades are not all single letters.
 */
export function isClassificationItems(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  let names = 0;
  let lastGrade = -1;
  let longGrade = false;
  let k = first;
  // "C. Denis B.": a span read from the grade of the item before ("Weber C.") as an initial.
  if (
    isGradeToken(t, k) &&
    !t.startsLine(k) &&
    (t.isWord(k - 1) || t.isNumber(k - 1)) &&
    t.isPunct(k + 1, ".")
  )
    k += 2;
  while (k <= last) {
    if (!t.isWord(k) || isGradeToken(t, k)) return false;
    // "Salter-Harris", "Kellgren-Lawrence": a name of words joined by hyphens.
    while (t.isPunct(k + 1, "-") && t.touches(k) && t.touches(k + 1) && t.isWord(k + 2)) k += 2;
    const grade = k + 1;
    if (!isGradeToken(t, grade) || t.startsLine(grade)) return false;
    names++;
    lastGrade = grade;
    if (t.length(grade) > 1 || t.isNumber(grade)) longGrade = true;
    k = grade + 1;
    if (t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ";")) k++;
  }
  if (names === 1 && afterGradeClinical(context, lastGrade)) return true;
  // "BALTHAZAR D. HINCHEY II": two names or more, each before its grade, one grade longer than a
  // letter (a list of staff as surnames and initials has letters only: "TAN S. LIM K.").
  if (names >= 2 && longGrade) return true;
  return gradeCueBefore(t, first);
}

/** A lower-case clinical word stands right after the grade at `g` on its line ("B ankle", "B cirrhosis"). */
function afterGradeClinical(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k + 1) || t.startsLine(k + 1)) return false;
  if (context.mixedCase && (t.isCapitalised(k + 1) || t.isAllCaps(k + 1))) return false;
  return (t.bits(k + 1) & CLINICAL) !== 0;
}

/** A grade cue stands before token `first` on its line, at most 80 tokens back. */
function gradeCueBefore(t: Tokens, first: number): boolean {
  if (t.startsLine(first)) return false;
  for (let k = first - 1; k >= 0 && k >= first - 80; k--) {
    if (t.isWord(k) && GRADE_CUES.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}
