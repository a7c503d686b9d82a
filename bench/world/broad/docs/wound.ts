/** A wound or dressing note: size, bed, exudate, dressings and devices by trade or eponymous name. */
import { DEVICES, dur, scale } from "../common.ts";
import { type BroadDoc, some } from "../kit.ts";

export const WOUND: BroadDoc = {
  name: "wound care",
  weight: 8,
  build(r, _v) {
    const site = r.pick([
      "sacral",
      "L heel",
      "R lateral malleolus",
      "abdominal midline",
      "R BKA stump",
      "L shin",
      "occiput",
      "R hallux",
    ]);
    const [a, b] = some(r, DEVICES.dressing, 2);
    const lines = [
      r.pick(["Wound care", "WOUND ASSESSMENT", "Dressing change", "Wound chart"]),
      `${site} ${r.pick(["pressure injury stage 2", "pressure injury stage 3", "surgical wound", "venous leg ulcer", "skin tear (STAR 2a)", "diabetic foot ulcer"])}: ${r.int(1, 9)}.${r.int(0, 9)} x ${r.int(1, 6)}.${r.int(0, 9)} cm, depth ${r.int(0, 2)}.${r.int(1, 9)} cm.`,
      `Bed ${r.int(40, 100)}% granulation, ${r.int(0, 40)}% slough; exudate ${r.pick(["low", "moderate", "heavy"])} ${r.pick(["serous", "haemoserous", "purulent"])}; edges ${r.pick(["rolled", "macerated", "attached", "epithelialising"])}.`,
      `Cleansed with ${r.pick(["normal saline", "Prontosan", "chlorhexidine 0.05%", "warm tap water"])}; ${a} and ${b} applied.`,
      `Change ${r.pick(["daily", "every 2-3 days", "twice weekly", "when strikethrough"])}; review in ${dur(r, "52")}.`,
    ];
    if (r.chance(0.6))
      lines.push(
        `${scale(r, "wound", "nursing")}; ${r.pick(["pressure care 2-hourly", "air mattress ordered", "heels offloaded", "podiatry r/v requested", "vascular r/v: ABPI 0.7"])}.`,
      );
    return lines.join("\n");
  },
};
