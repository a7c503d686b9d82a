import { monthNumber } from "./month-names.ts";

/** A date as written, read into its calendar parts; any part may be missing ("July 22", "2019"). */
export interface CalendarDate {
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

function year(raw: string): number {
  const n = Number(raw);
  if (raw.length === 4) return n;
  // Two-digit years: clinical notes rarely date more than ~75 years ahead of 2000.
  return n <= 30 ? 2000 + n : 1900 + n;
}

function valid(date: CalendarDate): CalendarDate | undefined {
  if (date.month !== undefined && (date.month < 1 || date.month > 12)) return undefined;
  if (date.day !== undefined && (date.day < 1 || date.day > 31)) return undefined;
  if (date.year !== undefined && (date.year < 1000 || date.year > 2999)) return undefined;
  return date;
}

// Each pattern is anchored and has bounded repetition only: linear on any input.
const NUMERIC = /^(\d{1,4})\s*([/.-])\s*(\d{1,2})(?:\s*[/.-]\s*(\d{2}|\d{4}))?$/;
const MONTH_YEAR = /^(\d{1,2})\s*\/\s*(\d{4})$/;
const NAMED_FIRST = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s*,?\s*(\d{4}|'\d{2}))?$/;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3,9})\.?(?:\s*,?\s*(\d{4}))?$/;
const NAMED_YEAR = /^([a-z]{3,9})\.?\s*,?\s*(\d{4})$/;
const YEAR_ONLY = /^(\d{4})$/;

/** Reads common clinical date forms; undefined when the text is not a recognisable date. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const s = text.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
  if (s.length > 40) return undefined;
  let m = MONTH_YEAR.exec(s);
  if (m) return valid({ month: Number(m[1]), year: Number(m[2]) });
  m = NUMERIC.exec(s);
  if (m) {
    const [, a = "", , b = "", c] = m;
    if (a.length === 4) return valid({ year: Number(a), month: Number(b), ...(c ? { day: Number(c) } : {}) });
    return valid({ month: Number(a), day: Number(b), ...(c ? { year: year(c) } : {}) });
  }
  m = NAMED_FIRST.exec(s);
  let month = m ? monthNumber(m[1]!) : undefined;
  if (m && month !== undefined) {
    const y = m[3] ? year(m[3].replace("'", "")) : undefined;
    return valid({ month, day: Number(m[2]), ...(y ? { year: y } : {}) });
  }
  m = DAY_FIRST.exec(s);
  month = m ? monthNumber(m[2]!) : undefined;
  if (m && month !== undefined) {
    return valid({ day: Number(m[1]), month, ...(m[3] ? { year: Number(m[3]) } : {}) });
  }
  m = NAMED_YEAR.exec(s);
  month = m ? monthNumber(m[1]!) : undefined;
  if (m && month !== undefined) return valid({ month, year: Number(m[2]) });
  m = YEAR_ONLY.exec(s);
  if (m) return valid({ year: Number(m[1]) });
  return undefined;
}

/** A canonical key: `2019-07-22`, `--07-22`, `2019-07`, `2019`. */
export function calendarKey(date: CalendarDate): string {
  const pad = (n: number | undefined) => (n === undefined ? "" : String(n).padStart(2, "0"));
  return [date.year ?? "-", pad(date.month), pad(date.day)]
    .filter((part, i) => i === 0 || part !== "")
    .join("-");
}
