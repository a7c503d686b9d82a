import { label as lab } from "../labels.ts";
import type { NoteCtx } from "../note-ctx.ts";
import { doc, type Piece } from "../piece.ts";
import { COMPLAINTS, clinicalLine, clock, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const ED_TRIAGE: DocType = {
  name: "ED triage",
  weight: 3,
  build(c) {
    return c.r.chance(0.6) ? form(c) : oneLine(c);
  },
};

/** The triage line of a busy board: "ATS 3 | 14:20 | 67F | BIBA from ...". */
function oneLine(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const nok = c.person("RelativeProxyName");
  return doc`${c.pick(c.kit.triage)} | ${clock(c)} | ${c.name(pt, c.pick(["last-first", "full", "surname"]), "list")} ${c.age("list")}${pt.female ? "F" : "M"} | ${c.pick(COMPLAINTS)} | BIBA from home in ${c.townName("after-in")} | NOK ${relation(c, nok)} ${c.name(nok, "given", "kinship")} ${c.phone("prose")} | ${clinicalLine(c)}
`;
}

function form(c: NoteCtx): Piece[] {
  const pt = c.person("PTName");
  const nok = c.person("RelativeProxyName");
  const rn = c.person("HCPName");
  const [label, id] = c.id("header");
  return doc`EMERGENCY DEPARTMENT TRIAGE   ${c.pick(c.kit.triage)}   ${c.todayDate("header")} ${clock(c)}
${lab(c.r, "name")}${c.name(pt, "last-first", "header")}    ${lab(c.r, "dob")}${c.dob("header")}    ${label}: ${id}
${lab(c.r, "address")}${c.address("header")}
${lab(c.r, "phone")}${c.phone("header")}
${lab(c.r, "nok")}${c.name(nok, "full", "header")} (${relation(c, nok)}) ${c.phone("header")}
PC: ${c.pick(COMPLAINTS)}. ${c.age("prose")} y/o, BIBA from ${c.r.chance(0.3) ? c.facilityUnit("after-from") : c.facility("after-from", "care")}. ${clinicalLine(c)}
Triage RN: ${c.name(rn, "initial-surname", "signature")}
`;
}
