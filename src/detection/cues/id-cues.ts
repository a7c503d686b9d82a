/** Labels of identifiers and record numbers ("MRN", "NHS", "SSN"). */
import { PHI_TYPES, type PhiType } from "../phi-type.ts";
import { type CueList, type CueMap, cueList, cueMap } from "./cue-list.ts";

/** Labels before a UK National Insurance number ("NI", "NINO"). */
export const niCues: CueList = cueList(
  "ni-cues",
  "id-cue",
  `
  ni nino insurance
`,
);

/** Letter pairs that never begin a National Insurance number (HMRC format, public facts). */
export const badNiPrefixes: CueList = cueList(
  "bad-ni-prefixes",
  "not-an-id",
  `
  bg gb kn nk nt tn zz
`,
);

/** "NHS", and "CHI" (Scotland's Community Health Index number: ten digits, the same check). */
export const nhsWords: CueList = cueList(
  "nhs-words",
  "id-cue",
  `
  nhs chi
`,
);

/** The cues, indexed under CUE_REFERENCE. */
export const referenceCues: CueList = cueList(
  "reference-cues",
  "id-cue",
  `
  no number num nr ref reference id
`,
);

/** Cues that are themselves the name of an identifier (S/N is read at its "s"): no mark needed. */
export const selfNaming: CueList = cueList(
  "self-naming",
  "id-cue",
  `
  mrn npi dea gmc nmc hcpc gdc gphc vin sn s dl ubrn upin urn uhid dva ird nhis nin mbi hicn
  # A hospital (registration) record number, as Singapore's and Australian hospitals label it.
  hrn
`,
);

/**
 * Cues whose value may follow with no mark when it is clearly an identifier ("lot 22K1187",
 * "serial 5076-52", "ur 123456"); not the words nursing prose uses with counts (pt, unit, plan, group, case).
 */
export const bareValueCues: CueList = cueList(
  "bare-value-cues",
  "id-cue",
  `
  serial device model lot sn accession specimen member policy subscriber medicaid medicare
  confirmation reference id plate reg vehicle
  # A local record number typed fast after its label, six digits or more ("ur 123456",
  # "crn 1234567", "hosp 123456", "chart 123456", "medical record 123456"): queries drop the mark.
  # Not "hospital": "Hospital" before a long number is a switchboard or an address as often.
  ur crn hosp chart casenote casenotes chi record emr
`,
);

export const idFillers: CueList = cueList("id-fillers", "function-word", [
  "no",
  "num",
  "number",
  "nbr",
  "id",
  "#",
  "number:",
  "is",
  "pin",
  "nr",
  "reg",
  "ref",
  "registration",
  "reference",
]);

/** Words of "number" that close a label of any identifier ("Professional body number:"); CUE_NUMBER_WORD. */
export const numberWords: CueList = cueList(
  "number-words",
  "id-cue",
  `
  number no num nr nbr
`,
);

/** Labels before a US Social Security number ("SSN", "social"). */
export const ssnCues: CueList = cueList(
  "ssn-cues",
  "id-cue",
  `
  ssn ss social ssno
`,
);

