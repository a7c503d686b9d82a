import { bookedFor, dateLabels, datePrepositions, ukFollowUpBefore } from "../../cues/date-cues.ts";
import { childChecks, complaints, courseWords, durationAfter, durationBefore } from "../../cues/not-dates.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { ScanContext } from "../../recogniser.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";

/**
 * Durations written as a fraction of a unit of time, as clinicians write them in every
 * English-speaking country but the US: "3/7" three days, "2/52" two weeks, "6/12" six months,
 * "4/24" four hours ("cough x2/7", "6/52 pregnant", "f/u 6/12", "baby 4/12 old"). In US notes
 * the same shapes are month/day dates ("3/7" the seventh of March), so a pair is read as a
 * duration from the words around it and from how the note writes (its Convention).
 */

/**
 * How a note writes short durations:
 * - "commonwealth": its words (cues/writing-conventions.ts) or weeks written "n/52" — "3/7" is
 *   three days, "6/12" six months, "4/24" four hours;
 * - "day-first": its full dates are day first and none month first — "3/7" is three days, "6/12"
 *   may still be a date;
 * - "short": a text too short to show how it writes (a question typed into a search box, a line
 *   of a message: see `SHORT_TEXT`), with no full date written month first — read as
 *   "commonwealth", since no US reading is shown either, but a date label keeps its date ("Clinic
 *   3/12", "appt 3/7") and hours need a complaint beside them;
 * - "us": anything else; a pair is a duration only with a duration word beside it.
 */
export type Convention = "us" | "day-first" | "commonwealth" | "short";

/**
 * The longest text (in UTF-16 units and lines) read as too short to show a writing convention: a
 * question or a message of one to three lines. A note with a letterhead, a history and a plan is
 * longer; a form, a list or a chart has more lines.
 */
export const SHORT_TEXT = 300;
const SHORT_LINES = 3;

/** The text is short enough that its date convention cannot be read from it. */
export function isShortText(t: TokenStream): boolean {
  if (t.text.length > SHORT_TEXT) return false;
  let lines = 0;
  for (let i = t.nextLineStart(0); i < t.count; i = t.nextLineStart(i + 1)) {
    if (++lines > SHORT_LINES) return false;
  }
  return true;
}

const DURATION_BEFORE = durationBefore.words;
const DURATION_AFTER = durationAfter.words;
const UK_FOLLOW_UP_BEFORE = ukFollowUpBefore.words;
const DATE_LABELS = dateLabels.words;
const DATE_PREPOSITIONS = datePrepositions.words;
const BOOKED_FOR = bookedFor.words;

/**
 * Denominators that name a unit of time in Commonwealth shorthand, with the largest count written
 * over them: "4/24" (four hours, "4/24 obs" four-hourly), "5/60" (five minutes). US notes write
 * month/day there, so only in a note with the convention (isUkDuration).
 */
export const HOURS = 24;
const MINUTES = 60;

/**
 * Gestation over forty weeks ("36/40", "36+2/40", "at 4/40") in every country but the US, which
 * writes weeks in words; a month over "40" has no day reading and would be a year of 1940.
 */
const GESTATION = 40;

/** Days written over seven up to a fortnight ("review 14/7"). */
const FORTNIGHT = 14;

/** Ages written in months run past a year ("18/12 old"), up to two years. */
const TWO_YEARS = 24;

/** Days past a week written over seven ("21/7 hx"), up to a month. */
const MONTH_OF_DAYS = 31;

/**
 * Words before "of" and a duration: a history, a course, a span and an age ("hx of 6/12", "course
 * of 5/7", "duration of 3/12", "at the age of 18/12", "infant of 4/12").
 */
const SPAN_OF: ReadonlySet<string> = new Set([
  "hx",
  "history",
  "hist",
  "course",
  "duration",
  "period",
  "total",
  "maximum",
  "max",
  "minimum",
  "min",
  "age",
  "baby",
  "infant",
  "neonate",
  "child",
  "toddler",
  "boy",
  "girl",
]);

/**
 * The note writes a duration in weeks as "n/52" somewhere (one pass over the numbers run into the
 * token before them, which numberShapes lists once a note).
 */
export function writesUkWeeks(context: ScanContext): boolean {
  const t = context.tokens;
  const text = t.text;
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.afterTouchCount; r++) {
    const i = shapes.afterTouch[r]!;
    if (i < 2) continue;
    // "52" read from its two code units ("5" 53, "2" 50).
    const start = t.start[i]!;
    if (
      t.kind[i] !== NUMBER ||
      t.length(i) !== 2 ||
      text.charCodeAt(start) !== 53 ||
      text.charCodeAt(start + 1) !== 50
    )
      continue;
    if (
      t.isPunct(i - 1, "/") &&
      t.touches(i - 1) &&
      t.isNumber(i - 2) &&
      t.touches(i - 2) &&
      t.value(i - 2) < 52
    )
      return true;
  }
  return false;
}

