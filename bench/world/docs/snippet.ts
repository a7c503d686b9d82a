import { doc } from "../piece.ts";
import type { DocType } from "./doc-type.ts";

export const SNIPPET: DocType = {
  name: "snippet",
  weight: 4,
  build(c) {
    const pt = c.person("PTName");
    const rel = c.person("RelativeProxyName");
    const dr = c.person("HCPName");
    const [label, id] = c.id("after-label");
    const builders = [
      () =>
        doc`transferred from ${c.r.chance(0.3) ? c.facilityUnit("after-from") : c.facility("after-from", "care")} ${c.date("after-on")}, ${c.name(pt, "given", "free")} settled.`,
      () =>
        doc`${c.name(pt, "full", "free")} lives in ${c.townName("after-in")} with ${c.name(rel, "given", "free")}.`,
      () => doc`${c.name(rel, "given", "free")} rang re results, call back on ${c.phone("prose")}.`,
      () => doc`d/w ${c.name(dr, "full", "contact-verb")} re ${label} ${id}.`,
      () =>
        doc`${c.name(pt, "surname", "free")} for review ${c.date("prose")}, postcode ${c.postcode("after-label")}.`,
      () => doc`pt from ${c.townName("after-from")}, works at ${c.facility("after-works-at", "employer")}.`,
      () =>
        doc`seen by ${c.name(dr, "surname", "free")} on the ${c.date("after-on", "ordinal-of-month")}, ${c.pick(["son", "daughter"])} ${c.name(rel, "full", "kinship")} aware.`,
      () =>
        doc`Moved to ${c.street("after-to")} near ${c.townName("after-near")} since ${c.year("after-since")}.`,
      () => doc`Pager ${c.pager("after-label")} for ${c.name(dr, "initial-surname", "free")}.`,
      () => doc`${c.name(pt, "full", "free")}, ${c.age("after-name")}, ${label}: ${id}`,
      () =>
        doc`${c.age("prose")} yo ${c.pick(c.kit.code === "NZ" ? ["man", "woman", "kuia", "koro"] : ["man", "woman", "aunty"])} of ${c.townName("after-of")}, lives on ${c.streetName("after-on")}.`,
      () =>
        doc`${c.name(rel, "given", "free")} to visit on the ${c.date("after-on", "ordinal-day")}; ${c.pick(c.kit.lookalikes)}`,
      () =>
        doc`Pt ${c.name(pt, "full", "free")} - ${c.pick(c.kit.lookalikes)} ${c.pick(["Bleep", "Ext", "Pager"])} ${c.pager("after-label")}`,
    ];
    return c.pick(builders)();
  },
};
