import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import { clinicalLine } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

const SCHEME: Record<string, string> = {
  AU: "WorkCover certificate of capacity",
  NZ: "ACC45 injury claim",
  CA: "WSIB Form 8",
  IE: "Occupational injury benefit form",
  IN: "ESIC accident report",
  ZA: "COIDA first medical report (W.Cl.4)",
  NG: "ECS workmen's compensation form",
  SG: "WICA medical report",
};

export const WORKERS_COMP: DocType = {
  name: "workers' compensation form",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const sup = c.person("RelativeProxyName");
    const dr = c.person("HCPName");
    const [label, id] = c.id("form-field");
    const [regLabel, reg] = c.registration("form-field");
    const claim = c.r.chance(0.5)
      ? c.event("wc-claim", "form-field")[1]
      : {
          text: `${c.r.letters(2)}${c.r.digits(7)}`,
          phi: { type: "ID", kind: "claim-number", slot: "form-field", origin: "-", group: "other-id" },
        };
    return doc`${SCHEME[c.kit.code] ?? "Workers' compensation"}
Claim no: ${claim}
Worker: ${c.name(pt, "last-first", "form-field")}   ${lab(c.r, "dob")}${c.dob("form-field")}   ${label}: ${id}
${lab(c.r, "address")}${c.address("form-field")}   ${lab(c.r, "phone")}${c.phone("form-field")}
Employer: ${c.facility("form-field", "employer")}   Supervisor: ${c.name(sup, "full", "form-field")}
Date of injury: ${c.date("form-field")}   First seen: ${c.date("form-field")}
Injury: crush injury to the right hand at work; fit for modified duties from ${c.date("prose", "d-month")} for 2/52.
${clinicalLine(c)}
Treating practitioner: ${c.name(dr, "full", "signature")}   ${regLabel}: ${reg}
`;
  },
};
