/** Discharge summaries (US) and discharge letters (UK). */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { FAMILY, PLACE, some } from "./phrases.ts";

function usHeader(c: Ctx): Fragment {
  return c.pick([
    lines([
      frag`DISCHARGE SUMMARY`,
      frag`Patient Name: ${c.pt.lastFirst("header")}`,
      frag`MRN: ${c.mrn("after-label")}    Acct#: ${c.account("after-label")}`,
      frag`DOB: ${c.dob("after-label")}    Age: ${c.ageNumber("after-label")}    Sex: ${c.sexLetter()}`,
      frag`Admission Date: ${c.date("after-label", -c.int(2, 14))}`,
      frag`Discharge Date: ${c.today("after-label")}`,
      frag`Attending: ${c.hcp.full("header")}, ${c.pick(K.CREDENTIALS_US)}`,
      frag`PCP: ${c.gp.title()} ${c.gp.full("title")}`,
    ]),
    lines([
      frag`${c.hospital("header")}`,
      frag`Discharge Summary - ${c.pt.full("header")} (MRN ${c.mrn("after-label")})`,
      frag`Admitted ${c.date("after-verb", -c.int(2, 14))}, discharged ${c.today("after-verb")}`,
    ]),
    lines([
      frag`Name: ${c.pt.full("header")}  DOB ${c.dob("after-label")}  MR# ${c.mrn("after-label")}`,
      frag`Service: ${c.pick(["Medicine", "Hospitalist", "Cardiology", "Surgery"])}  Attending: Dr. ${c.hcp.last("title")}`,
    ]),
  ]);
}

function ukHeader(c: Ctx): Fragment {
  return c.pick([
    lines([
      frag`${c.hospital("header")}`,
      frag`${c.pick(["Department of Medicine", "Acute Medical Unit", "Care of the Elderly", "Stroke Unit"])}`,
      frag`IMMEDIATE DISCHARGE LETTER`,
      frag`Patient: ${c.pt.lastFirst("header")}   DOB: ${c.dob("after-label")}   NHS No: ${c.nhs("after-label")}`,
      frag`Hospital No: ${c.mrn("after-label")}`,
      frag`Address: ${c.addressLine("header")}`,
      frag`GP: ${c.gp.title()} ${c.gp.initialLast("title")}, ${c.practice("header")}`,
      frag`Admitted: ${c.date("after-label", -c.int(2, 20))}   Discharged: ${c.today("after-label")}   Ward: ${c.ward("header")}`,
    ]),
    lines([
      frag`Discharge summary`,
      frag`${c.pt.title()} ${c.pt.full("title")}, ${c.dob("free")}, NHS ${c.nhs("after-label")}`,
      frag`Consultant: ${c.hcp.title()} ${c.hcp.last("title")}   Ward: ${c.ward("header")}`,
    ]),
  ]);
}

export const DISCHARGE: DocType = {
  name: "discharge summary",
  locales: ["us", "uk"],
  weight: 12,
  build(c) {
    const uk = c.locale === "uk";
    const sections: Fragment[] = [uk ? ukHeader(c) : usHeader(c), frag``];
    sections.push(
      frag`${c.pick(["Diagnosis", "DIAGNOSIS", "Principal diagnosis", "Primary Dx"])}: ${K.dx(c.rng, c.pt.person.sex)}`,
    );
    sections.push(
      frag`${c.pick(["PMH", "Past medical history", "Background"])}: ${K.pmh(c.rng, c.pt.person.sex)}`,
    );
    const hpi = c.pick([
      frag`${c.agePhrase()} ${c.ptNoun()} presented to ${c.pick(["the ED", "A&E", "ED", "the emergency department"])} on ${c.date("after-on", -c.int(2, 14))} with ${c.pick(["shortness of breath", "fever and rigors", "a fall", "chest pain", "confusion", "vomiting"])}.`,
      frag`${c.pt.title()} ${c.pt.last("title")} was admitted under ${c.hcp.title()} ${c.hcp.last("title")} with ${K.dx(c.rng, c.pt.person.sex)}.`,
      frag`${c.pt.first("free")} is a ${c.agePhrase()} with ${K.pmh(c.rng, c.pt.person.sex)} who was transferred from ${c.otherHospital("after-from")} on ${c.date("after-on", -c.int(3, 10))}.`,
      frag`This ${c.agePhrase()} was brought in by ambulance from ${c.careHome("after-from")} after an unwitnessed fall.`,
    ]);
    sections.push(
      frag`${c.pick(["History of presenting complaint", "HPI", "Presentation", "Hospital course"])}:\n${hpi} ${K.nursingObs(c.rng, 2)}`,
    );
    sections.push(
      frag`${c.pick(["Course", "Progress", "HOSPITAL COURSE"])}: Treated with ${c.pick(K.MEDS)}. ${c.pick([
        frag`Reviewed by ${c.hcp2.title()} ${c.hcp2.last("title")} (${c.pick(K.SPECIALTIES)}) on ${c.date("after-on", -c.int(1, 5))}.`,
        frag`Echo on ${c.date("after-on", -c.int(1, 5))} showed EF ${c.int(20, 60)}%.`,
        frag`CT head ${c.date("free", -c.int(1, 5))}: no acute changes.`,
      ])} ${K.labs(c.rng)}.`,
    );
    sections.push(
      frag`${c.pick(["Discharge medications", "Meds on discharge", "TTO"])}:\n${K.meds(c.rng, c.int(3, 6))
        .map((m) => `- ${m}`)
        .join("\n")}`,
    );
    sections.push(
      frag`${c.pick(["Social", "Social history", "SH"])}: ${lines(some(c, [...FAMILY, ...PLACE], c.int(1, 3)), " ")}`,
    );
    sections.push(
      c.pick([
        frag`Follow-up: ${c.pick(K.SPECIALTIES)} clinic with ${c.hcp2.title()} ${c.hcp2.last("title")} on ${c.date("after-on", c.int(10, 60))}.`,
        frag`Follow up with PCP ${c.gp.title()} ${c.gp.last("title")} within 1 week; call ${c.phone("after-call")} to schedule.`,
        frag`Please repeat U&E at ${c.practice("after-at")} in one week (week of ${c.date("after-of", c.int(5, 9))}).`,
        frag`Outpatient appointment: ${c.date("free", c.int(10, 60))} at ${c.time()}, ${c.clinic("free")}.`,
      ]),
    );
    sections.push(
      c.pick([
        frag`Dictated by: ${c.hcp.full("signature")}, ${c.pick(uk ? K.CREDENTIALS_UK : K.CREDENTIALS_US)}\nDD: ${c.today("after-label")}  DT: ${c.date("after-label", 1)}`,
        frag`${c.hcp3.full("signature")}\n${c.pick(uk ? K.HCP_ROLES_UK : K.HCP_ROLES_US)}\nfor ${c.hcp.title()} ${c.hcp.full("title")}`,
        frag`Electronically signed by ${c.hcp.full("signature")} ${c.pick(K.CREDENTIALS_US)} on ${c.today("after-on")} ${c.time()}`,
        frag`Completed by ${c.hcp3.first("signature")} ${c.hcp3.last("signature")} (${c.pick(["FY1", "F1", "CT2", "intern"])}), bleep ${c.bleep("after-label")}`,
      ]),
    );
    return lines(sections);
  },
};
