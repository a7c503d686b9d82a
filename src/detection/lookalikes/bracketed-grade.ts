import { isGradeToken } from "../classification-grade.ts";
import type { ScanContext } from "../recogniser.ts";
import { CLINICAL, RELATIVE_CUE, STAFF_ROLE, TITLE, VOCABULARY } from "../word-bits.ts";

/**
 * A classification in brackets after the part or the finding it grades: "ORIF left ankle (Weber
 * B)", "fracture (Garden III)", "diverticulitis (Hinchey Ib)". A name and a grade (a capital A–F,
 * a Roman numeral, "B2") make up the whole bracket, right after an English or clinical word; a
 * person in brackets follows a role or a family word ("seen by the registrar (Smith B)").
 */
export function isBracketedGrade(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 1 || !t.isWord(first) || !isGradeToken(t, last) || !t.isWord(last)) return false;
  if (!t.isPunct(first - 1, "(") || !t.isPunct(last + 1, ")")) return false;
  const before = first - 2;
  if (!t.isWord(before) || t.startsLine(first - 1)) return false;
  // "ankle (Weber B)", "fracture (Garden III)": an English or clinical word of four letters or
  // more, no role, title or family word ("registrar (Smith B)", "son (Weber B)").
  const bits = t.bits(before);
  if ((bits & (STAFF_ROLE | TITLE | RELATIVE_CUE)) !== 0 || t.length(before) < 4) return false;
  return (bits & (VOCABULARY | CLINICAL)) !== 0 || context.lexicons.clinical.has(t.lower(before));
}
