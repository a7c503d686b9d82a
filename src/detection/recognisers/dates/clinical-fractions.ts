import { birthCues } from "../../cues/ages.ts";
import { dateLabels, datePrepositions, ukFollowUpBefore } from "../../cues/date-cues.ts";
import { weekdays } from "../../cues/date-words.ts";
import {
  countOfBefore,
  doseWords,
  durationBefore,
  notDateAfter,
  notDateBefore,
  shorthandBefore,
  ventilation,
} from "../../cues/not-dates.ts";
import { clockBeside } from "../../readers/clock-beside.ts";
import type { DateOrder } from "../../readers/date-order.ts";
import { inDatedLines } from "../../readers/dated-lines.ts";
import { titleLineDate } from "../../readers/day-month-pair.ts";
import type { TokenStream } from "../../token-stream.ts";
import { type Convention, HOURS, isUkDuration } from "./duration-shorthand.ts";
import { loneDateLine } from "./lone-date-line.ts";
import { isScoreHere, nearScore, scoreOnLine, scoresOver } from "./score-scales.ts";

/**
 * What a short numeric pair "a/b" means when it is no date (recognisers/dates/date-numeric.ts):
 * a score, a setting, a fraction, a count of a course, a duration in Commonwealth shorthand, a
 * list of acuities or strengths; and whether the note's date order lets it be one.
 */

const isMonth = (n: number): boolean => n >= 1 && n <= 12;
const isDay = (n: number): boolean => n >= 1 && n <= 31;

const NOT_DATE_BEFORE = notDateBefore.words;
const NOT_DATE_AFTER = notDateAfter.words;
const DURATION_BEFORE = durationBefore.words;
const UK_FOLLOW_UP_BEFORE = ukFollowUpBefore.words;

const SHORTHAND_BEFORE = shorthandBefore.words;
const COUNT_OF_BEFORE = countOfBefore.words;

