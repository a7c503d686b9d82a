/**
 * A clinical coding abstract or problem list with codes: ICD-10-AM (AU, NZ, IE, SG), ICD-10-CA with
 * CCI (CA), WHO ICD-10 (IN, ZA, NG), ACHI procedure codes, DRG/CMG, ATC drug codes, LOINC test
 * codes and SNOMED CT concept ids, as coders and problem lists print them.
 */
import type { CountryCode } from "../../kit.ts";
import { type BroadDoc, some } from "../kit.ts";

/** Diagnosis: ICD-10 code, SNOMED CT concept id, term. */
const DIAGNOSES: readonly (readonly [string, string, string])[] = [
  ["I21.4", "22298006", "NSTEMI"],
  ["E11.9", "44054006", "type 2 diabetes mellitus"],
  ["I10", "38341003", "essential hypertension"],
  ["J45.9", "195967001", "asthma"],
  ["I48.9", "49436004", "atrial fibrillation"],
  ["J18.9", "233604007", "pneumonia, unspecified"],
  ["I50.0", "84114007", "congestive heart failure"],
  ["J44.1", "13645005", "COPD with acute exacerbation"],
  ["N18.3", "709044004", "chronic kidney disease stage 3"],
  ["A09.0", "25374005", "gastroenteritis"],
  ["B50.9", "61462000", "Plasmodium falciparum malaria"],
  ["A15.0", "154283005", "pulmonary tuberculosis, confirmed"],
  ["O24.4", "11687002", "gestational diabetes"],
  ["S72.00", "5913000", "fractured neck of femur"],
];

/** Drug ATC codes. */
const ATC: readonly (readonly [string, string])[] = [
  ["N02BE01", "paracetamol"],
  ["C10AA05", "atorvastatin"],
  ["A10BA02", "metformin"],
  ["C09AA04", "perindopril"],
  ["B01AF02", "apixaban"],
  ["J01CR02", "amoxicillin and beta-lactamase inhibitor"],
  ["A02BC02", "pantoprazole"],
  ["C03CA01", "furosemide"],
  ["R03AC02", "salbutamol"],
  ["P01BF01", "artemether and lumefantrine"],
  ["J04AM06", "rifampicin, pyrazinamide, ethambutol and isoniazid"],
];

/** Lab tests by LOINC code. */
const LOINC: readonly (readonly [string, string])[] = [
  ["718-7", "Hemoglobin [Mass/volume] in Blood"],
  ["2160-0", "Creatinine [Mass/volume] in Serum or Plasma"],
  ["4548-4", "Hemoglobin A1c/Hemoglobin.total in Blood"],
  ["6690-2", "Leukocytes [#/volume] in Blood"],
  ["777-3", "Platelets [#/volume] in Blood"],
  ["2345-7", "Glucose [Mass/volume] in Serum or Plasma"],
];

const SYSTEM: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "ICD-10-AM/ACHI/ACS",
    "AR-DRG F62B (heart failure and shock, minor complexity)",
    "ACHI 38218-00 coronary angiography",
    "MBS item 23",
    "PBS item 8254K",
  ],
  NZ: [
    "ICD-10-AM (NZ edition)",
    "WIES and AR-DRG for casemix",
    "ACHI 47519-00 hemiarthroplasty of femur",
    "NMDS coding",
  ],
  CA: [
    "ICD-10-CA / CCI",
    "CMG+ 139 (heart failure without coronary angiogram)",
    "CCI 1.VA.53.LA-PN-N (implantation of hip prosthesis)",
    "DAD abstract",
    "MRDx",
  ],
  IE: [
    "ICD-10-AM/ACHI (HIPE)",
    "AR-DRG for activity-based funding",
    "ACHI 30445-00 laparoscopic cholecystectomy",
    "HIPE discharge summary",
  ],
  IN: [
    "ICD-10 (WHO)",
    "PM-JAY package: medical management",
    "ICD-10 code on the claim form",
    "health benefit package (National Health Authority)",
  ],
  ZA: [
    "ICD-10 (WHO, SA MIT)",
    "ICD-10 codes mandatory on medical scheme claims",
    "PMB condition (chronic disease list)",
    "CCSA procedure code",
  ],
  NG: ["ICD-10 (WHO)", "NHIS/NHIA claim: ICD-10", "DHIS2 monthly summary form"],
  SG: ["ICD-10-AM (Singapore)", "TOSP code SF702S", "MediClaim: ICD-10-AM", "casemix (AN-DRG/AR-DRG)"],
};

export const CODING: BroadDoc = {
  name: "coding or problem list",
  weight: 4,
  build(r, v) {
    const sys = SYSTEM[v.code];
    const dx = some(r, DIAGNOSES, r.int(3, 5));
    const style = r.pick(["coder", "problem list", "snomed"] as const);
    const rows = dx.map(([icd, sct, term], k) =>
      style === "coder"
        ? `${k === 0 ? "Principal dx" : "Additional dx"}: ${icd} ${term}`
        : style === "snomed"
          ? `${term} (SNOMED CT ${sct}; ICD-10 ${icd})`
          : `${k + 1}. ${term} [${icd}]`,
    );
    const drugs = some(r, ATC, r.int(2, 4)).map(([code, name]) => `${code} ${name}`);
    const tests = r.chance(0.5) ? some(r, LOINC, 2).map(([code, name]) => `LOINC ${code} ${name}`) : [];
    return [
      r.pick([
        "CODING SUMMARY",
        "Coded problem list",
        "Clinical coding abstract",
        "Diagnoses and procedures (coded)",
      ]),
      `Classification: ${sys[0]}`,
      ...rows,
      ...some(r, sys.slice(1), r.int(1, 2)),
      r.pick(["Medicines (ATC):", "ATC codes:", "Discharge medicines, ATC"]),
      ...drugs,
      ...tests,
      r.pick([
        "Query to clinician: specify type of heart failure ☐ systolic ☐ diastolic",
        "Coder note: condition onset flag applied.",
        "Documentation query raised; awaiting response.",
        "Comorbidities affecting complexity coded.",
      ]),
    ].join("\n");
  },
};
