import { notAfterWard, wardNumberPrepositions } from "../cues/wards.ts";
import type { ScanContext } from "../recogniser.ts";

const NOT_AFTER_WARD = notAfterWard.words;

/** "Ward" capitalised in a mixed-case note, or after a preposition of place ("on ward 12"). */
export function wardCue(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (context.mixedCase && t.isCapitalised(i)) return true;
  // A line that opens with the ward and its number is a header ("WARD 14 - NIGHT NOTE").
  if (t.startsLine(i) && !t.isPunct(i + 2, "/") && !t.isPunct(i + 2, ".")) return true;
  // A field's value or a header's part: "Location: ward 7b", "HANDOVER - WARD 12".
  if (
    !t.startsLine(i) &&
    (t.isPunct(i - 1, ":") || t.isPunct(i - 1, "-") || t.isPunct(i - 1, "\u2013") || t.isPunct(i - 1, "|"))
  )
    return true;
  let p = i - 1;
  if (t.isWord(p) && t.lower(p) === "the") p--;
  return t.isWord(p) && WARD_PREPOSITIONS.has(t.lower(p));
}

const WARD_PREPOSITIONS = wardNumberPrepositions.words;

/** "Ward 7B", "ward 12", "WARD 24": the last token of the ward's number, or -1. */
export function wardNumberEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  const n = i + 1;
  if (!t.isNumber(n) || t.touches(i) || t.startsLine(n) || t.length(n) > 2) return -1;
  if (t.text.charCodeAt(t.start[n]!) === 48) return -1;
  let end = n;
  if (t.touches(n)) {
    // "Ward 7B": one letter run into the number; not "ward 2.5", "ward 3/4", "ward 2-3".
    const closes =
      !t.touches(n + 1) ||
      t.isPunct(n + 2, ".") ||
      t.isPunct(n + 2, ",") ||
      t.isPunct(n + 2, ";") ||
      t.isPunct(n + 2, ")");
    if (t.isWord(n + 1) && t.length(n + 1) === 1 && closes) end = n + 1;
    else if (
      !(t.isPunct(n + 1, ".") || t.isPunct(n + 1, ",") || t.isPunct(n + 1, ";") || t.isPunct(n + 1, ")"))
    )
      return -1;
    else if (t.isNumber(n + 2) && t.touches(n + 1)) return -1;
  }
  if (t.isWord(end + 1) && !t.startsLine(end + 1)) {
    const next = t.lower(end + 1);
    // "ward 2 units", "Ward 3 hours after": a count before a noun, no ward.
    if (NOT_AFTER_WARD.has(next) || (next.length > 3 && next.endsWith("s") && !next.endsWith("ss")))
      return -1;
  }
  return end;
}
