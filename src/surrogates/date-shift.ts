import { MONTH_NAMES } from "../policy/month-names.ts";
import { readDate, WEEKDAYS, weekdayOf } from "./date-format.ts";
import type { Rng } from "./rng.ts";

export { calendarKey } from "./date-format.ts";

/**
 * Format-preserving date shifting for the `surrogate` policy. A written date is read into parts
 * (date-format.ts), the calendar date moves by a whole number of days, and the parts are written back
 * in the same shape: `3/14/21` → `4/11/21`, `14-MAR-2021` → `11-APR-2021`, `March 14th` → `April
 * 11th`, `Monday, March 15, 2021` → `Monday, April 12, 2021`.
 *
 * Partial dates shift consistently with full ones:
 * - a month and day without a year move within the non-leap reference year 2001, except 29 February,
 *   which moves within 2000 (so "2/29" + 7 days is "3/7", as "2/29/2020" + 7 is "3/7/2020"). Without
 *   the year the leap day cannot be placed exactly: near the end of February "2/28" and "2/29" can
 *   move to the same day, and a shift across February may be a day off from the real year's;
 * - a month and year move their 15th and print the month and year it lands in;
 * - a year alone moves its 1 July and prints the year it lands in.
 * UTC day arithmetic only, never local time; no clock is read (the document's time is passed in).
 */

export const DEFAULT_SHIFT_WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;
/** About a century: far beyond any configured window (DEID_DATE_SHIFT_DAYS is at most 3650). */
export const MAX_OFFSET_DAYS = 36_600;

/**
 * A non-zero whole number of weeks (so the weekday is kept) with |offset| <= windowDays, uniform over
 * the allowed multiples of 7. RangeError when the window is not an integer of at least 7 days.
 */
export function drawShiftDays(rng: Rng, windowDays = DEFAULT_SHIFT_WINDOW_DAYS): number {
  if (!Number.isSafeInteger(windowDays) || windowDays < 7)
    throw new RangeError("the shift window must be a whole number of at least 7 days");
  const weeks = Math.floor(windowDays / 7);
  const r = rng(2 * weeks);
  return (r < weeks ? -(r + 1) : r - weeks + 1) * 7;
}

export interface ShiftOptions {
  /** The document's time: a date 90 or more years before it implies an age over 89. */
  readonly today: Date;
  /**
   * Read ambiguous numeric dates (`03/04/2021`) day first (UK) instead of month first (US).
   * Unambiguous ones (a part over 12) are read as written either way.
   */
  readonly dayFirst?: boolean;
}

export type ShiftResult =
  | { readonly kind: "shifted"; readonly text: string }
  | { readonly kind: "generalised"; readonly text: string };

/**
 * What a date that implies an age over 89 becomes. Safe Harbor (45 CFR 164.514(b)(2)(i)(C)) allows
 * such dates only "aggregated into a single category of age 90 or older": one constant for all of
 * them, with no day, month or year left (a year alone would still say how far over 89), written the
 * same whatever the case of the date, so restored text can always be matched against it.
 */
export const OVER_89 = "[90+ years ago]";

function casedLike(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  if (like === like.toLowerCase()) return word.toLowerCase();
  return word[0]!.toUpperCase() + word.slice(1);
}

function monthName(month: number, like: string, abbreviated: boolean): string {
  const full = MONTH_NAMES[month - 1]!;
  let name: string = full;
  if (like.toLowerCase() === "sept") name = month === 9 ? "sept" : full.slice(0, 3);
  else if (abbreviated) name = full.slice(0, 3);
  return casedLike(name, like);
}

function weekdayName(weekday: number, like: string): string {
  const full = WEEKDAYS[weekday]!;
  return casedLike(like.length === full.length || like.length > 5 ? full : full.slice(0, 3), like);
}

function ordinalSuffix(day: number, like: string): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return like === like.toUpperCase() ? suffix.toUpperCase() : suffix;
}

/** A day or month, zero-padded when written so or when the form pads (`padAll`). */
function dayOrMonth(value: number, like: string, padAll: boolean): string {
  const padded = like.length === 2 && (like.startsWith("0") || padAll);
  return padded ? String(value).padStart(2, "0") : String(value);
}

/**
 * Whether the earliest day a date can mean lies 90 or more years before `today`: someone born then
 * would be over 89. A year alone or a month and year counts from its first day (the safe side).
 */
function over89(year: number | undefined, month: number | undefined, day: number | undefined, today: Date) {
  if (year === undefined) return false;
  const earliest = Date.UTC(year, (month ?? 1) - 1, day ?? 1);
  const limit = Date.UTC(today.getUTCFullYear() - 90, today.getUTCMonth(), today.getUTCDate());
  return earliest <= limit;
}

