/** Labels of header fields, table columns and address blocks. */
import { PHI_TYPES, type PhiType } from "../phi-type.ts";
import { type CueList, type CueMap, type CuePairs, cueList, cueMap, cuePairs } from "./cue-list.ts";

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
  // Who prescribed, gave, checked or witnessed, in drug charts and medication reconciliation
  // forms, and who referred, in referral e-forms (appended by the names engineer).
  "prescriber",
  "prescribed by",
  "checked by",
  "checker",
  "second checker",
  "witness",
  "witnessed by",
  "given by",
  "administered by",
  "signed by",
  "completed by",
  "entered by",
  "recorded by",
  "verified by",
  "dispensed by",
  "staff name",
  "nurse name",
  "doctor name",
  "referrer",
  "referred by",
  "referring clinician",
  "referring doctor",
  // Who wrote, signed or ordered an entry, in EHR print-outs and audit trails of any country
  // (appended by names11, round 17).
  "author",
  "by",
  "user",
  "provider",
  "signed",
  "signatory",
  "done by",
  "performed by",
  "reviewed by",
  "authorised by",
  "authorized by",
  "requested by",
  "ordered by",
  "reported by",
  "attending",
  "resident",
  "mo",
  "rmo",
  "jmo",
  "ho",
  "intern",
  "responsible clinician",
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

/** The kinds of value a header label announces (recognisers/layout/header-field.ts). */
export const HEADER_KINDS = [
  "patient",
  "provider",
  "relative",
  "person",
  "date",
  "phone",
  "fax",
  "number",
  "account",
  "address",
] as const;
export type HeaderKind = (typeof HEADER_KINDS)[number];

/** Header labels and the kind of value each announces ("DOB:" a date, "GP:" a clinician). */
export const headerLabels: CueMap<HeaderKind> = cueMap(
  "header-labels",
  "label",
  HEADER_KINDS,
  `
  # the patient
  patient: patient, patient name, patient's name, patients name, pt, pt name, name, full name, re
  patient: surname, last name, family name, forename, forenames, first name, given name
  patient: given names, middle name, client, client name, resident, resident name
  # Round 7 (letters): babies, children, claimants and the names people go by.
  patient: baby's name, babys name, baby name, child's name, childs name, known as
  patient: preferred name, aka, maiden name, previous name, applicant, claimant, employee
  # Workers' compensation forms (AU, NZ, CA, ZA): the injured worker is the patient.
  patient: worker, injured worker, injured employee
  # clinicians
  provider: documented by, referred by, referring clinician, referring doctor
  provider: referring physician, referring provider, referrer, dictated by, transcribed by
  provider: signed, signed by, electronically signed by, e-signed by, author, authored by
  provider: written by, reviewed by, approved by, verified by, reported by, consultant
  provider: responsible consultant, named consultant, gp, gp name, general practitioner, usual gp
  provider: registered gp, attending, attending physician, attending of record, provider
  provider: primary care provider, primary care physician, pcp, physician, surgeon, clinician
  provider: seen by, examined by, named nurse, key worker, keyworker, care coordinator, typed by
  provider: requested by, ordered by, performed by, operator, anaesthetist, anesthesiologist
  provider: assistant, specialist, registrar, midwife, named midwife, health visitor
  provider: social worker, case manager, pharmacist, therapist, dentist, interpreter, witness
  provider: name of gp, name of consultant, referring gp, patient's gp
  provider: practitioner, treating practitioner, nominated practitioner, nominated treating practitioner
  provider: treating doctor, treating gp, medical practitioner, certifying practitioner
  person: cc, present, attendees, in attendance
  relative: visitors, visitor, visited by
  person: copy to, copies to, from, to, addressee
  # relatives
  relative: nok, next of kin, emergency contact, contact, contact person, contact name, carer
  relative: main carer, caregiver, guardian, spouse, informant, mother, father, parent, parents
  relative: husband, wife, partner, son, daughter, relative, accompanied by, name of nok
  # dates
  date: dob, date of birth, birth date, birthdate
  # phones
  phone: tel, tel no, telephone, telephone number, phone, phone number, home phone, work phone
  phone: mobile, mobile number, mob, cell, contact number, contact no, contact tel, pager, bleep
  fax: fax, fax number
  # record numbers
  number: mrn, hospital no, hospital number, hosp no, nhs no, nhs number, chi, chi number
  number: unit no, unit number, medical record number, record number, patient id, patient number
  number: case number
  account: account, account no, account number, acct, acct no
  # addresses
  address: address, home address, patient address, addr
  address: usual address, residential address, postal address, current address, permanent address
`,
);

