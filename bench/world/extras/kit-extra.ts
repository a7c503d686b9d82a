/**
 * What a country adds to its kit for identifier and facility variety (docs/evaluation.md, "World
 * corpus", round 13): more personal identifiers and clinician registers, the references of the
 * services a patient passes through (ambulance, police, coroner, claims, laboratory and imaging
 * accessions, e-prescriptions, trial screening), and facilities written without head words,
 * abbreviated, as insurers, pharmacy chains, schools and employers.
 */
import { checkDigitOf } from "../checks-more.ts";
import type { Facility, Maker, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** Service references by purpose; a note asks for one by purpose ("police", "coroner"). */
export type EventPurpose =
  | "ambulance"
  | "police"
  | "coroner"
  | "wc-claim"
  | "insurance-claim"
  | "erx"
  | "lab"
  | "radiology"
  | "screening";

export interface EventMaker extends Maker {
  readonly purpose: EventPurpose;
}

export interface KitExtra {
  /** Personal identifiers added to the kit's pool (health, national, licences). */
  readonly ids: readonly Maker[];
  /** Clinician registrations added to the kit's pool. */
  readonly registrations: readonly Maker[];
  /** Service references, drawn by purpose. */
  readonly events: readonly EventMaker[];
  /** Facilities added to the kit's: abbreviations, bare names, insurers, chains, schools, employers. */
  facility(r: Rng, town: Town): Facility;
  /** Hospitals only (with or without a head word), for "<hospital> <unit>". */
  hospital(r: Rng): Facility;
}

/** A maker of a service reference. */
export function ev(
  purpose: EventPurpose,
  kind: string,
  label: string,
  group: string,
  make: (r: Rng) => string,
): EventMaker {
  return { purpose, kind, label, group, make };
}

/** Units written after a hospital's name; never part of the facility span. */
export const UNITS = [
  "Emergency Department",
  "ED",
  "Trauma Unit",
  "ICU",
  "CCU",
  "Maternity Unit",
  "Renal Unit",
  "Outpatients",
  "Day Surgery Unit",
  "Burns Unit",
  "Stroke Unit",
  "Casualty",
  "Labour Ward",
  "Paediatric ED",
  "Acute Medical Unit",
] as const;

/** A two-digit year of the document era ("19".."25"). */
export const yy = (r: Rng): string => String(r.int(19, 25));

/** A full year of the document era, inside a reference ("2023/00123"). */
export const yyyy = (r: Rng): string => String(r.int(2019, 2025));

/** Registrations of visiting and locum clinicians from the UK and the US (GMC, NMC PIN, HCPC, NPI, DEA). */
export const FOREIGN_REGISTRATIONS: readonly Maker[] = [
  { kind: "uk-gmc", label: "GMC", group: "clinician-id", make: (r) => `${r.int(2, 7)}${r.digits(6)}` },
  {
    kind: "uk-nmc-pin",
    label: "NMC PIN",
    group: "clinician-id",
    make: (r) =>
      `${r.digits(2)}${r.letters(1, "ABCDEFGHIJKL")}${r.digits(4)}${r.pick(["E", "O", "S", "W", "N"])}`,
  },
  { kind: "uk-hcpc", label: "HCPC", group: "clinician-id", make: (r) => `PA${r.digits(5)}` },
  {
    kind: "us-npi",
    label: "NPI",
    checked: true,
    group: "clinician-id",
    make: (r) => checkDigitOf("npi", `${r.int(1, 2)}${r.digits(8)}`),
  },
  {
    kind: "us-dea",
    label: "DEA",
    checked: true,
    group: "clinician-id",
    make: (r) => checkDigitOf("dea", `${r.pick(["A", "B", "F", "M"])}${r.letters(1)}${r.digits(6)}`),
  },
];
