import { months } from "../cues/months.ts";
import { NUMBER, type TokenStream } from "../token-stream.ts";

/**
 * The order in which a note writes its full dates, read from the dates themselves:
 * - `monthFirst`: a numeric date whose second number cannot be a month ("3/14/2021", "11-22-19"),
 *   or a month name before its day and year ("March 14, 2021", "Mar 14 2021") — the US order;
 * - `dayFirst`: a numeric date whose first number cannot be a month ("14/03/2021", "30.11.24"), a
 *   day before a month name and a year ("14 March 2021", "14-Mar-24", "14MAR2024"), or a year
 *   first ("2021-03-14") — the order of every other English-speaking country (ISO 8601 in Canada).
 * A note can show both (a letter quoting a US form); a bare "6/12" is read by these (date-numeric).
 * "may" is left out of the month names: "3 may be" and "may 3" are rarely dates.
 */
export interface DateOrder {
  readonly monthFirst: boolean;
  readonly dayFirst: boolean;
  readonly yearFirst: boolean;
}

const MONTH_NAMES: ReadonlySet<string> = new Set([...months.values.keys()].filter((m) => m !== "may"));

/** Bit (letter - "a") of every letter a month name starts with, and the names' shortest and longest length. */
let monthInitials = 0;
let monthShortest = Number.POSITIVE_INFINITY;
let monthLongest = 0;
for (const name of MONTH_NAMES) {
  monthInitials |= 1 << (name.charCodeAt(0) - 97);
  monthShortest = Math.min(monthShortest, name.length);
  monthLongest = Math.max(monthLongest, name.length);
}

/**
 * Word `i` is a month name of MONTH_NAMES. Most words near a number are not: their length or first
 * letter says so before the word is lower-cased and looked up. (Month names are ASCII; no letter
 * beyond ASCII lower-cases to one of their first letters, and such a word is never one.)
 */
function isMonthName(t: TokenStream, i: number): boolean {
  if (!t.isWord(i)) return false;
  const length = t.length(i);
  if (length < monthShortest || length > monthLongest) return false;
  const letter = (t.text.charCodeAt(t.start[i]!) | 32) - 97;
  if (letter < 0 || letter > 25 || (monthInitials & (1 << letter)) === 0) return false;
  return MONTH_NAMES.has(t.lower(i));
}

function separatorAt(t: TokenStream, i: number): string {
  if (!t.touches(i - 1) || !t.touches(i)) return "";
  if (t.isPunct(i, "/")) return "/";
  if (t.isPunct(i, "-")) return "-";
  if (t.isPunct(i, ".")) return ".";
  return "";
}

const isYearToken = (t: TokenStream, i: number): boolean =>
  t.isNumber(i) && (t.length(i) === 2 || (t.length(i) === 4 && t.value(i) >= 1850 && t.value(i) <= 2150));

/** A year after a month name at `m`: ", 2021", " 2021", "-24" or run in ("MAR24"). */
function yearAfterMonth(t: TokenStream, m: number): boolean {
  let y = m + 1;
  if (t.isPunct(y, ",") || ((t.isPunct(y, "-") || t.isPunct(y, "/")) && t.touches(m) && t.touches(y))) y++;
  if (!t.isNumber(y)) return false;
  if (t.length(y) === 4) return t.value(y) >= 1850 && t.value(y) <= 2150;
  return t.length(y) === 2 && t.touches(y - 1) && !t.touches(y);
}

/** The stream and note of the last answer (several readers ask the same note's order). */
let orderScratch: TokenStream["scratch"] | undefined;
let orderNote = -1;
let orderRead: DateOrder = { monthFirst: false, dayFirst: false, yearFirst: false };

/**
 * The note's date order: one pass over its number tokens, read once per note (the answer is kept
 * for the stream's note, TokenStream.scratch, which every reset renews).
 */
export function readDateOrder(t: TokenStream): DateOrder {
  const scratch = t.scratch;
  if (scratch === orderScratch && scratch.note === orderNote) return orderRead;
  orderRead = computeDateOrder(t);
  orderScratch = scratch;
  orderNote = scratch.note;
  return orderRead;
}

function computeDateOrder(t: TokenStream): DateOrder {
  let monthFirst = false;
  let dayFirst = false;
  let yearFirst = false;
  for (let i = t.nextNumber(0); i < t.count && !(monthFirst && dayFirst); i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER) continue;
    const len = t.length(i);
    // "2021-03-14": a year, a month and a day.
    if (len === 4 && separatorAt(t, i + 1) === "-" && t.isNumber(i + 2) && t.length(i + 2) <= 2) {
      if (separatorAt(t, i + 3) === "-" && t.isNumber(i + 4) && t.length(i + 4) <= 2) {
        const m = t.value(i + 2);
        if (m >= 1 && m <= 12 && t.value(i + 4) >= 1 && t.value(i + 4) <= 31) yearFirst = true;
      }
      continue;
    }
    if (len > 2) continue;
    const v = t.value(i);
    if (v < 1 || v > 31) continue;
    const sep = separatorAt(t, i + 1);
    if (sep !== "" && t.isNumber(i + 2) && t.length(i + 2) <= 2 && separatorAt(t, i + 3) === sep) {
      // "7.45/33/80", "14/5/40%": a blood gas or a ventilator setting goes on; a date stops.
      const next = i + 5;
      if (!isYearToken(t, i + 4) || (t.touches(i + 4) && (t.isPunct(next, sep) || t.isPunct(next, "%"))))
        continue;
      const w = t.value(i + 2);
      if (v > 12 && w >= 1 && w <= 12) dayFirst = true;
      if (v <= 12 && w > 12 && w <= 31) monthFirst = true;
      continue;
    }
    // "14 March 2021", "14-Mar-24", "14MAR2024", "3rd June 2021".
    let m = i + 1;
    if (t.isWord(m) && t.touches(i) && t.length(m) === 2 && !isMonthName(t, m)) m++;
    if (t.isPunct(m, "-") && t.touches(m - 1) && t.touches(m)) m++;
    if (isMonthName(t, m) && yearAfterMonth(t, m)) {
      dayFirst = true;
      continue;
    }
    // "March 14, 2021", "Mar 14 2021".
    const before = i - 1;
    if (isMonthName(t, before) && !t.touches(before)) {
      let y = i + 1;
      if (t.isPunct(y, ",")) y++;
      if (t.isNumber(y) && t.length(y) === 4 && t.value(y) >= 1850 && t.value(y) <= 2150) monthFirst = true;
    }
  }
  return { monthFirst, dayFirst, yearFirst };
}
