/**
 * A protocol or order set as a pre-printed checklist: sepsis, DKA, chest pain, stroke call,
 * hyperkalaemia, paediatric gastroenteritis, each with tick boxes, doses and the place-named or
 * eponymous rules and scores that gate the next step, headed by the country's guideline body.
 */
import type { CountryCode } from "../../kit.ts";
import type { Rng } from "../../rng.ts";
import type { BroadDoc } from "../kit.ts";

const BODY: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "SEPSIS KILLS pathway (Clinical Excellence Commission)",
    "Therapeutic Guidelines (eTG) antibiotic",
    "ANZCOR",
    "Stroke Foundation Living Guidelines",
    "EDACS-ADP pathway",
  ],
  NZ: [
    "Te Whatu Ora national guidance",
    "bpacnz",
    "NZ Formulary (NZF)",
    "Paediatric Society of New Zealand guidance",
    "PHARMAC funded options",
  ],
  CA: [
    "Surviving Sepsis order set",
    "Canadian Stroke Best Practices",
    "CPS/RxTx",
    "Diabetes Canada DKA protocol",
    "Choosing Wisely Canada",
  ],
  IE: [
    "Sepsis form (NCEC National Clinical Guideline No. 6)",
    "HSE Antimicrobial Prescribing Guidelines",
    "National Clinical Programme for Stroke",
    "NCEC guideline",
    "HIQA standards",
  ],
  IN: [
    "ICMR Treatment Guidelines for Antimicrobial Use",
    "STG (Standard Treatment Guidelines, MoHFW)",
    "NLEM",
    "IAP protocol",
    "ICMR stroke guidelines",
  ],
  ZA: [
    "Adult Hospital Level STGs and EML",
    "Primary Healthcare STGs and EML",
    "SEMDSA guideline",
    "NDoH protocol",
    "EMSSA",
  ],
  NG: [
    "National Standard Treatment Guidelines",
    "Nigeria Essential Medicines List",
    "NCDC protocol",
    "National Malaria Treatment Guidelines",
    "FMoH protocol",
  ],
  SG: [
    "MOH Agency for Care Effectiveness (ACE) guidance",
    "ACG (Appropriate Care Guide)",
    "MOH clinical practice guidelines",
    "National Antimicrobial guideline",
    "SCDF protocol",
  ],
};