export function isSettingOrFraction(
  t: TokenStream,
  first: number,
  last: number,
  count: number,
  convention: Convention,
): boolean {
  const before = first - 1;
  if (t.isWord(before) && NOT_DATE_BEFORE.has(t.lower(before))) return true;
  // Shorthand run into the number: "x2/7" (times), "T10/11", "C5/6", "L4/5" (spine levels).
  if (t.isWord(before) && t.touches(before) && SHORTHAND_BEFORE.has(t.lower(before))) return true;
  if (t.isPunct(before, "/")) return true;
  // "VA 6/9", "VA: 6/12": a Snellen acuity right after "VA" (elsewhere "VA" is often the
  // Veterans Affairs, whose clinic dates follow it in US notes).
  if (count === 2 && isSnellen(t.value(first), t.value(last)) && acuityLabel(t, before)) return true;
  // "36+2/40": the pair continues a sum (weeks and days of gestation, "2+1/7").
  if (t.isPunct(before, "+") && t.touches(before)) return true;
  // "day 3/7", "cycle 2/6": the n-th of a course of N.
  if (
    count === 2 &&
    t.isWord(before) &&
    COUNT_OF_BEFORE.has(t.lower(before)) &&
    t.value(first) <= t.value(last) &&
    !wardRound(t, before)
  )
    return true;
  const after = last + 1;
  if ((t.isPunct(after, "%") || t.isPunct(after, "/")) && t.touches(last)) return true;
  if (t.isWord(after) && NOT_DATE_AFTER.has(t.lower(after))) return true;
  // "Targin 10/5 BD", "Seretide 250/25 bd": a combination's strengths before a frequency or a
  // dose form, not after a date word ("on 10/5 daily" is left to the readings below).
  if (count === 2 && strengthBeforeDose(t, before, after)) return true;
  if (count === 2) {
    const a = t.value(first);
    const b = t.value(last);
    // After a date label ("Date: 3/4", "seen 2/2", "DOB 1/3") it is a date, whatever it looks like.
    let label = first - 1;
    if (t.isPunct(label, ":") || t.isPunct(label, "-")) label--;
    if (
      t.isWord(label) &&
      DATE_LABELS.has(t.lower(label)) &&
      !nearScore(t, first, last) &&
      // "admitted 10/7 ago", "seen 3/52 ago": a duration after all.
      !(t.isWord(last + 1) && AGO_WORDS.has(t.lower(last + 1))) &&
      // "LMP 8/52": weeks; "2/52" is February 1952 only after a birth ("DOB 2/52", "born 2/52").
      !(b === 52 && !BIRTH.has(t.lower(label))) &&
      // "review 2/52", "clinic 3/12" in a note that writes weeks as "n/52": a follow-up interval.
      !(
        label === first - 1 &&
        UK_FOLLOW_UP_BEFORE.has(t.lower(label)) &&
        isUkDuration(t, first, last, convention)
      )
    )
      return false;
    // "\n\n3/7\n\nMrs A Smith": a letter's date alone on its line between blank lines.
    if (loneDateLine(t, first, last)) return false;
    // "Ward round 3/12 - Consultant: …": the day a list's title line gives, not an interval.
    if (titleLineDate(t, first, last) && !nearScore(t, first, last)) return false;
    // "Sun 3/3 fall", "Mon 4/3 GP": a weekday before the pair.
    if (t.isWord(before) && WEEKDAYS.has(t.lower(before))) return false;
    // "2/3 0800 RN: obs stable" over "2/3 1400 Dr: …": the lines of a chart open with a day and a
    // clock, even a day that reads as a fraction or a full mark.
    if (
      ((a === b && a <= 5) || (a < b && b <= 4)) &&
      inDatedLines(t, first) &&
      clockBeside(t, first, last) &&
      !nearScore(t, first, last) &&
      !nearVentilation(t, first - 3, last + 2)
    )
      return false;
    // "3/7 2200 pt settled", "14/3 - reviewed" over "15/3 - d/c": a clock beside the pair, or a
    // sequence of lines opening with pairs, makes it a date in every convention.
    // Not a full mark or a common fraction ("change to 5/5 at 0500" is a setting), not an
    // hourly frequency (isHourlyFrequency reads its clock).
    if (
      !nearScore(t, first, last) &&
      !(a === b && a <= 5) &&
      !(a < b && b <= 4) &&
      (inDatedLines(t, first) || (!isHourlyPair(t, last) && clockBeside(t, first, last))) &&
      !nearVentilation(t, first - 3, last + 2)
    )
      return false;
    if (isUkDuration(t, first, last, convention)) return true;
    if (isHourlyFrequency(t, first, last)) return true;
    if (isCourseLength(t, first, last)) return true;
    if (isScoreHere(t, first, last)) return true;
    // "seen on 3/4 by GP", "since 1/2": a date preposition before a pair that also reads as a
    // fraction ("on 1/2 tab" has its dose word after it, read above).
    if (a < b && b <= 4 && t.isWord(before) && DATE_ONLY_BEFORE.has(t.lower(before))) return false;
    // Common fractions ("1/2 NS", "3/4").
    if (a < b && b <= 4) return true;
    // "5/5", "2/2": pressure support over PEEP, strength, ratios, rarely a date without a year.
    if (a === b && a <= 5) return true;
    const dated = t.isWord(before) && DATE_PREPOSITIONS.has(t.lower(before));
    // "pain 6/10, down from 9/10": a score over ten (or over a scale no month has) beside
    // another on its line, whatever word stands before it.
    if (dated && a <= b && (b === 10 || b > 12) && scoreOnLine(t, first, last, b)) return true;
    if (dated && !nearVentilation(t, first - 4, first - 2) && !nearVentilation(t, last + 1, last + 2)) {
      return false;
    }
    // "(3/02)": a date in parentheses, whatever surrounds it.
    if (t.isPunct(before, "(")) return false;
    if (inListOfFractions(t, first, last)) return true;
    // "Pain 6/10 at rest … nausea 3/10": the note scores over this scale elsewhere. Where a date
    // is day/month ("3/10" the third of October beside "pain 8/10"), only over a scale no month has.
    if (a <= b && scoresOver(t, b) && (convention === "us" || b > 12 || scoreOnLine(t, first, last, b)))
      return true;
    // Ventilator settings ("PS 10/5", "40%, & 5/10").
    if (nearVentilation(t, first - 3, last + 2)) return true;
  }
  return false;
}

const WEEKDAYS = weekdays.words;
const BIRTH = birthCues.words;

/** "Ward round 3/11", "post-take round 3/11", "Board round 3/4": the round of a ward is an event on a day, not the n-th of a course. */
function wardRound(t: TokenStream, k: number): boolean {
  if (t.lower(k) !== "round" || !t.isWord(k - 1)) return false;
  const w = t.lower(k - 1);
  return w === "ward" || w === "take" || w === "board" || w === "consultant";
}

/** Words after "a/b" that make a date label's pair a duration ("seen 10/7 ago", "4/12 old"). */
const AGO_WORDS: ReadonlySet<string> = new Set(["ago", "old"]);

/** Prepositions that take a date and never a quantity ("on", "since", "until"). */
const DATE_ONLY_BEFORE: ReadonlySet<string> = new Set(["on", "since", "until", "till", "dated"]);

/** "4/24 0800": a frequency in hours may stand beside a clock time in a chart; isHourlyFrequency reads it. */
const isHourlyPair = (t: TokenStream, last: number): boolean =>
  t.value(last) === HOURS && t.length(last) === 2;

