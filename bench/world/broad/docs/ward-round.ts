/** A ward-round or progress note in shorthand: durations as fractions, results, plan. */
import { dur, obs, ratio, scale } from "../common.ts";
import { type BroadDoc, chartLine, some } from "../kit.ts";
import { panel } from "../labs.ts";

export const WARD_ROUND: BroadDoc = {
  name: "ward round note",
  weight: 12,
  build(r, v) {
    const day = r.pick([
      `D${r.int(1, 12)}`,
      `Day ${r.int(1, 12)}`,
      `POD ${r.int(1, 7)}`,
      `Day ${r.int(1, 5)} of admission`,
    ]);
    const lines = [
      `${r.pick(["WR", "Ward round", "Progress note", "Med reg r/v", "Consultant WR"])} ${day}`,
      `S: ${r.pick(["feels better", "slept poorly", "pain controlled", "nauseated overnight", "eating and drinking", "still SOB on exertion"])}; ${dur(r, "7")} hx of ${r.pick(["cough", "diarrhoea", "leg swelling", "fevers", "confusion"])}.`,
      `O: ${obs(r)}; ${scale(r, "ed", "cardio", "resp", "gi", "nursing")}.`,
      panel(r, v),
      ...some(r, v.shorthand, r.int(1, 3)),
      `A: ${r.pick(["CAP, improving", "decompensated CCF", "UTI with delirium", "cellulitis L leg", "AKI on CKD 3", "COPD exacerbation", "DKA, resolving", "post-op ileus"])}.`,
      `P: ${chartLine(r, v, r.pick(v.drugs))}; ${r.pick([`repeat bloods in ${dur(r, "24")}`, `r/v in ${dur(r, "7")}`, `OPD in ${dur(r, "52")}`, `step down to oral abx at ${dur(r, "7")}`, `d/c planning, home in ${dur(r, "7")}`, `clinic f/u ${dur(r, "12")}`])}.`,
    ];
    if (r.chance(0.3)) lines.push(ratio(r));
    return lines.join("\n");
  },
};
