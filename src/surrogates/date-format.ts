import { monthNumber } from "../policy/month-names.ts";

/**
 * Reads a written date into its calendar parts and the pieces it is written with (numbers with their
 * role, a month name, a weekday, an ordinal suffix, separators), so that date-shift.ts can write a
 * moved date back in the same shape. Reading is strict: a word that is not a month, a weekday, an
 * ordinal suffix after the day, "of" or "the" makes the text unreadable (undefined), and the caller
 * falls back to another surrogate or a token.
 *
 * Linear time on any input: text longer than MAX_DATE_LENGTH is refused before any pattern runs, and
 * every pattern has bounded repetition only.
 */

export const MAX_DATE_LENGTH = 64;

export const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

/** Weekday abbreviations other than the first three letters. */
const LONGER_WEEKDAYS: Readonly<Record<string, number>> = { tues: 2, weds: 3, thur: 4, thurs: 4 };

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w.length < 3) return undefined;
  const longer = LONGER_WEEKDAYS[w];
  if (longer !== undefined) return longer;
  const index = WEEKDAYS.findIndex((d) => d === w || (w.length === 3 && d.startsWith(w)));
  return index < 0 ? undefined : index;
}

export type Role = "year" | "month" | "day";
export interface NumberPiece {
  readonly kind: "number";
  readonly text: string;
  role?: Role;
}
export type Piece =
  | NumberPiece
  | { readonly kind: "month"; readonly text: string }
  | { readonly kind: "weekday"; readonly text: string }
  | { readonly kind: "ordinal"; readonly text: string }
  | { readonly kind: "literal"; readonly text: string };

export interface DateReading {
  readonly pieces: readonly Piece[];
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
  /** True when the year was written with two digits (`3/14/21`, `Jan '21`). */
  readonly shortYear: boolean;
}

