import type { Rng } from "./rng.ts";

/**
 * Format-preserving date shifting for the `surrogate` policy. A written date is read into parts
 * (numbers, a month name, a weekday, an ordinal suffix, separators), each number is given its role
 * (year, month, day), the calendar date moves by a whole number of days, and the parts are written
 * back in the same shape: `3/14/21` → `4/11/21`, `14-MAR-2021` → `11-APR-2021`, `March 14th` →
 * `April 11th`. Reading is strict: a word that is not a month, a weekday, an ordinal suffix or "of"
 * makes the text unreadable (undefined), and the caller falls back to a token.
 *
 * Partial dates shift consistently with full ones: a month and day without a year move within the
 * reference year 2001 (2000 for 29 February, so it stays readable); a month and year move their
 * 15th; a year alone moves its 1 July. Linear time: at most MAX_LENGTH characters are read, with
 * one bounded pattern.
 */

export const DEFAULT_SHIFT_WINDOW_DAYS = 365;
const MAX_LENGTH = 64;
const DAY_MS = 86_400_000;

/** A non-zero whole number of weeks (the weekday is kept) within ±windowDays, uniformly. */
export function drawShiftDays(rng: Rng, windowDays = DEFAULT_SHIFT_WINDOW_DAYS): number {
  if (!Number.isInteger(windowDays) || windowDays < 7)
    throw new RangeError("the shift window must be at least 7 days");
  const weeks = Math.floor(windowDays / 7);
  const r = rng(2 * weeks);
  return (r < weeks ? -(r + 1) : r - weeks + 1) * 7;
}

export interface ShiftOptions {
  /** The document's time: a date 90 or more years before it implies an age over 89. */
  readonly today: Date;
  /** Read ambiguous numeric dates (`03/04/2021`) day first. Unambiguous ones are read as written. */
  readonly dayFirst?: boolean;
}

export type ShiftResult =
  | { readonly kind: "shifted"; readonly text: string }
  | { readonly kind: "generalised"; readonly text: string };

/**
 * What a date that implies an age over 89 becomes. Safe Harbor (45 CFR 164.514(b)(2)(i)(C)) allows
 * such dates only "aggregated into a single category of age 90 or older": one constant for all of
 * them, with no day, month or year left.
 */
export const OVER_89 = "[90+ years ago]";

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w === "sept") return 9;
  if (w.length < 3) return undefined;
  const index = MONTHS.findIndex((m) => m === w || (w.length === 3 && m.startsWith(w)));
  return index < 0 ? undefined : index + 1;
}

function weekdayOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w.length < 3) return undefined;
  const index = WEEKDAYS.findIndex(
    (d) => d === w || (d.startsWith(w) && (w.length === 3 || w === "tues" || w === "thur" || w === "thurs")),
  );
  return index < 0 ? undefined : index;
}

type Piece =
  | { kind: "number"; text: string; role?: "year" | "month" | "day" }
  | { kind: "month"; text: string }
  | { kind: "weekday"; text: string }
  | { kind: "ordinal"; text: string }
  | { kind: "literal"; text: string };

interface Reading {
  readonly pieces: Piece[];
  readonly year?: number;
  readonly month: number | undefined;
  readonly day?: number;
  /** True when the year was written with two digits. */
  readonly shortYear: boolean;
}

