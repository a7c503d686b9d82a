import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import { COMPLAINTS, clinicalLine, clock, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const ED_TRIAGE: DocType = {
  name: "ED triage",
  weight: 3,
  build(c) {
    const pt = c.person("PTName");
    const nok = c.person("RelativeProxyName");
    const rn = c.person("HCPName");
    const [label, id] = c.id("header");
    return doc`EMERGENCY DEPARTMENT TRIAGE   ${c.pick(c.kit.triage)}   ${c.todayDate("header")} ${clock(c)}
${lab(c.r, "name")}${c.name(pt, "last-first", "header")}    ${lab(c.r, "dob")}${c.dob("header")}    ${label}: ${id}
${lab(c.r, "address")}${c.address("header")}
${lab(c.r, "phone")}${c.phone("header")}
${lab(c.r, "nok")}${c.name(nok, "full", "header")} (${relation(c, nok)}) ${c.phone("header")}
PC: ${c.pick(COMPLAINTS)}. ${c.age("prose")} y/o, BIBA from ${c.facility("after-from", "care")}. ${clinicalLine(c)}
Triage RN: ${c.name(rn, "initial-surname", "signature")}
`;
  },
};
