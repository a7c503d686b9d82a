/**
 * A registration or front-desk record: the patient's identifiers in every slot (labelled field,
 * table row, dotted leader, sentence, lower-case label), one unlabelled in a referral line, the
 * insurer and member number, and the admitting clinician's registration.
 */
import { label as lab } from "../labels.ts";
import { doc, joined, type Piece } from "../piece.ts";
import type { DocType } from "./doc-type.ts";
import { ID_SLOTS, inSlot, regInSlot } from "./id-slots.ts";

export const REGISTRATION: DocType = {
  name: "registration record",
  weight: 3,
  build(c) {
    const pt = c.person("PTName");
    const dr = c.person("HCPName");
    const n = c.r.int(2, 4);
    const lines: Piece[][] = [];
    const groups = ["health-id", "national-id", "other-id", "health-id", "record-id"];
    const seen = new Set<string>();
    for (let k = 0; k < n; k++) {
      const slot = c.pick(ID_SLOTS);
      const [label, id] = c.id(slot, groups[k]);
      // One number of a kind per record: a second draw of the same label is left out.
      if (seen.has(label)) continue;
      seen.add(label);
      lines.push(inSlot(c, slot, label, id, pt));
    }
    const [, unlabelled] = c.id("referral-line", "health-id");
    const [regLabel, reg] = c.r.chance(0.2)
      ? c.foreignRegistration("signature")
      : c.registration("signature");
    const memberSlot = c.pick(ID_SLOTS);
    const [mLabel, member] = c.id(memberSlot, "health-id");
    return doc`${c.pick(["PATIENT REGISTRATION", "Admission details", "Front desk record", "Demographics", "ADT record"])} - ${c.facility("header", "care")}
${lab(c.r, "name")}${c.name(pt, c.pick(["last-first", "full"]), "form-field")}   ${lab(c.r, "dob")}${c.dob("form-field")}
${joined(lines, "\n")}
Insurer: ${c.facility("form-field", "insurer")}   ${inSlot(c, memberSlot, mLabel, member, pt)}
${c.pick(["Referral:", "Re:", "Ref from GP -"])} ${c.name(pt, "full", "referral-line")}, ${c.dob("referral-line")}, ${unlabelled}
Admitting: ${regInSlot(c, doc`${c.pick(["Dr ", ""])}${c.name(dr, "full", "signature")}`, regLabel, reg)}
`;
  },
};
