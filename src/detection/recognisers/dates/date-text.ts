import { afterLoneDay, monthLeads } from "../../cues/date-cues.ts";
import { holidays, ordinalSuffixes, ordinalWords, verbMonths, weekdays } from "../../cues/date-words.ts";
import { months } from "../../cues/months.ts";
import { countNouns, settingWords } from "../../cues/not-dates.ts";
import { yearUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { HAS_UPPER, type TokenStream } from "../../token-stream.ts";
import { DATE_WORD } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * Dates with month names ("July 22", "22 Jul 2019", "Oct. 3rd, 1999", "March of 1993", "sept"),
 * ordinal days in a date context ("on the 11th") and named holidays. Months that are also common
 * words ("may", "march") count only next to a day or a year.
 */
/** Month words; true when the bare word is a date on its own. */
const MONTHS: ReadonlyMap<string, boolean> = new Map(
  [...months.values].map(([word, reading]) => [word, reading === "alone"]),
);
const ORDINAL_SUFFIXES = ordinalSuffixes.words;
const HOLIDAYS = holidays.words;
const HOLIDAYS_LIST = listBit(HOLIDAYS);
const WEEKDAYS = weekdays.words;
const WEEKDAYS_LIST = listBit(WEEKDAYS);
export const DATE_WORDS: readonly string[] = [...MONTHS.keys(), ...HOLIDAYS, ...WEEKDAYS, "the", "on"];

const AFTER_LONE_DAY = afterLoneDay.words;

/**
 * Day number (optionally with an ordinal suffix) at `i`: index of its last token, or -1. A number
 * run into a word on its left is part of that word ("FiO2 dec"), and one run into a word on its
 * right is a day only if that word is an ordinal suffix or a month ("14MAR2021").
 */
function readDay(t: TokenStream, i: number): number {
  if (!t.isNumber(i) || t.length(i) > 2) return -1;
  const v = t.value(i);
  if (v < 1 || v > 31) return -1;
  if (t.isWord(i - 1) && t.touches(i - 1)) return -1;
  if (t.isPunct(i + 1, ":") && t.touches(i) && t.isNumber(i + 2)) return -1; // "10:30" is a time
  if (t.touches(i) && t.isWord(i + 1) && ORDINAL_SUFFIXES.has(t.lower(i + 1))) return i + 1;
  // "le 1er mars 2024": French writes the first of the month as an ordinal, before its month.
  if (v === 1 && t.touches(i) && t.lower(i + 1) === "er" && MONTHS.has(t.lower(i + 2))) return i + 1;
  if (t.touches(i) && t.isWord(i + 1) && !MONTHS.has(t.lower(i + 1))) return -1;
  return i;
}

/**
 * A year at `i`, after an optional comma: four digits, two after an apostrophe ("March '21"),
 * or two joined to the month by a dash or run into it when a day came first ("14-MAR-21",
 * "12JAN48"). Last index or -1.
 */
function readYear(t: TokenStream, i: number, dayFirst = false): number {
  let j = i;
  if (t.isPunct(j, ",")) j++;
  if (t.isPunct(j, "'") && t.isNumber(j + 1) && t.length(j + 1) === 2) return j + 1;
  if (t.isNumber(j) && t.length(j) === 4 && t.value(j) >= 1850 && t.value(j) <= 2150) return j;
  if (dayFirst && j === i && t.isNumber(j) && t.length(j) === 2 && t.touches(j - 1) && endsCompact(t, j))
    return j;
  return -1;
}

/**
 * The two-digit year of a compact date ends it: nothing touches it, or only a clause's closing mark
 * ("DOB 04APR51.", "seen 12MAR21,") that no digit follows ("12JAN48.5" is no date).
 */
function endsCompact(t: TokenStream, j: number): boolean {
  if (!t.touches(j)) return true;
  const n = j + 1;
  if (!(t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, ";") || t.isPunct(n, ")"))) return false;
  return !(t.touches(n) && t.isNumber(n + 1));
}

