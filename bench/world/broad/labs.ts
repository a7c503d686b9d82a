/**
 * Lab panels with units and reference ranges as each country's laboratories print them: SI units
 * with haemoglobin in g/L (AU, NZ, CA) or g/dL (IE, ZA, SG), Indian conventional units (mg/dL,
 * cells/cumm, platelets in lakhs), Nigerian reports (PCV, E/U/Cr, genotype, malaria parasites).
 * Reference ranges are typical adult ranges from general knowledge, not any one laboratory's.
 */
import type { Rng } from "../rng.ts";
import type { LabStyle, LocalVocab } from "./vocab.ts";

/** name, low, high, decimals, unit, range text. */
type Analyte = readonly [string, number, number, number, string, string];

const FBC: Record<LabStyle, readonly Analyte[]> = {
  "si-gl": [
    ["Hb", 78, 168, 0, "g/L", "115-165"],
    ["WCC", 2.1, 24.5, 1, "x10^9/L", "4.0-11.0"],
    ["Plt", 45, 620, 0, "x10^9/L", "150-400"],
    ["Neut", 0.8, 19.2, 1, "x10^9/L", "2.0-7.5"],
    ["Lymph", 0.4, 4.8, 1, "x10^9/L", "1.0-4.0"],
    ["MCV", 68, 108, 0, "fL", "80-100"],
    ["Hct", 0.24, 0.5, 2, "L/L", "0.36-0.46"],
  ],
  "si-gdl": [
    ["Hb", 7.8, 16.8, 1, "g/dL", "11.5-16.5"],
    ["WCC", 2.1, 24.5, 1, "x10^9/L", "4.0-11.0"],
    ["Plt", 45, 620, 0, "x10^9/L", "150-400"],
    ["Neut", 0.8, 19.2, 1, "x10^9/L", "2.0-7.5"],
    ["MCV", 68, 108, 0, "fL", "80-100"],
    ["MCH", 21, 34, 1, "pg", "27-32"],
  ],
  in: [
    ["Hb", 6.8, 15.9, 1, "g/dL", "12-16"],
    ["TLC", 3200, 22800, 0, "/cumm", "4000-11000"],
    ["DLC N/L/M/E", 40, 88, 0, "%", ""],
    ["Platelets", 0.4, 4.2, 1, "lakh/cumm", "1.5-4.5"],
    ["PCV", 22, 48, 0, "%", "36-46"],
    ["ESR", 6, 110, 0, "mm/1st hr", "0-20"],
  ],
  ng: [
    ["PCV", 18, 45, 0, "%", "36-45"],
    ["Hb", 6.2, 15.1, 1, "g/dL", "12.0-16.0"],
    ["WBC", 2.8, 21.4, 1, "x10^9/L", "4.0-11.0"],
    ["Platelets", 60, 480, 0, "x10^9/L", "150-400"],
    ["ESR", 5, 120, 0, "mm/hr", "0-20"],
  ],
};

const RENAL: Record<"si" | "in" | "ng", readonly Analyte[]> = {
  si: [
    ["Na", 124, 149, 0, "mmol/L", "135-145"],
    ["K", 2.9, 6.4, 1, "mmol/L", "3.5-5.2"],
    ["Cl", 92, 112, 0, "mmol/L", "95-110"],
    ["HCO3", 14, 32, 0, "mmol/L", "22-32"],
    ["Urea", 2.1, 38.5, 1, "mmol/L", "3.0-8.0"],
    ["Creat", 48, 640, 0, "umol/L", "45-90"],
    ["eGFR", 8, 90, 0, "mL/min/1.73m2", ">90"],
    ["Mg", 0.5, 1.3, 2, "mmol/L", "0.70-1.10"],
  ],
  in: [
    ["Blood urea", 14, 190, 0, "mg/dL", "15-40"],
    ["S. creatinine", 0.5, 7.8, 1, "mg/dL", "0.6-1.2"],
    ["S. sodium", 124, 149, 0, "mEq/L", "135-145"],
    ["S. potassium", 2.9, 6.4, 1, "mEq/L", "3.5-5.0"],
    ["RBS", 72, 420, 0, "mg/dL", "70-140"],
    ["S. uric acid", 2.8, 11.2, 1, "mg/dL", "3.5-7.2"],
  ],
  ng: [
    ["Na+", 124, 149, 0, "mmol/L", "135-145"],
    ["K+", 2.9, 6.4, 1, "mmol/L", "3.5-5.0"],
    ["HCO3-", 14, 30, 0, "mmol/L", "22-28"],
    ["Urea", 2.1, 38.5, 1, "mmol/L", "2.5-6.7"],
    ["Creatinine", 48, 900, 0, "umol/L", "60-120"],
    ["FBS", 3.2, 18.4, 1, "mmol/L", "3.9-6.1"],
  ],
};

