/** A guideline or protocol excerpt: criteria, doses, thresholds and steps, with its publisher. */
import { dur, infusion } from "../common.ts";
import type { BroadDoc } from "../kit.ts";

export const GUIDELINE: BroadDoc = {
  name: "guideline excerpt",
  weight: 7,
  build(r, v) {
    const source = r.pick(v.guides);
    const body = r.pick([
      [
        "Sepsis: first hour",
        "1. Take blood cultures x2 and lactate.",
        `2. Give IV antibiotics within 60 minutes (${r.pick(["ceftriaxone 2 g", "piperacillin/tazobactam 4.5 g", "amoxicillin 2 g + gentamicin 5-7 mg/kg"])}).`,
        `3. If SBP < 90 or lactate > 4: ${infusion(r, v.fluids)}.`,
        "4. Reassess perfusion; consider vasopressors if MAP < 65 after 30 mL/kg.",
      ],
      [
        "Suspected DVT",
        "Calculate the Wells score. Wells <= 1: D-dimer; if raised, compression ultrasound.",
        "Wells >= 2: ultrasound within 4 hours, or start anticoagulation if delayed.",
        `Treat provoked DVT for 3 months; review at ${dur(r, "12")}.`,
      ],
      [
        "Ankle injury: imaging",
        "Apply the Ottawa ankle rules: X-ray if bone tenderness at the posterior edge or tip of either malleolus, or inability to bear weight 4 steps.",
        "Weber A fractures: moon boot, weight bear as tolerated, review in 6 weeks.",
      ],
      [
        "Pre-eclampsia with severe features",
        "Magnesium sulfate: loading 4 g IV over 20 min, maintenance 1 g/h for 24 h (Zuspan), or Pritchard regimen IM where no pump.",
        "Monitor reflexes, RR and urine output hourly; stop if RR < 12 or reflexes absent. Antidote: calcium gluconate 10% 10 mL IV.",
        "Labetalol 20 mg IV or nifedipine 10 mg PO for BP >= 160/110.",
      ],
      [
        "Hyperkalaemia",
        "K+ >= 6.5 or ECG changes: calcium gluconate 10% 10 mL IV over 5-10 min.",
        "Insulin (Actrapid) 10 units in 50 mL of 50% dextrose over 15-30 min; BGL hourly for 6 h.",
        "Salbutamol 10-20 mg nebulised. Recheck K+ in 1-2 h.",
      ],
      [
        "Community-acquired pneumonia",
        "Assess severity with CURB-65 (confusion, urea > 7, RR >= 30, BP < 90/60, age >= 65).",
        "CURB-65 0-1: oral amoxicillin 1 g TDS for 5 days. 2: add a macrolide. 3-5: IV therapy, consider ICU.",
      ],
      [
        "Paediatric dehydration",
        "No dehydration: plan A, ORS after each loose stool. Some dehydration: plan B, ORS 75 mL/kg over 4 hours.",
        `Severe: plan C, ${r.pick(v.fluids)} 20 mL/kg bolus, repeat once; zinc 20 mg daily for 10-14 days.`,
      ],
      [
        "Adult basic life support",
        "Check for response and normal breathing. Call for help and an AED.",
        "30:2 compressions to breaths, rate 100-120/min, depth 5-6 cm.",
        "Adrenaline 1 mg IV every 3-5 min in non-shockable rhythms; amiodarone 300 mg after the third shock.",
      ],
      [
        "Alcohol withdrawal",
        "Score with CIWA-Ar hourly. CIWA-Ar >= 10: diazepam 10-20 mg PO, repeat hourly until < 10.",
        "Thiamine 300 mg IV before glucose in every patient at risk of Wernicke's encephalopathy.",
      ],
      [
        "Burns: fluid resuscitation",
        "Estimate TBSA with a Lund and Browder chart; ignore erythema.",
        "Parkland formula: 4 mL/kg/%TBSA over 24 h, half in the first 8 h from the time of the burn.",
        "Target urine output 0.5 mL/kg/h in adults, 1 mL/kg/h in children.",
      ],
    ]);
    return [`${source}: ${body[0]}`, ...body.slice(1)].join("\n");
  },
};