/** Joins of a range of days: "14-16 March", "3rd/4th June", "from 14 to 16 March". */
function isRangeJoin(t: TokenStream, k: number): boolean {
  return isDash(t, k) || t.isPunct(k, "/") || (t.isWord(k) && (t.lower(k) === "to" || t.lower(k) === "and"));
}

/** The first token of a day range ending with the day at `k` ("14-16", "14th-16th"), or `k`. */
function rangeStart(t: TokenStream, k: number): number {
  if (!isRangeJoin(t, k - 1)) return k;
  let d = k - 2;
  if (t.isWord(d) && ORDINAL_SUFFIXES.has(t.lower(d)) && t.touches(d - 1)) d--;
  return readDay(t, d) !== -1 && t.value(d) < t.value(k) ? d : k;
}

/** The last token of a day range starting with the day at `last` ("March 14-16"), or `last`. */
function rangeEnd(t: TokenStream, last: number): number {
  if (!isRangeJoin(t, last + 1) || t.isWord(last + 1)) return last;
  const day = readDay(t, last + 2);
  return day !== -1 && t.value(last + 2) > t.value(last) && !t.isPunct(day + 1, "/") ? day : last;
}

/**
 * A two-digit year after a day and month, one space or a comma away: "DOB: 14 Mar 48", "Mar 14
 * 48.", and the "DD Mon, YY" header of Commonwealth reports ("Collected 14 Mar, 24", "Mar 14,
 * 24."). It ends the clause or comes before the next field's label ("14 Mar, 24 Time: 09:40"),
 * and is neither a time ("14 Mar, 12:30"), a decimal, nor a count ("Mar 14 12 units", "Mar 14,
 * 24 hours"). The index or -1.
 */
function shortYear(t: TokenStream, j: number): number {
  const comma = t.isPunct(j, ",");
  const y = comma ? j + 1 : j;
  if (!t.isNumber(y) || t.length(y) !== 2 || t.startsLine(y) || t.start[y]! - t.end[y - 1]! !== 1) {
    if (!(comma && t.isNumber(y) && t.length(y) === 2 && !t.startsLine(y) && t.touches(j))) return -1;
  }
  const next = y + 1;
  if (t.isPunct(next, ":") || (t.isPunct(next, ".") && t.touches(y) && t.isNumber(next + 1))) return -1;
  if (loneDayEnds(t, next)) return y;
  if (COUNT_NOUNS.has(t.lower(next))) return -1;
  // The next field's label: "14 Mar, 24 Time: 09:40", "14 Mar 24 First seen: 16 Mar 24".
  if (labelFollows(t, next)) return y;
  // "14 Mar, 24 night shift", "14 Mar, 24 AM": after the comma of the "DD Mon, YY" header a word
  // that no count takes; "14 Mar, 11 am" is a clock time.
  if (!comma || !t.isWord(next)) return -1;
  const clock = t.value(y) <= 12 && CLOCK_WORDS.has(t.lower(next));
  return clock || UNIT_WORDS.has(t.lower(next)) ? -1 : y;
}

const CLOCK_WORDS: ReadonlySet<string> = new Set(["am", "pm", "h", "hr", "hrs", "o'clock", "oclock"]);
const UNIT_WORDS = yearUnitsAfter.words;

/** One to three words on the line, then ":" ("Time:", "First seen:", "Date of review:"). */
function labelFollows(t: TokenStream, next: number): boolean {
  for (let k = next; k < next + 3 && t.isWord(k) && (k === next || !t.startsLine(k)); k++) {
    if (t.isPunct(k + 1, ":")) return true;
  }
  return false;
}

/** A day after "on" or "the" with nothing after it that makes it a count ("on the 27th."). */
function loneDayEnds(t: TokenStream, next: number): boolean {
  if (next >= t.count || t.startsLine(next)) return true;
  // Punctuation or a time after it ("the 14th - will call", "the 14th 10am", "the 14th-15th").
  if (!t.isWord(next)) return true;
  return AFTER_LONE_DAY.has(t.lower(next));
}