// The three alternatives cover every character, so the matches tile the text; bounded repetition.
const PIECE = /\d{1,64}|\p{L}{1,64}|[^\d\p{L}]{1,64}/gu;
const DIGITS = /^\d{1,64}$/u;
const LETTERS = /^\p{L}{1,64}$/u;
const SEPARATORS = /^[\s,./'’-]{1,64}$/u;
const NUMERIC_SEPARATOR = /^\s{0,8}[/.-]\s{0,8}$/u;
const APOSTROPHE_END = /['’]\s{0,8}$/u;
const ORDINALS = new Set(["st", "nd", "rd", "th"]);
const LITERAL_WORDS = new Set(["of", "the"]);

/** Two-digit years as in src/policy/calendar-date.ts: 00–30 are 20xx, 31–99 are 19xx. */
export function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n <= 30 ? 2000 + n : 1900 + n;
}

export function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Splits the text into pieces; undefined when a word or a separator is not one a date uses. */
function split(surface: string): Piece[] | undefined {
  const pieces: Piece[] = [];
  for (const match of surface.matchAll(PIECE)) {
    const text = match[0];
    const previous = pieces[pieces.length - 1];
    if (DIGITS.test(text)) {
      if (text.length > 4) return undefined;
      pieces.push({ kind: "number", text });
    } else if (LETTERS.test(text)) {
      const w = text.toLowerCase();
      if (ORDINALS.has(w) && previous?.kind === "number") pieces.push({ kind: "ordinal", text });
      else if (monthNumber(text) !== undefined) pieces.push({ kind: "month", text });
      else if (weekdayOf(text) !== undefined) pieces.push({ kind: "weekday", text });
      else if (LITERAL_WORDS.has(w)) pieces.push({ kind: "literal", text });
      else return undefined;
    } else if (SEPARATORS.test(text)) pieces.push({ kind: "literal", text });
    else return undefined;
  }
  return pieces;
}

/** Gives `first` and `second` the roles of month and day, in the order the text settles. */
function monthAndDay(first: NumberPiece, second: NumberPiece, dayFirst: boolean): void {
  // A first part over 12 can only be a day; a second part over 12 only a day; else the convention.
  const a = Number(first.text);
  const b = Number(second.text);
  const firstIsDay = a > 12 || (dayFirst && b <= 12);
  first.role = firstIsDay ? "day" : "month";
  second.role = firstIsDay ? "month" : "day";
}

/** Roles for a date written with a month name: "14 Mar 2021", "March 14th, 2021", "Jan '21". */
function rolesWithMonthName(pieces: readonly Piece[], numbers: readonly NumberPiece[]): boolean {
  if (numbers.length > 2) return false;
  const monthAt = pieces.findIndex((p) => p.kind === "month");
  for (const p of numbers) {
    const at = pieces.indexOf(p);
    const apostrophe = APOSTROPHE_END.test(pieces[at - 1]?.text ?? "");
    const ordinal = pieces[at + 1]?.kind === "ordinal";
    const value = Number(p.text);
    const hasDay = numbers.some((q) => q.role === "day");
    const hasYear = numbers.some((q) => q.role === "year");
    if ((p.text.length === 4 || apostrophe) && !ordinal && !hasYear) p.role = "year";
    else if (numbers.length === 1 && at > monthAt && p.text.length === 2 && !ordinal && value > 31) {
      p.role = "year"; // "March 45": no day is over 31, so a year ("Mar 1945").
    } else if (!hasDay && p.text.length <= 2 && value >= 1 && value <= 31) p.role = "day";
    else if (p.text.length === 2 && !ordinal && !hasYear && hasDay)
      p.role = "year"; // "14 Mar 21"
    else return false;
  }
  return true;
}

/** Roles for an all-numeric date: "3/14/21", "2021-03-14", "14.03.2021", "3/2021", "3/14". */
function numericRoles(pieces: readonly Piece[], numbers: readonly NumberPiece[], dayFirst: boolean): boolean {
  // Numbers must be joined by a slash, dot or dash: "3 14 21" or "12, 5" is not read as a date.
  for (let i = 1; i < numbers.length; i++) {
    const from = pieces.indexOf(numbers[i - 1]!);
    const to = pieces.indexOf(numbers[i]!);
    if (to !== from + 2 || !NUMERIC_SEPARATOR.test(pieces[from + 1]!.text)) return false;
  }
  if (numbers.length === 3) {
    const [a, b, c] = numbers as [NumberPiece, NumberPiece, NumberPiece];
    if (a.text.length === 4) {
      if (b.text.length > 2 || c.text.length > 2) return false;
      a.role = "year";
      b.role = "month";
      c.role = "day";
      return true;
    }
    if (a.text.length > 2 || b.text.length > 2 || (c.text.length !== 2 && c.text.length !== 4)) return false;
    c.role = "year";
    monthAndDay(a, b, dayFirst);
    return true;
  }
  if (numbers.length === 2) {
    const [a, b] = numbers as [NumberPiece, NumberPiece];
    if (a.text.length === 4 && b.text.length <= 2) {
      a.role = "year"; // "2021-03"
      b.role = "month";
    } else if (b.text.length === 4 && a.text.length <= 2) {
      a.role = "month"; // "3/2021"
      b.role = "year";
    } else if (a.text.length <= 2 && b.text.length <= 2) {
      // Two short parts only with a slash ("3/14", "14/3", "11/98"): "1.5" and "11.98" are numbers
      // and "3-14" a range more often than dates.
      if (!pieces[pieces.indexOf(a) + 1]!.text.includes("/")) return false;
      if (b.text.length === 2 && Number(a.text) <= 12 && Number(b.text) > 31) {
        // Month and two-digit year only when the second part cannot be a day ("11/98"): "03/21" is
        // read as 21 March, the conservative reading.
        a.role = "month";
        b.role = "year";
      } else monthAndDay(a, b, dayFirst);
    } else return false;
    return true;
  }
  // One number: a year, "2021" or "'21".
  const only = numbers[0]!;
  const at = pieces.indexOf(only);
  const apostrophe = only.text.length === 2 && APOSTROPHE_END.test(pieces[at - 1]?.text ?? "");
  if (only.text.length !== 4 && !apostrophe) return false;
  only.role = "year";
  return true;
}

/** Reads a written date; undefined when it is not one this module reads or not a valid date. */
export function readDate(surface: string, dayFirst: boolean): DateReading | undefined {
  if (surface.length === 0 || surface.length > MAX_DATE_LENGTH) return undefined;
  const pieces = split(surface);
  if (!pieces) return undefined;
  const numbers = pieces.filter((p): p is NumberPiece => p.kind === "number");
  const months = pieces.filter((p) => p.kind === "month");
  const weekdays = pieces.filter((p) => p.kind === "weekday");
  if (months.length > 1 || weekdays.length > 1 || numbers.length === 0 || numbers.length > 3)
    return undefined;
  const ok =
    months.length === 1 ? rolesWithMonthName(pieces, numbers) : numericRoles(pieces, numbers, dayFirst);
  if (!ok) return undefined;
  // An ordinal suffix belongs to the day only ("14th", never "2021st").
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (p.kind !== "ordinal") continue;
    const before = pieces[i - 1];
    if (before?.kind !== "number" || before.role !== "day") return undefined;
  }
  const pieceFor = (role: Role) => numbers.find((p) => p.role === role);
  const yearPiece = pieceFor("year");
  const monthPiece = pieceFor("month");
  const dayPiece = pieceFor("day");
  const year = yearPiece ? fullYear(yearPiece.text) : undefined;
  const month = months.length === 1 ? monthNumber(months[0]!.text) : monthPiece && Number(monthPiece.text);
  const day = dayPiece && Number(dayPiece.text);
  if (year !== undefined && (year < 1000 || year > 2999)) return undefined;
  if (month === undefined) {
    if (year === undefined || day !== undefined) return undefined;
  } else if (month < 1 || month > 12) return undefined;
  if (day !== undefined) {
    // Without a year, 29 February is allowed (it exists in some year).
    if (month === undefined || day < 1 || day > daysIn(year ?? 2000, month)) return undefined;
  }
  // A weekday names a day: "Monday 2021" or "Monday, March 2021" is not read.
  if (weekdays.length === 1 && day === undefined) return undefined;
  return {
    pieces,
    ...(year === undefined ? {} : { year }),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
    shortYear: yearPiece?.text.length === 2,
  };
}

/**
 * The calendar key of a written date, in the form of src/policy/calendar-date.ts's keys:
 * `2021-03-14`, `--03-14` (no year), `2021-03` (month and year), `2021` (a year). Dates written
 * differently but meaning the same day share a key ("3/21/21", "March 21st, 2021", "2021-03-21"), so
 * a re-identifier that keys each surrogate date it issued can recognise one a model rewrote.
 */
export function calendarKey(
  surface: string,
  options: { readonly dayFirst?: boolean } = {},
): string | undefined {
  const reading = readDate(surface, options.dayFirst ?? false);
  if (!reading) return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  const { year, month, day } = reading;
  if (month === undefined) return String(year);
  if (day === undefined) return `${year}-${pad(month)}`;
  return `${year ?? "-"}-${pad(month)}-${pad(day)}`;
}
