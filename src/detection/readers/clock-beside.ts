import type { TokenStream } from "../token-stream.ts";

/**
 * A clock time right beside a short date "a/b": after it ("3/14 0930", "3/14 @ 10:30",
 * "9/9 @ approx 1900", "8/12 am", "4/9 2pm") or before it ("at 2am 8/28", "10:30 3/14", "6p 8/28").
 * A note writes a time beside a date, never beside a score, a setting or a frequency, so a time
 * is evidence that the pair is a date (recognisers/dates/clinical-fractions.ts).
 */

const MERIDIEM: ReadonlySet<string> = new Set(["am", "pm", "a", "p", "hrs", "h"]);
const LEADS: ReadonlySet<string> = new Set(["at", "approx", "about", "around"]);
/** Parts of a day after a date: "8/12 AM", "4/24 a.m.", "11/22 eve", "3/2 overnight". */
const DAY_PARTS: ReadonlySet<string> = new Set([
  "am",
  "pm",
  "morning",
  "evening",
  "eve",
  "eves",
  "night",
  "overnight",
  "noon",
  "midnight",
  "afternoon",
]);

/** Symptoms named after a part of the day: "night sweats", "morning stiffness", "night terrors". */
const TIMED_SYMPTOMS: ReadonlySet<string> = new Set([
  "sweats",
  "sweating",
  "stiffness",
  "terrors",
  "cough",
  "waking",
  "wakening",
  "pain",
  "headaches",
  "headache",
  "sickness",
]);

/** Token `i` opens a clock time: "10:30", "0930" (minutes under 60), "2pm", "2 am", "6p". */
function isClockAt(t: TokenStream, i: number): boolean {
  if (!t.isNumber(i)) return false;
  const v = t.value(i);
  if (t.isPunct(i + 1, ":") && t.touches(i) && t.isNumber(i + 2) && t.length(i + 2) === 2) return v <= 24;
  if (t.length(i) === 4 && v <= 2400 && v % 100 < 60) return true;
  if (t.length(i) <= 2 && v >= 1 && v <= 12 && t.isWord(i + 1)) {
    const w = t.lower(i + 1);
    return w === "am" || w === "pm" || ((w === "a" || w === "p") && t.touches(i));
  }
  return false;
}

/** The clock that ends at token `i` ("10:30", "0930", "2am", "6 pm"): the index of its first token, or -1. */
function clockEndingAt(t: TokenStream, i: number): number {
  if (t.isWord(i) && MERIDIEM.has(t.lower(i)) && t.isNumber(i - 1)) return isClockAt(t, i - 1) ? i - 1 : -1;
  if (!t.isNumber(i)) return -1;
  if (t.length(i) === 2 && t.isPunct(i - 1, ":") && t.touches(i - 1) && t.isNumber(i - 2))
    return isClockAt(t, i - 2) ? i - 2 : -1;
  return t.length(i) === 4 && isClockAt(t, i) ? i : -1;
}

export function clockBeside(t: TokenStream, first: number, last: number): boolean {
  let j = last + 1;
  // "14/03 - 0712": a dash between spaces before the time, as timelines write it.
  if (t.isPunct(j, "@") || t.isPunct(j, "~") || t.isPunct(j, ",") || (t.isPunct(j, "-") && !t.touches(j)))
    j++;
  // Not a symptom named after its time of day ("3/12 night sweats", "6/52 morning stiffness").
  if (t.isWord(j) && DAY_PARTS.has(t.lower(j)))
    return !(t.isWord(j + 1) && TIMED_SYMPTOMS.has(t.lower(j + 1)));
  // "a.m.", "p.m.".
  if (t.isWord(j) && (t.lower(j) === "a" || t.lower(j) === "p") && t.isPunct(j + 1, ".") && t.touches(j))
    return t.isWord(j + 2) && t.lower(j + 2) === "m";
  while (t.isWord(j) && LEADS.has(t.lower(j))) j++;
  if (isClockAt(t, j)) return true;
  let k = first - 1;
  if (t.isPunct(k, ",") || t.isPunct(k, "-")) k--;
  return clockEndingAt(t, k) !== -1;
}
