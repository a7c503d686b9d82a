/** What one country contributes to the queries: its people, places, numbers, words and habits. */
import type { Rng } from "./rng.ts";

export const COUNTRIES = ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG", "UK", "US"] as const;
export type CountryCode = (typeof COUNTRIES)[number];

/** A list written as one "|"-separated string (items trimmed), so that the data stays compact. */
export function list(items: string): string[] {
  return items
    .split("|")
    .map((x) => x.trim())
    .filter((x) => x !== "");
}

export interface IdKind {
  /** Labels written before the value ("MRN", "NHS no", "UHID"). */
  readonly labels: readonly string[];
  readonly make: (rng: Rng) => string;
  /** Gold type; "ID" unless said (a US SSN is "SSN"). */
  readonly gold?: string;
}

export interface Country {
  readonly code: CountryCode;
  readonly given: readonly string[];
  readonly surnames: readonly string[];
  /** A full name; the default is "Given Surname". */
  readonly fullName?: (rng: Rng, given: string, surname: string) => string;
  readonly titles: readonly string[];
  readonly suburbs: readonly string[];
  readonly streets: readonly string[];
  readonly postcode: (rng: Rng) => string;
  readonly facilities: readonly string[];
  readonly phone: (rng: Rng) => string;
  readonly ids: readonly IdKind[];
  /** Day-first, month-first (US) or day-first with ISO now and then (CA, ZA). */
  readonly dates: "dmy" | "mdy" | "dmy-iso";
  /** Guideline bodies and references people name in a question. */
  readonly bodies: readonly string[];
  readonly brands: readonly string[];
  /** The emergency department's local names. */
  readonly ed: readonly string[];
  /** The family doctor's local names. */
  readonly gp: readonly string[];
  readonly paracetamol: readonly string[];
  /** Place-named and local infections a clinician there asks about. */
  readonly diseases: readonly string[];
  /** How a query opens, in that country's habits ("" for none). */
  readonly openers: readonly string[];
  /** How a query closes ("" for none). */
  readonly closers: readonly string[];
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

export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export function randomDate(rng: Rng, fromYear: number, toYear: number): Ymd {
  return { y: rng.int(fromYear, toYear), m: rng.int(1, 12), d: rng.int(1, 28) };
}

const p2 = (n: number): string => String(n).padStart(2, "0");
const ord = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** A date as people in `country` type it; `withYear` false gives day and month only (an admission date). */
export function writeDate(rng: Rng, c: Country, t: Ymd, withYear = true): string {
  const mon = MONTHS[t.m - 1] as string;
  const yy = p2(t.y % 100);
  if (!withYear) {
    if (c.dates === "mdy")
      return rng.pick([
        `${t.m}/${t.d}`,
        `${p2(t.m)}/${p2(t.d)}`,
        `${mon.slice(0, 3)} ${t.d}`,
        `${mon} ${ord(t.d)}`,
      ]);
    return rng.pick([
      `${t.d}/${t.m}`,
      `${p2(t.d)}/${p2(t.m)}`,
      `${t.d} ${mon.slice(0, 3)}`,
      `${ord(t.d)} ${mon}`,
    ]);
  }
  if (c.dates === "mdy")
    return rng.pick([
      `${p2(t.m)}/${p2(t.d)}/${t.y}`,
      `${t.m}/${t.d}/${yy}`,
      `${t.m}/${t.d}/${t.y}`,
      `${mon} ${t.d}, ${t.y}`,
      `${t.m}-${t.d}-${t.y}`,
    ]);
  const shapes = [
    `${p2(t.d)}/${p2(t.m)}/${t.y}`,
    `${t.d}/${t.m}/${yy}`,
    `${t.d}/${t.m}/${t.y}`,
    `${p2(t.d)}.${p2(t.m)}.${t.y}`,
    `${p2(t.d)}-${p2(t.m)}-${t.y}`,
    `${t.d} ${mon.slice(0, 3)} ${t.y}`,
    `${ord(t.d)} ${mon} ${t.y}`,
    `${p2(t.d)}-${mon.slice(0, 3)}-${yy}`,
  ];
  if (c.dates === "dmy-iso" && rng.chance(0.35)) return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
  return rng.pick(shapes);
}
