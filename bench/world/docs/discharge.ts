import { label as lab } from "../labels.ts";
import type { NoteCtx } from "../note-ctx.ts";
import { doc, type Piece } from "../piece.ts";
import { clinicalLine, DRUGS, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const DISCHARGE: DocType = {
  name: "discharge summary",
  weight: 3,
  build(c) {
    return c.r.chance(0.6) ? summary(c) : dischargeLetter(c);
  },
};

/** The discharge summary written as a letter to the GP. */
function dischargeLetter(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const gp = c.person("HCPName");
  const reg = c.person("HCPName");
  const rel = c.person("RelativeProxyName");
  return doc`${c.facility("letterhead", "care")}   ${c.phone("letterhead")}
${c.todayDate("letter-date")}
Dear ${c.pick(["Dr ", "Dr. "])}${c.name(gp, "formal", "salutation")},
Your patient ${c.name(pt, "full", "prose")} (${lab(c.r, "dob")}${c.dob("prose")}) was admitted under ${c.titled(reg, "prose")} on ${c.date("after-on")} with ${c.pick(["urosepsis", "an exacerbation of COPD", "a fractured neck of femur", "decompensated heart failure"])} and went home on ${c.todayDate("after-on")} with ${pt.female ? "her" : "his"} ${relation(c, rel)}, ${c.name(rel, "given", "kinship")}. ${clinicalLine(c)}
Please review in ${c.pick(["1/52", "2/52", "6/52"])}; ${c.name(pt, "formal", "free")} has our number.
Kind regards, ${c.name(reg, "initial-surname", "signature")}, ${c.pick(["registrar", "resident", "consultant"])}
`;
}

function summary(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const cons = c.person("HCPName");
  const gp = c.person("HCPName");
  const [label, id] = c.id("header");
  return doc`DISCHARGE SUMMARY - ${c.facility("letterhead", "care")}
${lab(c.r, "name")}${c.name(pt, "last-first", "header")}   ${label}: ${id}   ${lab(c.r, "dob")}${c.dob("header")}
Admitted: ${c.date("header")}   Discharged: ${c.todayDate("header")}
Consultant: ${c.titled(cons, "header")}   ${lab(c.r, "gp")}Dr ${c.name(gp, "full", "header")}, ${c.facility("header", "care")}
Diagnosis: community-acquired pneumonia. ${clinicalLine(c)}
Discharge medications: ${c.pick(DRUGS)}. d/c to ${c.facility("after-dc-to", "care")} with follow-up in 6/52.
Contact ward on ${c.phone("prose")} with concerns. ${c.name(cons, "initial-surname", "signature")}
`;
}
