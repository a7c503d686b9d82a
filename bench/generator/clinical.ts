/**
 * Clinical content around the PHI: diagnoses, medicines, observations, plans. No PHI. Written by
 * hand for this project (Apache-2.0); mixed US and UK usage on purpose.
 */
import type { Rng } from "./prng.ts";

export const DIAGNOSES = [
  "community-acquired pneumonia",
  "CAP",
  "urosepsis",
  "UTI",
  "NSTEMI",
  "STEMI",
  "decompensated heart failure",
  "CHF exacerbation",
  "COPD exacerbation",
  "AECOPD",
  "AKI on CKD stage 3",
  "DKA",
  "hyperosmolar hyperglycaemic state",
  "new AF with fast ventricular response",
  "rapid AF",
  "cellulitis of the left leg",
  "right lower leg cellulitis",
  "fractured neck of femur",
  "#NOF",
  "mechanical fall",
  "syncope ?cardiac",
  "delirium secondary to infection",
  "hospital-acquired pneumonia",
  "PE",
  "DVT left calf",
  "upper GI bleed",
  "lower GI bleed",
  "C. diff colitis",
  "alcohol withdrawal",
  "hypokalaemia",
  "hyponatremia",
  "acute cholecystitis",
  "small bowel obstruction",
  "diverticulitis",
  "pyelonephritis",
  "CVA - left MCA territory",
  "TIA",
  "seizure",
  "asthma exacerbation",
  "sepsis of unknown source",
  "pressure ulcer grade 3 sacrum",
  "hip fracture s/p ORIF",
  "s/p CABG x3",
  "s/p lap chole",
  "end-stage renal disease on HD",
  "advanced dementia",
  "Parkinson's disease",
  "metastatic prostate cancer",
  "breast cancer on tamoxifen",
];

export const HISTORY = [
  "HTN",
  "T2DM",
  "type 2 diabetes (diet controlled)",
  "hypertension",
  "hyperlipidaemia",
  "COPD",
  "asthma",
  "AF on apixaban",
  "IHD",
  "CKD 3b",
  "osteoarthritis",
  "hypothyroidism",
  "depression",
  "GORD",
  "BPH",
  "previous CVA",
  "vascular dementia",
  "osteoporosis",
  "glaucoma",
  "peripheral neuropathy",
  "OSA on CPAP",
  "obesity",
  "gout",
  "anaemia",
];

export const MEDS = [
  "metoprolol 25 mg PO BID",
  "amlodipine 5mg od",
  "ramipril 2.5 mg once daily",
  "atorvastatin 40mg nocte",
  "apixaban 5 mg BD",
  "warfarin per INR",
  "furosemide 40mg IV BD",
  "Lasix 40 IV x1",
  "metformin 500mg bd",
  "insulin glargine 18 units at night",
  "lantus 20u qhs",
  "levothyroxine 100 mcg",
  "omeprazole 20 mg",
  "lansoprazole 30mg od",
  "paracetamol 1 g QDS",
  "Tylenol 650 q6h prn",
  "oxycodone 5 mg q4h PRN",
  "morphine 2mg IV prn",
  "co-amoxiclav 1.2 g IV TDS",
  "ceftriaxone 2 g IV daily",
  "piperacillin-tazobactam 4.5g",
  "vancomycin per level",
  "doxycycline 100mg bd",
  "prednisolone 40mg od",
  "salbutamol nebs",
  "albuterol neb q4h",
  "ipratropium nebs",
  "senna 2 tabs nocte",
  "lactulose 15 ml bd",
  "heparin 5000 units SC q8h",
  "enoxaparin 40 mg SC daily",
  "tamsulosin 400 mcg",
  "donepezil 10mg",
  "sertraline 50 mg",
  "haloperidol 0.5mg prn",
  "KCl 40 mEq PO",
  "magnesium sulfate 2 g IV",
  "NS at 75 ml/hr",
  "Hartmann's 1L over 8 hrs",
];

const NURSING_OBS = [
  "A&Ox3, pleasant and cooperative.",
  "Alert, oriented to person only.",
  "Slept well overnight, no c/o pain.",
  "Restless at times, reoriented frequently.",
  "Pain 4/10 L hip, PRN given with good effect.",
  "Denies CP/SOB.",
  "Resp even and unlabored, LS clear bilat.",
  "Crackles at both bases.",
  "Sats 94% on 2L NC.",
  "SpO2 96% on RA.",
  "Weaned to room air this am.",
  "Tolerating diet, eating 50% of meals.",
  "NBM from midnight for procedure.",
  "NPO after MN.",
  "Foley draining clear yellow urine, UO adequate.",
  "Voiding independently.",
  "BO x1 today, type 5.",
  "No BM x3 days, senna given.",
  "Skin intact, turned 2-hourly.",
  "Sacral area red but blanching, barrier cream applied.",
  "Waterlow 18, on air mattress.",
  "Mobilising with zimmer frame and 1 assist.",
  "Up to chair with assist x2.",
  "PIV L forearm patent, site clean.",
  "Cannula re-sited R hand.",
  "Tele: NSR 70s, occ PVCs.",
  "HR 110s, AF on monitor.",
  "BP 142/88, HR 76, T 37.1.",
  "Febrile to 38.4, blood cultures sent.",
  "BM 7.8 pre-lunch.",
  "FSBG 212, covered per sliding scale.",
  "Fluid balance positive 1.2 L.",
  "NEWS 3, escalated to FY1.",
  "Falls risk: high, bed alarm on.",
  "Wound dressing changed, minimal serous exudate.",
  "GCS 15.",
  "Pupils equal and reactive.",
  "Ate small amount of breakfast.",
  "Refused evening meds, will reattempt.",
];

