/** What each country writes around the PHI: greetings, triage scales, GP words, clinical phrasing. */
import type { Country } from "./people.ts";
import type { Rng } from "./rng.ts";

export const greeting = (rng: Rng, c: Country): string =>
  ({
    NZ: rng.pick(["Kia ora Dr", "Dear Dr", "Tēnā koe Dr"]),
    CA: rng.pick(["Dear Dr.", "Cher Dr", "Chère Dre"]),
    IN: rng.pick(["Respected Sir,\nKindly see", "Dear Dr", "Dear Sir/Madam, ref. Dr"]),
    NG: rng.pick(["Dear Sir,\nAttention: Dr", "Dear Dr", "The Consultant, attn Dr"]),
    ZA: rng.pick(["Dear Dr", "Dear Colleague, Dr"]),
  })[c as string] ?? rng.pick(["Dear Dr", "Dear Dr.", "DEAR DR"]);

export const triageScale = (c: Country): string =>
  ({
    AU: "ATS",
    NZ: "ATS",
    CA: "CTAS",
    UK: "MTS",
    IE: "MTS",
    US: "ESI",
    ZA: "SATS",
    SG: "PACS",
    IN: "ESI",
    NG: "SATS",
  })[c];

export const gpWord = (c: Country): string =>
  ({
    AU: "GP",
    NZ: "GP",
    CA: "family physician",
    US: "PCP",
    UK: "GP",
    IE: "GP",
    IN: "family physician",
    ZA: "GP",
    NG: "referring physician",
    SG: "polyclinic doctor",
  })[c];

const DX = [
  "T2DM on metformin, HbA1c 8.9%",
  "CCF with EF 30%",
  "COPD exacerbation, CRP 88",
  "community-acquired pneumonia R lower lobe",
  "NSTEMI, troponin peaked 2400",
  "DKA resolved, now on basal-bolus",
  "pulmonary TB, GeneXpert positive, rif-sensitive",
  "severe falciparum malaria, parasitaemia 6%",
  "dengue fever with warning signs, platelets 32",
  "rheumatic heart disease, mitral stenosis",
  "acute gout R first MTP",
  "cellulitis L leg, on IV flucloxacillin",
  "HIV on TLD, VL suppressed",
  "sickle cell crisis",
  "pre-eclampsia at 34/40",
  "first-episode psychosis",
  "fractured NOF after a fall",
  "acute appendicitis",
];
export const dx = (rng: Rng): string => rng.pick(DX);

const MEDS = [
  "paracetamol 1 g QID PRN",
  "metformin 500 mg BD",
  "atorvastatin 40 mg nocte",
  "amlodipine 5 mg OD",
  "furosemide 40 mg mane",
  "enoxaparin 40 mg SC daily",
  "salbutamol 2 puffs PRN",
  "artemether-lumefantrine 4 tabs BD x 3/7",
  "TLD 1 tab daily",
  "isoniazid 300 mg daily",
  "olanzapine 10 mg nocte",
  "ceftriaxone 2 g IV daily",
  "insulin glargine 18 units nocte",
];
export const meds = (rng: Rng, n: number): string[] => rng.some(MEDS, n);
