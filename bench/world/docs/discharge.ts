import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import { clinicalLine, DRUGS } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const DISCHARGE: DocType = {
  name: "discharge summary",
  weight: 3,
  build(c) {
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
  },
};
