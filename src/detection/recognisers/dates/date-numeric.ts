import { dashDateBefore } from "../../cues/date-cues.ts";
import { weekdays } from "../../cues/date-words.ts";
import { commonwealthWords } from "../../cues/writing-conventions.ts";
import { clockBeside } from "../../readers/clock-beside.ts";
import { isDash } from "../../readers/dash.ts";
import { type DateOrder, readDateOrder } from "../../readers/date-order.ts";
import { inDatedLines } from "../../readers/dated-lines.ts";
import { plainDayMonth, titleLineDate } from "../../readers/day-month-pair.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { isWeeksOrCountPair } from "../../readers/weeks-or-count-pair.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream } from "../../token-stream.ts";
import { CUE_COMMONWEALTH } from "../../word-bits.ts";
import {
  afterDateWord,
  DATE_PREPOSITIONS,
  isSettingOrFraction,
  mayBeDateInNote,
  mentionsVentilation,
} from "./clinical-fractions.ts";
import { type Convention, isShortText, writesUkWeeks } from "./duration-shorthand.ts";
import { loneDateLine } from "./lone-date-line.ts";

/**
 * Dates written with numbers: M/D/YY(YY), M-D-YY(YY), M.D.YY(YY), YYYY-MM-DD, M/D, M/YYYY and
 * ranges such as 6/30-7/2, 14/03/2021-16/03/2021 and 14-16/03/2021. Parts must be calendar-valid; a sequence that continues with more
 * separated numbers (blood gases "7.45/33/80", ratios) is not a date.
 */
function isSeparator(t: TokenStream, i: number): boolean {
  return t.isPunct(i, "/") || isDash(t, i) || t.isPunct(i, ".");
}

/** Longest chain read: six numbers. */
const MAX_PARTS = 6;

/**
 * Adjacent number-separator-number chain starting at `i`: token indexes of its numbers, written
 * into `parts` (reused across calls, no allocation per number); returns how many.
 */
function readChain(t: TokenStream, i: number, parts: Int32Array): number {
  parts[0] = i;
  let n = 1;
  let j = i;
  while (n < MAX_PARTS && isSeparator(t, j + 1) && t.touches(j) && t.isNumber(j + 2) && t.touches(j + 1)) {
    j += 2;
    parts[n++] = j;
  }
  return n;
}

const isMonth = (n: number): boolean => n >= 1 && n <= 12;
const isDay = (n: number): boolean => n >= 1 && n <= 31;

function isYear(t: TokenStream, i: number): boolean {
  const len = t.length(i);
  if (len === 2) return true;
  const v = t.value(i);
  return len === 4 && v >= 1850 && v <= 2150;
}

function sameSeparators(t: TokenStream, parts: Int32Array, from: number, count: number): boolean {
  const first = t.text.charCodeAt(t.start[parts[from]! + 1]!);
  for (let k = 1; k < count - 1; k++) {
    if (t.text.charCodeAt(t.start[parts[from + k]! + 1]!) !== first) return false;
  }
  return true;
}

const DASH_DATE_BEFORE = dashDateBefore.words;

/**
 * Number of chain parts (the `n` parts from `parts[from]`) forming a date, 0 when none. A window
 * on the one chain buffer rather than a slice of it: no array per number read.
 */