const writesShorthand = (convention: Convention): boolean =>
  convention === "commonwealth" || convention === "short";

/**
 * "clinic 12/12", "review 2/7", "appt 10/7": a follow-up in n months (n <= 12) or n days (n <=
 * 14), in a note in Commonwealth English (its words, or weeks written "n/52"). Not in a short
 * text: there "Clinic 3/12" and "Review 10/12" keep the date a US writer means, and "f/u 6/12",
 * "review in 6/12" and "rv 3/12" read as durations by the words around them.
 */
function isUkFollowUp(t: TokenStream, first: number, last: number, convention: Convention): boolean {
  const unit = t.value(last);
  if (convention !== "commonwealth" || (unit !== 12 && unit !== 7)) return false;
  if (!(t.isWord(first - 1) && UK_FOLLOW_UP_BEFORE.has(t.lower(first - 1)))) return false;
  const a = t.value(first);
  return a >= 1 && a <= (unit === 12 ? 12 : FORTNIGHT);
}

/** ">3/52", "< 2/7": a comparison before the pair, which a date never has. */
function comparedBefore(t: TokenStream, first: number): boolean {
  const k = first - 1;
  return t.isPunct(k, ">") || t.isPunct(k, "<") || t.isPunct(k, "≥") || t.isPunct(k, "≤");
}

/**
 * A duration word beside the pair, on its line: before it ("x 3/7", "over 2/52", "aged 3/12",
 * "hx of 6/12", ">3/52") or after it ("2/7 ago", "4/12 old", "3/7 post op", "6/52 pregnant").
 * Evidence in every convention.
 */
function durationWordBeside(t: TokenStream, first: number, last: number): boolean {
  const before = first - 1;
  if (comparedBefore(t, first)) return true;
  if (t.isWord(before) && !t.startsLine(first)) {
    const word = t.lower(before);
    if (DURATION_BEFORE.has(word)) return true;
    // "hx of 6/12 weight loss": a history of six months; "a course of 5/7".
    if (word === "of" && t.isWord(before - 1) && SPAN_OF.has(t.lower(before - 1))) return true;
  }
  return t.isWord(last + 1) && !t.startsLine(last + 1) && DURATION_AFTER.has(t.lower(last + 1));
}

/**
 * Whether "a/b" at `first`..`last` is a duration: over 7, 12 or 52 (over 24 or 60 only where the
 * note writes shorthand) with a duration word beside it in every convention; over 52 always
 * (no month is 52; "DOB 2/52" is read by its label first); and in a note that writes shorthand,
 * any such pair that no date word or preposition stands before ("SOB for 3/7", "cough 3/7",
 * "6/12 amenorrhoea", "baby 4/12", "f/u 6/12").
 */
export function isUkDuration(t: TokenStream, first: number, last: number, convention: Convention): boolean {
  const shorthand = writesShorthand(convention);
  if (isUkFollowUp(t, first, last, convention)) return true;
  const a = t.value(first);
  const b = t.value(last);
  if (b === GESTATION && a >= 1 && a <= 42) return true;
  const units = b === 7 || b === 12 || b === 52;
  if (!(units || ((b === HOURS || b === MINUTES) && shorthand)) || a < 1) return false;
  const durationWord = durationWordBeside(t, first, last);
  if (durationWord) return a <= b || (b === 7 && a <= MONTH_OF_DAYS) || (b === 12 && a <= TWO_YEARS);
  // Hours in a short text only beside a complaint ("chest pain 4/24", "6/24 vomiting"): a header's
  // "10/24" is a US date.
  if (convention === "short" && (b === HOURS || b === MINUTES) && !complaintBeside(t, first, last))
    return false;
  // A whole unit ("7/7", "12/12") is also the seventh of July: a duration with a duration word,
  // or beside another count of the unit ("5/7 or 7/7"), a course ("abx 7/7") or, in a short
  // text, a complaint ("12/12 cough").
  const short = convention === "short" || (shorthand && isShortText(t));
  if (
    a === b &&
    !(
      shorthand &&
      (siblingCount(t, first, last) ||
        courseBeside(t, first, last) ||
        (short && complaintBeside(t, first, last)))
    )
  )
    return false;
  // Past a week without a duration word, only days up to a fortnight where the note writes
  // shorthand, beside a course ("abx 10/7", "fluclox for 10/7") or bare in a short text past the
  // twelfth, which no month-first date has ("14/7 cough"); "21/7" and "18/12" need the word
  // ("18/12 old").
  if (
    a > b &&
    !(
      shorthand &&
      b === 7 &&
      a <= FORTNIGHT &&
      ((short && a > 12) || courseBeside(t, first, last) || siblingCount(t, first, last))
    )
  )
    return false;
  if (b === 52) return true; // a month of 52 never starts a two-digit-year date in these notes
  // A note in Commonwealth English (cues/writing-conventions.ts, or "n/52" weeks) writes days and
  // months this way: "SOB for 3/7", "baby 4/12 old", "Sx 2/7" — a duration unless a date word or
  // preposition stands before it ("on 6/12", "since 3/7", "dated 1/12", "date of op 6/12").
  if (!(shorthand || (convention === "day-first" && b === 7))) return false;
  return !dateWordBefore(t, first, convention);
}