/** Words before an identifier and the PHI type of the number after them ("MRN", "acct no"). */
export const recordCues: CueMap<PhiType> = cueMap(
  "record-cues",
  "id-cue",
  PHI_TYPES,
  `
  MRN: mrn, mr, record, chart, unit, patient, pt, hospital, hrn
  ACCOUNT_NUMBER: acct, acc
  VEHICLE_ID: tag
  ACCOUNT_NUMBER: account, billing, invoice
  HEALTH_PLAN_ID: policy, member, insurance, medicaid, medicare, plan, group, subscriber
  LICENSE_NUMBER: license, licence, lic, dea, npi
  # French for a licence ("Dre Julie Roy, permis 12345": a Quebec physician's CMQ number).
  LICENSE_NUMBER: permis
  VEHICLE_ID: vin, plate
  DEVICE_ID: serial, device, model, lot
  ID: id, ref, reference, confirmation, conf, auth, authorization, authorisation, ticket, order
  ID: requisition, identifier, case, accession, specimen
  SSN: ssn
  # Added for other writers and the UK: hospital numbers, device serials ("SN:", "S/N"),
  # driving licences ("DL#"), UK professional registers (GMC, NMC, HCPC, GDC, GPhC), vehicle
  # registrations ("car reg"), pathology numbers ("path no.").
  MRN: hosp
  DEVICE_ID: sn, s
  LICENSE_NUMBER: dl, gmc, nmc, hcpc, gdc, gphc
  VEHICLE_ID: reg, vehicle
  ID: registration, path, pathology
  # Encounter and register numbers of other systems and countries: "FIN:", "CSN:", "Visit number:",
  # "Episode no:", "Claim #:", "CHI No:" (Scotland), "UBRN:" (NHS e-Referral), "PAS No:", "PIN:".
  ID: fin, csn, har, visit, encounter, episode, admission, claim
  MRN: chi, pas
  # The US Medicare Beneficiary Identifier and its predecessor ("MBI: 1EG4-TE5-MK73").
  HEALTH_PLAN_ID: mbi, hicn
  # An Indian hospital's in-patient number with its year ("IP: 10234/2024", "IPD No. 10234/2024").
  MRN: ip, ipd
  ID: ubrn, pin, prescriber, upin, booking, lab, provider
  MRN: casenote, casenotes, emr, crn, rec
  VEHICLE_ID: car
  ID: badge, staff, employee, prof
  # Record numbers of other countries' hospitals: Australia's unit record number ("URN:", "UR
  # No."), India's unique health ID ("UHID").
  MRN: urn, ur, uhid
  # Numbers written after their system's bare name in short queries: Australia's veterans' file
  # ("DVA NX123456"), New Zealand's tax number ("IRD 49-091-850"), Nigeria's health insurance
  # and national identity numbers ("NHIS 1234567", "NIN 12345678901").
  ID: dva, ird, nin
  HEALTH_PLAN_ID: nhis
`,
);

/**
 * Labels of a reference of an event, a service or an inquiry, or of a call sign
 * (recognisers/numbers/event-ref.ts): ambulance and dispatch ("Incident", "Job", "CAD",
 * "Callsign", "Crew", "Unit"), police ("Police", "Garda", "SAPS"), coroners ("Coroner",
 * "Coronial", "Inquest") and insurers ("Claim").
 */
export const eventLabels: CueList = cueList(
  "event-labels",
  "id-cue",
  `
  incident job cad dispatch epcr police garda saps coroner coroners coronial inquest claim
  callsign call crew resource unit ambulance run pcr event datix riskman rx receipt request mortem
  autopsy occurrence coroner's coroner’s booking confirmation conf pnr ref reference order voucher
  tracking inc
  incid referral ereferral eref fir mlc
`,
);

/** Words between an event's label and its reference ("Coroner's case no.", "Police event ref"). */
export const eventLabelWords: CueList = cueList(
  "event-label-words",
  "function-word",
  `
  case event incident job file report ref reference no number num nr id sign claim record court
  code is was
`,
);

/** Words that begin no call sign ("Unit: Ward 7", "Crew: bed 4", "Callsign: day 2"). */
export const notCallsignWords: CueList = cueList(
  "not-callsign-words",
  "not-an-id",
  `
  ward bed bay room level floor day week month year hour hours mins minutes pod cubicle theatre
  block wing house flat stage grade type step page the and of
`,
);

/** Head words of an ambulance's call sign ("Medic 12", "Rescue 4", "MICA 21"; event-ref.ts). */
export const callsignHeads: CueList = cueList(
  "callsign-heads",
  "id-cue",
  `
  medic rescue amb als bls mica icp paramedic rig squad intensive ambo
`,
);