function datePartCount(t: TokenStream, parts: Int32Array, from: number, n: number): number {
  if (n < 2) return 0;
  const a = parts[from]!;
  const b = parts[from + 1]!;
  const c = n > 2 ? parts[from + 2] : undefined;
  const sepCode = t.text.charCodeAt(t.start[a + 1]!);
  const sep = sepCode >= 0x2010 && sepCode <= 0x2013 ? 45 : sepCode; // en dash and kin as "-"
  const va = t.value(a);
  const vb = t.value(b);
  const d = n > 3 ? parts[from + 3] : undefined;
  // "14-16/03/2021": a range of days before one full date.
  if (d !== undefined && n === 4 && sep === 45 && t.length(a) <= 2 && isDay(va) && va < vb) {
    if (datePartCount(t, parts, from + 1, 3) === 3) return 4;
  }
  if (d !== undefined && n === 4 && sep === 47 && sameSeparators(t, parts, from, 4)) {
    // "TREATMENTS 10/03/10/04": two month/day dates written together.
    const vc2 = t.value(c!);
    const vd2 = t.value(d);
    if (isMonth(va) && isDay(vb) && isMonth(vc2) && isDay(vd2) && vc2 >= va) return 4;
  }
  if (c !== undefined && sameSeparators(t, parts, from, 3)) {
    const vc = t.value(c);
    if (t.length(a) <= 2 && t.length(b) <= 2 && isMonth(va) && isDay(vb) && isYear(t, c)) return 3;
    if (t.length(a) === 4 && isYear(t, a) && isMonth(vb) && isDay(vc) && t.length(c) <= 2) return 3;
    // Day first (UK and most of the world): "14/03/2021", "14.03.2021", and "14/3/21" when the
    // first number cannot be a month (otherwise the month-first reading above already took it).
    if (t.length(a) <= 2 && t.length(b) <= 2 && isDay(va) && isMonth(vb) && isYear(t, c)) {
      if (t.length(c) === 4 || va > 12) return 3;
    }
  }
  // "11/21.93": month/day, then the year after a dot.
  if (c !== undefined && sep === 47 && t.text.charCodeAt(t.start[b + 1]!) === 46 && n === 3) {
    if (t.length(a) <= 2 && t.length(b) <= 2 && isMonth(va) && isDay(vb) && t.length(c) === 2) return 3;
  }
  if (sep === 46) return 0;
  if (t.length(a) > 2) return 0;
  if (sep === 47 && isMonth(va) && t.length(b) === 4 && isYear(t, b)) return 2;
  if (sep === 47 && isMonth(va) && t.length(b) <= 2 && isDay(vb)) return 2;
  // "seen 14/3", "Date: 30/11": day first, where the first number cannot be a month (UK day/month),
  // only after a date label (in US notes such pairs are ratios and values, even after "on").
  // "on 14/11 she fell", "by 21/6": after a date preposition too (no month is over 12).
  // "14/3 2200 pt settled": with a clock time beside it, or opening one of a sequence of dated
  // lines (a nursing chart, a timeline; readers/dated-lines.ts).
  // After "on" only in a note that writes full dates day first ("14/03/2021"): in US notes
  // "on 13/10" is a ventilator setting.
  if (
    sep === 47 &&
    va > 12 &&
    isDay(va) &&
    t.length(b) <= 2 &&
    isMonth(vb) &&
    (afterDateWord(t, a) ||
      datePrepositionBefore(t, a) ||
      clockBeside(t, a, b) ||
      inDatedLines(t, a) ||
      headsLine(t, a, b) ||
      listedDayMonth(t, a, b) ||
      plainDayMonth(t, a, b) ||
      titleLineDate(t, a, b) ||
      loneDateLine(t, a, b))
  )
    return 2;
  // "reviewed 14-03", "on 21-03": a dashed day and a month written with its zero, after a date
  // word (day first, as outside the US).
  if (
    sep === 45 &&
    t.length(a) === 2 &&
    t.length(b) === 2 &&
    t.text.charCodeAt(t.start[b]!) === 48 &&
    isDay(va) &&
    isMonth(vb) &&
    (afterDateWord(t, a) || datePrepositionBefore(t, a))
  )
    return 2;
  // "back to the OR on 3-9", "Tues 11-22", "since 11-22": a dashed month-day only right after
  // "on", a date preposition or a weekday (elsewhere "3-5" is a range of values).
  if (
    sep === 45 &&
    isMonth(va) &&
    t.length(b) <= 2 &&
    isDay(vb) &&
    t.isWord(a - 1) &&
    DASH_DATE_BEFORE.has(t.lower(a - 1))
  ) {
    return 2;
  }
  // "CABG 7/81", "11/92": month and two-digit year.
  if (sep === 47 && isMonth(va) && t.length(b) === 2 && vb > 31) return 2;
  return 0;
}