const ORDINAL_WORDS = ordinalWords.words;
const MONTH_LEADS = monthLeads.words;

/** A spelled ordinal day ending at word `k` ("third", "twenty-first"): its first token, or -1. */
function spelledDayStart(t: TokenStream, k: number): number {
  if (!t.isWord(k) || !ORDINAL_WORDS.has(t.lower(k))) return -1;
  let j = k - 1;
  if (isDash(t, j) && t.touches(j)) j--;
  if (t.isWord(j) && (t.lower(j) === "twenty" || t.lower(j) === "thirty")) return j;
  return k;
}

/** A spelled ordinal day starting at word `k`: its last token, or -1. */
function spelledDayEnd(t: TokenStream, k: number): number {
  if (!t.isWord(k)) return -1;
  const w = t.lower(k);
  if (w === "twenty" || w === "thirty") {
    const j = isDash(t, k + 1) ? k + 2 : k + 1;
    return t.isWord(j) && ORDINAL_WORDS.has(t.lower(j)) && t.lower(j) !== "twentieth" ? j : -1;
  }
  return ORDINAL_WORDS.has(w) ? k : -1;
}

/** A month word that may take a spelled day: not "may"/"march" in lower case, capitalised where case is used. */
function monthTakesWords(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const lower = (t.flags[i]! & HAS_UPPER) === 0;
  if (lower && (t.lower(i) === "may" || t.lower(i) === "march")) return false;
  return !context.mixedCase || !lower;
}

const SETTING_WORDS = settingWords.words;
const COUNT_NOUNS = countNouns.words;

function isCountNoun(t: TokenStream, k: number): boolean {
  if (t.isPunct(k, "%")) return true;
  // "Date: 3 May Time: 14:30": the next field's label, not a count's noun.
  return t.isWord(k) && COUNT_NOUNS.has(t.lower(k)) && !(t.isPunct(k + 1, ":") && t.touches(k));
}

const VERB_MONTHS = verbMonths.words;

function monthAt(t: TokenStream, i: number): boolean | undefined {
  return t.isWord(i) ? MONTHS.get(t.lower(i)) : undefined;
}

/** Skips the dot of an abbreviated month, or a dash joining it to a number ("Mar-29"). */
function afterMonth(t: TokenStream, i: number): number {
  let j = i + 1;
  if ((t.isPunct(j, ".") || isDash(t, j)) && t.touches(i) && (t.isNumber(j + 1) || t.isPunct(j, "."))) j++;
  return j;
}

