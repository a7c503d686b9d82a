/** Labels before a number that make it a count, code or measurement, not an identifier. */
import { type CueList, cueList } from "./cue-list.ts";

/** Words before "no"/"number" whose number is no PHI or is read by another recogniser. */
export const numberedNotPhi: CueList = cueList(
  "numbered-not-phi",
  "not-an-id",
  `
  bed room rm bay ward batch lot page step version tablet tab size dose phone tel telephone mob
  mobile contact pager bleep ext extension fax house flat unit apt level floor grade stage class
  type cycle day week item line serial nhs ni back callback cell home work office daytime landline
  direct switchboard
  # Counts and totals: "Total number 123456 cells counted".
  total count sum mean average
`,
);

/**
 * Words before a long number that make it a code of a clinical terminology (SNOMED CT, LOINC,
 * ICD, CPT, NDC, Read codes), which names a concept, not a person.
 */
export const codeWords: CueList = cueList(
  "code-words",
  "not-an-id",
  `
  code codes snomed sctid loinc icd cpt ndc read concept
`,
);

/** Labels whose number is not an identifier of a person, or is a phone number read elsewhere. */
export const notIdLabels: CueList = cueList(
  "not-id-labels",
  "not-an-id",
  `
  total count cell cells bed room bay floor cot page version step cycle dose day week line item
  question house flat apartment apt suite unit street phone telephone tel mobile contact fax pager
  bleep ext extension home work daytime landline direct switchboard emergency office the a an of
  helpline hotline quitline
  this that your our their her his its
`,
);

/** Inward parts that read as ordinals or units in a lower-case note ("day 1 2nd", "p2 4hr"). */
export const lowerInwardWords: CueList = cueList(
  "lower-inward-words",
  "not-an-id",
  `
  st nd rd th hr wk yr lb pt dr ft yd gr
`,
);

/** Units of time and distance after a number that make it no reference ("Incident 40 mins ago"). */
export const timeUnitsAfter: CueList = cueList(
  "time-units-after",
  "unit",
  `
  min mins minute minutes sec secs second seconds hr am pm km
`,
);