/**
 * A date preposition before `a` ("by 21/6"), or "on" in a note that writes full dates day first.
 * Read only for a day/month pair that needs it: the look-up of the word before every number
 * pair cost more than the test.
 */
function datePrepositionBefore(t: TokenStream, a: number): boolean {
  const prep = t.isWord(a - 1) ? t.lower(a - 1) : "";
  // "Mon 14/3": a weekday before it. "on 14/3" in a note in Commonwealth English too, and in a
  // text too short to show its convention that names no ventilator setting ("appt on 14/7";
  // "on 13/10, PEEP 5" is a setting in a US note).
  if (WEEKDAYS.has(prep)) return true;
  return (
    (DATE_PREPOSITIONS.has(prep) && prep !== "on") ||
    prep === "by" ||
    (prep === "on" &&
      ((t.textCues & CUE_COMMONWEALTH) !== 0 ||
        writesDayFirst(t) ||
        (isShortText(t) && !mentionsVentilation(t))))
  );
}

const WEEKDAYS = weekdays.words;

/** "14/3: obs stable": a day/month opening its line as a heading, closed by a colon. */
function headsLine(t: TokenStream, a: number, b: number): boolean {
  return t.startsLine(a) && t.isPunct(b + 1, ":") && t.touches(b);
}

/** How far along its line a day/month looks for another: a clause or two. */
const LIST_REACH = 12;

/**
 * "fall 14/3, GP 16/3, ED 18/3", "ECG 14/3 NSR. CXR 15/3 clear": another day of the same month on
 * the same line, a timeline of events. Not over 7 or 12, which Commonwealth notes write for days
 * and months ("sutures out 10/7, review 14/7", "14/12 old").
 */
function listedDayMonth(t: TokenStream, a: number, b: number): boolean {
  const month = t.value(b);
  if (month === 7 || month === 12) return false;
  const day = t.value(a);
  for (let k = a - 1; k >= 1 && k >= a - LIST_REACH; k--) {
    if (t.startsLine(k + 1)) break;
    if (sameMonthPair(t, k, day, month)) return true;
  }
  for (let k = b + 1; k + 1 < t.count && k <= b + LIST_REACH; k++) {
    if (t.startsLine(k)) break;
    if (sameMonthPair(t, k, day, month)) return true;
  }
  return false;
}

/** A "d/m" pair whose "/" is token `k`, of month `month` and another day, standing alone. */
function sameMonthPair(t: TokenStream, k: number, day: number, month: number): boolean {
  if (!t.isPunct(k, "/") || !t.isNumber(k - 1) || !t.isNumber(k + 1) || !t.touches(k - 1) || !t.touches(k))
    return false;
  if (t.length(k - 1) > 2 || t.length(k + 1) > 2 || t.value(k + 1) !== month) return false;
  if (t.isPunct(k - 2, "/") || t.isPunct(k + 2, "/")) return false;
  const other = t.value(k - 1);
  return other !== day && other >= 1 && other <= 31;
}

let dayFirstText = "";
let dayFirstValue = false;

/** The note writes a full date day first somewhere ("14/03/2021", "30/11/24", "23.10.2024"); one pass, cached. */
function writesDayFirst(t: TokenStream): boolean {
  if (dayFirstText === t.text) return dayFirstValue;
  let found = false;
  for (let i = t.nextNumber(0); i + 4 < t.count && !found; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER || t.length(i) > 2) continue;
    const d = t.value(i);
    // "30/11/24", and the dotted and dashed UK forms "23.10.2024", "19-03-2024".
    const sep = t.isPunct(i + 1, "/") ? "/" : t.isPunct(i + 1, ".") ? "." : t.isPunct(i + 1, "-") ? "-" : "";
    if (d < 13 || d > 31 || sep === "" || !t.touches(i) || !t.touches(i + 1)) continue;
    const m = i + 2;
    if (!t.isNumber(m) || t.length(m) > 2 || t.value(m) < 1 || t.value(m) > 12) continue;
    if (!t.isPunct(m + 1, sep) || !t.touches(m) || !t.touches(m + 1) || !t.isNumber(m + 2)) continue;
    const yl = t.length(m + 2);
    found = yl === 2 || yl === 4;
  }
  dayFirstText = t.text;
  dayFirstValue = found;
  return found;
}