const PLANS = [
  "Continue current plan.",
  "Plan: repeat bloods in am.",
  "For CXR tomorrow.",
  "Awaiting OT/PT assessment.",
  "Discharge planning in progress, awaiting package of care.",
  "Medically fit for discharge.",
  "Will continue to monitor.",
  "Continue IV abx, review cultures.",
  "Wean O2 as tolerated.",
  "Encourage oral fluids.",
  "Monitor UO, strict I/O.",
  "Safety netting advice given.",
  "Follow up in clinic in 6 weeks.",
  "Recheck U&Es in 1 week.",
  "Refer to dietitian.",
  "Echo requested.",
  "Keep on tele overnight.",
  "SALT to review swallow.",
  "DNACPR in place, discussed with family.",
  "Full code.",
];

export function nursingObs(rng: Rng, n: number): string {
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push(rng.pick(NURSING_OBS));
  return [...new Set(out)].join(" ");
}

export function plan(rng: Rng): string {
  return rng.pick(PLANS);
}

export function vitals(rng: Rng): string {
  const bp = `${rng.int(95, 175)}/${rng.int(50, 100)}`;
  return rng.pick([
    `BP ${bp}, HR ${rng.int(55, 120)}, RR ${rng.int(12, 26)}, T ${rng.int(360, 389) / 10}, SpO2 ${rng.int(88, 100)}%`,
    `VS: ${bp} ${rng.int(55, 120)} ${rng.int(12, 26)} ${rng.int(97, 102)}.${rng.int(0, 9)} ${rng.int(88, 100)}% RA`,
    `Obs: BP ${bp}, P ${rng.int(55, 120)}, sats ${rng.int(88, 100)}% on air, temp ${rng.int(360, 389) / 10}`,
    `HR ${rng.int(55, 120)} BP ${bp} RR ${rng.int(12, 26)} O2 sat ${rng.int(88, 100)}% 2L`,
  ]);
}

export function labs(rng: Rng): string {
  return rng.pick([
    `Hb ${rng.int(70, 150)}, WCC ${rng.int(30, 220) / 10}, CRP ${rng.int(1, 300)}, Na ${rng.int(125, 145)}, K ${rng.int(30, 60) / 10}, Cr ${rng.int(50, 400)}`,
    `WBC ${rng.int(30, 220) / 10}, Hgb ${rng.int(70, 150) / 10}, Plt ${rng.int(80, 450)}, BUN ${rng.int(8, 60)}, Cr ${rng.int(6, 40) / 10}`,
    `INR ${rng.int(9, 40) / 10}, lactate ${rng.int(5, 60) / 10}, trop ${rng.int(3, 900)}`,
    `A1c ${rng.int(50, 110) / 10}%, LDL ${rng.int(50, 190)}, eGFR ${rng.int(15, 90)}`,
  ]);
}

/** Conditions of one sex only, kept away from patients of the other. */
const MALE_ONLY = /prostate|BPH/;
const FEMALE_ONLY = /breast|tamoxifen/;

function fits(item: string, sex: "f" | "m" | undefined): boolean {
  if (sex === "f") return !MALE_ONLY.test(item);
  if (sex === "m") return !FEMALE_ONLY.test(item);
  return true;
}

export function dx(rng: Rng, sex?: "f" | "m"): string {
  return rng.pick(DIAGNOSES.filter((d) => fits(d, sex)));
}

export function pmh(rng: Rng, sex?: "f" | "m"): string {
  const n = rng.int(2, 5);
  const items = new Set<string>();
  const pool = HISTORY.filter((h) => fits(h, sex));
  while (items.size < n) items.add(rng.pick(pool));
  return [...items].join(rng.pick([", ", "; ", ", "]));
}

export function meds(rng: Rng, n: number): string[] {
  const items = new Set<string>();
  while (items.size < n) items.add(rng.pick(MEDS));
  return [...items];
}

export const SPECIALTIES = [
  "Cardiology",
  "Respiratory Medicine",
  "Gastroenterology",
  "Care of the Elderly",
  "Geriatric Medicine",
  "Rheumatology",
  "Neurology",
  "Nephrology",
  "Endocrinology",
  "Orthopaedics",
  "General Surgery",
  "Urology",
  "Dermatology",
  "Haematology",
  "Oncology",
  "Old Age Psychiatry",
  "Diabetes",
  "Pain Management",
];

export const HCP_ROLES_UK = [
  "Consultant Physician",
  "Consultant Cardiologist",
  "Consultant Geriatrician",
  "Specialty Registrar",
  "ST4 Registrar",
  "FY1 Doctor",
  "Clinical Nurse Specialist",
  "Ward Sister",
  "Staff Nurse",
  "Advanced Nurse Practitioner",
  "Senior Physiotherapist",
  "Occupational Therapist",
  "GP Partner",
  "Salaried GP",
  "Discharge Coordinator",
  "Medical Secretary",
];

export const HCP_ROLES_US = [
  "Attending Physician",
  "Hospitalist",
  "PGY-2 Resident",
  "Internal Medicine Resident",
  "Nurse Practitioner",
  "RN",
  "Charge Nurse",
  "Case Manager",
  "Social Worker",
  "Physical Therapist",
  "PA-C",
  "Fellow, Cardiology",
  "Primary Care Physician",
];

export const CREDENTIALS_UK = [
  "MBChB",
  "MRCP",
  "FRCP",
  "MBBS",
  "MRCGP",
  "RGN",
  "RN",
  "BSc",
  "FRCS",
  "MB BCh",
];
export const CREDENTIALS_US = ["MD", "DO", "RN", "NP", "PA-C", "BSN", "MSN", "FNP-BC", "PhD", "LCSW"];
