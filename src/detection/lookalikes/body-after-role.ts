import type { ScanContext } from "../recogniser.ts";

/**
 * A body read as a person after a role's slot: "Prepared by: Indian Council of Medical Research",
 * "Owner: Western Cape Government Health", "Approved by: Safer Care Commission". A guideline's or
 * a policy's author line names the body that wrote it; a person there would not be followed by
 * the head of a body. Read for the rule that takes a name after a role only: the candidate of two
 * words or more ends on a body's head ("Indian Council"), or a body's head stands right after it
 * within the next three words on its line, one space apart ("Western Cape" before "Government
 * Health", "South African" before "HIV Clinicians Society"). "Prepared by: Anne Hall, Pharmacist" keeps its
 * name (no head), and so does one word before a head ("consultant Sarah Trust").
 */
const BODY_HEADS: ReadonlySet<string> = new Set(
  `council ministry department government commission committee agency executive authority board
  directorate division institute centre center services district network federation association
  college society foundation trust secretariat bureau`.split(/\s+/),
);

/** Tokens `first`..`last`, a name after a role, are the opening of a body's name (above). */
export function isBodyAfterRole(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  // One word may be a surname before a head that is one too ("consultant Sarah Trust").
  if (last === first) return false;
  if (t.isWord(last) && BODY_HEADS.has(t.lower(last))) return true;
  // The body's head within the next three words, one space apart, on the line.
  for (let k = last + 1; k <= last + MAX_AFTER; k++) {
    if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[k - 1]! !== 1) return false;
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return false;
    if (BODY_HEADS.has(t.lower(k))) return true;
  }
  return false;
}
const MAX_AFTER = 3;