/**
 * Moves a written date by `offsetDays`, keeping its written form. RangeError for an offset that is not
 * a whole number within ±MAX_OFFSET_DAYS or an invalid `today`.
 *
 * Undefined exactly when `surface` is not a date this module reads, whatever the offset and `today`,
 * so a caller may check readability once with any offset.
 *
 * "generalised" (OVER_89) when the date as written or as moved is 90 or more years before
 * `options.today`: the original because Safe Harbor requires it, the moved one because the output
 * would otherwise state an age over 89. Checking both keeps every date near the line on the safe
 * side whatever the offset's sign, so whether a date is generalised says little about the offset.
 */
export function shiftDate(
  surface: string,
  offsetDays: number,
  options: ShiftOptions,
): ShiftResult | undefined {
  if (!Number.isSafeInteger(offsetDays) || Math.abs(offsetDays) > MAX_OFFSET_DAYS)
    throw new RangeError(`the offset must be a whole number of days within ±${MAX_OFFSET_DAYS}`);
  if (Number.isNaN(options.today.getTime())) throw new RangeError("today must be a valid date");
  const reading = readDate(surface, options.dayFirst ?? false);
  if (!reading) return undefined;
  const { year, month, day } = reading;
  let at: number;
  if (month === undefined) at = Date.UTC(year!, 6, 1);
  else if (day === undefined) at = Date.UTC(year!, month - 1, 15);
  else if (year === undefined) at = Date.UTC(month === 2 && day === 29 ? 2000 : 2001, month - 1, day);
  else at = Date.UTC(year, month - 1, day);
  const moved = new Date(at + offsetDays * DAY_MS);
  const next = {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
  if (
    over89(year, month, day, options.today) ||
    over89(
      year === undefined ? undefined : next.year,
      month === undefined ? undefined : next.month,
      day === undefined ? undefined : next.day,
      options.today,
    )
  ) {
    return { kind: "generalised", text: OVER_89 };
  }
  const { pieces } = reading;
  const written = (role: string) => pieces.find((p) => p.kind === "number" && p.role === role)?.text;
  // Both day and month written with two digits ("11/12/2021"), or a two-digit month without a day
  // ("12/2021", "2021-12"), pad the moved ones; the dashed form with a month name ("14-MAR-2021")
  // pads its day by convention.
  const dayText = written("day");
  const monthText = written("month");
  const padAll =
    (monthText?.length === 2 && (dayText === undefined || dayText.length === 2)) ||
    /^\d\d-\p{L}{3}-\d/u.test(surface);
  // The weekday moves by the offset too (kept as written when the offset is whole weeks, so a
  // weekday that did not match its date in the original still does not).
  const weekdayShift = ((offsetDays % 7) + 7) % 7;
  const render = (shortYear: boolean) =>
    pieces.map((piece, index) => {
      switch (piece.kind) {
        case "literal":
          return piece.text;
        case "month": {
          // "May" is taken as an abbreviation only in the dashed form ("14-MAY-2021") or before a period.
          const w = piece.text.toLowerCase();
          const around = `${pieces[index - 1]?.text ?? ""}|${pieces[index + 1]?.text ?? ""}`;
          const abbreviated =
            w !== "may"
              ? w.length === 3
              : /-/u.test(around) || pieces[index + 1]?.text.startsWith(".") === true;
          return monthName(next.month, piece.text, abbreviated);
        }
        case "weekday": {
          if (weekdayShift === 0) return piece.text;
          return weekdayName((weekdayOf(piece.text)! + weekdayShift) % 7, piece.text);
        }
        case "ordinal":
          return ordinalSuffix(next.day, piece.text);
        case "number":
          if (piece.role === "year")
            return shortYear ? String(next.year % 100).padStart(2, "0") : String(next.year);
          if (piece.role === "month") return dayOrMonth(next.month, piece.text, padAll);
          return dayOrMonth(next.day, piece.text, padAll);
        default:
          return piece satisfies never;
      }
    });
  // A two-digit year that would read back as another date is written with four digits: the date
  // stays right at the cost of its shape. "12/31/30" + 7 days is 2031, but "31" reads as 1931;
  // "Mar 98" moved into 2005 would be "Mar 05", which reads as 5 March.
  const short = render(reading.shortYear).join("");
  if (!reading.shortYear || readDate(short, options.dayFirst ?? false)?.year === next.year)
    return { kind: "shifted", text: short };
  return { kind: "shifted", text: render(false).join("") };
}
