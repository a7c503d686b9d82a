/**
 * A dosing schedule: steroid tapers, insulin sliding scales, weight-based paediatric doses, level-
 * guided antibiotics, TB regimens, antimalarial courses, opioid substitution, as the chart writes them.
 */
import { dur } from "../common.ts";
import { type BroadDoc, chartLine, drugsOf, some } from "../kit.ts";

export const DOSING: BroadDoc = {
  name: "dosing schedule",
  weight: 8,
  build(r, v) {
    const wt = r.int(45, 110);
    const child = r.int(6, 38);
    const tb = v.drugs.find((d) => /RHZE/.test(d.generic));
    const act = v.drugs.find((d) => /artem|artesun/.test(d.generic));
    const schedules: (() => string[] | undefined)[] = [
      () => [
        "Prednisolone taper",
        `${r.pick(["40", "50", "30"])} mg daily for ${dur(r, "7")}, then reduce by 5 mg every ${dur(r, "7")} to 10 mg,`,
        `then 10 mg for ${dur(r, "52")}, then 5 mg for ${dur(r, "52")} and stop. Take in the morning with food.`,
      ],
      () => [
        "Insulin sliding scale (rapid-acting, SC, with meals)",
        "BGL 4-8: nil; 8.1-12: 2 units; 12.1-16: 4 units; 16.1-20: 6 units; > 20: 8 units and call the doctor.",
        "BGL < 4: hypo protocol. Ketones > 1.5: notify the team.",
      ],
      () => [
        `Paediatric doses for weight ${child} kg`,
        `Paracetamol 15 mg/kg = ${Math.round(child * 15)} mg 4-6-hourly (max 60 mg/kg/day).`,
        `Ibuprofen 10 mg/kg = ${Math.round(child * 10)} mg 8-hourly with food.`,
        `Amoxicillin 25 mg/kg = ${Math.round(child * 25)} mg 8-hourly for ${dur(r, "7")}.`,
        `Maintenance fluids (4-2-1 rule): ${child <= 10 ? child * 4 : child <= 20 ? 40 + (child - 10) * 2 : 60 + (child - 20)} mL/h.`,
      ],
      () => [
        "Gentamicin",
        `${r.pick(["5", "7"])} mg/kg IV daily (dosing weight ${wt} kg); trough before the 2nd dose, target < 1 mg/L.`,
        `Vancomycin ${r.pick(["1", "1.25", "1.5"])} g IV 12-hourly; trough before the 4th dose, target 15-20 mg/L.`,
        `Review the need at ${dur(r, "7")}; IV to oral switch when afebrile for 24/24.`,
      ],
      () =>
        tb && [
          "TB treatment",
          `Intensive phase 2RHZE: ${chartLine(r, v, tb)} for 2/12.`,
          `Continuation phase 4RH for 4/12; pyridoxine 25 mg daily throughout. Weight band ${r.pick(["38-54", "55-70", "> 70"])} kg.`,
          "DOT by the treatment supporter; LFTs if symptomatic.",
        ],
      () =>
        act && [
          "Antimalarial course",
          `${chartLine(r, v, act)}: first dose stat, second at 8 h, then 12-hourly for 2/7 (6 doses).`,
          "Severe malaria: artesunate 2.4 mg/kg IV at 0, 12 and 24 h, then daily until able to take oral ACT.",
          "Give with fatty food or milk; repeat the dose if vomited within 30 minutes.",
        ],
      () => [
        "Opioid substitution",
        `${r.pick(["Methadone", "Buprenorphine"])} ${r.pick(["30", "40", "8", "12"])} mg daily, supervised dosing ${r.int(5, 7)}/7, takeaways ${r.int(0, 2)}/7.`,
        "Missed 3 or more doses: review before dosing. Naloxone kit given.",
      ],
      () => [
        "Warfarin loading",
        `Day 1: 5 mg, day 2: 5 mg, day 3: INR-guided. Target INR ${r.pick(["2-3", "2.5-3.5"])}.`,
        `INR ${r.int(1, 3)}.${r.int(0, 9)} today; dose ${r.pick(["3", "4", "5"])} mg; next INR in ${dur(r, "7")}.`,
      ],
      () => [
        "Iron replacement",
        `Ferric carboxymaltose ${r.pick(["500", "750", "1000"])} mg IV over 15 min; repeat Hb and ferritin in ${dur(r, "52")}.`,
        `Or oral iron on alternate days: ${chartLine(r, v, r.pick(v.drugs))}.`,
      ],
      () => [
        "Analgesic ladder on discharge",
        ...some(r, drugsOf(v, "analgesic"), 3).map((d) => `- ${chartLine(r, v, d)}`),
        `Wean opioids first over ${dur(r, "7")}; bowels: aperients while on opioids.`,
      ],
    ];
    for (;;) {
      const lines = r.pick(schedules)();
      if (lines !== undefined) return lines.join("\n");
    }
  },
};
