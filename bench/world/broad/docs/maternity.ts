/** A labour ward, antenatal or neonatal entry: gestation, partogram, CTG, Bishop, APGAR, scores. */
import { dur, scale } from "../common.ts";
import type { BroadDoc } from "../kit.ts";

export const MATERNITY: BroadDoc = {
  name: "maternity or neonatal note",
  weight: 7,
  build(r, v) {
    const g = r.int(1, 6);
    const lines = r.chance(0.6)
      ? [
          `${r.pick(["Labour ward", "Antenatal r/v", "ANC visit", "Intrapartum note"])}: G${g}P${r.int(0, g - 1)} at ${r.int(28, 41)}+${r.int(0, 6)}/40.`,
          `SFH ${r.int(26, 40)} cm, ${r.pick(["cephalic", "breech", "transverse"])}, ${r.int(1, 5)}/5 palpable; FHR ${r.int(110, 160)} bpm.`,
          `VE: cervix ${r.int(1, 10)} cm, ${r.pick(["fully effaced", "50% effaced", "posterior, firm"])}, station ${r.pick(["-2", "-1", "0", "+1"])}; Bishop score ${r.int(2, 11)}.`,
          `CTG ${r.pick(["normal", "suspicious: reduced variability", "pathological: late decelerations"])}; contractions ${r.int(2, 5)}:10.`,
          `${r.pick([`oxytocin 10 units in 500 mL at ${r.pick(["12", "24", "36", "48"])} mL/h`, "magnesium sulfate 4 g IV over 20 min then 1 g/h", `${r.pick(v.fluids)} at 125 mL/h`, "epidural: ropivacaine 0.2% with fentanyl 2 mcg/mL at 8 mL/h"])}. ${r.pick(v.ews.filter((e) => /M(EO)?WS|IMEWS|NEWS/.test(e)).concat(["MEOWS 0"]))}.`,
          r.pick([
            `Plan: ARM and oxytocin; reassess in ${dur(r, "24")}.`,
            "Plan: LSCS category 2.",
            `Plan: IOL at 40+${r.int(3, 12) % 7}/40.`,
            "Plan: aspirin 150 mg nocte, BP and PCR weekly.",
          ]),
        ]
      : [
          `${r.pick(["SCBU", "NICU", "Postnatal ward", "Neonatal r/v"])}: baby born at ${r.int(28, 41)}+${r.int(0, 6)}/40, BW ${r.int(900, 4200)} g.`,
          `APGAR ${r.int(3, 9)} at 1 min, ${r.int(6, 10)} at 5 min; ${scale(r, "neonatal")}.`,
          `${r.pick(["CPAP 6 cmH2O, FiO2 0.3", "self-ventilating in air", "HFNP 6 L/min", "surfactant given via LISA"])}; ${r.pick(["cord clamping delayed 60 s", "vitamin K given IM", "BCG and OPV0 given", "hepatitis B vaccine given"])}.`,
          `Feeds: ${r.pick(["EBM 8 mL 2-hourly via OGT", "breastfeeding on demand", "formula 60 mL/kg/day"])}; ${r.pick(["SBR 180 umol/L, below the phototherapy line", "phototherapy started", "BGL 2.8, given a feed and glucose gel", "kangaroo care encouraged"])}.`,
          `Ortolani and Barlow negative; red reflex present bilaterally; review in ${dur(r, "24")}.`,
        ];
    if (r.chance(0.3)) lines.push(r.pick(v.local));
    return lines.join("\n");
  },
};
