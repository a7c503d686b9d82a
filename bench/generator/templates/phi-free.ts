/**
 * PHI-free clinical snippets full of lookalikes: scores and grades with slashes, eponyms,
 * devices, drug names, gene names, lab names, units, section headers in ALL CAPS. No template
 * here has a PHI slot. Written by hand for this project (Apache-2.0).
 */

import * as K from "../clinical.ts";
import { Rng, words } from "../prng.ts";

const EPONYMS = words(
  "McBurney's_point Lachman_test Allen_test Glasgow_coma_scale Parkinson's_disease Foley_catheter Swan-Ganz_catheter Hodgkin_lymphoma Murphy's_sign Babinski_sign Romberg_test Kernig's_sign Brudzinski's_sign Trendelenburg_position Homan's_sign Virchow's_node Wernicke's_encephalopathy Korsakoff_syndrome Addison's_disease Cushing's_syndrome Crohn's_disease Graves'_disease Hashimoto's_thyroiditis Alzheimer's_disease Bell's_palsy Guillain-Barre_syndrome Sjogren's_syndrome Raynaud's_phenomenon Barrett's_oesophagus Meckel's_diverticulum Colles_fracture Apgar_score Wells_score CURB-65 Child-Pugh_score Beck's_triad Cheyne-Stokes_breathing Kussmaul_breathing Korotkoff_sounds Phalen's_test Tinel's_sign Finkelstein_test Hickman_line Whipple's_procedure Nissen_fundoplication Roux-en-Y Hartmann's_procedure Mallory-Weiss_tear Zollinger-Ellison_syndrome Stevens-Johnson_syndrome Epley_manoeuvre Valsalva_manoeuvre Doppler Holter_monitor Yankauer_sucker Ambu_bag Guedel_airway",
).map((w) => w.replace(/_/g, " "));
const GENES = words(
  "BRCA1 BRCA2 KRAS EGFR HER2 TP53 JAK2 BRAF ALK ROS1 PIK3CA APC MLH1 CFTR HFE FLT3 NPM1 IDH1 PD-L1 MTHFR",
);
const LABS = words(
  "HbA1c TSH FT4 CRP ESR ferritin B12 folate troponin BNP NT-proBNP D-dimer lactate LFTs U&Es FBC CBC BMP CMP INR APTT PSA CA-125 CEA AFP procalcitonin eGFR ABG VBG",
);
const DEVICES = words(
  "PICC_line NG_tube PEG_tube CPAP BiPAP Optiflow high-flow_nasal_cannula venturi_mask non-rebreather Zimmer_frame rollator commode hoist Sara_Stedy pressure-relieving_mattress syringe_driver PCA_pump TED_stockings ICD pacemaker LVAD insulin_pump CGM",
).map((w) => w.replace(/_/g, " "));
const HEADERS = words(
  "HISTORY_OF_PRESENTING_COMPLAINT PAST_MEDICAL_HISTORY DRUG_HISTORY SOCIAL_HISTORY FAMILY_HISTORY REVIEW_OF_SYSTEMS EXAMINATION IMPRESSION PLAN ASSESSMENT_AND_PLAN INVESTIGATIONS ALLERGIES MEDICATIONS CHIEF_COMPLAINT HPI ROS PMH PSH FH SH A/P DISPOSITION",
).map((w) => w.replace(/_/g, " "));

type Maker = (r: Rng) => string;

