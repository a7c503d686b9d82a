import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import type { DocType } from "./doc-type.ts";

export const PATHOLOGY: DocType = {
  name: "pathology report",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const req = c.person("HCPName");
    const sci = c.person("HCPName");
    const [label, id] = c.id("header");
    const labNo = `${c.r.digits(2)}-${c.r.letters(1)}-${c.r.digits(6)}`;
    return doc`${c.facility("letterhead", "care")} PATHOLOGY
Lab No: ${{ text: labNo, phi: { type: "ID", kind: "lab-accession", slot: "header", origin: "-", group: "record-id" } }}   Collected: ${c.date("header", "d-mon-comma-yy")} ${c.pick(["08:15", "1120"])}
${lab(c.r, "name")}${c.name(pt, "last-first", "header")}   ${label}: ${id}
Requested by: ${c.name(req, "initial-surname", "header")}
Hb 98 g/L (L)   WCC 14.2   Plt 412   Na 131   K 5.6 (H)   Cr 142   eGFR 41
Critical K+ phoned to ${c.name(req, "given", "contact-verb")} on ${c.phone("prose")} by ${c.name(sci, "full", "signature")}.
`;
  },
};
