/** Radiology and pathology report headers and footers, ED triage notes. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

function radiology(c: Ctx): Fragment {
  return lines([
    frag`${c.hospital("letterhead")} - Department of ${c.pick(["Radiology", "Imaging", "Diagnostic Imaging"])}`,
    frag`Patient: ${c.pt.lastFirst("header")}   ${c.patientIdLabel()}: ${c.patientId("after-label")}   DOB: ${c.dob("after-label")}`,
    frag`Accession: ${c.accession("after-label")}   Exam date: ${c.today("after-label")}`,
    frag`Referring: ${c.hcp2.title()} ${c.hcp2.full("title")}`,
    frag`${c.pick(["CT HEAD WITHOUT CONTRAST", "CXR PA", "US ABDOMEN", "MRI LUMBAR SPINE", "CTPA"])}`,
    frag`Clinical details: ${K.dx(c.rng, c.pt.person.sex)}. ${c.pick(["Compared with prior study of ", "Comparison: "])}${c.date("after-of", -c.int(100, 900))}.`,
    frag`Findings: ${c.pick(["No acute intracranial haemorrhage.", "Patchy consolidation R lower zone.", "No PE to segmental level.", "Gallstones, no duct dilatation.", "Degenerative change L4/5 with mild canal stenosis."])}`,
    frag`Reported by: ${c.hcp.full("signature")}, ${c.pick(["Consultant Radiologist", "MD, Radiology", "StR Radiology"])} ${c.date("after-label", 0)} ${c.time()}`,
    c.rng.chance(0.5) ? frag`Verified: ${c.hcp3.initialLast("signature")}` : frag``,
  ]);
}

function triage(c: Ctx): Fragment {
  return lines([
    frag`ED TRIAGE ${c.today("header")} ${c.time()}`,
    frag`${c.agePhrase()} ${c.sexLetter()} BIBA from ${c.pick([c.addressLine("after-from"), c.careHome("after-from"), c.town("after-from")])}`,
    frag`CC: ${c.pick(["chest pain", "fall", "SOB", "weakness", "abd pain", "confusion", "syncope"])}. ${K.vitals(c.rng)}. Triage cat ${c.int(1, 5)}.`,
    frag`Hx per ${c.pick([c.rel.kinShort, "EMS", "pt"])}${c.rng.chance(0.5) ? frag` (${c.rel.first("kinship")})` : ""}: ${K.nursingObs(c.rng, 1)}`,
    frag`PMH ${K.pmh(c.rng, c.pt.person.sex)}. Meds: ${K.meds(c.rng, 2).join(", ")}.`,
    frag`PCP ${c.gp.title()} ${c.gp.last("title")}. ${c.pick(["Ins: Medicare", "Self-pay", "Ins: Medicaid", ""])}`,
    frag`Triage RN: ${c.hcp2.initialLast("signature")}`,
  ]);
}

export const REPORT: DocType = {
  name: "report or triage",
  locales: ["uk", "us"],
  weight: 6,
  build(c) {
    return c.rng.chance(0.5) ? radiology(c) : triage(c);
  },
};
