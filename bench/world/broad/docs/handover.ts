/** A nursing handover by bed (ISBAR/SBAR), beds and wards by number, no names. */
import { dur, infusion, obs, scale } from "../common.ts";
import { type BroadDoc, some } from "../kit.ts";

export const HANDOVER: BroadDoc = {
  name: "nursing handover",
  weight: 9,
  build(r, v) {
    const ward = r.pick(v.wards.filter((w) => !/SCBU|NICU|labour|Labour|Maternity|Paeds|paediatric/.test(w)));
    const out = [`${r.pick(["Handover", "ISBAR handover", "Shift handover", "SBAR"])} - ${ward}`];
    const beds = some(
      r,
      Array.from({ length: 30 }, (_, k) => k + 1),
      r.int(2, 4),
    ).sort((a, b) => a - b);
    for (const bed of beds) {
      out.push(
        `${r.pick(["Bed", "Bd", "bed", "Cubicle"])} ${bed}: ${r.pick(["85 F", "62 M", "74 F", "45 M", "33 F", "79 M"])}, ${r.pick(["#NOF POD 2", "CAP", "exacerbation of COPD", "post lap chole", "cellulitis", "GI bleed", "stroke, NBM", "DKA"])}. ${obs(r)}. ${scale(r, "nursing", "icu", "ed")}. ${r.pick([`${infusion(r, v.fluids)}`, "IVC day 2, IV abx due 1400", `drain out in ${dur(r, "24")}`, "for CT today", "awaiting physio r/v", "1 unit PRBC running, 2 units to go"])}.`,
      );
    }
    if (r.chance(0.4)) out.push(r.pick(v.local));
    if (r.chance(0.4)) out.push(r.pick(v.schemes));
    return out.join("\n");
  },
};