const DOSE_WORDS = doseWords.words;
const COURSE_REACH = 6;
const LINE_COURSE_REACH = 20;

/**
 * "amoxicillin 500 mg TDS 5/7", "prednisolone 40 mg OD for 5/7", "iron 200 mg daily 3/12": the
 * length of a course in days, months or weeks (n/7, n/12, n/52, n below the unit; days up to
 * fourteen) after a dose or its frequency in the same clause, as prescriptions are written in
 * every country but the US; days (n/7) also after a dose earlier on the line or the line above.
 * A date word right before it ("on", "since", "from") keeps a date.
 */
function isCourseLength(t: TokenStream, first: number, last: number): boolean {
  const a = t.value(first);
  const b = t.value(last);
  if (!(b === 7 || b === 12 || b === 52) || a < 1 || (a >= b && !(b === 7 && a <= 14))) return false;
  const before = first - 1;
  if (t.isWord(before) && DATE_PREPOSITIONS.has(t.lower(before))) return false;
  for (let k = first - 1, n = 0; k >= 0 && n < COURSE_REACH; k--, n++) {
    if (t.isPunct(k, ";") || t.isPunct(k, ".") || t.startsLine(k + 1)) break;
    if (t.isWord(k) && DOSE_WORDS.has(t.lower(k))) return true;
  }
  // Days over seven after a dose earlier on its line or the line above, over clause marks:
  // "Keflex 500 mg daily. Wound check 3/7", "Gentamicin 5 mg/kg OD" over "Check levels 2/7".
  if (b !== 7) return false;
  for (let k = first - 1, n = 0, lines = 0; k >= 0 && n < LINE_COURSE_REACH; k--, n++) {
    if (t.startsLine(k + 1) && ++lines > 1) break;
    if (t.isWord(k) && DOSE_WORDS.has(t.lower(k))) return true;
  }
  return false;
}

/** A dose word follows the pair on its line and no date word or label stands before it. */
function strengthBeforeDose(t: TokenStream, before: number, after: number): boolean {
  if (!t.isWord(after) || t.startsLine(after) || !DOSE_WORDS.has(t.lower(after))) return false;
  if (!t.isWord(before)) return false;
  const word = t.lower(before);
  return !DATE_PREPOSITIONS.has(word) && !DATE_LABELS.has(word) && !WEEKDAYS.has(word);
}

/** Hours that divide a day: "1/24" hourly, "2/24", "4/24", "6/24", "12/24" (twice a day). */
const HOURLY = new Set([1, 2, 3, 4, 6, 8, 12]);

/**
 * "mouth care 2/24", "4/24 obs", "turns 2/24", "BSL 6/24": a frequency in hours over a day, as
 * charts and care plans write it in every country but the US (where "4/24" is a day of April).
 * Read whatever the note's convention, as a date only with evidence: a date word before it
 * ("on 4/24", "since", "by", "for", a weekday; a date label is read before this) or a clock time
 * beside it ("4/24 0930", "at 2am 4/24"). After a duration word ("in 5/24", "over 10/24") any
 * count of hours under a day is a span of hours.
 */
function isHourlyFrequency(t: TokenStream, first: number, last: number): boolean {
  if (t.value(last) !== HOURS || t.length(last) !== 2) return false;
  const before = first - 1;
  if (t.isWord(before)) {
    const word = t.lower(before);
    // "no output in 5/24", "over 10/24": a span of hours after a duration word.
    if (DURATION_BEFORE.has(word) && t.value(first) < HOURS && !t.startsLine(first))
      return !clockBeside(t, first, last);
    if (!HOURLY.has(t.value(first))) return false;
    if (DATE_PREPOSITIONS.has(word) || word === "by" || word === "for" || WEEKDAYS.has(word)) return false;
  } else if (!HOURLY.has(t.value(first))) return false;
  return !clockBeside(t, first, last);
}

/**
 * Whether a bare "a/b" may stand as a date in a note whose conventions are not the US ones, when
 * no date word stands before it ("on", "since", "by", "for", a weekday, a date label; with one
 * it may). True when `first`..`last` may stand as a date.
 * - In a note that writes its full dates day first ("14/03/2021", "14 March 2021") and none month
 *   first, a date is day/month: "4/15", "13/15", "6/24" (scores, fractions) cannot be one.
 * - In a note in Commonwealth English (cues/writing-conventions.ts, or weeks as "n/52"), "3/7"
 *   and "10/7" are days and "6/12" months (isUkDuration reads "n/7" and "n/12" below "n"; ten
 *   days and more are written "10/7" too).
 * Month/year ("03/2019", "7/81") keeps its own reading. ISO dates ("2021-03-14") are no evidence:
 * US systems print them too.
 */
