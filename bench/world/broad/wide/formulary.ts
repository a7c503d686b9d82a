/**
 * A drug information or formulary entry: brand and generic from the country's list, class, usual
 * dose, renal adjustment by eGFR or creatinine clearance, pregnancy advice, storage and the
 * country's scheduling, subsidy and registration wording (TGA schedules and pregnancy categories,
 * PHARMAC Special Authority, NAPRA schedules and provincial formularies, GMS reimbursement,
 * Schedule H, SAHPRA schedules and EML level, NAFDAC registration, Singapore's Standard Drug List).
 */
import type { CountryCode } from "../../kit.ts";
import { type BroadDoc, some } from "../kit.ts";

const STATUS: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "Schedule 4 (prescription only)",
    "S8 controlled drug: authority required",
    "PBS: restricted benefit",
    "Australian pregnancy category B3",
    "Australian pregnancy category C",
    "Australian pregnancy category D",
  ],
  NZ: [
    "Prescription medicine",
    "Class B controlled drug",
    "PHARMAC: fully funded",
    "PHARMAC: Special Authority required",
    "See the NZF monograph",
  ],
  CA: [
    "Schedule I (NAPRA)",
    "Narcotic (N): duplicate prescription program",
    "ODB Limited Use",
    "Non-insured; check private plan",
    "See the CPS monograph",
  ],
  IE: [
    "Prescription-only medicine (POM)",
    "Controlled Drug Schedule 2",
    "GMS reimbursable",
    "High Tech Drug Arrangement",
    "HSE MMP preferred drug",
  ],
  IN: [
    "SCHEDULE H DRUG - Warning: to be sold by retail on the prescription of a Registered Medical Practitioner only",
    "Schedule H1 drug",
    "NLEM listed; price controlled (DPCO)",
    "Jan Aushadhi generic available",
  ],
  ZA: [
    "Schedule 4",
    "Schedule 5",
    "Schedule 6",
    "EML: PHC level",
    "EML: hospital level, specialist initiated",
    "SAHPRA registered",
  ],
  NG: [
    "NAFDAC Reg. No. A4-0123",
    "NAFDAC Reg. No. 04-5678",
    "POM",
    "On the National Essential Medicines List",
    "Scratch the Mas-Clip panel to verify",
  ],
  SG: [
    "Prescription-only medicine (POM)",
    "HSA registered",
    "MOH Standard Drug List (SDL)",
    "Medication Assistance Fund (MAF)",
    "Non-standard drug: self-funded",
  ],
};

const RENAL = [
  "eGFR 30-59: usual dose. eGFR 15-29: halve the dose. < 15: avoid.",
  "CrCl (Cockcroft-Gault) < 30 mL/min: reduce to once daily.",
  "No adjustment needed in renal impairment.",
  "Avoid if eGFR < 30 mL/min/1.73m².",
  "Dialysis: give after haemodialysis.",
];

const PREGNANCY = [
  "Pregnancy: avoid in the first trimester unless benefit outweighs risk.",
  "Breastfeeding: compatible; monitor the infant for drowsiness.",
  "Pregnancy: safe to use; preferred agent in its class.",
  "Contraindicated in pregnancy (teratogenic).",
];

const STORAGE = [
  "Store below 25 °C.",
  "Store below 30 °C; protect from light and moisture.",
  "Refrigerate at 2-8 °C; do not freeze.",
  "Keep out of reach of children.",
];

const COUNSEL = [
  "Take with food to reduce stomach upset.",
  "May cause drowsiness: do not drive if affected. Avoid alcohol.",
  "Do not crush or chew (modified release).",
  "Report unusual bruising or bleeding.",
  "Check potassium and creatinine 1-2 weeks after starting.",
  "Interactions: strong CYP3A4 inhibitors (clarithromycin, ketoconazole) raise levels.",
];

export const FORMULARY: BroadDoc = {
  name: "formulary entry",
  weight: 4,
  build(r, v) {
    const d = r.pick(v.drugs);
    const status = STATUS[v.code];
    const name = r.pick([
      `${d.brand} (${d.generic})`,
      `${d.generic.toUpperCase()} (${d.brand})`,
      `${d.generic} - ${d.brand}`,
    ]);
    return [
      r.pick([
        "DRUG INFORMATION",
        "Formulary entry",
        "Medicine monograph (summary)",
        "Pharmacy drug bulletin",
      ]),
      name,
      `Usual adult dose: ${d.dose} ${d.route}${d.freq ? ` ${d.freq}` : ""}.`,
      ...some(r, status, r.int(1, 3)),
      r.pick(RENAL),
      r.pick(PREGNANCY),
      ...some(r, COUNSEL, r.int(1, 3)),
      r.pick(STORAGE),
      r.pick([
        "Prepared by the pharmacy department; check the current formulary.",
        "Report suspected adverse reactions to the national regulator.",
        "Generic substitution permitted.",
        "Brand substitution not recommended (narrow therapeutic index).",
      ]),
    ].join("\n");
  },
};
