/**
 * Labels of a reference, read by recognisers/numbers/labelled-reference.ts where the value stands
 * after a dotted leader, in a table cell, after a colon or after the label alone ("Medical card
 * no........ 123456A", "| Enrollee | LH/12345/A |", "chas s1234567").
 */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Words that name an identifier's scheme, register or the thing numbered, in any country's forms:
 * schemes and cards (Medisave, CHAS, CGHS, PM-JAY, ABHA, DPS, GMS, HMO enrollee, NHIS),
 * registers (PSI, IMC, NCNZ, SAPC, MDCN folio, MCR), events (incident, occurrence, CAS, CR,
 * CAD), laboratory and prescription numbers (accession, specimen, episode, Rx, e-script),
 * trials (screening, subject), plates and permits. The value after them still needs an
 * identifier's shape.
 */
export const referenceHeads: CueList = cueList(
  "reference-heads",
  "id-cue",
  `
  card permit scheme enrollee enrolee enrolment enrollment beneficiary member membership policy
  claim incident occurrence event case job folio accession specimen episode sample requisition
  escript screening subject participant randomisation randomization medisave medishield ayushman
  plate rego vehicle chassis passport asylum visa chart file account certificate pension
  concession medicare medicaid insurance insurer aadhaar voter coroner inquest police garda
  dispatch booking authorisation authorization approval preauth voucher referral registration
  reg regn licence license id ref reference no number num nr script hospital record folder ambulance
  council
`,
);

/**
 * Short names of schemes and registers ("CHAS", "CGHS", "PM-JAY", "ABHA", "DPS", "IHI", "NHI",
 * "PSI", "NCNZ", "SAPC", "MDCN", "CAS", "CAD", "SCDF"). Many are clinical abbreviations in lower
 * case too ("cad", "raf", "pcn"), so in a note that uses case they are read in capitals only, and
 * in a lower-case note only with a mark or a value of letters run into digits.
 */
export const referenceAcronyms: CueList = cueList(
  "reference-acronyms",
  "id-cue",
  `
  cas cad rx erx chas cghs pmjay jay abha esic dps gms ihi ppsn nhi nhis hmo nin crn dva hsn phn
  ahcip ramq ohip msp hcn mcr psi imc ncnz mdcn sapc sanc hpcsa nmbi ahpra cpso vin fin nric mrn
  urn uhid acct tpa epic bvn ird acc raf iod wcb wsib piab saps scdf ems auth ubrn pcn nmcn mcnz
  mci nmc ahc
`,
);

/**
 * Heads too common in prose to open a value with no mark after them ("case 12", "card 3", "event
 * 2019"): after these a leader, a colon, "#" or a word of number is needed, or a strong value.
 */
export const weakReferenceHeads: CueList = cueList(
  "weak-reference-heads",
  "id-cue",
  `
  card case event job file sample episode account acct claim scheme member policy certificate
  registration reg licence license id ref reference no number num nr subject script referral
  booking approval insurance insurer chart voucher vehicle hospital record folder
`,
);

/** Words of a label that make the number after it no identifier, beyond the lists of not-ids.ts. */
export const notReferenceLabels: CueList = cueList(
  "not-reference-labels",
  "not-an-id",
  `
  date dob age weight height temp temperature bp pulse sats spo2 gcs score dose time postcode zip
  eircode postal pincode mobile whatsapp
`,
);
