/**
 * An antenatal clinic or booking note: gravidity and parity, gestations ("36/40", "T+3"), fundal
 * height, lie and presentation, fetal heart, bloods, scans, CTG criteria and obstetric manoeuvres.
 */
import { OBSTETRIC } from "../eponyms-more.ts";
import { type BroadDoc, some } from "../kit.ts";

export const ANTENATAL: BroadDoc = {
  name: "antenatal note",
  weight: 6,
  build(r, v) {
    const g = r.int(1, 7);
    const p = r.int(0, g - 1);
    const term = r.chance(0.3);
    const ga = term ? `T+${r.int(1, 12)}` : `${r.int(12, 41)}/40`;
    const lines = [
      `${r.pick(["AN clinic", "ANC", "Antenatal r/v", "Booking visit", "MAU review"])}: G${g}P${p}${r.chance(0.4) ? `+${r.int(0, 2)}` : ""} at ${ga}${r.chance(0.5) ? " by early USS" : ""}.`,
      `${r.pick(["Prev: SVD x" + String(p), "Hx LSCS x1, for VBAC counselling", "Hx PPH 800 mL", "Nil significant obstetric hx", "Hx GDM in last pregnancy"])}.`,
      `SFH ${r.int(20, 40)} cm ${r.pick(["= dates", "< dates", "> dates"])}; ${r.pick(["ceph", "breech", "transverse", "oblique"])}, ${r.int(1, 5)}/5 palpable, ${r.pick(["LOA", "ROA", "LOP", "ROP"])}; FH ${r.int(115, 160)} reg; FM+.`,
      `BP ${r.int(100, 160)}/${r.int(60, 105)}, urine ${r.pick(["NAD", "prot +", "prot ++", "glu +"])}; ${r.pick(["no oedema", "pedal oedema +", "reflexes normal, no clonus"])}.`,
      `Bloods: Hb ${r.int(90, 135)}, ${r.pick(["Rh pos", "Rh neg - anti-D at 28/40", "Rh neg, anti-D given"])}, GBS ${r.pick(["neg", "pos - IAP in labour", "not done"])}, ${r.pick(["OGTT normal", "GDM on diet, BGLs in target", "GDM on metformin", "PET bloods normal"])}.`,
      `${r.pick(["NIPT low risk", "NT 1.6 mm", "anomaly scan at 20/40 normal", "EFW 45th centile, AFI 12, UA PI normal", "growth scan: EFW < 10th centile, UA Doppler raised PI"])}.`,
      `${some(r, OBSTETRIC, r.int(1, 2)).join("; ")}.`,
      r.pick([
        `Plan: sweep at 40/40, IOL at T+${r.pick([7, 10, 12])}.`,
        "Plan: CTG twice weekly from 38/40.",
        `Plan: aspirin 150 mg nocte to 36/40; review at ${r.int(28, 36)}/40.`,
        "Plan: ECV offered at 37/40.",
        "Plan: elective LSCS at 39/40.",
      ]),
    ];
    if (r.chance(0.3)) lines.push(r.pick(v.local));
    return lines.join("\n");
  },
};
