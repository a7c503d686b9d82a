/**
 * Dates in US and UK shapes. A note has a base date; each date drawn is near it. Written for this
 * project (Apache-2.0).
 */
import type { Rng } from "./prng.ts";

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export interface DateParts {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th"}`;
}

export function addDays(p: DateParts, days: number): DateParts {
  const t = new Date(Date.UTC(p.y, p.m - 1, p.d) + days * 86400000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function randomDate(rng: Rng, fromYear: number, toYear: number): DateParts {
  const y = rng.int(fromYear, toYear);
  const m = rng.int(1, 12);
  const d = rng.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate());
  return { y, m, d };
}

const two = (n: number): string => String(n).padStart(2, "0");

/** A full date (day, month, year) in a shape; `kind` names the shape. */
export function formatDate(rng: Rng, p: DateParts, locale: "uk" | "us"): { value: string; kind: string } {
  const month = MONTHS[p.m - 1] as string;
  const mon = month.slice(0, 3);
  const yy = two(p.y % 100);
  const shapes: (readonly [number, string, string])[] =
    locale === "us"
      ? [
          [5, `${p.m}/${p.d}/${p.y}`, "date-mdy-slash"],
          [3, `${two(p.m)}/${two(p.d)}/${p.y}`, "date-mdy-slash-padded"],
          [2, `${p.m}/${p.d}/${yy}`, "date-mdy-slash-yy"],
          [1, `${p.m}-${p.d}-${p.y}`, "date-mdy-dash"],
          [2, `${month} ${p.d}, ${p.y}`, "date-month-name"],
          [1, `${mon} ${p.d}, ${p.y}`, "date-mon-abbrev"],
          [1, `${month} ${ordinal(p.d)}`, "date-month-ordinal"],
          [1, `${p.m}/${p.d}`, "date-md"],
          [1, `${p.y}-${two(p.m)}-${two(p.d)}`, "date-iso"],
          [1, `${two(p.d)}-${mon.toUpperCase()}-${yy}`, "date-dd-MON-yy"],
          [1, `${mon}-${p.d}`, "date-mon-day"],
        ]
      : [
          [5, `${two(p.d)}/${two(p.m)}/${p.y}`, "date-dmy-slash"],
          [2, `${p.d}/${p.m}/${yy}`, "date-dmy-slash-yy"],
          [3, `${p.d} ${month} ${p.y}`, "date-day-month-name"],
          [2, `${p.d} ${mon} ${p.y}`, "date-day-mon"],
          [1, `${ordinal(p.d)} ${month} ${p.y}`, "date-ordinal-month"],
          [1, `${two(p.d)}.${two(p.m)}.${p.y}`, "date-dmy-dot"],
          [1, `${p.d}/${p.m}`, "date-dm"],
          [1, `${p.y}-${two(p.m)}-${two(p.d)}`, "date-iso"],
          [1, `${two(p.d)}-${mon.toUpperCase()}-${p.y}`, "date-dd-MON-yyyy"],
          [1, `${ordinal(p.d)} ${mon}`, "date-ordinal-mon"],
          [1, `${p.d} ${month}`, "date-day-month"],
        ];
  const [value, kind] = rng.weighted(shapes.map(([w, v, k]) => [w, [v, k] as const] as const));
  return { value, kind };
}

/** A date of birth: full date, always with the year. */
export function formatDob(rng: Rng, p: DateParts, locale: "uk" | "us"): { value: string; kind: string } {
  const month = MONTHS[p.m - 1] as string;
  const shapes: (readonly [number, string, string])[] =
    locale === "us"
      ? [
          [4, `${two(p.m)}/${two(p.d)}/${p.y}`, "dob-mdy-padded"],
          [3, `${p.m}/${p.d}/${p.y}`, "dob-mdy"],
          [1, `${month} ${p.d}, ${p.y}`, "dob-month-name"],
          [1, `${p.y}-${two(p.m)}-${two(p.d)}`, "dob-iso"],
        ]
      : [
          [4, `${two(p.d)}/${two(p.m)}/${p.y}`, "dob-dmy"],
          [2, `${p.d} ${month.slice(0, 3)} ${p.y}`, "dob-day-mon"],
          [1, `${p.d} ${month} ${p.y}`, "dob-day-month"],
          [1, `${two(p.d)}.${two(p.m)}.${p.y}`, "dob-dot"],
        ];
  const [value, kind] = rng.weighted(shapes.map(([w, v, k]) => [w, [v, k] as const] as const));
  return { value, kind };
}
