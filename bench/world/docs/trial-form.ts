import { doc } from "../piece.ts";
import { clinicalLine, trialSubject } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const TRIAL_FORM: DocType = {
  name: "trial form",
  weight: 1,
  build(c) {
    const pi = c.person("HCPName");
    const coord = c.person("HCPName");
    const [regLabel, reg] = c.registration("form-field");
    const [scLabel, sc] = c.event("screening", "form-field");
    return doc`CASE REPORT FORM - Protocol ${c.pick(["ACT-HF-204", "NEO-3317", "STRIDE-2"])}   Visit 2
Site: ${c.facility("form-field", "care")}   Subject ID: ${trialSubject(c, "form-field")}   ${scLabel}: ${sc}
Year of birth: ${c.year("form-field")}   Screening date: ${c.date("form-field", "iso")}   Consent date: ${c.date("form-field")}
Principal investigator: ${c.name(pi, "full", "form-field")} (${regLabel} ${reg})
Study coordinator: ${c.name(coord, "initial-surname", "form-field")}, ${c.phone("form-field")}
${clinicalLine(c)}
AE: grade 2 nausea, resolved after 3/7. ECOG 1. Randomised 1:1.
`;
  },
};
