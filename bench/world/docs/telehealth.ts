import { doc } from "../piece.ts";
import { clinicalLine, erxId, relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const TELEHEALTH: DocType = {
  name: "telehealth consult",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const rel = c.person("RelativeProxyName");
    const dr = c.person("HCPName");
    return doc`Telehealth video consult ${c.todayDate("header")}. Identity confirmed: ${c.name(pt, "full", "header")}, DOB ${c.dob("header")}.
${c.pick([
  () =>
    doc`Patient at home in ${c.townName("after-in")}; ${relation(c, rel)} ${c.name(rel, "given", "kinship")} present for the call. Back-up phone ${c.phone("prose")}.`,
  () =>
    doc`Call from ${c.pick(["a farm near", "work in", "a relative's house in"])} ${c.townName("after-near")}, video dropped twice, finished by phone on ${c.phone("prose")}. ${c.name(rel, "given", "free")} translated.`,
  () =>
    doc`Joined by ${c.name(rel, "full", "list")} (${relation(c, rel)}) and practice nurse ${c.name(c.person("HCPName"), "given", "after-role")} at ${c.facility("after-at", "care")}.`,
])()}
${clinicalLine(c)}
eRx ${erxId(c, "after-label")} sent to ${c.facility("after-sent-to", "care")}. Review by phone in 2/52.
${c.name(dr, "initial-surname", "signature")}
`;
  },
};
