import { doc } from "../piece.ts";
import { clinicalLine, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const PSYCHIATRY: DocType = {
  name: "psychiatry assessment",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const rel = c.person("RelativeProxyName");
    const psy = c.person("HCPName");
    const [label, id] = c.id("header");
    return doc`Mental Health Assessment   ${c.todayDate("header")}
${label}: ${id}
${c.titled(pt, "title")} is a ${c.age("prose")} year old ${c.pick(["unemployed", "retired", "self-employed"])} ${c.pick(["man", "woman"])} who lives with ${c.pick(["her", "his"])} ${relation(c)} ${c.name(rel, "given", "kinship")} at ${c.street("prose")}, ${c.townName("prose")}. Previously worked at ${c.facility("after-works-at", "employer")} until ${c.year("after-until")}.
Collateral from ${c.name(rel, "full", "contact-verb")} on ${c.phone("prose")}: low mood since ${c.date("after-since")}, not sleeping.
${clinicalLine(c)}
Risk: moderate. Plan: CATT follow-up; GP ${c.titled(c.person("HCPName"), "title")} informed.
${c.name(psy, "full", "signature")}, Consultant Psychiatrist
`;
  },
};