const SETS: readonly ((r: Rng) => string[])[] = [
  (r) => [
    "ADULT SEPSIS PATHWAY: first hour",
    "☐ Recognise: qSOFA ≥ 2 or early warning red zone / lactate ≥ 2 mmol/L",
    "☐ Blood cultures x2 (before antibiotics, do not delay)",
    "☐ Lactate (VBG acceptable)",
    `☐ IV antibiotics within 60 minutes: ${r.pick(["ceftriaxone 2 g IV daily", "piperacillin/tazobactam 4.5 g IV q6h", "gentamicin 5-7 mg/kg IV (ideal body weight) + ampicillin 2 g IV q6h"])}`,
    "☐ Fluid bolus 500 mL crystalloid over 15 min, reassess; up to 30 mL/kg",
    "☐ Urine output monitoring (IDC if shocked), target > 0.5 mL/kg/h",
    "☐ Escalate to senior / ICU if MAP < 65 mmHg after fluids",
  ],
  (r) => [
    "DKA PROTOCOL (adult)",
    "Diagnosis: ketones > 3 mmol/L, glucose > 11 mmol/L or known diabetes, pH < 7.3 and/or HCO3 < 15",
    "☐ Fixed rate insulin infusion 0.1 units/kg/h (Actrapid 50 units in 50 mL 0.9% NaCl)",
    `☐ Fluids: 0.9% sodium chloride 1 L over 1 h, then ${r.pick(["1 L over 2 h", "1 L over 2 h x2, then 1 L over 4 h"])}`,
    "☐ Potassium: add 40 mmol/L if K 3.5-5.5; none if > 5.5; senior review if < 3.5",
    "☐ Add 10% glucose at 125 mL/h when glucose < 14 mmol/L",
    "☐ Continue long-acting basal insulin",
    "☐ Hourly capillary glucose and ketones; VBG at 1, 2, 4 h",
    "Resolution: ketones < 0.6 and pH > 7.3",
  ],
  (r) => [
    "CHEST PAIN PATHWAY",
    "☐ ECG within 10 minutes; repeat with any change in pain",
    "☐ hs-troponin at 0 and 2 h (or 0 and 1 h algorithm)",
    `☐ Risk score: ${r.pick(["HEART score", "EDACS", "TIMI", "GRACE"])} ______`,
    "☐ Aspirin 300 mg PO unless contraindicated",
    "☐ STEMI: activate cath lab; door-to-balloon < 90 min; thrombolysis (tenecteplase, weight-based) if PCI not available within 120 min",
    "Low risk: discharge with outpatient follow-up; consider CTCA / stress testing",
  ],
  (r) => [
    "CODE STROKE / ACUTE STROKE ORDERS",
    "☐ Time last known well: ____",
    "☐ BGL, NIHSS ____, ROSIER ____",
    "☐ CT brain / CTA / CT perfusion",
    `☐ Thrombolysis: ${r.pick(["alteplase 0.9 mg/kg (max 90 mg), 10% bolus, rest over 60 min", "tenecteplase 0.25 mg/kg IV bolus (max 25 mg)"])}`,
    "☐ BP < 185/110 before lysis and < 180/105 for 24 h after",
    "☐ Endovascular clot retrieval: large vessel occlusion, discuss with the stroke team",
    "☐ Nil by mouth until swallow screen passed",
  ],
  () => [
    "HYPERKALAEMIA (K+ ≥ 6.0 mmol/L)",
    "☐ 12-lead ECG; continuous monitoring",
    "☐ Calcium gluconate 10% 30 mL IV over 10 min if ECG changes (repeat if persistent)",
    "☐ Insulin/glucose: 10 units Actrapid in 50 mL 50% glucose over 15-30 min; BGL hourly x6",
    "☐ Salbutamol 10-20 mg nebulised",
    "☐ Stop K-sparing drugs, ACE inhibitors, ARBs, NSAIDs",
    "☐ Repeat K+ at 1, 2, 4 and 6 hours; consider sodium zirconium cyclosilicate",
  ],
  (r) => [
    "PAEDIATRIC GASTROENTERITIS: ORDER SET",
    "☐ Weigh (kg) ____; assess dehydration (mild / moderate / severe)",
    `☐ Oral rehydration: ORS ${r.pick(["5 mL every 1-2 minutes", "10 mL/kg/h x 4 h", "50 mL/kg over 4 h"])}`,
    "☐ Ondansetron 0.15 mg/kg PO once if vomiting (max 8 mg)",
    "☐ NG rehydration if oral fails: 25 mL/kg/h x 4 h",
    "☐ Zinc 20 mg daily x 10-14 days (10 mg under 6 months)",
    "☐ BGL if lethargic; U&E if IV fluids",
    "Discharge when tolerating fluids and passing urine; return advice given",
  ],
];

export const ORDER_SET: BroadDoc = {
  name: "protocol or order set",
  weight: 5,
  build(r, v) {
    const lines = (r.pick(SETS) as (r: Rng) => string[])(r);
    const box = r.pick(["☐", "[ ]", "[x]", "□", "( )"]);
    return [
      r.pick([
        `Per ${r.pick(BODY[v.code])}`,
        `Source: ${r.pick(BODY[v.code])}`,
        `Adapted from ${r.pick(BODY[v.code])}`,
      ]),
      ...lines.map((l) => l.replace(/^☐/, box)),
      r.pick([
        "Prescriber: ______ Designation: ______ Time: ____",
        "This order set does not replace clinical judgement.",
        "Pharmacist review ☐   Nurse initials ____",
        "Cross out orders that do not apply; sign each page.",
      ]),
    ].join("\n");
  },
};
