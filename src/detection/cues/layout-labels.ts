/** Labels of header fields, table columns and address blocks. */
import { type CueList, cueList } from "./cue-list.ts";

/** Cues after which an address follows: "Address:", "lives at", "resides at", "c/o". */
export const addressLabelWords: CueList = cueList(
  "address-label-words",
  "label",
  `
  address addr
`,
);

export const addresseeOpeners: CueList = cueList(
  "addressee-openers",
  "label",
  `
  to fao attn attention
`,
);

/** Fields whose name may be followed by the person's address: "Re: …", "cc: …", "To: …". */
export const blockLabels: CueList = cueList(
  "block-labels",
  "label",
  `
  re cc to addressee
`,
);

/** First words of the labelled pieces of a "Re:" line that are no address. */
export const segmentLabels: CueList = cueList(
  "segment-labels",
  "label",
  `
  dob d nhs mrn hospital hosp unit age tel
`,
);

/** Words that open a row with a place in the ward: "Bed 4", "Bay B", "Rm 12", "Cubicle 3". */
export const rowHeads: CueList = cueList(
  "row-heads",
  "label",
  `
  bed bd bay rm room cubicle cub chair trolley sr side space pod
`,
);

/** Labels of a later column that say the row's first column is a person: "Relationship: son". */
export const personColumnLabels: CueList = cueList(
  "person-column-labels",
  "label",
  `
  relationship relation relative
`,
);

export const patientHeaders: CueList = cueList("patient-headers", "label", [
  "name",
  "patient",
  "pt",
  "patient name",
  "pt name",
  "surname",
]);

export const staffHeaders: CueList = cueList("staff-headers", "label", [
  "nurse",
  "rn",
  "named nurse",
  "cons",
  "consultant",
  "dr",
  "doctor",
  "gp",
  "surgeon",
  "reg",
  "registrar",
  "sho",
  "fy1",
  "f1",
  "hca",
  "carer",
  "key worker",
  "keyworker",
  "allocated",
  "allocated nurse",
  "seen by",
  "clinician",
  "staff",
  "midwife",
  "physio",
  "ot",
  "pharmacist",
  "paramedic",
  "crew",
]);

export const relativeHeaders: CueList = cueList("relative-headers", "label", [
  "nok",
  "next of kin",
  "relative",
  "contact",
  "family",
]);

/** Labels whose value is a place only when it ends in a word of practice. */
export const practiceValueLabels: CueList = cueList(
  "practice-value-labels",
  "label",
  `
  gp pcp care
`,
);

export const strictPlaceLabels: CueList = cueList(
  "strict-place-labels",
  "label",
  `
  site location
`,
);