/** Words before a pair that only a date follows: "before 3/7", "by 6/12". */
const DATE_BOUNDS: ReadonlySet<string> = new Set(["before", "by"]);

/**
 * A date word right before token `first`: a date preposition or label, "before" or "by", "date
 * of" a word ("date of op 6/12"), or in a short text a field's label closed by a colon ("F/U:
 * 6/12"; a form's field holds a date unless it names a duration: "Duration: 3/7", "Hx: 2/7").
 */
function dateWordBefore(t: TokenStream, first: number, convention: Convention): boolean {
  let before = first - 1;
  if (convention === "short" && t.isPunct(before, ":") && t.isWord(before - 1)) {
    const label = t.lower(before - 1);
    return !(
      SPAN_OF.has(label) ||
      DURATION_BEFORE.has(label) ||
      DURATION_AFTER.has(label) ||
      COMPLAINTS.has(label)
    );
  }
  if (!t.isWord(before)) return false;
  const word = t.lower(before);
  if (DATE_PREPOSITIONS.has(word) || DATE_LABELS.has(word) || DATE_BOUNDS.has(word)) return true;
  // "scheduled for 7/12", "booked for 3/7": an event set for a day.
  if (word === "for" && t.isWord(before - 1) && BOOKED_FOR.has(t.lower(before - 1))) return true;
  before -= 2;
  return t.isWord(before) && t.lower(before + 1) === "of" && t.lower(before) === "date";
}

/**
 * A course of medicine right beside the pair ("abx 7/7", "fluclox for 10/7", "7/7 amoxicillin"):
 * a word of courseWords (cues/not-dates.ts) or a medicine named by its stem ("-cillin",
 * "-mycin", "-floxacin", "-cycline", "-azole", "-olone"), which no date stands beside in a short
 * text or a Commonwealth note.
 */
function courseBeside(t: TokenStream, first: number, last: number): boolean {
  let before = first - 1;
  if (t.isWord(before) && t.lower(before) === "for") before--;
  return isCourseWord(t, before) || isCourseWord(t, last + 1);
}

const COURSE_WORDS = courseWords.words;
const MEDICINE_STEMS = ["cillin", "mycin", "micin", "floxacin", "cycline", "azole", "olone", "sone", "cef"];

function isCourseWord(t: TokenStream, i: number): boolean {
  if (!t.isWord(i)) return false;
  const word = t.lower(i);
  if (COURSE_WORDS.has(word)) return true;
  if (word.length < 6) return false;
  for (const stem of MEDICINE_STEMS) {
    if (stem === "cef" ? word.startsWith(stem) : word.endsWith(stem)) return true;
  }
  return false;
}

const COMPLAINTS = complaints.words;
const CHILD_CHECKS = childChecks.words;

/**
 * A complaint right before or after the pair ("chest pain 4/24", "pain for 6/24", "4/24 of
 * vomiting"), or a child's check or vaccines at an age ("12/12 vaccines", "6/52 check").
 */
function complaintBeside(t: TokenStream, first: number, last: number): boolean {
  let before = first - 1;
  if (t.isWord(before) && t.lower(before) === "for") before--;
  let after = last + 1;
  if (t.isWord(after) && t.lower(after) === "of") after++;
  return (
    (t.isWord(before) && COMPLAINTS.has(t.lower(before))) ||
    (t.isWord(after) && (COMPLAINTS.has(t.lower(after)) || CHILD_CHECKS.has(t.lower(after))))
  );
}

const SIBLING_REACH = 4;

/**
 * Another count of the same unit within a few tokens on the line, below the unit ("5/7 or 7/7",
 * "7/7 vs 3/7"): a choice between durations.
 */
function siblingCount(t: TokenStream, first: number, last: number): boolean {
  const unit = t.value(last);
  for (let k = first - 2, n = 0; k >= 1 && n < SIBLING_REACH && !t.startsLine(k + 1); k--, n++) {
    if (isCountOf(t, k, unit)) return true;
  }
  for (let k = last + 2, n = 0; k + 1 < t.count && n < SIBLING_REACH && !t.startsLine(k); k++, n++) {
    if (isCountOf(t, k, unit)) return true;
  }
  return false;
}

/** A pair "c/unit" with c another count of the unit (up to a fortnight of days), whose "/" is token `k`. */
function isCountOf(t: TokenStream, k: number, unit: number): boolean {
  if (!t.isPunct(k, "/") || !t.isNumber(k - 1) || !t.isNumber(k + 1) || !t.touches(k - 1) || !t.touches(k))
    return false;
  const c = t.value(k - 1);
  return t.value(k + 1) === unit && c >= 1 && c !== unit && c <= (unit === 7 ? FORTNIGHT : unit);
}
