/**
 * What one country's PHI-free clinical writing draws on in the broad PHI-free set: its drug brands,
 * dosing shorthand, triage and early-warning scales, lab units, fluids, funding schemes, guideline
 * publishers and the local-language words its clinicians write. No person, place or facility.
 */
import type { CountryCode } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** A drug as a chart writes it: brand sold in the country, generic, a usual dose, route. */
export interface Drug {
  readonly brand: string;
  readonly generic: string;
  readonly dose: string;
  readonly route: string;
  /** A schedule of its own ("6-monthly", "every 28 days"); otherwise a common frequency is drawn. */
  readonly freq?: string;
}

/** How the country's labs report: SI with Hb in g/L or g/dL, or Indian conventional units. */
export type LabStyle = "si-gl" | "si-gdl" | "in" | "ng";

export interface LocalVocab {
  readonly code: CountryCode;
  readonly drugs: readonly Drug[];
  /** Frequencies as the country's charts write them ("mane", "BID", "1-0-1", "OM"). */
  readonly freq: readonly string[];
  /** Chart line form: brand (generic), generic (brand), or the Indian `Tab. Brand 1-0-1` form. */
  readonly drugStyle: "brand-first" | "generic-first" | "indian";
  /** A triage category as written on arrival ("ATS 3", "CTAS 2", "SATS orange", "PACS 2"). */
  triage(r: Rng): string;
  /** Early-warning and deterioration tools in use ("Between the Flags", "INEWS", "TEWS"). */
  readonly ews: readonly string[];
  readonly labs: LabStyle;
  /** Panel names ("FBE", "UEC", "E/U/Cr", "RP", "CBC"). */
  readonly panels: { readonly blood: string; readonly renal: string; readonly liver: string };
  /** Analyte names the country's labs print differently ("WCC" is "WBC" in Canada, "TW" in Singapore). */
  readonly analytes?: Readonly<Record<string, string>>;
  /** Tests written beside the panels (cultures, serology, local screens). */
  readonly tests: readonly string[];
  /** Intravenous fluids by their local names. */
  readonly fluids: readonly string[];
  /** Funding, scheme and service sentences (no place, facility or person). */
  readonly schemes: readonly string[];
  /** Sentences with local-language words as clinicians write them in the country. */
  readonly local: readonly string[];
  /** Shorthand lines typical of the country's ward notes. */
  readonly shorthand: readonly string[];
  /** The emergency number a leaflet tells people to call. */
  readonly emergency: string;
  /** National guideline publishers and formularies. */
  readonly guides: readonly string[];
  /**
   * Units by function ("ICU", "the surgical ward", "Resus 3"), never a numbered or named ward: the
   * generated corpus labels `Ward 7B` and `Oak Ward` as facilities (docs/evaluation.md).
   */
  readonly wards: readonly string[];
  /** Canadian charts write North American spellings (hemoglobin, edema, pediatric). */
  readonly spelling: "british" | "north-american";
}
