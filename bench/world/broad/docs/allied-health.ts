/** A physiotherapy, occupational therapy, dietetic, pharmacy or speech pathology entry. */
import { dur, scale } from "../common.ts";
import { type BroadDoc, chartLine } from "../kit.ts";

export const ALLIED_HEALTH: BroadDoc = {
  name: "allied health note",
  weight: 7,
  build(r, v) {
    const notes: (() => string[])[] = [
      () => [
        "Physiotherapy",
        `Berg Balance Scale ${r.int(20, 54)}/56; Timed Up and Go ${r.int(9, 35)} s; 6MWT ${r.int(120, 480)} m.`,
        `Mobility: ${r.pick(["independent", "supervision", "assist x1", "assist x2"])} with ${r.pick(["a Zimmer frame", "a 4WW", "crutches", "no aid"])}; stairs ${r.pick(["not attempted", "10 steps with a rail", "managed"])}.`,
        `Chest: ${r.pick(["ACBT taught", "PEP device given", "IS 1500 mL"])}; ${scale(r, "resp")}.`,
        `Plan: continue daily; ${r.pick(["home when safe on stairs", "rehab referral", "OPD physio in 2/52"])}.`,
      ],
      () => [
        "Occupational therapy",
        `ADLs: ${r.pick(["independent", "set-up only", "assist for lower-body dressing"])}; ${scale(r, "nursing")}.`,
        `Home: ${r.pick(["single level", "two storeys", "one step to enter"])}; ${r.pick(["shower over bath", "walk-in shower"])}.`,
        `Equipment: ${r.pick(["shower chair, toilet surround", "over-toilet frame, bed stick", "perching stool"])}; home visit in ${dur(r, "7")}.`,
      ],
      () => [
        "Dietetics",
        `Weight ${r.int(38, 120)} kg, BMI ${r.int(15, 40)}.${r.int(0, 9)}; ${r.pick(["MUST 2", "MST 3", "MUST 0"])}; ${r.int(3, 12)}% weight loss over ${dur(r, "12")}.`,
        `Requirements: ${r.int(25, 35)} kcal/kg, protein ${r.pick(["1.0", "1.2", "1.5"])} g/kg; ${r.pick(["oral nutrition supplements BD", "NG feeds at 60 mL/h", "texture: IDDSI level 5, mildly thick fluids"])}.`,
        `Refeeding risk: ${r.pick(["low", "high, start at 10 kcal/kg and check PO4, Mg, K daily"])}.`,
      ],
      () => [
        "Pharmacy review",
        `CrCl (Cockcroft-Gault) ${r.int(18, 95)} mL/min; weight ${r.int(45, 110)} kg.`,
        `${chartLine(r, v, r.pick(v.drugs))}: ${r.pick(["dose reduced for renal function", "interaction noted, monitor", "no change", "switch to oral"])}.`,
        `${chartLine(r, v, r.pick(v.drugs))}: ${r.pick(["course ends in 2/7", "levels due", "withhold while NBM"])}.`,
      ],
      () => [
        "Speech pathology",
        `Bedside swallow: ${r.pick(["coughing on thin fluids", "no overt signs of aspiration", "wet voice after 3 sips"])}.`,
        `Diet: IDDSI level ${r.int(4, 7)}, fluids level ${r.int(0, 3)}; sit upright for meals; ${r.pick(["FEES requested", "review in 2/7", "upgrade as tolerated"])}.`,
      ],
    ];
    const lines = r.pick(notes)();
    if (r.chance(0.3)) lines.push(r.pick(v.local));
    return lines.join("\n");
  },
};
