/** UK outpatient clinic letters (to the GP, copied to the patient) and US consult letters. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

function letterhead(c: Ctx): Fragment {
  return c.pick([
    lines([
      frag`${c.hospital("letterhead")}`,
      frag`${c.pick(K.SPECIALTIES)} Department`,
      frag`Tel: ${c.phone("after-label")}   Fax: ${c.phone("after-label")}`,
    ]),
    lines([
      frag`${c.pick(K.SPECIALTIES)} Outpatients, ${c.hospital("letterhead")}`,
      frag`Secretary: ${c.hcp3.full("header")}  ${c.phone("free")}`,
      frag`Email: ${c.email(c.hcp3, "after-label")}`,
    ]),
    lines([
      frag`${c.hospitalAbbr("letterhead")} ${c.pick(K.SPECIALTIES)}`,
      frag`Direct line ${c.phone("after-label")}`,
    ]),
  ]);
}

function reBlock(c: Ctx): Fragment {
  return c.pick([
    lines([
      frag`Re: ${c.pt.title()} ${c.pt.full("title")}   DOB: ${c.dob("after-label")}`,
      c.locale === "uk"
        ? frag`NHS No: ${c.nhs("after-label")}   Hosp No: ${c.mrn("after-label")}`
        : frag`MRN: ${c.mrn("after-label")}`,
      c.addressBlock("re-block"),
    ]),
    lines([
      frag`RE: ${c.pt.lastFirst("header")} (DOB ${c.dob("after-label")})`,
      frag`${c.addressLine("re-block")}`,
      frag`${c.patientIdLabel()} ${c.patientId("after-label")}`,
    ]),
    lines([
      frag`Patient: ${c.pt.full("header")}`,
      frag`D.O.B.: ${c.dob("after-label")}`,
      frag`${c.patientIdLabel()}: ${c.patientId("after-label")}`,
      frag`Clinic date: ${c.today("after-label")}`,
    ]),
    lines([frag`Re: ${c.pt.full("header")}, ${c.dob("free")}, ${c.addressLine("free")}`]),
  ]);
}

const bodies: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`Thank you for referring this ${c.agePhrase()} ${c.ptNoun()} whom I saw in the ${c.pick(K.SPECIALTIES)} clinic today. ${c.pt.title()} ${c.pt.last("title")} describes ${c.pick(["six months of exertional breathlessness", "intermittent palpitations", "worsening joint pain in both hands", "episodes of dizziness on standing", "weight loss of around 5 kg"])}. ${c.pt.he().charAt(0).toUpperCase() + c.pt.he().slice(1)} was accompanied by ${c.pt.his()} ${c.rel.kin}, ${c.rel.first("kinship")}.`,
  (c) =>
    frag`I reviewed ${c.pt.first("free")} in clinic on ${c.date("after-on", 0)}. Since we last met in ${c.monthYear("after-in")} things have ${c.pick(["improved considerably", "been stable", "deteriorated somewhat"])}. ${K.nursingObs(c.rng, 1)}`,
  (c) =>
    frag`It was a pleasure to meet ${c.pt.title()} ${c.pt.last("title")} today. ${c.pt.he().charAt(0).toUpperCase() + c.pt.he().slice(1)} has had ${K.pmh(c.rng, c.pt.person.sex)} since ${c.year("after-since")} and was diagnosed with ${K.dx(c.rng, c.pt.person.sex)} at ${c.otherHospital("after-at")}.`,
  (c) =>
    frag`${c.pt.title()} ${c.pt.last("title")} attended with ${c.pt.his()} ${c.rel.kin} ${c.rel.title()} ${c.rel.full("title")}. ${c.pt.he().charAt(0).toUpperCase() + c.pt.he().slice(1)} lives alone in ${c.town("after-in")} and still drives.`,
  (c) =>
    frag`Thank you for asking me to see ${c.pt.full("after-see")}, who is now ${c.ageNumber("after-now")}. ${c.pt.he().charAt(0).toUpperCase() + c.pt.he().slice(1)} was last seen by my colleague ${c.hcp2.title()} ${c.hcp2.last("title")} in ${c.monthYear("after-in")}.`,
  (c) =>
    frag`Investigations: ${K.labs(c.rng)}. ${c.pick(["Echo", "CT chest", "MRI brain", "24-hour tape"])} (${c.date("free", -c.int(10, 60))}): ${c.pick(["unremarkable", "mild LVSD", "small vessel disease", "paroxysmal AF"])}.`,
  (c) =>
    frag`Impression: ${K.dx(c.rng, c.pt.person.sex)}. I have explained this to ${c.pt.title()} ${c.pt.last("title")} and ${c.pt.his()} ${c.rel.kin}, who were both happy with the plan. I would be grateful if you could ${c.pick(["stop the amlodipine", "repeat the renal function in two weeks", "refer to the community falls service", "continue the current dose"])}.`,
  (c) =>
    frag`${c.pt.first("free")} works as a ${c.pick(["delivery driver", "care assistant", "teacher", "chef", "taxi driver"])} for ${c.employer("after-for")} and is keen to return to work by ${c.date("after-by", c.int(14, 60))}.`,
  (c) =>
    frag`Social: lives with ${c.pt.his()} ${c.rel.kin} at ${c.addressLine("after-at")}; ${c.pick(["independent with ADLs", "carers twice a day", "uses a stick outdoors"])}. ${c.pick(["Non-smoker.", "Drinks 10 units a week."])}`,
  (c) =>
    frag`Diagnoses:\n1. ${K.dx(c.rng, c.pt.person.sex)}\n2. ${K.pmh(c.rng, c.pt.person.sex)}\n\nMedication: ${K.meds(c.rng, 3).join(", ")}\n\nOn examination: ${K.vitals(c.rng)}. Heart sounds normal, chest clear.`,
];

const LETTER_FAMILY: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`${c.pt.his().charAt(0).toUpperCase() + c.pt.his().slice(1)} ${c.rel.kin}, ${c.rel.full("kinship")}, is ${c.pt.his()} main carer and can be contacted on ${c.phone("after-on")}.`,
  (c) =>
    frag`I spoke to ${c.pt.his()} ${c.rel.kin} ${c.rel.first("kinship")} by telephone after the appointment, with ${c.pt.his()} permission.`,
  (c) =>
    frag`${c.rel.title()} ${c.rel.last("title")} holds lasting power of attorney for health and welfare.`,
  (c) =>
    frag`${c.pt.he().charAt(0).toUpperCase() + c.pt.he().slice(1)} came with ${c.rel.first("after-with")}, ${c.pt.his()} ${c.rel.kin}, who gave a helpful collateral history.`,
  (c) =>
    frag`There is a family history of ${c.pick(["bowel cancer", "early IHD", "type 2 diabetes", "dementia"])} (${c.pick(["mother", "father", "brother", "sister"])}).`,
];

const CLINIC_PLANS = [
  "Please continue the current medication.",
  "I have requested an echocardiogram.",
  "I have arranged a 24-hour ECG.",
  "Please check U&Es in two weeks.",
  "I have increased the dose as above.",
  "I have added him to the waiting list.",
  "I have given written information.",
  "No change to treatment.",
];

export const CLINIC_LETTER: DocType = {
  name: "clinic letter",
  locales: ["uk", "uk", "us"],
  weight: 14,
  build(c) {
    const uk = c.locale === "uk";
    const parts: Fragment[] = [letterhead(c), frag``];
    parts.push(
      frag`${c.pick(["Dictated", "Typed", "Date"])}: ${c.date("after-label", 1)}  ${c.pick(["", `Clinic date: `])}${c.today("after-label")}`,
    );
    parts.push(frag``);
    if (uk) {
      parts.push(
        c.pick([
          lines([
            frag`${c.gp.title()} ${c.gp.initialLast("title")}`,
            frag`${c.practice("address")}`,
            c.addressBlock("address"),
          ]),
          lines([
            frag`${c.gp.title()} ${c.gp.full("title")}`,
            frag`${c.practice("address")}`,
            frag`${c.town("address")}`,
            frag`${c.postcode("address")}`,
          ]),
        ]),
      );
    } else {
      parts.push(
        lines([frag`${c.gp.full("address")}, ${c.pick(K.CREDENTIALS_US)}`, frag`${c.clinic("address")}`]),
      );
    }
    parts.push(frag``);
    parts.push(
      c.pick([
        frag`Dear ${c.gp.title()} ${c.gp.last("title")},`,
        frag`Dear ${c.gp.title()} ${c.gp.last("title")}`,
        frag`Dear ${c.gp.first("salutation")},`,
        frag`Dear Dr ${c.gp.full("title")},`,
        frag`Dear Colleague,`,
      ]),
    );
    parts.push(frag``);
    parts.push(reBlock(c));
    parts.push(frag``);
    const n = c.int(2, 3);
    const used = new Set<number>();
    for (let k = 0; k < n; k++) {
      const at = c.int(0, bodies.length - 1);
      if (used.has(at)) continue;
      used.add(at);
      parts.push((bodies[at] as (c: Ctx) => Fragment)(c));
      parts.push(frag``);
    }
    parts.push(c.pick(LETTER_FAMILY)(c));
    parts.push(
      frag`Plan: ${c.pick(CLINIC_PLANS).replace("him", c.pt.him())} ${c.pick([
        frag`I will see ${c.pt.him()} again in ${c.int(3, 12)} months.`,
        frag`I have booked a review for ${c.date("after-for", c.int(30, 120))}.`,
        frag`I have discharged ${c.pt.him()} back to your care.`,
      ])}`,
    );
    parts.push(frag``);
    parts.push(
      frag`${c.pick(["Yours sincerely", "Yours sincerely,", "Kind regards", "With best wishes", "Sincerely,"])}`,
    );
    parts.push(frag``);
    parts.push(
      c.pick([
        lines([frag`${c.hcp.full("signature")}`, frag`${c.pick(uk ? K.HCP_ROLES_UK : K.HCP_ROLES_US)}`]),
        lines([
          frag`Dr ${c.hcp.full("signature")} ${c.pick(["MBChB", "MBBS", "BM BCh"])} ${c.pick(["MRCP", "FRCP", "FRCS"])}`,
          frag`Consultant ${c.pick(["Physician", "Cardiologist", "Geriatrician", "Rheumatologist", "Surgeon"])}`,
          frag`${c.pick(["Reg. no.", "Registration", "Prof. reg."])} ${c.registration("after-label")}`,
        ]),
        lines([
          frag`${c.hcp.initialLast("signature")}`,
          frag`${c.pick(["Medical Secretary", "Specialty Registrar", "Clinical Fellow", "Clinical Nurse Specialist"])} to ${c.hcp2.title()} ${c.hcp2.last("title")}`,
        ]),
        lines([frag`Dictated but not signed`, frag`${c.hcp.full("signature")}`]),
      ]),
    );
    parts.push(frag``);
    parts.push(
      c.pick([
        frag`cc: ${c.pt.title()} ${c.pt.full("title")}, ${c.addressLine("cc")}`,
        frag`Copy to: Patient`,
        frag`cc ${c.hcp2.title()} ${c.hcp2.last("title")}, ${c.pick(K.SPECIALTIES)}`,
      ]),
    );
    return lines(parts);
  },
};