export function findTextDates(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, DATE_WORD); i < t.count; i = t.nextBits(i + 1, DATE_WORD)) {
    if ((t.bits(i) & DATE_WORD) === 0) continue;
    const standalone = monthAt(t, i);
    if (standalone !== undefined) {
      let last = -1;
      let hasYear = false;
      const j = afterMonth(t, i);
      const day = readDay(t, j);
      if (day !== -1) {
        last = day;
        let year = readYear(t, day + 1);
        if (year === -1) year = shortYear(t, day + 1);
        if (year !== -1) {
          last = year;
          hasYear = true;
        }
      } else {
        const of = t.isWord(j) && t.lower(j) === "of" ? j + 1 : j;
        const year = readYear(t, of);
        if (year !== -1) {
          last = year;
          hasYear = true;
        }
      }
      let from = t.start[i]!;
      // "22 July", "the 20th of Oct", "14-MAR-21", "14MAR2021"
      let k = i - 1;
      if (t.isWord(k) && t.lower(k) === "of") k--;
      if (t.isWord(k) && (ORDINAL_SUFFIXES.has(t.lower(k)) || t.lower(k) === "er") && t.touches(k - 1)) k--;
      if (isDash(t, k) && t.touches(k)) k--;
      if (readDay(t, k) !== -1 && k !== i) {
        from = t.start[rangeStart(t, k)]!;
        if (last === -1) last = i;
        let year = readYear(t, afterMonth(t, i), true);
        if (year === -1) year = shortYear(t, afterMonth(t, i));
        if (year !== -1) {
          last = Math.max(last, year);
          hasYear = true;
        }
      }
      // "the third of March", "TWENTY-FIRST OF JUNE", "March third".
      // With "of" between them any case will do: "the third of march" in a lower-case note.
      const ofBefore = t.isWord(i - 1) && t.lower(i - 1) === "of";
      if (last === -1 && (monthTakesWords(context, i) || (ofBefore && spelledDayStart(t, i - 2) !== -1))) {
        const after = spelledDayEnd(t, i + 1);
        let k2 = i - 1;
        if (ofBefore) k2--;
        const before = spelledDayStart(t, k2);
        if (before !== -1) {
          from = t.start[before]!;
          last = i;
        } else if (after !== -1) {
          last = after;
        }
      }
      // "seen in Nov", "since early Feb.", "mid-March": a month alone after a date word.
      if (last === -1 && !standalone && monthTakesWords(context, i) && loneDayEnds(t, afterMonth(t, i))) {
        let k3 = i - 1;
        if (isDash(t, k3) && t.touches(k3)) k3--;
        if (t.isWord(k3) && MONTH_LEADS.has(t.lower(k3))) {
          if (t.lower(afterMonth(t, i)) !== "of" || t.isPunct(i + 1, ".")) {
            out.push(hit("date-month-after-cue", "DATE", t.start[i]!, t.end[i]!));
            continue;
          }
        }
      }
      // "FiO2 DEC FROM 80%", "PEEP 5 dec to 4", "PEEP DEC 2": shorthand for a verb, not a month.
      // Not after an ordinal day ("3rd dec 07:00") nor before a clock time.
      const ordinalBefore = from !== t.start[i]! && t.isWord(i - 1) && ORDINAL_SUFFIXES.has(t.lower(i - 1));
      const clockAfter =
        t.isNumber(last + 1) &&
        (t.isPunct(last + 2, ":") || stampClock(t, from === t.start[i]! ? i : i - 1, last));
      if (
        last !== -1 &&
        !hasYear &&
        VERB_MONTHS.has(t.lower(i)) &&
        !t.isCapitalised(i) &&
        !ordinalBefore &&
        !clockAfter
      ) {
        const after = t.isWord(last + 1) ? t.lower(last + 1) : "";
        if (
          after === "to" ||
          after === "from" ||
          after === "by" ||
          t.isNumber(last + 1) ||
          t.isPunct(last + 1, "%")
        ) {
          last = -1;
        }
        // "PEEP DEC 2", "FIO2 DEC 10": after a setting the word is "decreased".
        let b = i - 1;
        if (t.isNumber(b) && t.touches(b - 1)) b--;
        if (t.isWord(b) && SETTING_WORDS.has(t.lower(b))) last = -1;
      }
      // "PER MAR 2 DOSES GIVEN", "Mar 12 units", "2-3 Mar doses": a count with its noun, not a day.
      if (last !== -1 && !hasYear && isCountNoun(t, last + 1)) last = -1;
      // "a score of 0 or 1 may be managed at home", "grade 3 may require surgery": the verb "may".
      if (last !== -1 && !hasYear && last === i && modalMay(t, i)) last = -1;
      if (last !== -1) {
        // "March 14-16", "Jan-Mar 2021": the other end of a range of days or months.
        if (!hasYear && t.isNumber(last) && from === t.start[i]!) last = rangeEnd(t, last);
        if (from === t.start[i]! && (isDash(t, i - 1) || (t.isWord(i - 1) && t.lower(i - 1) === "to"))) {
          if (monthAt(t, i - 2) !== undefined) from = t.start[i - 2]!;
        }
        out.push(hit("date-written", "DATE", from, t.end[last]!));
        i = last;
      } else if (standalone && (!context.mixedCase || t.isCapitalised(i) || t.isAllCaps(i))) {
        out.push(hit("date-month-alone", "DATE", t.start[i]!, t.end[i]!));
      }
      continue;
    }
    if (t.isWord(i) && t.inList(i, HOLIDAYS_LIST)) {
      out.push(hit("date-holiday", "DATE", t.start[i]!, t.end[i]!));
      continue;
    }
    // "on the 11th", "it's the 3rd.", "admitted on 27th with sepsis", "Monday 14th", "Tues. 3rd",
    // "on Thursday the 21st".
    let dayCue = i;
    if (t.inList(i, WEEKDAYS_LIST)) {
      if (t.isPunct(dayCue + 1, ".") || t.isPunct(dayCue + 1, ",")) dayCue++;
      if (t.isWord(dayCue + 1) && t.lower(dayCue + 1) === "the") dayCue++;
    }
    if (t.isNumber(dayCue + 1)) {
      const day = readDay(t, dayCue + 1);
      if (day === dayCue + 2 && loneDayEnds(t, day + 1)) {
        out.push(hit("date-day-ordinal", "DATE", t.start[dayCue + 1]!, t.end[day]!));
      }
    }
  }
}

