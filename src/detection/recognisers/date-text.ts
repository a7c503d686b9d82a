import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import type { TokenStream } from "../token-stream.ts";
import { DATE_WORD } from "../word-bits.ts";

/**
 * Dates with month names ("July 22", "22 Jul 2019", "Oct. 3rd, 1999", "March of 1993", "sept"),
 * ordinal days in a date context ("on the 11th") and named holidays. Months that are also common
 * words ("may", "march") count only next to a day or a year.
 */
const MONTHS = new Map<string, boolean>([
  // value: true when the bare word is a date on its own
  ["january", true],
  ["february", true],
  ["march", false],
  ["april", true],
  ["may", false],
  ["june", true],
  ["july", true],
  ["august", true],
  ["september", true],
  ["october", true],
  ["november", true],
  ["december", true],
  ["jan", false],
  ["feb", false],
  ["mar", false],
  ["apr", false],
  ["jun", false],
  ["jul", false],
  ["aug", false],
  ["sep", false],
  ["sept", true],
  ["oct", false],
  ["nov", false],
  ["dec", false],
]);
const ORDINAL_SUFFIXES = new Set(["st", "nd", "rd", "th"]);
const HOLIDAYS = new Set(["christmas", "thanksgiving", "xmas", "easter", "hanukkah", "halloween"]);
export const DATE_WORDS: readonly string[] = [...MONTHS.keys(), ...HOLIDAYS, "the"];

/** Day number (optionally with an ordinal suffix) at `i`: index of its last token, or -1. */
function readDay(t: TokenStream, i: number): number {
  if (!t.isNumber(i) || t.length(i) > 2) return -1;
  const v = t.value(i);
  if (v < 1 || v > 31) return -1;
  if (t.touches(i) && t.isWord(i + 1) && ORDINAL_SUFFIXES.has(t.lower(i + 1))) return i + 1;
  if (t.touches(i) && t.isWord(i + 1)) return -1;
  return i;
}

/** A year (4 digits, or 2 after an apostrophe) at `i`, after an optional comma: last index or -1. */
function readYear(t: TokenStream, i: number): number {
  let j = i;
  if (t.isPunct(j, ",")) j++;
  if (t.isPunct(j, "'") && t.isNumber(j + 1) && t.length(j + 1) === 2) return j + 1;
  if (t.isNumber(j) && t.length(j) === 4 && t.value(j) >= 1850 && t.value(j) <= 2150) return j;
  return -1;
}

function monthAt(t: TokenStream, i: number): boolean | undefined {
  return t.isWord(i) ? MONTHS.get(t.lower(i)) : undefined;
}

/** Skips the dot of an abbreviated month and an "of" ("March of 1993"). */
function afterMonth(t: TokenStream, i: number): number {
  let j = i + 1;
  if (t.isPunct(j, ".") && t.touches(i)) j++;
  return j;
}

export function findTextDates(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i < t.count; i++) {
    if ((t.bits(i) & DATE_WORD) === 0) continue;
    const standalone = monthAt(t, i);
    if (standalone !== undefined) {
      let last = -1;
      const j = afterMonth(t, i);
      const day = readDay(t, j);
      if (day !== -1) {
        last = day;
        const year = readYear(t, day + 1);
        if (year !== -1) last = year;
      } else {
        const of = t.isWord(j) && t.lower(j) === "of" ? j + 1 : j;
        const year = readYear(t, of);
        if (year !== -1) last = year;
      }
      let from = t.start[i]!;
      // "22 July", "the 20th of Oct"
      let k = i - 1;
      if (t.isWord(k) && t.lower(k) === "of") k--;
      if (t.isWord(k) && ORDINAL_SUFFIXES.has(t.lower(k)) && t.touches(k - 1)) k--;
      if (t.isPunct(k, "-") && t.touches(k)) k--;
      if (readDay(t, k) !== -1 && k !== i) {
        from = t.start[k]!;
        if (last === -1) last = i;
        const year = readYear(t, afterMonth(t, i) + (t.isPunct(afterMonth(t, i), "-") ? 1 : 0));
        if (year !== -1) last = Math.max(last, year);
      }
      if (last !== -1) {
        out.push(hit("date-written", "DATE", from, t.end[last]!));
        i = last;
      } else if (standalone && (!context.mixedCase || t.isCapitalised(i) || t.isAllCaps(i))) {
        out.push(hit("date-month-alone", "DATE", t.start[i]!, t.end[i]!));
      }
      continue;
    }
    if (t.isWord(i) && HOLIDAYS.has(t.lower(i))) {
      out.push(hit("date-holiday", "DATE", t.start[i]!, t.end[i]!));
      continue;
    }
    // "on the 11th", "it's the 3rd."
    if (t.lower(i) === "the" && t.isNumber(i + 1)) {
      const day = readDay(t, i + 1);
      if (day === i + 2) {
        const next = day + 1;
        const ends = next >= t.count || !t.isWord(next) || t.startsLine(next) || t.lower(next) === "of";
        if (ends) out.push(hit("date-day-ordinal", "DATE", t.start[i + 1]!, t.end[day]!));
      }
    }
  }
}