/** Words before a label word that it needs ("GP practice:", "care home:", "place of birth:"). */
export const placeLabelQualifiers: CuePairs = cuePairs(
  "place-label-qualifiers",
  "label",
  `
  home: care nursing residential
  birth: of
  practice: gp practice registered medical general
  clinic: referring gp home usual
  surgery: gp registered usual
  care: primary
  # Round 12: ambulance and death forms ("Location of incident:", "Place of death:", "Pick-up
  # address:", "Scene address:").
  incident: of
  death: of
  address: up pickup scene incident collection attended
`,
);

/** Labels of place fields and the PHI type of their value ("Ward:", "GP practice:", "Employer:"). */
export const placeLabels: CueMap<PhiType> = cueMap(
  "place-labels",
  "label",
  PHI_TYPES,
  `
  LOCATION: ward
  HOSPITAL: hospital, practice, clinic, facility, home
  LOCATION: residence
  ORGANIZATION: employer, school
  LOCATION: town, city, county, birth, birthplace
  # Labels of clinical fields too ("Site: left forearm", "Location: RUQ"): their value must be
  # capitalised words with a word no list knows ("Site: Freeman", "Location: Ashworth").
  HOSPITAL: site
  LOCATION: location
  # "GP surgery: Millbrook", and a person field holding a practice: "GP: Kingsway Medical",
  # "PCP: Oakmont Family Practice", "Primary care: Oakmont Medical" (the value ends in a word of
  # practice; a doctor's name is left to the name recognisers).
  HOSPITAL: surgery, gp, pcp, care
  # Round 12: where an ambulance was called and where a person died (recognisers/places/
  # labelled-place.ts reads an address there: a number or names no list knows).
  LOCATION: scene, incident, death, address
  # The lines of an address form below the street in India and Nigeria (village, local government
  # area "LGA", taluk, tehsil, mandal, district), and elsewhere (suburb, locality, parish, province).
  LOCATION: village, lga, taluk, tehsil, mandal, district, suburb, locality, parish, province
  # Round 13 (issue 19): a hospital's campus and the short label for a hospital ("Campus:
  # Westmead", "Hosp: Middlemore").
  HOSPITAL: campus, hosp
`,
);

/**
 * Words that make a label ending in "name" (or opening "Name of …") the patient's, for labels no
 * list holds: "Injured worker name:", "Name of claimant:", "Participant name:".
 */
export const patientLabelWords: CueList = cueList(
  "patient-label-words",
  "label",
  `
  patient pt client resident injured claimant member insured participant subject applicant deceased
  child baby infant student employee worker's workers
`,
);

/** Words that make such a label a relative's or a contact's ("Next of kin name:", "Name of guardian:"). */
export const relativeLabelWords: CueList = cueList(
  "relative-label-words",
  "label",
  `
  kin nok mother father parent parents guardian spouse partner wife husband son daughter sibling
  brother sister carer caregiver contact emergency informant witness
`,
);

/** Words that make such a label a clinician's ("Doctor's name:", "Name of treating practitioner:"). */
export const providerLabelWords: CueList = cueList(
  "provider-label-words",
  "label",
  `
  doctor doctor's doctors practitioner clinician physician surgeon nurse midwife therapist
  consultant gp registrar treating referring attending prescriber prescribing reporting examiner
`,
);

/** Words that make such a label name a thing, not a person ("Drug name:", "Ward name:", "File name:"). */
export const thingLabelWords: CueList = cueList(
  "thing-label-words",
  "label",
  `
  drug drugs medication medicine brand generic product device test procedure operation ward unit
  hospital practice facility clinic school employer company business file user
  program programme study trial sample specimen organism
`,
);