const LIVER: Record<"si" | "in", readonly Analyte[]> = {
  si: [
    ["Bili", 4, 180, 0, "umol/L", "<20"],
    ["ALP", 40, 620, 0, "U/L", "30-110"],
    ["GGT", 8, 840, 0, "U/L", "<40"],
    ["ALT", 7, 1200, 0, "U/L", "<35"],
    ["AST", 9, 980, 0, "U/L", "<35"],
    ["Alb", 18, 46, 0, "g/L", "35-50"],
    ["Prot", 52, 88, 0, "g/L", "60-80"],
  ],
  in: [
    ["S. bilirubin (T)", 0.3, 14.2, 1, "mg/dL", "0.2-1.2"],
    ["SGOT", 12, 980, 0, "IU/L", "5-40"],
    ["SGPT", 9, 1200, 0, "IU/L", "5-40"],
    ["ALP", 40, 620, 0, "IU/L", "40-129"],
    ["S. albumin", 1.8, 4.9, 1, "g/dL", "3.5-5.0"],
  ],
};

const OTHER: readonly Analyte[] = [
  ["CRP", 1, 320, 0, "mg/L", "<5"],
  ["HbA1c", 5.1, 13.4, 1, "%", "<6.0"],
  ["TSH", 0.05, 12.4, 2, "mIU/L", "0.4-4.0"],
  ["hs-TnT", 3, 2400, 0, "ng/L", "<14"],
  ["Lactate", 0.6, 8.2, 1, "mmol/L", "0.5-2.2"],
  ["INR", 0.9, 6.2, 1, "", "0.9-1.2"],
  ["APTT", 24, 96, 0, "s", "25-38"],
  ["Fibrinogen", 0.9, 6.4, 1, "g/L", "2.0-4.0"],
  ["Ferritin", 4, 1800, 0, "ug/L", "30-300"],
  ["B12", 90, 900, 0, "pmol/L", "150-700"],
  ["Lipase", 12, 3200, 0, "U/L", "<60"],
  ["Procalcitonin", 0.05, 48, 2, "ug/L", "<0.5"],
  ["Corrected Ca", 1.8, 3.2, 2, "mmol/L", "2.10-2.60"],
  ["PO4", 0.4, 2.6, 2, "mmol/L", "0.75-1.50"],
];

function value(r: Rng, a: Analyte): string {
  const v = a[1] + r.float() * (a[2] - a[1]);
  return a[3] === 0 ? String(Math.round(v)) : v.toFixed(a[3]);
}

function line(r: Rng, v: LocalVocab, a: Analyte, ranges: boolean): string {
  const unit = a[4] === "" ? "" : ` ${a[4]}`;
  const range = ranges && a[5] !== "" ? ` (${a[5]})` : "";
  return `${v.analytes?.[a[0]] ?? a[0]} ${value(r, a)}${unit}${range}`;
}

function distinct(r: Rng, list: readonly Analyte[], n: number): Analyte[] {
  const pool = [...list];
  return Array.from({ length: n }, () => pool.splice(r.int(0, pool.length - 1), 1)[0] as Analyte);
}

function some(r: Rng, list: readonly Analyte[], min: number): Analyte[] {
  return list.filter((_, k) => k < min || r.chance(0.6));
}

/** A panel as a short report: one analyte per line with ranges, or inline. */
export function panel(r: Rng, v: LocalVocab, which?: "blood" | "renal" | "liver" | "other"): string {
  const kind = which ?? r.pick(["blood", "renal", "liver", "other"] as const);
  const style = v.labs;
  const renal = style === "in" ? RENAL.in : style === "ng" ? RENAL.ng : RENAL.si;
  const liver = style === "in" ? LIVER.in : LIVER.si;
  const list =
    kind === "blood"
      ? some(r, FBC[style], 3)
      : kind === "renal"
        ? some(r, renal, 3)
        : kind === "liver"
          ? some(r, liver, 3)
          : distinct(r, OTHER, 2);
  const name = kind === "other" ? "" : `${v.panels[kind]}: `;
  const ranges = r.chance(0.5);
  const table = r.chance(0.4);
  const lines = list.map((a) => line(r, v, a, ranges || table));
  if (!table) return `${name}${lines.join(", ")}`;
  const body = lines.map((l) => `  ${l}`).join("\n");
  return name === "" ? body : `${name.trim()}\n${body}`;
}
