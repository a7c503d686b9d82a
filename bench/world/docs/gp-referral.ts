import { label as lab } from "../labels.ts";
import type { NoteCtx } from "../note-ctx.ts";
import { doc, type Piece } from "../piece.ts";
import { COMPLAINTS, clinicalLine } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const GP_REFERRAL: DocType = {
  name: "GP referral letter",
  weight: 3,
  build(c) {
    return c.r.chance(0.6) ? letter(c) : eReferral(c);
  },
};

/** A referral form sent electronically: To/From blocks, patient fields, reason. */
function eReferral(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const spec = c.person("HCPName");
  const gp = c.person("HCPName");
  const nok = c.person("RelativeProxyName");
  const [label, id] = c.id("form-field");
  const [regLabel, reg] = c.registration("from-line");
  return doc`${c.pick(["eReferral", "ELECTRONIC REFERRAL", "Referral (sent via secure messaging)", "REFERRAL SLIP"])}
To: ${c.pick(["Dr ", ""])}${c.name(spec, c.pick(["full", "initial-surname"]), "to-line")}, ${c.pick(["Cardiology", "Medical Outpatients", "Orthopaedics", "Memory Clinic"])}, ${c.facility("to-line", "care")}
From: ${c.name(gp, "full", "from-line")} (${regLabel} ${reg}), ${c.facility("from-line", "care")}, ${c.townName("from-line")}
${lab(c.r, "name")}${c.name(pt, c.pick(["last-first", "full"]), "form-field")}
${lab(c.r, "dob")}${c.dob("form-field")}    ${label}: ${id}
${lab(c.r, "address")}${c.address("form-field")}
${lab(c.r, "phone")}${c.phone("form-field")}    ${lab(c.r, "nok")}${c.name(nok, "given", "form-field")} ${c.phone("form-field")}
Reason: ${c.pick(COMPLAINTS)}, worse since ${c.date("after-since")}. ${clinicalLine(c)}
Urgency: ${c.pick(["routine", "semi-urgent", "urgent - within 2/52"])}
`;
}

function letter(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const spec = c.person("HCPName");
  const gp = c.person("HCPName");
  const [label, id] = c.id("re-block", "health-id");
  const [regLabel, reg] = c.registration("signature");
  return doc`${c.facility("letterhead", "care")}
${c.address("letterhead", "\n")}
Ph ${c.phone("letterhead")}   Fax ${c.phone("letterhead")}   ${c.email(gp, "letterhead")}

${c.todayDate("letter-date")}

Dr ${c.name(spec, "full", "address-block")}
${c.facility("address-block", "care")}

Dear Dr ${c.name(spec, "formal", "salutation")},

Re: ${c.name(pt, "full", "re-block")}, DOB ${c.dob("re-block")}, ${label} ${id}
${c.address("re-block")}

Thank you for seeing this ${c.age("prose")} year old with ${c.pick(COMPLAINTS)} since ${c.date("after-since")}. ${clinicalLine(c)}

Yours sincerely,
${c.name(gp, "full", "signature")}
${regLabel} ${reg}
`;
}
