import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import { clinicalLine, her, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const SOCIAL_WORK: DocType = {
  name: "social work note",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const rel = c.person("RelativeProxyName");
    const landlord = c.person("RelativeProxyName");
    const sw = c.person("HCPName");
    return doc`Social Work - home visit. ${lab(c.r, "date")}${c.date("header")}
Visited ${c.name(pt, "given", "free")} at ${c.address("prose")}. ${pt.female ? "Her" : "His"} ${relation(c, rel)} ${c.name(rel, "full", "kinship")} was present; grandson attends ${c.facility("after-attends", "school")}.
${c.pick([
  () =>
    doc`Landlord ${c.name(landlord, "surname", "after-role")} has issued a notice; rent arrears since ${c.year("after-since")}.`,
  () =>
    doc`Housing: on the waiting list since ${c.year("after-since")}; caseworker ${c.name(landlord, "full", "after-role")} at ${c.facility("after-at", "care")} aware.`,
  () =>
    doc`Lives alone since ${her(pt)} partner died in ${c.year("after-in")}; neighbour ${c.name(landlord, "given", "after-role")} checks daily.`,
])()}
${clinicalLine(c)} Referred to ${c.facility("after-referred-to", "care")} for food parcels. Next visit ${c.date("prose", "d-month")}.
${c.name(sw, "full", "signature")}, Social Worker, ${c.phone("signature")}
`;
  },
};
