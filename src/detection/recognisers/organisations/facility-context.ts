// The words around a facility's name that say how to read it: cues before it, the line or clause
// closing after it (facility.ts and facility-name-end.ts).
import { facilityWorkWords } from "../../cues/employers.ts";
import { facilityCuePrepositions } from "../../cues/facilities.ts";
import { facilityPlaceCueWords } from "../../cues/residence.ts";
import type { ScanContext } from "../../recogniser.ts";

const WORK_WORDS = facilityWorkWords.words;

/** A word of work ("works at", "employed by") up to four tokens before `k`, in its sentence and line. */
export function workCueBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  for (let p = k - 1; p >= 0 && p >= k - 4; p--) {
    if (t.isWord(p) && WORK_WORDS.has(t.lower(p))) return true;
    if (t.isPunct(p, ".") || t.startsLine(p + 1)) return false;
  }
  return false;
}

/** True when the head ends its line, or a comma, a dash or a bar follows it. */
export function closesLine(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const n = i + 1;
  return (
    n >= t.count ||
    t.startsLine(n) ||
    t.isPunct(n, ",") ||
    t.isPunct(n, "|") ||
    t.isPunct(n, "\u2013") ||
    (t.isPunct(n, "-") && !t.touches(i))
  );
}

const PLACE_CUE_WORDS = facilityPlaceCueWords.words;
const CUE_PREPOSITIONS = facilityCuePrepositions.words;

/** A preposition right before `first` and a cue of residence or movement up to three words before it. */
export function placeCueBefore(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  // "ADMITTED FROM THE LARCHES NURSING HOME": past an article.
  let p = first - 1;
  if (t.isWord(p) && t.lower(p) === "the" && !t.startsLine(first)) {
    first = p;
    p--;
  }
  if (!t.isWord(p) || !CUE_PREPOSITIONS.has(t.lower(p)) || t.startsLine(first)) return false;
  for (let k = p - 1; k >= 0 && k >= p - 3; k--) {
    if (!t.isWord(k)) return false;
    if (PLACE_CUE_WORDS.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/** True when token k opens a line or follows a full stop, a colon or a question mark. */
export function opensSentence(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.startsLine(k) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, ":") || t.isPunct(k - 1, "?");
}

/** True when token `after` ends the clause: the text's end, a new line, or ".", "," or ";". */
export function closesClause(context: ScanContext, after: number): boolean {
  const t = context.tokens;
  return (
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ";")
  );
}
