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
Name: ${c.name(pt, "last-first", "header")}    DOB: ${c.dob("header")}    ${label}: ${id}
Address: ${c.address("header")}
Ph: ${c.phone("header")}
NOK: ${c.name(nok, "full", "header")} (${relation(c)}) ${c.phone("header")}
PC: ${c.pick(COMPLAINTS)}. ${c.age("prose")} y/o, BIBA from ${c.facility("after-from", "care")}. ${clinicalLine(c)}
Triage RN: ${c.name(rn, "initial-surname", "signature")}
`;
  },
};
