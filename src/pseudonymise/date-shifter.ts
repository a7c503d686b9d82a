import { drawShiftDays, type ShiftResult, shiftDate } from "../surrogates/date-shift.ts";
import type { Rng } from "../surrogates/rng.ts";

/** The surrogate policy's view of the date shift: configured once, passed down. */
export interface DateShifter {
  /** Whether the shifter can read this written date (else the policy falls back to a token). */
  readable(surface: string): boolean;
  /** A fresh offset: a non-zero whole number of weeks within the configured window. */
  drawDays(rng: Rng): number;
  shift(
    surface: string,
    offsetDays: number,
    options: { readonly today: Date; readonly dayFirst: boolean },
  ): ShiftResult | undefined;
}

const READ_CHECK_DAY = new Date(Date.UTC(2000, 0, 1));

export function createDateShifter(windowDays: number): DateShifter {
  return {
    readable: (surface) => shiftDate(surface, 7, { today: READ_CHECK_DAY }) !== undefined,
    drawDays: (rng) => drawShiftDays(rng, windowDays),
    shift: (surface, offsetDays, options) => shiftDate(surface, offsetDays, options),
  };
}

const NUMERIC = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*\d{2,4}\s*$/;

/**
 * Whether a document writes numeric dates day first (UK: 14/03/2021) or month first (US: 3/14/21),
 * from the dates that settle it (a first part over 12, or a second part over 12). Ties and
 * documents without such a date follow the locale (`date-locale.ts`; month first by default), so
 * an ambiguous "08/07/2025" in an en-GB note is 8 July and never moves to an impossible "08/15".
 */
export function documentReadsDayFirst(surfaces: readonly string[], localeDayFirst = false): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const surface of surfaces) {
    if (surface.length > 40) continue;
    const m = NUMERIC.exec(surface);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b <= 12) dayFirst++;
    else if (b > 12 && a <= 12) monthFirst++;
  }
  return dayFirst === monthFirst ? localeDayFirst : dayFirst > monthFirst;
}
