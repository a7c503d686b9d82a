import { cultureWords, eightDigitCues, sixDigitCues } from "../../cues/date-cues.ts";
import { measureUnits } from "../../cues/units.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { DATE_FRAGMENT_CUE } from "../../word-bits.ts";

/**
 * Dates written without separators or as bare ranges, found only after a cue word:
 * "family meeting 052620", "dated 110419" (MMDDYY, month and day calendar-valid), and
 * "BC from 3-5", "cultures from 11/2" (month-day after a culture word and "from"). Without the
 * cue a six-digit number is an identifier or a lab value and "3-5" a range of values.
 */
const SIX_DIGIT_CUES = sixDigitCues.words;
const EIGHT_DIGIT_CUES = eightDigitCues.words;
const CULTURE_WORDS = cultureWords.words;

const MEASURE_UNITS = measureUnits.words;

export const DATE_FRAGMENT_TRIGGERS: readonly string[] = [
  ...SIX_DIGIT_CUES,
  ...EIGHT_DIGIT_CUES,
  ...CULTURE_WORDS,
];

const validYear = (y: number): boolean => y >= 1900 && y <= 2039;
const validMonthDay = (m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= 31;

/** An eight-digit date: YYYYMMDD, DDMMYYYY or MMDDYYYY, calendar-valid. */
function isEightDigitDate(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(i) || t.length(i) !== 8) return false;
  const v = t.value(i);
  const head = Math.floor(v / 10000);
  const tail = v % 10000;
  if (validYear(head) && validMonthDay(Math.floor(tail / 100), tail % 100)) return true;
  if (!validYear(tail)) return false;
  const a = Math.floor(head / 100);
  const b = head % 100;
  return validMonthDay(b, a) || validMonthDay(a, b);
}

function isMmDdYy(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(i) || t.length(i) !== 6) return false;
  const v = t.value(i);
  const month = Math.floor(v / 10000);
  const day = Math.floor(v / 100) % 100;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** Followed by a unit, a decimal point or a per cent sign: a value, not a date. */
function isMeasured(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.isWord(i + 1) && MEASURE_UNITS.has(t.lower(i + 1))) return true;
  if (!t.touches(i)) return false;
  return t.isWord(i + 1) || t.isPunct(i + 1, ".") || t.isPunct(i + 1, "%");
}

export function findDateFragments(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, DATE_FRAGMENT_CUE); i + 1 < t.count; i = t.nextBits(i + 1, DATE_FRAGMENT_CUE)) {
    if ((t.bits(i) & DATE_FRAGMENT_CUE) === 0) continue;
    // Every form reads a number within five tokens of its cue ("date of birth: 19480112"); most
    // cue words ("date", "from", "dated") stand with none, and no string is made for them.
    if (t.nextNumber(i + 1) > i + 5) continue;
    const word = t.lower(i);
    if (EIGHT_DIGIT_CUES.has(word)) {
      // "DOB: 19480112", "date of service 20210314", "admission date - 20210314"
      let j = i + 1;
      if (t.isWord(j) && t.lower(j) === "of" && t.isWord(j + 1) && EIGHT_DIGIT_CUES.has(t.lower(j + 1)))
        j += 2;
      if (t.isWord(j) && (t.lower(j) === "date" || t.lower(j) === "on")) j++;
      if (t.isPunct(j, ":") || t.isPunct(j, "-") || t.isPunct(j, "=")) j++;
      if (isEightDigitDate(context, j) && !isMeasured(context, j) && !t.touches(j)) {
        out.push(hit("date-compact-cued", "DATE", t.start[j]!, t.end[j]!));
        continue;
      }
    }
    if (SIX_DIGIT_CUES.has(word)) {
      let j = i + 1;
      if (t.isPunct(j, ":")) j++;
      if (isMmDdYy(context, j) && !isMeasured(context, j) && !t.touches(j - 1)) {
        out.push(hit("date-run-together", "DATE", t.start[j]!, t.end[j]!));
      }
      continue;
    }
    if (!CULTURE_WORDS.has(word) || !t.isWord(i + 1) || t.lower(i + 1) !== "from") continue;
    // "BC from 3-5", "cultures from 11/2".
    const a = i + 2;
    const sep = a + 1;
    const b = a + 2;
    if (!t.isNumber(a) || !(t.isPunct(sep, "-") || t.isPunct(sep, "/"))) continue;
    if (!t.isNumber(b) || !t.touches(a) || !t.touches(sep) || isMeasured(context, b)) continue;
    if (t.isPunct(b + 1, "/") || t.isPunct(b + 1, "-")) continue; // full dates are found elsewhere
    const month = t.value(a);
    const day = t.value(b);
    if (month < 1 || month > 12 || day < 1 || day > 31 || t.length(a) > 2 || t.length(b) > 2) continue;
    out.push(hit("date-range-fragment", "DATE", t.start[a]!, t.end[b]!));
  }
}

const RULES = defineRules({
  "date-run-together": {
    types: ["DATE"],
    level: "list",
    anchored: false,
    about: "a date written without separators after a date cue",
  },
  "date-compact-cued": {
    types: ["DATE"],
    level: "cued",
    anchored: true,
    about: "an eight-digit date (YYYYMMDD, DDMMYYYY, MMDDYYYY) after a date cue",
  },
  "date-range-fragment": {
    types: ["DATE"],
    level: "list",
    anchored: false,
    about: "a bare day range after a date cue",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const dateFragmentRecogniser: RecogniserModule = {
  id: "date-fragment",
  family: "dates",
  wake: { on: DATE_FRAGMENT_CUE },
  vocabulary: [{ mask: "words", bit: DATE_FRAGMENT_CUE, words: DATE_FRAGMENT_TRIGGERS }],
  rules: RULES,
  scan: findDateFragments,
};

const hit = ruleHit(RULES);