/**
 * Heads of a register's full name ("Medical Council of New Zealand", "College of Physicians and
 * Surgeons of Ontario") and India's abbreviations of "registration" ("Regn", "Regd"); council-number.ts.
 */
export const councilHeads: CueList = cueList(
  "council-heads",
  "id-cue",
  `
  council college board regn regd
`,
);

/**
 * Head words of a field table's label cell and the PHI type of the value in the next cell ("|
 * Accession | RA24-118832 |", "Incident number    2024-118832"; recognisers/numbers/field-cell-id.ts).
 * A head of "number", "no", "ID", "ref" or "#" takes the type of the word before it, or ID.
 */
export const fieldIdLabels: CueMap<PhiType> = cueMap(
  "field-id-labels",
  "id-cue",
  PHI_TYPES,
  `
  MRN: mrn, urn, ur, uhid, crn, casenote, hosp, hrn
  HEALTH_PLAN_ID: medicare, ohip, phn, ramq, ahcip, msp, hcn, nhis, policy, member, medicaid, subscriber
  HEALTH_PLAN_ID: insurance, aid, hmo, nhia, uli, phin, hsn, msi, mcp, cghs, esi, pmjay
  # A Medicare card's individual reference number column ("Medicare/IRN"), the US MBI and HICN.
  HEALTH_PLAN_ID: irn, mbi, hicn
  ID: nhi, nhs, chi, ihi, ppsn, pps, aadhaar, aadhar, abha, pan, nric, fin, sin, nin, ird, dva, passport
  ID: accession, accn, specimen, sample, incident, claim, event, cad, ubrn, episode, encounter, barcode
  ID: requisition, docket, occurrence, callsign, case, subject, participant, screening, randomisation
  ID: randomization, token, erx, escript, scid, dspid, lab, laboratory, histology, cytology, pathology
  ID: referral, ereferral, booking, inquest, coroner, police, job, epcr, pcr
  LICENSE_NUMBER: gmc, nmc, ahpra, mcnz, cpso, cpsbc, cpsa, imc, mci, kmc, tnmc, mmc, dmc, hpcsa, mdcn
  LICENSE_NUMBER: smc, mcr, nmcn, ncnz, sanc, npi, dea, pin, provider, prescriber, registration
  LICENSE_NUMBER: licence, license, lic, regn, regd, reg, gphc, hcpc, gdc, nmbi, folio
  LICENSE_NUMBER: council, college, board
  VEHICLE_ID: plate, rego, vehicle
`,
);

/** Heads of a label that take the type of the word before them ("Lab No", "Subject ID", "Incident #"). */
export const fieldNumberHeads: CueList = cueList(
  "field-number-heads",
  "function-word",
  `
  no number num nr nbr id identifier ref reference card
`,
);

/** Words for an ambulance before its call sign with no mark ("Unit P341", "Veh A341"; callsign-shaped.ts). */
export const callsignVehicleWords: CueList = cueList(
  "callsign-vehicle-words",
  "id-cue",
  `
  unit veh vehicle amb ambulance crew resource rig
`,
);

/** Words of registration right before a clinician's bare number ("Reg. 56789"; registration-number.ts). */
export const registrationWords: CueList = cueList(
  "registration-words",
  "id-cue",
  `
  reg regn regd registration
`,
);

/**
 * More names of identifiers, read only by `id-beside-label.ts` (a value beside its label):
 * accounts ("Medisave acct"), enrolments ("Enrollee ID"), Ireland's drugs payment and medical
 * card schemes ("DPS No", "GMS No"), New Zealand's provider index ("HPI-CPN": its "CPN"; "HPI" is
 * also the history of the present illness).
 */
export const besideLabelWords: CueList = cueList(
  "beside-label-words",
  "id-cue",
  `
  acct account enrollee enrolment enrollment dps gms medisave cpn scheme
`,
);
