/**
 * Dates as the ten health systems write them: day first almost everywhere, month first in the US
 * and often in Canada, ISO in Canadian and South African systems, ordinals in Nigerian and Indian
 * letters, two-digit years on charts.
 */
import type { Rng } from "./rng.ts";

export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export type DateFormat =
  | "dd/mm/yyyy"
  | "d/m/yy"
  | "dd.mm.yyyy"
  | "dd-mm-yyyy"
  | "d Mon yyyy"
  | "d Month yyyy"
  | "dth Month, yyyy"
  | "dd-MON-yyyy"
  | "mm/dd/yyyy"
  | "Month d, yyyy"
  | "Mon d"
  | "yyyy-mm-dd"
  | "yyyy/mm/dd"
  | "d Month"
  | "d/m"
  | "Mon-yy";

const MONTHS = [
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

const DAYS_IN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function randomYmd(r: Rng, fromYear: number, toYear: number): Ymd {
  const m = r.int(1, 12);
  return { y: r.int(fromYear, toYear), m, d: r.int(1, DAYS_IN[m - 1] as number) };
}

const p2 = (n: number): string => String(n).padStart(2, "0");

function ordinal(d: number): string {
  const tail = d % 100 >= 11 && d % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][d % 10] ?? "th");
  return `${d}${tail}`;
}

export function formatYmd(t: Ymd, f: DateFormat): string {
  const month = MONTHS[t.m - 1] as string;
  const mon = month.slice(0, 3);
  switch (f) {
    case "dd/mm/yyyy":
      return `${p2(t.d)}/${p2(t.m)}/${t.y}`;
    case "d/m/yy":
      return `${t.d}/${t.m}/${p2(t.y % 100)}`;
    case "dd.mm.yyyy":
      return `${p2(t.d)}.${p2(t.m)}.${t.y}`;
    case "dd-mm-yyyy":
      return `${p2(t.d)}-${p2(t.m)}-${t.y}`;
    case "d Mon yyyy":
      return `${t.d} ${mon} ${t.y}`;
    case "d Month yyyy":
      return `${t.d} ${month} ${t.y}`;
    case "dth Month, yyyy":
      return `${ordinal(t.d)} ${month}, ${t.y}`;
    case "dd-MON-yyyy":
      return `${p2(t.d)}-${mon.toUpperCase()}-${t.y}`;
    case "mm/dd/yyyy":
      return `${p2(t.m)}/${p2(t.d)}/${t.y}`;
    case "Month d, yyyy":
      return `${month} ${t.d}, ${t.y}`;
    case "Mon d":
      return `${mon} ${t.d}`;
    case "yyyy-mm-dd":
      return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
    case "yyyy/mm/dd":
      return `${t.y}/${p2(t.m)}/${p2(t.d)}`;
    case "d/m":
      return `${t.d}/${t.m}`;
    case "Mon-yy":
      return `${mon}-${p2(t.y % 100)}`;
    case "d Month":
      return `${ordinal(t.d)} of ${month}`;
  }
}
