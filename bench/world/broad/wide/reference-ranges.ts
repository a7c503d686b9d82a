/**
 * A laboratory handbook page: reference intervals by sex and age band in the country's units, the
 * critical values the laboratory phones through, tube colours and turnaround, with the country's
 * accreditation and harmonisation bodies.
 */
import type { CountryCode } from "../../kit.ts";
import type { Rng } from "../../rng.ts";
import { type BroadDoc, some } from "../kit.ts";

/** Analyte, SI interval(s), conventional interval(s) as Indian and Nigerian reports print them. */
const ANALYTES: readonly (readonly [string, string, string])[] = [
  ["Sodium", "135-145 mmol/L", "135-145 mEq/L"],
  ["Potassium", "3.5-5.2 mmol/L", "3.5-5.1 mEq/L"],
  ["Creatinine", "M 60-110, F 45-90 µmol/L", "M 0.7-1.3, F 0.6-1.1 mg/dL"],
  ["Urea", "2.5-7.8 mmol/L", "15-40 mg/dL (BUN 7-20)"],
  ["Haemoglobin", "M 130-180, F 115-165 g/L", "M 13-17, F 12-15 g/dL"],
  ["White cell count", "4.0-11.0 x10^9/L", "4000-11000 /cumm"],
  ["Platelets", "150-400 x10^9/L", "1.5-4.5 lakhs/cumm"],
  ["Fasting glucose", "3.0-5.4 mmol/L", "70-100 mg/dL"],
  ["HbA1c", "< 48 mmol/mol (6.5%) diagnostic of diabetes", "< 5.7% normal, 5.7-6.4% prediabetes"],
  ["ALT", "M < 40, F < 30 U/L", "SGPT 7-56 U/L"],
  ["Bilirubin (total)", "< 20 µmol/L", "0.3-1.2 mg/dL"],
  ["TSH", "0.4-4.0 mIU/L", "0.4-4.0 µIU/mL"],
  ["Ferritin", "M 30-500, F 30-300 µg/L", "M 24-336, F 11-307 ng/mL"],
  ["CRP", "< 5 mg/L", "< 6 mg/L"],
  ["INR (on warfarin)", "target 2.0-3.0", "target 2.0-3.0"],
  ["Troponin (hs-TnT)", "< 14 ng/L (99th centile)", "< 14 ng/L"],
];

const CRITICAL = [
  "Potassium < 2.8 or > 6.2 mmol/L",
  "Sodium < 120 or > 160 mmol/L",
  "Glucose < 2.5 mmol/L",
  "Haemoglobin < 70 g/L",
  "Platelets < 20 x10^9/L",
  "Neutrophils < 0.5 x10^9/L",
  "INR > 5",
  "Positive blood culture (Gram stain phoned)",
  "Calcium (corrected) < 1.6 or > 3.2 mmol/L",
];

const PAEDS = [
  "Neonate (0-7 days): Hb 145-225 g/L",
  "1-6 months: ALP up to 1000 U/L",
  "Child 2-12 years: creatinine 20-60 µmol/L",
  "Adolescent: ALP up to 2.5x the adult limit during growth",
];

const TUBES = [
  "Purple (EDTA): FBC, HbA1c, blood film",
  "Light blue (citrate): coag, fill to the line",
  "Gold/yellow (SST): biochemistry, serology",
  "Green (lithium heparin): urgent chemistry, troponin",
  "Grey (fluoride oxalate): glucose, lactate",
  "Pink (EDTA): group and hold, crossmatch (hand-labelled)",
];

const BODY: Readonly<Record<CountryCode, string>> = {
  AU: "Harmonised reference intervals (RCPA/AACB); laboratory NATA accredited.",
  NZ: "Reference intervals per IANZ accredited methods.",
  CA: "Pediatric intervals from CALIPER; Accreditation Canada Diagnostics.",
  IE: "INAB accredited to ISO 15189.",
  IN: "NABL accredited laboratory (ISO 15189). Values may vary with method.",
  ZA: "NHLS reference ranges; SANAS accredited.",
  NG: "Ranges validated for the local population; MLSCN registered laboratory.",
  SG: "CAP accredited laboratory; MOH licensed.",
};

function row(r: Rng, conventional: boolean, a: readonly [string, string, string]): string {
  const [name, si, conv] = a;
  const range = conventional ? conv : si;
  return r.pick([`${name}: ${range}`, `${name} ..... ${range}`, `| ${name} | ${range} |`]);
}

export const REFERENCE_RANGES: BroadDoc = {
  name: "reference ranges",
  weight: 4,
  build(r, v) {
    const conventional = v.labs === "in" || (v.labs === "ng" && r.chance(0.5));
    return [
      r.pick([
        "REFERENCE INTERVALS (ADULT)",
        "Laboratory handbook: reference ranges",
        "Normal values",
        "Ref ranges & critical values",
      ]),
      ...some(r, ANALYTES, r.int(5, 9)).map((a) => row(r, conventional, a)),
      ...(r.chance(0.4) ? [r.pick(PAEDS)] : []),
      r.pick([
        "Critical values (phoned to the requesting clinician):",
        "CRITICAL RESULTS - TELEPHONED",
        "Alert limits:",
      ]),
      ...some(r, CRITICAL, r.int(2, 4)).map((c) => `- ${c}`),
      ...(r.chance(0.5) ? some(r, TUBES, r.int(2, 3)) : []),
      BODY[v.code],
      r.pick([
        "Turnaround: urgent 1 h, routine same day.",
        "Haemolysed samples: potassium not reported.",
        "Intervals apply to adults unless stated; interpret with the clinical picture.",
      ]),
    ].join("\n");
  },
};
