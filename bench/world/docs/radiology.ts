import { doc } from "../piece.ts";
import type { DocType } from "./doc-type.ts";

export const RADIOLOGY: DocType = {
  name: "radiology report",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const ref = c.person("HCPName");
    const rad = c.person("HCPName");
    const [label, id] = c.id("header", "record-id");
    const [regLabel, reg] = c.registration("header");
    return doc`${c.facility("letterhead", "care")} - Medical Imaging
Patient: ${c.titled(pt, "header")} | ${label}: ${id} | DOB ${c.dob("header")}
Referrer: Dr ${c.name(ref, "full", "header")} (${regLabel} ${reg})
Examination: ${c.pick(["CT brain non-contrast", "CXR PA and lateral", "US abdomen", "MRI lumbar spine"])}    Date: ${c.date("header")}
Comparison: ${c.date("prose")}
Findings: No acute intracranial haemorrhage. ${c.pick(["Kerley B lines noted.", "Old Colles fracture healed.", "L4/5 disc bulge.", "No focal consolidation."])}
Conclusion: as above. Discussed with Dr ${c.name(ref, "formal", "contact-verb")} by phone at ${c.pick(["10:40", "1415", "16:05"])}.
Reported by ${c.name(rad, "full", "signature")}, ${c.date("signature")}
`;
  },
};
