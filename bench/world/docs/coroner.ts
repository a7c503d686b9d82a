import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import { clinicalLine, her, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const CORONER: DocType = {
  name: "coroner's report",
  weight: 1,
  build(c) {
    const pt = c.person("PTName");
    const rel = c.person("RelativeProxyName");
    const gp = c.person("HCPName");
    const [label, id] = c.id("header", "national-id");
    const [corLabel, corNo] = c.event(c.r.chance(0.7) ? "coroner" : "police", "header");
    return doc`REPORT TO THE CORONER   ${corLabel}: ${corNo}
Deceased: ${c.name(pt, "full", "header")}   ${label}: ${id}
${lab(c.r, "dob")}${c.dob("header")}   Age: ${c.age("header")}
Usual address: ${c.address("header")}
Date of death: ${c.date("header")}, pronounced at ${c.facility("after-at", "care")} at ${c.pick(["0310", "14:52"])}.
${c.pick([
  () => doc`Identified by ${her(pt)} ${relation(c, rel)}, ${c.name(rel, "full", "kinship")}.`,
  () =>
    doc`Found at home by ${c.name(rel, "given", "free")}, a ${relation(c, rel)}, who called 000/111/999 at ${c.pick(["0640", "22:15"])}.`,
  () =>
    doc`Police (${c.name(c.person("RelativeProxyName"), "initial-surname", "after-role")}, constable) notified ${c.name(rel, "full", "free")}.`,
])()} Employed by ${c.facility("after-employed-by", "employer")}.
${clinicalLine(c)}
Usual GP: Dr ${c.name(gp, "formal", "title")}, ${c.facility("after-gp", "care")}. Last seen ${c.date("prose")}.
`;
  },
};
