/**
 * A claim or request: an insurer's or compensation scheme's pre-authorisation letter, or a
 * laboratory/imaging request with its specimen and accession numbers, an e-prescription and a trial
 * screening number; facilities as insurers, employers, schools and hospitals with a unit.
 */
import { label as lab } from "../labels.ts";
import type { NoteCtx } from "../note-ctx.ts";
import { doc, type Piece } from "../piece.ts";
import { COMPLAINTS, DRUGS } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";
import { ID_SLOTS, inSlot, regInSlot } from "./id-slots.ts";

function preauth(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const dr = c.person("HCPName");
  const wc = c.r.chance(0.5);
  const claimSlot = c.pick(ID_SLOTS);
  const [clLabel, cl] = c.event(wc ? "wc-claim" : "insurance-claim", claimSlot);
  const [mLabel, member] = c.id("re-block", "health-id");
  const [regLabel, reg] = c.r.chance(0.15) ? c.foreignRegistration("signature") : c.registration("signature");
  const [rxLabel, rx] = c.event("erx", "sentence");
  return doc`${c.facility("letterhead", "insurer")}
${c.pick(["Pre-authorisation request", "Claim for treatment", "Claims department - medical report", "PRE-AUTH"])}   ${inSlot(c, claimSlot, clLabel, cl, pt)}
Re: ${c.name(pt, "full", "re-block")} ${c.pick([() => doc`(${member})`, () => doc`${mLabel} ${member}`, () => doc`- ${mLabel.toLowerCase()} ${{ ...member, caseAs: "lower" as const }}`])()}
${
  wc
    ? doc`Employer: ${c.facility("after-employer", "employer")}. Injured at work on ${c.date("prose")}; off work for 2/52.`
    : doc`${c.pick(COMPLAINTS)}; admitted to ${c.facilityUnit("after-to")} on ${c.date("prose")}.`
}
${c.pick([
  () => doc`Discharge script sent electronically (${rxLabel} ${rx}): ${c.pick(DRUGS)}.`,
  () => doc`${rxLabel}: ${rx}`,
  () => doc`Rx issued, ${rxLabel.toLowerCase()} ${{ ...rx, caseAs: "lower" as const }}`,
])()}
${c.r.chance(0.4) ? doc`School: ${c.facility("after-school", "school")} - note for 1/52 off.\n` : ""}${regInSlot(c, doc`Dr ${c.name(dr, "full", "signature")}`, regLabel, reg)}
`;
}

function request(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const dr = c.person("HCPName");
  const [labLabel, labNo] = c.event("lab", c.pick(["header", "table-row"]));
  const [raLabel, raNo] = c.event("radiology", "header");
  const [scLabel, sc] = c.event("screening", "form-field");
  const [idLabel, id] = c.id("form-field");
  const [regLabel, reg] = c.registration("from-line");
  return doc`${c.pick(["Request form", "PATHOLOGY / IMAGING REQUEST", "Investigation request", "Lab requisition"])}   ${c.facilityUnit("header")}
${c.pick([() => doc`${labLabel}: ${labNo}`, () => doc`| ${labLabel} | ${labNo} |`, () => doc`specimen ${labNo}`])()}   ${c.pick([() => doc`${raLabel}: ${raNo}`, () => doc`(${raNo})`, () => doc`${raLabel.toLowerCase()} ${raNo}`])()}
${lab(c.r, "name")}${c.name(pt, c.pick(["last-first", "full"]), "form-field")}   ${lab(c.r, "dob")}${c.dob("form-field")}   ${idLabel} ${id}
${c.r.chance(0.4) ? doc`Trial participant, ${scLabel.toLowerCase()} ${sc}; send a copy to the study team.\n` : ""}Tests: ${c.pick(["FBC, U&E, LFT, CRP", "CT brain non-contrast", "MRI lumbar spine", "blood cultures x2", "HbA1c, lipids", "CXR PA"])}. Clinical notes: ${c.pick(COMPLAINTS)}.
Requested by: ${regInSlot(c, doc`${c.name(dr, c.pick(["full", "initial-surname"]), "from-line")}`, regLabel, reg)}
`;
}

export const CLAIM: DocType = {
  name: "claim or request form",
  weight: 3,
  build(c) {
    return c.r.chance(0.5) ? preauth(c) : request(c);
  },
};
