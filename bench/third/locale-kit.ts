/**
 * What each of the ten countries brings to the third corpus: who lives there (name populations by
 * weight), how people are addressed, phone numbers, health, national and record identifiers,
 * clinician registrations and the date shapes its documents use.
 */
import * as ck from "./checks.ts";
import type { DateShape } from "./dates.ts";
import type { PopKey } from "./names.ts";
import type { Rand } from "./rng.ts";

export const CODES = ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG", "UK", "US"] as const;
export type Code = (typeof CODES)[number];

/** A value and its kind. */
export type Made = readonly [text: string, kind: string];

export interface IdMaker {
  /** The label written before it (`Medicare No`, `NHI`, `UHID`). */
  readonly label: string;
  readonly group: "health-id" | "national-id" | "record-id";
  make(r: Rand, p: { male: boolean; dob: { y: number; m: number; d: number } }): Made;
}

export interface Locale {
  readonly code: Code;
  readonly pops: readonly (readonly [number, PopKey])[];
  readonly phones: readonly ((r: Rand) => Made)[];
  readonly ids: readonly IdMaker[];
  readonly clinicianId: (r: Rand) => readonly [label: string, text: string, kind: string];
  readonly dates: readonly DateShape[];
  /** Shapes used in ward notes and lists (no year). */
  readonly shortDates: readonly DateShape[];
  readonly titlesF: readonly string[];
  readonly titlesM: readonly string[];
}

export const d = ck.pad;
export const grp = (s: string, sizes: number[], sep = " "): string => {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(s.slice(at, at + n));
    at += n;
  }
  return out.join(sep);
};
export const mrn = (label: string, f: (r: Rand) => string, kind: string): IdMaker => ({
  label,
  group: "record-id",
  make: (r) => [f(r), kind],
});
