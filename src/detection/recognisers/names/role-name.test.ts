import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written staff mentions after a role word, in several casings and name origins. */
const engine = createEngine();
const ANY = ["PROVIDER_NAME", "NAME", "RELATIVE_NAME", "PATIENT_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["RN: Bryony", "Bryony"],
  ["reg: T. Price to review", "T. Price"],
  ["HCA - Gwen", "Gwen"],
  ["Physio: K Oh", "K Oh"],
  ["Cons: Dr Le", "Le"],
  ["SHO - Farida", "Farida"],
  ["F1: J. Field", "J. Field"],
  ["Seen by dietitian Faith.", "Faith"],
  ["Carer Will helped with meds.", "Will"],
  ["SLT: Oluwaseun Adeyemi assessed swallow", "Oluwaseun Adeyemi"],
  ["PHARMACIST: NGOZI EKE", "NGOZI EKE"],
  ["cna: ana lima", "ana lima"],
  ["Staff nurse - Siân Hughes", "Siân Hughes"],
  ["Key worker: Dariusz", "Dariusz"],
  ["FY2: S Wu", "S Wu"],
  ["Documented by Faith Wood, Staff Nurse, 22:15", "Faith Wood"],
  ["Cared for by Faith N. 0700-1930", "Faith N"],
  ["seen by b. hunter on the round", "b. hunter"],
  ["Author: Will Baker", "Will Baker"],
  ["Booked with nurse practitioner Will.", "Will"],
  ["Reviewing clinician: W. Hunter (ANP)", "W. Hunter"],
  ["Signature: Will Baker", "Will Baker"],
  ["Visitor name: Chiara Esposito  Relationship to patient: friend", "Chiara Esposito"],
  ["Discharging clinician: Will Baker (FY1)", "Will Baker"],
  ["Social prescriber: Dawn referred her.", "Dawn"],
];

for (const [note, value] of FOUND) {
  test(`role name: ${note}`, () => assertFound(engine, note, value, ANY));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["Consultant Nephrologist", "Nephrologist"],
  ["Consultant Neurosurgeon", "Neurosurgeon"],
  ["RESP: LUNG SOUNDS CLEAR", "LUNG"],
  ["resp: clear upper lobes", "clear"],
  ["Physio: Will review tomorrow", "Will"],
  ["met with a counsellor Friday", "Friday"],
  ["OT: Declined.", "Declined"],
  ["nurse reviewed the wound", "reviewed"],
  ["witnessed by R.N., R.T. and resident", "R.N"],
  ["reviewed by physio today", "physio"],
  ["Plan discussed by phone", "phone"],
  ["Physician assistant reviewed", "assistant"],
];

for (const [note, word] of UNTOUCHED) {
  test(`role name untouched: ${note}`, () => assertUntouched(engine, note, word));
}
