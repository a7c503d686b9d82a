/** A medication chart or discharge medication list: brands, doses, routes and local frequencies. */
import { dur } from "../common.ts";
import { type BroadDoc, chartLine, some } from "../kit.ts";

export const MED_CHART: BroadDoc = {
  name: "medication chart",
  weight: 12,
  build(r, v) {
    const head = r.pick([
      "Medication chart",
      "REGULAR MEDICATIONS",
      "Current meds:",
      "Discharge medications",
      "Rx",
      "Meds on admission",
    ]);
    const lines = some(r, v.drugs, r.int(4, 9)).map(
      (d) => `${r.chance(0.5) ? "- " : ""}${chartLine(r, v, d)}`,
    );
    const prn = some(r, v.drugs, r.int(1, 2)).map((d) => chartLine(r, v, d));
    const notes = r.pick([
      `Withheld ${r.pick(v.drugs).brand} while NBM; restart when eating.`,
      `Course of antibiotics ${dur(r, "7")}; review at ${dur(r, "52")}.`,
      `Allergies: ${r.pick(["penicillin (rash)", "NKDA", "sulfa (hives)", "nil known", "codeine (vomiting)"])}.`,
      `Pharmacist med rec done; ${r.pick(v.drugs).brand} dose reduced for eGFR ${r.int(20, 45)}.`,
      `VTE prophylaxis: ${r.pick(["enoxaparin 40 mg SC daily", "heparin 5000 units SC BD", "TEDS and early mobilisation"])}.`,
      `Dose-adjust for weight ${r.int(45, 110)} kg; levels before the 4th dose.`,
    ]);
    return [head, ...lines, r.pick(["PRN:", "As required:", "SOS:"]), ...prn, notes].join("\n");
  },
};