export function mayBeDateInNote(
  t: TokenStream,
  first: number,
  last: number,
  commonwealth: boolean,
  order: DateOrder,
): boolean {
  if (order.monthFirst || !(order.dayFirst || commonwealth)) return true;
  if (!t.isPunct(first + 1, "/") || t.length(last) > 2 || t.value(last) > 31) return true;
  if (afterDateWord(t, first)) return true;
  if (clockBeside(t, first, last) || inDatedLines(t, first)) return true;
  const before = first - 1;
  if (t.isWord(before)) {
    const word = t.lower(before);
    if (DATE_PREPOSITIONS.has(word) || word === "by" || word === "for" || WEEKDAYS.has(word)) return true;
  }
  const month = t.value(last);
  if (month > 12) return !order.dayFirst;
  const day = t.value(first);
  return !(commonwealth && month === 7 && day >= 10 && day <= 12);
}

const LIST_REACH = 4;

/** Metric Snellen denominators: visual acuity is written 6/5 … 6/60 ("R 6/9, L 6/12"). */
const SNELLEN = new Set([5, 6, 9, 12, 18, 24, 36, 60]);
const isSnellen = (a: number, b: number): boolean => a === 6 && SNELLEN.has(b);

/** "VA" or "VA:" ends at token `k`. */
function acuityLabel(t: TokenStream, k: number): boolean {
  const w = t.isPunct(k, ":") ? k - 1 : k;
  return t.isWord(w) && t.lower(w) === "va";
}

/**
 * "R 6/9, L 6/60", "4/5 proximally, 5/5 distally … 3/5": a slash pair near another on the same
 * line that shares its first or its second number, where that other pair has no day/month or
 * month/day reading ("6/60", "13/15"), is a full mark over five or less ("5/5") or both are
 * acuities (6 over a Snellen line) — a list of
 * scores, acuities or strengths, so none of it is a date. Dates listed together ("3/12 and
 * 3/14") all have a reading.
 */
function inListOfFractions(t: TokenStream, first: number, last: number): boolean {
  const a = t.value(first);
  const b = t.value(last);
  const lo = Math.max(1, first - LIST_REACH);
  for (let k = first - 2; k >= lo; k--) {
    if (t.startsLine(k + 1)) break;
    if (isListSibling(t, k, a, b)) return true;
  }
  for (let k = last + 1; k <= last + LIST_REACH && k + 1 < t.count; k++) {
    if (t.startsLine(k)) break;
    if (isListSibling(t, k, a, b)) return true;
  }
  return false;
}

/** A pair "c/d" whose "/" is token `k`, sharing c = a or d = b, that cannot be a date or is an acuity beside one. */
function isListSibling(t: TokenStream, k: number, a: number, b: number): boolean {
  if (!t.isPunct(k, "/") || !t.touches(k - 1) || !t.touches(k) || !t.isNumber(k - 1) || !t.isNumber(k + 1))
    return false;
  if (t.length(k - 1) > 2 || t.length(k + 1) > 2) return false;
  const c = t.value(k - 1);
  const d = t.value(k + 1);
  if (c !== a && d !== b) return false;
  if (isSnellen(a, b) && isSnellen(c, d)) return true;
  // "5/5" beside "4/5": a grid of strengths or reflexes (a full mark over a scale of five or less).
  if (c === d && d === b && d <= 5) return true;
  return !(isMonth(c) && isDay(d)) && !(isDay(c) && isMonth(d));
}

/** A date label right before token `a` (over a ":"). */
export function afterDateWord(t: TokenStream, a: number): boolean {
  let k = a - 1;
  if (t.isPunct(k, ":")) k--;
  if (!t.isWord(k)) return false;
  const word = t.lower(k);
  return DATE_LABELS.has(word);
}

const DATE_LABELS = dateLabels.words;

export const DATE_PREPOSITIONS = datePrepositions.words;
const VENTILATION = ventilation.words;

/** Weaning a ventilator's settings ("on 13/10, weaned later"): read with mentionsVentilation only. */
const WEANING: ReadonlySet<string> = new Set(["wean", "weaned", "weaning"]);

/** A ventilator word anywhere in the text ("PEEP 5", "weaned"); read for short texts only. */
export function mentionsVentilation(t: TokenStream): boolean {
  if (nearVentilation(t, 0, t.count - 1)) return true;
  for (let k = 0; k < t.count; k++) if (t.isWord(k) && WEANING.has(t.lower(k))) return true;
  return false;
}

function nearVentilation(t: TokenStream, from: number, to: number): boolean {
  for (let k = Math.max(0, from); k <= to && k < t.count; k++) {
    if (t.isPunct(k, "%")) return true;
    if (t.isWord(k) && VENTILATION.has(t.lower(k))) return true;
  }
  return false;
}
