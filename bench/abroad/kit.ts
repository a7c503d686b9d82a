/**
 * What one country contributes to the abroad corpus: name origins with their naming customs,
 * addresses, phones, identifiers (with check digits where the scheme has them), facilities and
 * employers, date conventions and the words of its health system.
 */
import type { DateFormat } from "./dates.ts";
import type { Rng } from "./rng.ts";

/** How a name is put together: given + surname, family name first, bin/binte, s/o, initials first, two surnames. */
export type NameStyle = "western" | "family-first" | "malay" | "tamil-sg" | "initial-first" | "two-surnames";

export interface Origin {
  readonly name: string;
  readonly style: NameStyle;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly surnames: readonly string[];
}

/** An address part: a labelled value, or literal text (separators, states, provinces, countries). */
export type AddrBit =
  | string
  | { readonly text: string; readonly kind: string; readonly group: "address" | "postcode" };

export interface IdMaker {
  readonly label: string;
  readonly kind: string;
  readonly group: "health-id" | "national-id" | "record-id" | "clinician-id" | "other-id";
  readonly checked: boolean;
  make(
    r: Rng,
    who?: { surname: string; given: string; female: boolean; dob: { y: number; m: number; d: number } },
  ): string;
}

export interface PhoneMaker {
  readonly kind: string;
  make(r: Rng): string;
}

export interface Country {
  readonly code: string;
  readonly origins: readonly (readonly [number, Origin])[];
  readonly dateFormats: readonly (readonly [number, DateFormat])[];
  /** A home address as parts (street or landmark line, locality, town, postcode; states unlabelled). */
  address(r: Rng): AddrBit[];
  /** Towns named alone ("lives in Bedok") where the address carries none. */
  readonly townNames?: readonly string[];
  readonly phones: readonly PhoneMaker[];
  /** Patient identifiers: the national health number first. */
  readonly patientIds: readonly IdMaker[];
  /** Clinician registration numbers (medical council, prescriber, provider numbers). */
  readonly clinicianIds: readonly IdMaker[];
  readonly hospitals: readonly string[];
  readonly clinics: readonly string[];
  readonly pharmacies: readonly string[];
  readonly employers: readonly string[];
  readonly schools: readonly string[];
  /** Words of the system: the family doctor, the emergency department, the ambulance service's number. */
  readonly words: {
    readonly gp: string;
    readonly ed: string;
    readonly ambulance: string;
    readonly emergencyNo: string;
    readonly mobile: string;
  };
  readonly emailDomains: readonly string[];
}
