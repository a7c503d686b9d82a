import { doc } from "../piece.ts";
import { clinicalLine, her, relation, woman } from "./clinical.ts";
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
${c.titled(pt, "title")} is a ${c.age("prose")} year old ${c.pick(["unemployed", "retired", "self-employed"])} ${woman(pt)} who lives with ${her(pt)} ${relation(c, rel)} ${c.name(rel, "given", "kinship")} at ${c.street("prose")}, ${c.townName("prose")}. Previously worked at ${c.facility("after-works-at", "employer")} until ${c.year("after-until")}.
${c.pick([
  () =>
    doc`Collateral from ${c.name(rel, "full", "contact-verb")} on ${c.phone("prose")}: low mood since ${c.date("after-since")}, not sleeping.`,
  () =>
    doc`Spoke with ${c.name(rel, "given", "contact-verb")} (${c.phone("prose")}), who is worried; first episode in ${c.year("after-in")}, admitted to ${c.r.chance(0.3) ? c.facilityUnit("after-admitted-to") : c.facility("after-admitted-to", "care")} then.`,
  () =>
    doc`${c.name(rel, "formal", "free")} rang the team on ${c.date("after-on")} - says ${pt.female ? "she" : "he"} has stopped eating. Callback ${c.phone("prose")}.`,
])()}
${clinicalLine(c)}
Risk: moderate. Plan: CATT follow-up; GP ${c.titled(c.person("HCPName"), "title")} informed.
${c.name(psy, "full", "signature")}, Consultant Psychiatrist
`;
  },
};
