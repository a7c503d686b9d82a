/**
 * A guideline excerpt dense with eponymous rules, scales, signs and classifications: thresholds,
 * grades and the step each one leads to, with its publisher; no person, place or facility.
 */

import type { Rng } from "../../rng.ts";
import { dur } from "../common.ts";
import { classification } from "../eponyms-more.ts";
import type { BroadDoc } from "../kit.ts";
import type { LocalVocab } from "../vocab.ts";

type Section = (r: Rng, v: LocalVocab) => string[];

const SECTIONS: readonly Section[] = [
  (r) => [
    "Hip fracture: classification and surgery",
    `Classify with Garden (I-IV). Garden I-II: cannulated screws or DHS; Garden III-IV: hemiarthroplasty or THR if mobile.`,
    `Pauwels III patterns are unstable. Record ${classification(r, "ortho")} on the operation note.`,
    `Nottingham Hip Fracture Score on admission; surgery within 36 hours; orthogeriatric review by ${dur(r, "24")}.`,
  ],
  (r) => [
    "Ankle and knee injuries",
    "Apply the Ottawa ankle and foot rules; in the knee, the Ottawa or Pittsburgh knee rules.",
    "Weber A: boot and weight bear. Weber B with medial tenderness or widened clear space: stress view. Weber C and Maisonneuve: ORIF.",
    `Salter-Harris I-II: closed reduction; III-V: orthopaedic opinion. Fracture clinic in ${dur(r, "7")}.`,
  ],
  (r) => [
    "Upper GI bleeding",
    "Score with Glasgow-Blatchford before endoscopy: 0-1 can be managed as an outpatient.",
    "Forrest Ia-IIb: endoscopic therapy (dual modality). Forrest IIc-III: PPI alone.",
    `Post-endoscopy Rockall >= 3: high risk of rebleeding. Child-Pugh C with varices: terlipressin 2 mg IV 4-hourly, ceftriaxone 1 g daily; ${classification(r, "gi")} noted.`,
  ],
  (r) => [
    "Acute coronary syndromes",
    "Risk-stratify with GRACE and TIMI; Killip III-IV: urgent angiography.",
    `Sgarbossa criteria in LBBB; Wellens pattern and de Winter T waves are STEMI equivalents. ${classification(r, "cardio")}.`,
    `Heart failure: NYHA II-IV with EF <= 40%: start an ARNI, beta-blocker, MRA and SGLT2 inhibitor; review in ${dur(r, "52")}.`,
  ],
  (r) => [
    "Open fractures",
    "Gustilo I-II: cefazolin within 1 hour. Gustilo IIIA-IIIC: add gentamicin; photograph and cover the wound.",
    `Compartment syndrome: pain on passive stretch; measure pressures if delta-P < 30 mmHg. ${classification(r, "ortho")}.`,
  ],
  (r) => [
    "Diverticulitis and pancreatitis",
    "Hinchey Ia: oral antibiotics. Hinchey Ib-II: IV antibiotics, drain collections > 4 cm. Hinchey III-IV: surgery (Hartmann's).",
    `Pancreatitis: Glasgow-Imrie >= 3 or Ranson >= 3 predicts severe disease; Balthazar D-E on CT. Revised Atlanta: ${r.pick(["mild", "moderately severe", "severe"])}.`,
  ],
  (r) => [
    "Stroke and subarachnoid haemorrhage",
    "ROSIER > 0: stroke likely. NIHSS before thrombolysis; ABCD2 >= 4 after TIA: specialist review within 24 hours.",
    `SAH: grade with WFNS and modified Fisher; Hunt and Hess IV-V: neurosurgical ICU. ${classification(r, "neuro")}.`,
  ],
  (r) => [
    "Skin and soft tissue",
    `Diabetic foot: Wagner 0-5 and the University of Texas system; probe-to-bone positive: MRI. Eron class ${roman4(r)} cellulitis: IV flucloxacillin.`,
    "Pressure injuries: Braden <= 12 high risk; stage per NPIAP; Waterlow >= 20 very high risk.",
    `Burns: Lund and Browder for TBSA, Parkland for fluids, Baux score for prognosis. ${classification(r, "misc")}.`,
  ],
  (r) => [
    "Oncology staging",
    `Melanoma: Breslow thickness and Clark level; ${classification(r, "onc")}. Prostate: Gleason and ISUP grade group with PSA density.`,
    "Lymphoma: Ann Arbor with Lugano modification; CLL: Binet and Rai; myeloma: ISS and Durie-Salmon.",
  ],
  (r) => [
    "Airway assessment",
    `Mallampati III-IV, thyromental distance < 6 cm and Cormack-Lehane 3 predict difficulty: plan per the Vortex approach. ${classification(r, "misc")}.`,
    "Sedation: target RASS 0 to -2; assess delirium with CAM-ICU twice daily.",
  ],
];

function roman4(r: Rng): string {
  return r.pick(["I", "II", "III", "IV"]);
}

export const GUIDELINE_DENSE: BroadDoc = {
  name: "guideline, classifications",
  weight: 6,
  build(r, v) {
    const first = r.pick(SECTIONS)(r, v);
    const lines = [`${r.pick(v.guides)}: ${first[0]}`, ...first.slice(1)];
    if (r.chance(0.5)) lines.push(...r.pick(SECTIONS)(r, v));
    return lines.join("\n");
  },
};
