import type { ScanContext } from "../recogniser.ts";

/**
 * A short pair "a/b" read as a date that a guideline, a leaflet or a score sheet writes as no date:
 * - a score over its maximum right after the scale's head noun ("Epworth Sleepiness Scale 10/24",
 *   "total score 12/30"), the score no larger than the maximum;
 * - a follow-up interval in Commonwealth shorthand after a follow-up word and "at", "in" or "by"
 *   ("review at 6/12", "orthogeriatric review by 4/24", "clinic in 3/52"): weeks over 52, months
 *   over 12, hours over 24, days over 7, the count below the unit. A US note writes a follow-up
 *   date after "on" ("f/u on 6/12"), never after "review at";
 * - the same interval right after "r/v", as a ward round's row writes it ("r/v 3/7", "r/v
 *   2/52"): "r/v" is Commonwealth shorthand. A US note's "Review 10/12 with cardiology" is a
 *   date, so the spelt-out word needs its preposition ("review in 2/52", "r/v in 3/7").
 */

const SCORE_HEADS: ReadonlySet<string> = new Set(["scale", "score", "scores", "total", "scored"]);
const FOLLOW_UP_WORDS: ReadonlySet<string> = new Set([
  "review",
  "reviewed",
  "reassess",
  "reassessment",
  "follow",
  "followup",
  "fu",
  "clinic",
  "rv",
  "recheck",
  "repeat",
]);
const INTERVAL_PREPOSITIONS: ReadonlySet<string> = new Set(["at", "in", "by", "within"]);
const TIME_UNITS: ReadonlySet<number> = new Set([7, 12, 24, 52]);

/** Tokens `first`..`last` are "a/b" (two touching numbers and a slash) and read as no date. */
export function isFractionNotDate(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 2 || !t.isNumber(first) || !t.isPunct(first + 1, "/") || !t.isNumber(last))
    return false;
  if (!t.touches(first) || !t.touches(first + 1)) return false;
  const a = t.value(first);
  const b = t.value(last);
  let before = first - 1;
  if ((t.isPunct(before, ":") || t.isPunct(before, "=")) && !t.startsLine(first)) before--;
  if (before < 0 || t.startsLine(first) || !t.isWord(before)) return false;
  const word = t.lower(before);
  if (SCORE_HEADS.has(word) && a <= b) return true;
  if (!TIME_UNITS.has(b) || a >= b || a === 0) return false;
  if (!INTERVAL_PREPOSITIONS.has(word)) return isSlashed(t, before, "r", "v");
  // "review at", "follow up in": the follow-up word one or two words before the preposition.
  for (let k = before - 1; k >= before - 2 && k >= 0; k--) {
    if (!t.isWord(k)) return false;
    if (FOLLOW_UP_WORDS.has(t.lower(k)) || isSlashed(t, k, "r", "v")) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

type Tokens = ScanContext["tokens"];

/** Token `k` is the second letter of a slashed pair `a/b` written touching ("r/v"). */
function isSlashed(t: Tokens, k: number, a: string, b: string): boolean {
  return (
    t.isWord(k) &&
    t.lower(k) === b &&
    t.isPunct(k - 1, "/") &&
    t.isWord(k - 2) &&
    t.lower(k - 2) === a &&
    t.touches(k - 2) &&
    t.touches(k - 1)
  );
}
