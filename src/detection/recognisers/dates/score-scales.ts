import { pain, ratedSymptoms, scoreAfter, scoreBefore } from "../../cues/not-dates.ts";
import { isDash } from "../../readers/dash.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * Scores written "a/b" (recognisers/dates/clinical-fractions.ts): a score or pain word beside the
 * pair, or a scale the note scores on elsewhere.
 */

const SCORE_BEFORE = scoreBefore.words;
const SCORE_AFTER = scoreAfter.words;
const PAIN = pain.words;
const RATED_SYMPTOMS = ratedSymptoms.words;

/**
 * A score or pain word beside "a/b" ("GCS 14/15", "8/10 CP", "#9/10", "chest pain (7/10)"), or a
 * rated symptom right before "a/10" ("nausea 3/10", "Mood: 5/10").
 */
export function isScoreHere(t: TokenStream, first: number, last: number): boolean {
  if (nearScore(t, first, last)) return true;
  const a = t.value(first);
  if (t.value(last) !== 10 || a > 10) return false;
  if (nearPain(t, first - 4, last + 2) || t.isPunct(first - 1, "#")) return true;
  const k = t.isPunct(first - 1, ":") ? first - 2 : first - 1;
  return t.isWord(k) && RATED_SYMPTOMS.has(t.lower(k));
}

let scalesText = "";
let scales = 0;

/**
 * The note writes a score over `b` somewhere ("Pain 6/10 at rest", "GCS 14/15"): a bit per
 * denominator up to 30, from one pass over the note, cached. Another "a/b" over the same scale
 * (a <= b) in that note is a score too: "nausea 3/10", "on movement 7/10". Dates share a month
 * or a day, not a scale word.
 */
export function scoresOver(t: TokenStream, b: number): boolean {
  if (b < 5 || b > 30) return false;
  if (scalesText !== t.text) {
    scalesText = t.text;
    scales = 0;
    for (let i = t.nextNumber(0); i + 2 < t.count; i = t.nextNumber(i + 1)) {
      if (t.kind[i] !== NUMBER || t.length(i) > 2 || !t.isPunct(i + 1, "/") || !t.touches(i)) continue;
      const d = i + 2;
      if (!t.touches(i + 1) || !t.isNumber(d) || t.length(d) > 2) continue;
      const den = t.value(d);
      if (den < 5 || den > 30 || t.value(i) > den || t.isPunct(d + 1, "/")) continue;
      if (isScoreHere(t, i, d)) scales |= 1 << den;
    }
  }
  return (scales & (1 << b)) !== 0;
}

const LINE_REACH = 12;

/** A scored pair "c/b" over the same scale within a few tokens on the line ("rest 4/10, moving 7/10"). */
export function scoreOnLine(t: TokenStream, first: number, last: number, b: number): boolean {
  for (let k = first - 2, n = 0; k >= 1 && n < LINE_REACH && !t.startsLine(k + 1); k--, n++) {
    if (isScoredSibling(t, k, b)) return true;
  }
  for (let k = last + 1, n = 0; k + 1 < t.count && n < LINE_REACH && !t.startsLine(k); k++, n++) {
    if (isScoredSibling(t, k, b)) return true;
  }
  return false;
}

function isScoredSibling(t: TokenStream, k: number, b: number): boolean {
  if (!t.isPunct(k, "/") || !t.isNumber(k - 1) || !t.isNumber(k + 1) || t.value(k + 1) !== b) return false;
  return t.touches(k - 1) && t.touches(k) && isScoreHere(t, k - 1, k + 1);
}

/**
 * A score word one or two words before "a/b" (over a "(" or "-", and over the number a scale
 * carries in its name: "PHQ-9 12/27", "GAD-7: 8/21", "NEWS2 5/20"), or right after it.
 */
export function nearScore(t: TokenStream, first: number, last: number): boolean {
  let k = first - 1;
  if (t.isPunct(k, "(") || t.isPunct(k, ":") || t.isPunct(k, "|") || isDash(t, k)) k--;
  if (t.isNumber(k) && t.length(k) <= 2 && t.touches(k - 1)) {
    if (t.isWord(k - 1)) k--;
    else if (isDash(t, k - 1) && t.isWord(k - 2) && t.touches(k - 2)) k -= 2;
  }
  for (let n = 0; n < 2 && k >= 0; n++, k--) {
    if (!t.isWord(k)) break;
    if (SCORE_BEFORE.has(t.lower(k))) return true;
  }
  let j = last + 1;
  if (t.isPunct(j, ")")) j++;
  return t.isWord(j) && SCORE_AFTER.has(t.lower(j));
}

function nearPain(t: TokenStream, from: number, to: number): boolean {
  for (let k = Math.max(0, from); k <= to && k < t.count; k++) {
    if (t.isWord(k) && PAIN.has(t.lower(k))) return true;
  }
  return false;
}