const PIECE = /\d+|\p{L}+|[^\d\p{L}]+/gu;
const ORDINALS = new Set(["st", "nd", "rd", "th"]);
const LITERAL_WORDS = new Set(["of", "the"]);

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n <= 30 ? 2000 + n : 1900 + n;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads a written date into pieces with roles; undefined when it is not one this module reads. */
function read(surface: string, dayFirst: boolean): Reading | undefined {
  if (surface.length === 0 || surface.length > MAX_LENGTH) return undefined;
  const pieces: Piece[] = [];
  for (const match of surface.matchAll(PIECE)) {
    const text = match[0];
    if (/^\d/u.test(text)) {
      if (text.length > 4) return undefined;
      pieces.push({ kind: "number", text });
    } else if (/^\p{L}/u.test(text)) {
      const previous = pieces[pieces.length - 1];
      if (ORDINALS.has(text.toLowerCase()) && previous?.kind === "number")
        pieces.push({ kind: "ordinal", text });
      else if (monthOf(text) !== undefined) pieces.push({ kind: "month", text });
      else if (weekdayOf(text) !== undefined) pieces.push({ kind: "weekday", text });
      else if (LITERAL_WORDS.has(text.toLowerCase())) pieces.push({ kind: "literal", text });
      else return undefined;
    } else {
      if (!/^[\s,./'’-]+$/u.test(text)) return undefined;
      pieces.push({ kind: "literal", text });
    }
  }
  const numbers = pieces.filter((p): p is Extract<Piece, { kind: "number" }> => p.kind === "number");
  const months = pieces.filter((p) => p.kind === "month");
  if (months.length > 1 || numbers.length === 0 || numbers.length > 3) return undefined;
  const assign = (p: (typeof numbers)[number], role: "year" | "month" | "day") => {
    p.role = role;
  };
  if (months.length === 1) {
    // "14 Mar 2021", "March 14th, 2021", "Mar 2021", "14-MAR-21", "March of 2021".
    if (numbers.length > 2) return undefined;
    const monthAt = pieces.indexOf(months[0]!);
    for (const p of numbers) {
      const at = pieces.indexOf(p);
      const apostrophe = /['’]\s*$/u.test(pieces[at - 1]?.text ?? "");
      const ordinal = pieces[at + 1]?.kind === "ordinal";
      if (p.text.length === 4 || apostrophe) assign(p, "year");
      else if (
        numbers.length === 1 &&
        at > monthAt &&
        p.text.length === 2 &&
        !ordinal &&
        Number(p.text) > 31
      ) {
        assign(p, "year");
      } else if (!numbers.some((q) => q.role === "day") && Number(p.text) >= 1 && Number(p.text) <= 31) {
        assign(p, "day");
      } else if (p.text.length === 2 && !ordinal && !numbers.some((q) => q.role === "year"))
        assign(p, "year");
      else return undefined;
    }
  } else if (numbers.length === 3) {
    const [a, b, c] = numbers as [
      Piece & { kind: "number" },
      Piece & { kind: "number" },
      Piece & { kind: "number" },
    ];
    if (a.text.length === 4) {
      assign(a, "year");
      assign(b, "month");
      assign(c, "day");
    } else {
      if (c.text.length !== 2 && c.text.length !== 4) return undefined;
      assign(c, "year");
      const first = Number(a.text) > 12 || (dayFirst && Number(b.text) <= 12) ? "day" : "month";
      assign(a, first);
      assign(b, first === "day" ? "month" : "day");
    }
  } else if (numbers.length === 2) {
    const [a, b] = numbers as [Piece & { kind: "number" }, Piece & { kind: "number" }];
    if (a.text.length === 4 && b.text.length <= 2) {
      assign(a, "year");
      assign(b, "month");
    } else if (b.text.length === 4 && a.text.length <= 2) {
      assign(a, "month");
      assign(b, "year");
    } else if (a.text.length <= 2 && b.text.length <= 2) {
      const first = Number(a.text) > 12 || (dayFirst && Number(b.text) <= 12) ? "day" : "month";
      assign(a, first);
      assign(b, first === "day" ? "month" : "day");
    } else return undefined;
  } else {
    if (numbers[0]!.text.length !== 4) return undefined;
    assign(numbers[0]!, "year");
  }
  const pieceFor = (role: "year" | "month" | "day") => numbers.find((p) => p.role === role);
  const yearPiece = pieceFor("year");
  const year = yearPiece ? fullYear(yearPiece.text) : undefined;
  const month =
    months.length === 1 ? monthOf(months[0]!.text) : pieceFor("month") && Number(pieceFor("month")!.text);
  const day = pieceFor("day") && Number(pieceFor("day")!.text);
  if (year !== undefined && (year < 1000 || year > 2999)) return undefined;
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined) {
    if (month === undefined) return undefined;
    if (day < 1 || day > daysIn(year ?? 2000, month)) return undefined;
  }
  return {
    pieces,
    ...(year === undefined ? {} : { year }),
    month,
    ...(day === undefined ? {} : { day }),
    shortYear: yearPiece?.text.length === 2,
  };
}

function casedLike(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  if (like === like.toLowerCase()) return word.toLowerCase();
  return word[0]!.toUpperCase() + word.slice(1);
}

function monthName(month: number, like: string, abbreviated: boolean): string {
  const full = MONTHS[month - 1]!;
  let name: string = full;
  if (like.toLowerCase() === "sept") name = month === 9 ? "sept" : full.slice(0, 3);
  else if (abbreviated) name = full.slice(0, 3);
  return casedLike(name, like);
}

function ordinalSuffix(day: number, like: string): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return like === like.toUpperCase() ? suffix.toUpperCase() : suffix;
}

function number(value: number, like: string, dayMonth: readonly string[]): string {
  const padded =
    like.length === 2 &&
    (like.startsWith("0") || (dayMonth.length === 2 && dayMonth.every((o) => o.length === 2)));
  return padded ? String(value).padStart(2, "0") : String(value);
}

/** Whether the earliest day a date can mean lies 90 or more years before `today`. */
function over89(
  year: number | undefined,
  month: number | undefined,
  day: number | undefined,
  today: Date,
): boolean {
  if (year === undefined) return false;
  const earliest = Date.UTC(year, (month ?? 1) - 1, day ?? 1);
  const limit = Date.UTC(today.getUTCFullYear() - 90, today.getUTCMonth(), today.getUTCDate());
  return earliest <= limit;
}

/** Moves a written date by `offsetDays`, keeping its written form; undefined when unreadable. */
export function shiftDate(
  surface: string,
  offsetDays: number,
  options: ShiftOptions,
): ShiftResult | undefined {
  const reading = read(surface, options.dayFirst ?? false);
  if (!reading) return undefined;
  const { year, month, day } = reading;
  let at: number;
  if (year !== undefined && month !== undefined && day !== undefined) at = Date.UTC(year, month - 1, day);
  else if (month !== undefined && day !== undefined)
    at = Date.UTC(month === 2 && day === 29 ? 2000 : 2001, month - 1, day);
  else if (year !== undefined && month !== undefined) at = Date.UTC(year, month - 1, 15);
  else if (year !== undefined) at = Date.UTC(year, 6, 1);
  else return undefined;
  const moved = new Date(at + offsetDays * DAY_MS);
  const next = {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    weekday: moved.getUTCDay(),
  };
  const newYear = year === undefined ? undefined : next.year;
  if (
    over89(year, month, day, options.today) ||
    over89(
      newYear,
      month === undefined ? undefined : next.month,
      day === undefined ? undefined : next.day,
      options.today,
    )
  ) {
    const letters = surface.replace(/[^\p{L}]/gu, "");
    const upper = letters.length > 1 && letters === letters.toUpperCase();
    return { kind: "generalised", text: upper ? OVER_89.toUpperCase() : OVER_89 };
  }
  // Day and month are zero-padded when written so, or when both are written with two digits.
  // The dashed form (14-MAR-21) pads its day by convention.
  const dayMonth = reading.pieces.flatMap((p) =>
    p.kind === "number" && (p.role === "day" || p.role === "month") ? [p.text] : [],
  );
  if (/^\d\d-\p{L}{3}-\d/u.test(surface)) dayMonth.push("00");
  const out = reading.pieces.map((piece, index) => {
    switch (piece.kind) {
      case "literal":
        return piece.text;
      case "month": {
        // "May" is read as an abbreviation only in the dashed form ("14-MAY-2021").
        const w = piece.text.toLowerCase();
        const dashed =
          /-/u.test(reading.pieces[index - 1]?.text ?? "") ||
          /-/u.test(reading.pieces[index + 1]?.text ?? "");
        const abbreviated = w !== "may" ? w.length === 3 : dashed;
        return monthName(next.month, piece.text, abbreviated);
      }
      case "weekday": {
        const names = WEEKDAYS[next.weekday]!;
        const like = piece.text;
        const written = like.length <= 3 ? names.slice(0, 3) : like.length === 4 ? names.slice(0, 4) : names;
        return year === undefined ? piece.text : casedLike(written, like);
      }
      case "ordinal": {
        const before = reading.pieces[index - 1];
        return before?.kind === "number" && before.role === "day"
          ? ordinalSuffix(next.day, piece.text)
          : piece.text;
      }
      case "number": {
        if (piece.role === "year") {
          return reading.shortYear ? String(next.year % 100).padStart(2, "0") : String(next.year);
        }
        if (piece.role === "month") return number(next.month, piece.text, dayMonth);
        if (piece.role === "day") return number(next.day, piece.text, dayMonth);
        return piece.text;
      }
      default:
        return piece satisfies never;
    }
  });
  return { kind: "shifted", text: out.join("") };
}
