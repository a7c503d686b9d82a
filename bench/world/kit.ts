/**
 * What each country contributes to the world corpus: its populations' names, places and address
 * forms, phone formats, identifiers (with check digits where the real scheme has them), clinician
 * registers, facilities, date habits and PHI-free lookalikes. One file per country in countries/.
 */
import type { Rng } from "./rng.ts";

export const COUNTRY_CODES = ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** How a population writes a full name. */
export type NameForm = "western" | "surname-first" | "malay" | "indian-so" | "initial-first";

export interface NameOrigin {
  readonly name: string;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly surnames: readonly string[];
  readonly form: NameForm;
}

export interface Town {
  readonly name: string;
  /** State, province or region abbreviation (not PHI); "" where none is written. */
  readonly state: string;
  /** Postcode of the town (or a prefix the kit completes). */
  readonly postcode: string;
}

/** One part of an address: literal text (a state, a country) or a labelled place. */
export type AddressBit = string | { readonly text: string; readonly kind: string };

/** A value maker: a kind label and a function. `checked` says the value carries a real check digit. */
export interface Maker {
  readonly kind: string;
  /** Field label written before it in forms ("Medicare No", "NHI"). */
  readonly label: string;
  readonly checked?: boolean;
  readonly group: string;
  make(r: Rng): string;
}

export interface Facility {
  readonly text: string;
  readonly kind: string;
}

export interface CountryKit {
  readonly code: CountryCode;
  readonly name: string;
  readonly origins: readonly NameOrigin[];
  readonly towns: readonly Town[];
  /** A full postal address of a person at `town`, as bits. */
  address(r: Rng, town: Town): AddressBit[];
  /** The street line alone (house, unit, lot, block forms). */
  street(r: Rng): { text: string; kind: string };
  /** A postcode with its kind ("au-postcode"), for a town. */
  postcode(r: Rng, town: Town): { text: string; kind: string };
  readonly phones: readonly Maker[];
  /** National, health-insurance and other personal identifiers. */
  readonly ids: readonly Maker[];
  /** Clinician registration numbers. */
  readonly registrations: readonly Maker[];
  /** Hospitals, clinics, employers, schools, pharmacies, insurers (no state, no country). */
  facility(r: Rng, town: Town): Facility;
  /** Date shapes weighted for the country (keys of dates.ts FORMATS). */
  readonly dateFormats: readonly (readonly [number, string])[];
  /** Country words that are not PHI: triage scale, state names, health scheme words. */
  readonly triage: readonly string[];
  /** PHI-free sentences with the country's lookalikes. */
  readonly lookalikes: readonly string[];
}