/**
 * "8 dec 1430 RN: …", "mar 8 0800 dr: …": a date opening its line before a clock of four digits
 * (hours under 24, minutes under 60), as charts stamp their entries; the month is no verb there.
 * `first` is the date's first token (its day or its month) or the token after its day.
 */
function stampClock(t: TokenStream, first: number, last: number): boolean {
  let f = first;
  if (!t.startsLine(f) && t.isNumber(f - 1) && t.startsLine(f - 1)) f--;
  if (!t.startsLine(f)) return false;
  const c = last + 1;
  if (t.length(c) !== 4 || t.touches(c) || t.start[c]! - t.end[last]! > 2) return false;
  const v = t.value(c);
  return v < 2400 && v % 100 < 60;
}

const RULES = defineRules({
  "date-written": {
    types: ["DATE"],
    level: "labelled",
    anchored: true,
    about: "a date with a month name and a day (digits or ordinal words) or a year",
  },
  "date-month-alone": {
    types: ["DATE"],
    level: "weak",
    anchored: false,
    about: "a month name standing alone",
  },
  "date-month-after-cue": {
    types: ["DATE"],
    level: "anchored",
    anchored: true,
    about: "a month name or abbreviation ending its clause after a date word (in, since, early, mid-)",
  },
  "date-holiday": {
    types: ["DATE"],
    level: "weak",
    anchored: false,
    about: "a holiday",
  },
  "date-day-ordinal": {
    types: ["DATE"],
    level: "weak",
    anchored: false,
    about: "an ordinal day of the month after 'the', 'on' or a weekday, ending the clause",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const dateTextRecogniser: RecogniserModule = {
  id: "date-text",
  family: "dates",
  wake: { on: DATE_WORD },
  vocabulary: [{ mask: "words", bit: DATE_WORD, words: DATE_WORDS }],
  rules: RULES,
  scan: findTextDates,
};

const hit = ruleHit(RULES);

/** Verbs and words that follow the modal "may" ("may be", "may need", "may not"). */
const AFTER_MODAL_MAY: ReadonlySet<string> = new Set(
  `be not need require have benefit take also develop present occur help cause indicate suggest
  go return still receive start stop use continue get become warrant`.split(/\s+/),
);

/** "may" in lower case before a verb: the modal, not the month (never "1 May" or "MAY"). */
function modalMay(t: TokenStream, i: number): boolean {
  if (t.lower(i) !== "may" || t.isCapitalised(i) || t.isAllCaps(i)) return false;
  const k = i + 1;
  return t.isWord(k) && !t.startsLine(k) && AFTER_MODAL_MAY.has(t.lower(k));
}
