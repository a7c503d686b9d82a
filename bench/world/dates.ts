/**
 * Dates in the day-first conventions of the eight countries (and Canada's ISO and month-first
 * habits). Each format writes one date; the whole text is one `Date` span.
 */
import type { Rng } from "./rng.ts";

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

const pad = (n: number): string => String(n).padStart(2, "0");
const short = (m: number): string => (MONTHS[m - 1] as string).slice(0, 3);
const ordinal = (d: number): string =>
  `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;

export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export const FORMATS: Record<string, (t: Ymd) => string> = {
  "dmy-slash": (t) => `${pad(t.d)}/${pad(t.m)}/${t.y}`,
  "dmy-slash-short": (t) => `${t.d}/${t.m}/${String(t.y).slice(2)}`,
  "dmy-dot": (t) => `${pad(t.d)}.${pad(t.m)}.${t.y}`,
  "dmy-dash": (t) => `${pad(t.d)}-${pad(t.m)}-${t.y}`,
  "d-mon-y-dash": (t) => `${pad(t.d)}-${short(t.m)}-${t.y}`,
  "d-mon-yy": (t) => `${t.d} ${short(t.m)} ${String(t.y).slice(2)}`,
  "d-mon-comma-yy": (t) => `${pad(t.d)} ${short(t.m)}, ${String(t.y).slice(2)}`,
  "d-month-y": (t) => `${t.d} ${MONTHS[t.m - 1]} ${t.y}`,
  "ordinal-month-y": (t) => `${ordinal(t.d)} ${MONTHS[t.m - 1]} ${t.y}`,
  "ordinal-of-month": (t) => `${ordinal(t.d)} of ${MONTHS[t.m - 1]}`,
  "d-month": (t) => `${t.d} ${MONTHS[t.m - 1]}`,
  "ordinal-day": (t) => ordinal(t.d),
  iso: (t) => `${t.y}-${pad(t.m)}-${pad(t.d)}`,
  "month-d-y": (t) => `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`,
  "mon-d-y": (t) => `${short(t.m)} ${t.d}, ${t.y}`,
  "d-MON-yy-caps": (t) => `${pad(t.d)}${short(t.m).toUpperCase()}${String(t.y).slice(2)}`,
};

export function randomDate(r: Rng, from: number, to: number): Ymd {
  const m = r.int(1, 12);
  return { y: r.int(from, to), m, d: r.int(1, m === 2 ? 28 : [4, 6, 9, 11].includes(m) ? 30 : 31) };
}

export function formatDate(t: Ymd, format: string): string {
  const f = FORMATS[format];
  if (f === undefined) throw new Error(`unknown date format ${format}`);
  return f(t);
}
