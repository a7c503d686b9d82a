import { doc, joined, type Piece } from "../piece.ts";
import { relation } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const HANDOVER: DocType = {
  name: "nursing handover",
  weight: 3,
  build(c) {
    const rows: Piece[][] = [];
    const n = c.r.int(2, 4);
    for (let k = 0; k < n; k++) {
      const pt = c.person("PTName");
      const rel = c.person("RelativeProxyName");
      rows.push(
        doc`Bed ${c.r.int(1, 30)} - ${c.name(pt, c.pick(["last-first", "full", "surname"]), "list")} - ${c.age("list")} - ${c.pick(["#NOF day 2", "CAP on IV abx", "post-op lap chole", "delirium, 1:1 special"])}; ${c.r.chance(0.4) ? c.pick(c.kit.lookalikes) : ""} ${relation(c, rel)} ${c.name(rel, "given", "kinship")} ${c.pick(["visiting pm", "aware", "to call back"])}`,
      );
    }
    const nurse = c.person("HCPName");
    return doc`NURSING HANDOVER ${c.todayDate("header")} ${c.pick(["AM", "PM", "night"])} shift
${joined(rows, "\n")}
Handed over to ${c.name(nurse, "given", "contact-verb")} ${c.pick(["RN", "EN", ""])}. Family of bed ${c.r.int(1, 30)} ring ${c.phone("prose")}.
`;
  },
};