/**
 * "H.No. 12-3-45", "Door No: 8-2-293": a dashed chain after "No." is a house number (India writes
 * them so), never a date.
 */
function houseNumberBefore(t: TokenStream, i: number): boolean {
  if (!isDash(t, i + 1)) return false;
  let k = i - 1;
  if (t.isPunct(k, ".") || t.isPunct(k, ":")) k--;
  return t.isWord(k) && t.lower(k) === "no";
}

/** The chain buffer findNumericDates reuses (scans run one at a time). */
const chainParts = new Int32Array(MAX_PARTS);

export function findNumericDates(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const parts = chainParts;
  let convention: Convention | undefined;
  let order: DateOrder | undefined;
  // A number with no joiner run into it is a chain of one, never a date: only numbers run into a
  // "/", "-", "." or dash are read (numberShapes lists them once a note), each after the last chain.
  const shapes = numberShapes(context);
  for (let r = 0, i = -1; r < shapes.joinedCount; r++) {
    if (shapes.joined[r]! <= i) continue;
    i = shapes.joined[r]!;
    // A number with a space or nothing after it is a chain of one, never a date: most numbers.
    if (t.kind[i] !== NUMBER || !t.touches(i)) continue;
    if (isSeparator(t, i - 1) && t.touches(i - 1) && t.isNumber(i - 2) && t.touches(i - 2)) continue;
    if (t.isPunct(i - 1, ".") && t.touches(i - 1) && t.isNumber(i - 2)) continue;
    const length = readChain(t, i, parts);
    if (length > 1 && houseNumberBefore(t, i)) {
      i = parts[length - 1]!;
      continue;
    }
    const count = datePartCount(t, parts, 0, length);
    if (count === 0) {
      i = parts[length - 1]!;
      continue;
    }
    let last = parts[count - 1]!;
    if (length > count) {
      // "6/30-7/2" is a range of two dates; anything else that goes on is a ratio or a gas.
      const rest = length - count;
      const isRange = isDash(t, last + 1) && datePartCount(t, parts, count, rest) === rest;
      if (!isRange) {
        i = parts[length - 1]!;
        continue;
      }
      last = parts[length - 1]!;
    }
    if (count === 2 && convention === undefined) {
      order = readDateOrder(t);
      // A note that writes its full dates day first, and none month first, writes days as "3/7";
      // a short text that writes none month first shows no US convention (duration-shorthand.ts).
      convention =
        (t.textCues & CUE_COMMONWEALTH) !== 0 || writesUkWeeks(context)
          ? "commonwealth"
          : !order.monthFirst && isShortText(t)
            ? "short"
            : order.dayFirst && !order.monthFirst
              ? "day-first"
              : "us";
    }
    if (
      count === 2 &&
      order !== undefined &&
      !mayBeDateInNote(t, i, last, convention === "commonwealth", order)
    ) {
      i = last;
      continue;
    }
    if (
      isSettingOrFraction(t, i, last, count, convention ?? "us") ||
      (count === 2 && isWeeksOrCountPair(t, i, last))
    ) {
      i = last;
      continue;
    }
    const rule = count === 3 ? "date-numeric-full" : "date-numeric-partial";
    out.push(hit(rule, "DATE", t.start[i]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "date-numeric-full": {
    types: ["DATE"],
    level: "certain",
    anchored: true,
    about: "a numeric date with day, month and year",
  },
  "date-numeric-partial": {
    types: ["DATE"],
    level: "anchored",
    anchored: true,
    about: "a numeric day and month",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const dateNumericRecogniser: RecogniserModule = {
  id: "date-numeric",
  family: "dates",
  wake: { at: ["numbers"] },
  vocabulary: [{ mask: "cues", bit: CUE_COMMONWEALTH, words: commonwealthWords.words }],
  rules: RULES,
  scan: findNumericDates,
};

const hit = ruleHit(RULES);
