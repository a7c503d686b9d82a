/** Date shapes of the third corpus: each country writes a date in a few of these. */
import { pad } from "./checks.ts";

export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

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
const mon = (m: number): string => (MONTHS[m - 1] as string).slice(0, 3);
const month = (m: number): string => MONTHS[m - 1] as string;

function ordinal(d: number): string {
  if (d % 100 >= 11 && d % 100 <= 13) return `${d}th`;
  return `${d}${d % 10 === 1 ? "st" : d % 10 === 2 ? "nd" : d % 10 === 3 ? "rd" : "th"}`;
}

export const DATE_SHAPES = {
  "dd/mm/yyyy": (t: Ymd) => `${pad(t.d)}/${pad(t.m)}/${t.y}`,
  "d/m/yy": (t: Ymd) => `${t.d}/${t.m}/${pad(t.y % 100)}`,
  "dd-mm-yyyy": (t: Ymd) => `${pad(t.d)}-${pad(t.m)}-${t.y}`,
  "dd.mm.yyyy": (t: Ymd) => `${pad(t.d)}.${pad(t.m)}.${t.y}`,
  "dd.mm.yy": (t: Ymd) => `${pad(t.d)}.${pad(t.m)}.${pad(t.y % 100)}`,
  "d Month yyyy": (t: Ymd) => `${t.d} ${month(t.m)} ${t.y}`,
  "d Mon yyyy": (t: Ymd) => `${t.d} ${mon(t.m)} ${t.y}`,
  "dd-Mon-yyyy": (t: Ymd) => `${pad(t.d)}-${mon(t.m)}-${t.y}`,
  "dd-MON-yy": (t: Ymd) => `${pad(t.d)}-${mon(t.m).toUpperCase()}-${pad(t.y % 100)}`,
  "ordinal Month, yyyy": (t: Ymd) => `${ordinal(t.d)} ${month(t.m)}, ${t.y}`,
  "ordinal of Month yyyy": (t: Ymd) => `${ordinal(t.d)} of ${month(t.m)} ${t.y}`,
  "yyyy-mm-dd": (t: Ymd) => `${t.y}-${pad(t.m)}-${pad(t.d)}`,
  "yyyy/mm/dd": (t: Ymd) => `${t.y}/${pad(t.m)}/${pad(t.d)}`,
  "m/d/yyyy": (t: Ymd) => `${t.m}/${t.d}/${t.y}`,
  "mm/dd/yy": (t: Ymd) => `${pad(t.m)}/${pad(t.d)}/${pad(t.y % 100)}`,
  "Month d, yyyy": (t: Ymd) => `${month(t.m)} ${t.d}, ${t.y}`,
  "d/m": (t: Ymd) => `${t.d}/${t.m}`,
  "Mon d": (t: Ymd) => `${mon(t.m)} ${t.d}`,
  "d Mon": (t: Ymd) => `${t.d} ${mon(t.m)}`,
} as const;

export type DateShape = keyof typeof DATE_SHAPES;
