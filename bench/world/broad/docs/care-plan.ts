/** A nursing care plan: problem, goal, interventions and evaluation, with risk scales and devices. */
import type { Rng } from "../../rng.ts";
import { DEVICES, dur } from "../common.ts";
import { type BroadDoc, some } from "../kit.ts";

/** Problem, goal, interventions, the scale that measures it and the devices it uses. */
const PROBLEMS: readonly (readonly [string, string, string, (r: Rng) => string, readonly string[]])[] = [
  [
    "Risk of pressure injury r/t immobility",
    "skin intact",
    "reposition 2-hourly; heels off the bed; pressure-relieving mattress",
    (r) => r.pick([`Waterlow ${r.int(10, 24)}`, `Braden ${r.int(9, 18)}`, `Norton ${r.int(8, 14)}`]),
    DEVICES.dressing,
  ],
  [
    "Risk of falls r/t postural hypotension",
    "no falls",
    "bed low, call bell in reach, non-slip socks, supervise mobility",
    (r) => `Morse Fall Scale ${r.pick(["45", "55", "65", "80"])}`,
    ["Zimmer frame", "hip protectors", "sensor mat"],
  ],
  [
    "Acute pain r/t surgical incision",
    "pain <= 3/10",
    "regular analgesia, PCA education, ice packs, pain score 4-hourly",
    (r) => r.pick([`pain ${r.int(5, 9)}/10`, `Abbey Pain Scale ${r.int(4, 14)}`, `PAINAD ${r.int(3, 8)}/10`]),
    ["PCA", "epidural catheter", "wound catheter"],
  ],
  [
    "Impaired gas exchange r/t pneumonia",
    "SpO2 92-96%",
    "sit upright, chest physio, incentive spirometry, titrate O2",
    (r) => `CURB-65 ${r.int(1, 3)}, SpO2 ${r.int(86, 91)}% on air`,
    ["Hudson mask", "Venturi mask", "Airvo", "Optiflow"],
  ],
  [
    "Risk of delirium r/t age and infection",
    "orientated",
    "clock and glasses at hand, sleep hygiene, family visits, avoid sedatives",
    (r) => r.pick([`4AT ${r.int(4, 10)}`, "CAM positive", `MMSE ${r.int(14, 24)}/30`]),
    [],
  ],
  [
    "Imbalanced nutrition r/t poor intake",
    "no further weight loss",
    "food chart, supplements TDS, dietitian review, weekly weight",
    (r) => r.pick([`MST ${r.int(2, 5)}`, `MUST ${r.int(2, 4)}`, `BMI ${r.int(15, 18)}.${r.int(0, 9)}`]),
    ["NG tube", "PEG tube"],
  ],
  [
    "Constipation r/t opioids",
    "bowels open",
    "bowel chart, fluids 2 L, aperients as charted",
    (r) => `Bristol stool type ${r.int(1, 2)}, BNO ${r.int(3, 6)} days`,
    [],
  ],
  [
    "Fluid volume excess r/t heart failure",
    "daily weight stable",
    "fluid restriction 1.5 L, strict fluid balance, daily weights",
    (r) => `NYHA class ${r.pick(["III", "IV"])}`,
    ["IDC for strict fluid balance"],
  ],
  [
    "Risk of infection r/t central line",
    "no CLABSI",
    "line bundle, dressing every 7 days, hand hygiene",
    (r) => `VIP score ${r.int(0, 2)}`,
    ["PICC line", "Hickman line", "Portacath", "Vas-Cath"],
  ],
  [
    "Self-care deficit r/t stroke",
    "independent with upper body wash",
    "OT review, set-up for meals, assist with ADLs",
    (r) => `Barthel ${r.int(4, 14) * 5}/100`,
    ["Zimmer frame", "shower chair", "slide sheet"],
  ],
  [
    "Anxiety r/t new diagnosis",
    "states feeling calmer",
    "explain each step, involve family, offer chaplaincy or cultural support",
    (r) => `GAD-7 ${r.int(8, 18)}`,
    [],
  ],
];

export const CARE_PLAN: BroadDoc = {
  name: "nursing care plan",
  weight: 9,
  build(r, v) {
    const out = [r.pick(["NURSING CARE PLAN", "Care plan", "Nursing diagnoses / plan", "Plan of care"])];
    for (const [problem, goal, act, measure, device] of some(r, PROBLEMS, r.int(2, 4))) {
      out.push(`Problem: ${problem} (${measure(r)})`);
      out.push(`Goal: ${goal} within ${dur(r, r.pick(["7", "52"] as const))}`);
      out.push(`Interventions: ${act}${device.length > 0 && r.chance(0.5) ? `; ${r.pick(device)}` : ""}.`);
      out.push(
        `Evaluation: ${r.pick(["goal met", "partially met, continue", "not met, escalate to the team", "ongoing"])}.`,
      );
    }
    if (r.chance(0.4)) out.push(r.pick(v.local));
    return out.join("\n");
  },
};
