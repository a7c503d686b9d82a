/** An ICU or HDU flow-sheet entry: ventilation, infusions, fluids, balance, sedation and scores. */
import { dur, infusion, obs, scale, vent } from "../common.ts";
import type { BroadDoc } from "../kit.ts";

export const ICU_CHART: BroadDoc = {
  name: "ICU chart",
  weight: 8,
  build(r, v) {
    const ward = r.pick(v.wards.filter((w) => /ICU|HDU|High Care|HD\b/.test(w)).concat(["ICU"]));
    const lines = [
      `${ward} ${r.pick(["flowsheet", "nursing entry", "review", "progress note"])} - day ${r.int(1, 14)}`,
      `Vent: ${vent(r)}`,
      `Infusions: ${infusion(r, v.fluids)}; ${infusion(r, v.fluids)}`,
      obs(r),
      `Sedation: ${r.pick(["RASS -2", "RASS 0", "sedation hold at 0800", "propofol weaned"])}; ${scale(r, "icu")}`,
      r.pick([
        `ETT ${r.pick(["7.5", "8.0", "8.5"])} at ${r.int(20, 24)} cm at the lips; cuff pressure ${r.int(20, 30)} cmH2O.`,
        `CVC ${r.pick(["R IJ", "L subclavian", "R femoral"])} day ${r.int(1, 9)}; art line ${r.pick(["R radial", "L radial"])}.`,
        `NGT on free drainage ${r.int(50, 400)} mL; feeds at ${r.int(10, 80)} mL/h.`,
        `CRRT: CVVHDF, blood flow ${r.int(150, 250)} mL/min, effluent ${r.int(20, 35)} mL/kg/h, citrate anticoagulation.`,
      ]),
      `Plan: ${r.pick(["SBT in the morning", "wean FiO2 to keep SpO2 92-96%", "prone for 16 h if P/F < 150", "extubate to HFNP", "daily sedation hold"])}; review in ${dur(r, "24")}.`,
    ];
    return lines.join("\n");
  },
};
