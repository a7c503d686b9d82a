/** Referral letters: GP to hospital (UK), PCP to specialist (US), two-week-wait style. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { FAMILY, PLACE, some } from "./phrases.ts";

function ukReferral(c: Ctx): Fragment {
  return lines([
    frag`${c.practice("letterhead")}`,
    c.addressBlock("letterhead"),
    frag`Tel ${c.phone("after-label")}  ${c.pick(["", "Fax "])}${c.phone("after-label")}`,
    frag``,
    frag`${c.today("free")}`,
    frag``,
    frag`To: ${c.pick(K.SPECIALTIES)}, ${c.hospital("header")}`,
    frag`${c.pick(["Urgent suspected cancer referral", "Routine referral", "Urgent referral"])}`,
    frag``,
    frag`Patient name: ${c.pt.full("header")}`,
    frag`Date of birth: ${c.dob("after-label")}  (${c.agePhrase()})`,
    frag`NHS number: ${c.nhs("after-label")}`,
    frag`Home phone: ${c.phone("after-label")}  Mobile: ${c.phone("after-label")}`,
    frag`NOK: ${c.rel.full("header")} (${c.rel.kin}) ${c.phone("free")}`,
    frag`Interpreter required: ${c.pick(["No", `Yes - ${c.pick(["Polish", "Arabic", "Cantonese", "Punjabi", "Somali", "Tigrinya", "Romanian"])}`])}`,
    frag``,
    frag`Dear colleague,`,
    frag``,
    frag`I would be grateful if you could see this ${c.pick(["pleasant", "frail", "anxious", "very independent"])} ${c.agePhrase()} who ${c.pick(["has had", "reports", "presents with"])} ${c.pick(["a three-month history of change in bowel habit", "worsening breathlessness", "a new lump in the left breast", "recurrent falls", "haematuria", "dysphagia to solids"])}. ${c.pt.first("free")} ${c.pick(["is otherwise well", "is a retired teacher", "cares for her husband", `worked as a bus driver until ${c.int(2010, 2022)}`])}. ${lines(some(c, [...FAMILY, ...PLACE], c.int(1, 2)), " ")}`,
    frag``,
    frag`PMH: ${K.pmh(c.rng, c.pt.person.sex)}`,
    frag`Current medication: ${K.meds(c.rng, c.int(2, 4)).join("; ")}`,
    frag``,
    frag`Yours faithfully,`,
    frag``,
    frag`${c.gp.title()} ${c.gp.full("signature")}`,
    frag`${c.pick(["GP Partner", "Salaried GP", "GP Registrar", "Locum GP"])}`,
  ]);
}

function usReferral(c: Ctx): Fragment {
  return lines([
    frag`REFERRAL`,
    frag`To: ${c.hcp2.title()} ${c.hcp2.full("title")}, ${c.pick(K.SPECIALTIES)}, ${c.clinic("header")}`,
    frag`From: ${c.gp.full("header")}, ${c.pick(K.CREDENTIALS_US)}   Phone ${c.phone("after-label")}  Fax ${c.phone("after-label")}`,
    frag`Date: ${c.today("after-label")}`,
    frag``,
    frag`Patient: ${c.pt.lastFirst("header")}   DOB ${c.dob("after-label")}   MRN ${c.mrn("after-label")}`,
    frag`Insurance: ${c.pick(["Medicare", "Medicaid", "BCBS", "Aetna", "UHC", "Tricare"])}  ID# ${c.insurance("after-label")}`,
    frag`Address: ${c.addressLine("header")}`,
    frag`Reason for referral: ${K.dx(c.rng, c.pt.person.sex)}, ${c.pick(["please evaluate and treat", "eval for procedure", "second opinion requested"])}.`,
    frag``,
    frag`${c.agePhrase()} ${c.rng.chance(0.5) ? c.sexLetter() : c.ptNoun()} with ${K.pmh(c.rng, c.pt.person.sex)}. ${c.pick(
      [
        frag`Seen in ED at ${c.otherHospital("after-at")} on ${c.date("after-on", -c.int(5, 30))}.`,
        frag`Last seen by cardiology (${c.hcp3.title()} ${c.hcp3.last("title")}) in ${c.year("after-in")}.`,
        frag`Pt's ${c.rel.kin} ${c.rel.first("kinship")} will bring ${c.pt.him()} to appointments.`,
      ],
    )}`,
    frag``,
    frag`Thank you,`,
    frag`${c.gp.full("signature")}, ${c.pick(K.CREDENTIALS_US)}`,
  ]);
}

function ukShortReferral(c: Ctx): Fragment {
  return lines([
    frag`e-Referral - ${c.pick(K.SPECIALTIES)} - ${c.pick(["Routine", "Urgent", "2WW"])}`,
    frag`UBRN ${c.account("after-label")}   Referrer: ${c.gp.title()} ${c.gp.initialLast("title")} (${c.practice("header")})`,
    frag`${c.pt.lastFirst("header")}  ${c.dob("free")}  ${c.nhs("free")}`,
    frag`${c.addressLine("free")}`,
    frag``,
    frag`Reason: ${K.dx(c.rng, c.pt.person.sex)}. ${c.pick([
      frag`Seen with ${c.pt.his()} ${c.rel.kin} ${c.rel.first("kinship")} today.`,
      frag`Previously under ${c.hcp2.title()} ${c.hcp2.last("title")} at ${c.otherHospital("after-at")} until ${c.year("after-until")}.`,
      frag`Pt would prefer appointments at ${c.hospitalAbbr("after-at")}.`,
      frag`Please contact ${c.pt.him()} on ${c.phone("after-on")} (mobile) as landline not working.`,
    ])}`,
    frag`Relevant hx: ${K.pmh(c.rng, c.pt.person.sex)}. Meds: ${K.meds(c.rng, c.int(1, 3)).join(", ")}.`,
    frag`Many thanks, ${c.gp.first("signature")}`,
  ]);
}

function usConsultRequest(c: Ctx): Fragment {
  return lines([
    frag`CONSULT REQUEST - ${c.pick(K.SPECIALTIES).toUpperCase()}`,
    frag`Requested by: ${c.hcp.full("header")}, ${c.pick(K.CREDENTIALS_US)} (pager ${c.bleep("after-label")})`,
    frag`Patient: ${c.pt.full("header")}  Rm ${c.int(200, 899)}  MRN ${c.mrn("after-label")}`,
    frag`Question: ${c.pick(["eval for cath", "please eval AKI", "recs re anticoagulation", "r/o septic joint", "wound eval"])}`,
    frag`${c.agePhrase()} ${c.sexLetter()} admitted ${c.date("after-verb", -c.int(1, 6))} with ${K.dx(c.rng, c.pt.person.sex)}. ${K.labs(c.rng)}.`,
    frag`${c.pick([
      frag`Family (${c.rel.kin} ${c.rel.full("kinship")}) requests update at ${c.phone("after-at")}.`,
      frag`Outside cardiologist ${c.hcp2.title()} ${c.hcp2.last("title")} at ${c.clinic("after-at")}.`,
      frag`Pt transferred from ${c.otherHospital("after-from")} on ${c.date("after-on", -c.int(1, 4))}.`,
    ])}`,
    frag`Callback: ${c.phone("after-label")}`,
  ]);
}

export const REFERRAL: DocType = {
  name: "referral letter",
  locales: ["uk", "us"],
  weight: 9,
  build(c) {
    if (c.locale === "uk") return c.rng.chance(0.6) ? ukReferral(c) : ukShortReferral(c);
    return c.rng.chance(0.6) ? usReferral(c) : usConsultRequest(c);
  },
};