const MAKERS: readonly Maker[] = [
  (r) =>
    `Pain ${r.int(0, 10)}/10 ${r.pick(["at rest", "on movement", "L knee", "epigastric"])}, ${r.pick(["improved with analgesia", "unchanged", "worse overnight"])}.`,
  (r) =>
    `${r.pick(["Systolic", "Pansystolic", "Ejection systolic", "Diastolic"])} murmur grade ${r.int(1, 4)}/6 at the ${r.pick(["apex", "left sternal edge", "aortic area"])}.`,
  (r) => `GCS ${r.int(3, 15)} (E${r.int(1, 4)}V${r.int(1, 5)}M${r.int(1, 6)}).`,
  (r) =>
    `Power ${r.int(0, 5)}/5 ${r.pick(["left arm", "right leg", "all limbs", "hip flexion"])}, reflexes ${r.pick(["brisk", "normal", "absent at ankles"])}.`,
  (r) =>
    `BP ${r.int(90, 180)}/${r.int(50, 110)}, HR ${r.int(50, 130)}, RR ${r.int(10, 30)}, SpO2 ${r.int(85, 100)}%.`,
  (r) => `${r.pick(EPONYMS)} ${r.pick(["positive", "negative", "noted", "assessed", "documented"])}.`,
  (r) => `Tender at ${r.pick(EPONYMS)}; ${r.pick(EPONYMS)} also ${r.pick(["positive", "negative"])}.`,
  (r) => `History of ${r.pick(EPONYMS)}, on ${r.pick(K.MEDS)}.`,
  (r) =>
    `${r.pick(GENES)} ${r.pick(["mutation detected", "wild type", "negative", "amplified", "V600E positive", "pending"])}.`,
  (r) =>
    `Molecular panel: ${r.pick(GENES)}, ${r.pick(GENES)} and ${r.pick(GENES)} ${r.pick(["not detected", "sent", "reviewed at MDT"])}.`,
  (r) =>
    `${r.pick(LABS)} ${r.int(1, 200)}, ${r.pick(LABS)} ${r.int(1, 90) / 10}, ${r.pick(LABS)} ${r.pick(["normal", "raised", "pending", "borderline"])}.`,
  (r) => `${r.pick(DEVICES)} ${r.pick(["in situ", "removed", "inserted today", "checked", "changed"])}.`,
  (r) => `${r.pick(HEADERS)}:\n${r.pick(K.DIAGNOSES)}. ${K.plan(r)}`,
  (r) => `${r.pick(HEADERS)}\n${K.nursingObs(r, r.int(1, 3))}`,
  (r) => `Started ${r.pick(K.MEDS)}; stop ${r.pick(K.MEDS)}.`,
  (r) => `${K.vitals(r)}. ${K.nursingObs(r, 2)}`,
  (r) =>
    `Dose ${r.int(1, 10)}/${r.int(10, 20)} of chemotherapy cycle ${r.int(1, 6)}, ${r.pick(["tolerated well", "delayed due to neutropenia"])}.`,
  (r) => `Strength ${r.int(2, 5)}/5 proximally, ${r.int(2, 5)}/5 distally.`,
  (r) =>
    `${r.pick(["Day", "POD", "Week"])} ${r.int(1, 14)} post-op, ${r.pick(["wound clean", "drain output 40ml", "mobilising"])}.`,
  (r) => `${r.int(2, 8)} units of insulin given at ${r.int(1, 12)}:${r.pick(["00", "30"])}.`,
  (r) => `FEV1/FVC ${r.int(40, 85)}%, FEV1 ${r.int(30, 110)}% predicted.`,
  (r) =>
    `ECG: ${r.pick(["sinus rhythm", "AF", "LBBB", "RBBB", "first degree heart block", "ST depression V4-V6"])}, QTc ${r.int(380, 520)} ms.`,
  (r) => `Wells score ${r.int(0, 7)}, CURB-65 ${r.int(0, 5)}, NEWS2 ${r.int(0, 12)}.`,
  (r) =>
    `Diet: ${r.pick(["IDDSI level 4", "soft and bite-sized", "normal", "diabetic", "thickened fluids level 2"])}.`,
  (r) => `Bristol stool chart type ${r.int(1, 7)}, ${r.int(1, 5)} episodes.`,
  (r) =>
    `Refer to ${r.pick(K.SPECIALTIES)} for ${r.pick(["review", "opinion", "MDT discussion"])}. ${K.plan(r)}`,
  (r) => `${r.pick(K.DIAGNOSES)} - ${r.pick(["improving", "resolved", "ongoing", "stable"])}. ${K.plan(r)}`,
  (_r) => `Chest clear, heart sounds I + II + 0, abdomen soft and non-tender, calves SNT.`,
  (r) =>
    `Cannula ${r.pick(["18G", "20G", "22G"])} ${r.pick(["L ACF", "R hand", "L forearm"])}, VIP score ${r.int(0, 2)}.`,
  (r) => `Catheter ${r.pick(["14Fr", "16Fr", "12Ch"])} inserted, residual ${r.int(50, 900)}ml.`,
  (r) =>
    `O2 ${r.int(1, 15)}L via ${r.pick(["NC", "face mask", "venturi 28%", "NRB"])}, target sats ${r.pick(["88-92%", "94-98%"])}.`,
  (r) => `Ward round: ${K.nursingObs(r, 1)} ${K.plan(r)}`,
  (r) =>
    `${r.int(1, 6)}/7 hx of ${r.pick(["cough", "diarrhoea", "vomiting", "headache", "fever"])}, ${r.pick(["worse", "better", "no change"])} over last ${r.int(1, 3)}/7.`,
  (r) => `Review in ${r.int(1, 6)}/52. Repeat bloods in ${r.int(1, 4)}/52, clinic ${r.int(3, 12)}/12.`,
  (r) =>
    `Spine: ${r.pick(["L4/5", "L5/S1", "C5/6", "C6/7", "T12/L1"])} disc ${r.pick(["bulge", "prolapse", "degeneration"])}, ${r.pick(["no cord compression", "mild canal stenosis"])}.`,
  (r) =>
    `Visual acuity ${r.pick(["6/6", "6/9", "6/12", "6/60", "20/20", "20/40"])} R, ${r.pick(["6/6", "6/18", "6/36", "20/200"])} L.`,
  (r) =>
    `${r.pick(["ASA", "NYHA class", "ECOG", "Mallampati", "Rockwood CFS"])} ${r.int(1, 4)}; ${r.pick(["T2N1M0", "T1N0M0", "T3N2M1", "pT2 pN0"])}.`,
  (r) =>
    `Half (1/2) tab ${r.pick(["bisoprolol", "digoxin", "warfarin", "amlodipine"])} ${r.pick(["mane", "nocte", "od"])}; ${r.int(1, 3)}/${r.int(2, 4)} doses missed this week.`,
  (r) =>
    `Hb ${r.int(70, 160)} g/L, K ${r.int(30, 60) / 10} mmol/L, glucose ${r.int(40, 250)} mg/dL, HbA1c ${r.int(35, 110)} mmol/mol.`,
  (r) => `Fluids: ${r.int(500, 3000)} ml in, ${r.int(300, 2500)} ml out over ${r.int(6, 24)} hrs.`,
  (r) => `Apgar ${r.int(5, 9)} at 1 min, ${r.int(7, 10)} at 5 min.`,
  (r) =>
    `Plan: ${r.pick(["CT head", "MRI spine", "OGD", "colonoscopy", "echo", "bone scan"])} ${r.pick(["this week", "as outpatient", "if symptoms persist", "urgently"])}. ${r.pick(["Discussed at MDT.", "Consent obtained.", "Patient agrees."])}`,
  (r) =>
    `${r.pick(["Metoprolol", "Amiodarone", "Digoxin", "Diltiazem"])} for rate control; target HR <${r.int(90, 110)}.`,
  (r) => `Smoking: ${r.int(5, 60)} pack-years. Alcohol: ${r.int(0, 40)} units/week.`,
  (r) =>
    `Mobility: ${r.pick(["independent", "1 assist + frame", "hoist", "bedbound"])}. ${r.pick(["Continent.", "Catheterised.", "Pads."])} ${r.pick(["Full diet.", "Soft diet.", "PEG fed."])}`,
];

/** PHI-free snippets, deterministic for a seed. */
export function phiFreeSnippets(seed: number, size: number): string[] {
  const r = new Rng(seed * 7919 + 17);
  const out: string[] = [];
  for (let k = 0; k < size; k++) {
    const n = r.int(1, 3);
    const parts: string[] = [];
    for (let j = 0; j < n; j++) parts.push(r.pick(MAKERS)(r));
    let text = parts.join(r.pick([" ", "\n", "  "]));
    const casing = r.weighted([
      [7, "mixed"],
      [2, "upper"],
      [1, "lower"],
    ] as const);
    if (casing === "upper") text = text.toUpperCase();
    if (casing === "lower") text = text.toLowerCase();
    out.push(text);
  }
  return out;
}
