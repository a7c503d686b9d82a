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
  claim incident occurrence event case cas cad job folio accession specimen episode sample
  requisition rx escript erx script screening subject participant randomisation randomization
  chas medisave medishield cghs pmjay jay abha ayushman esic dps gms ihi ppsn nhi nhis hmo nin
  crn dva hsn phn ahcip ramq ohip msp hcn mcr psi imc ncnz mdcn sapc sanc hpcsa nmbi ahpra cpso
  plate rego vehicle vin chassis fin nric passport asylum visa mrn urn uhid chart file account
  acct certificate pension concession medicare medicaid insurance insurer tpa aadhaar epic voter
  bvn ird acc raf iod wcb wsib piab coroner inquest police garda saps scdf ems dispatch booking
  authorisation authorization auth approval preauth voucher referral ubrn registration reg regn
  licence license id ref reference no number num nr pcn nmcn mcnz mci nmc ahc
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
  booking approval insurance insurer chart voucher vehicle
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
