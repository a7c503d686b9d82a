/** A community, cultural or social care entry in the country's own words, with schemes and services. */
import { dur, scale } from "../common.ts";
import { type BroadDoc, chartLine, some } from "../kit.ts";

export const COMMUNITY: BroadDoc = {
  name: "community note",
  weight: 8,
  build(r, v) {
    const lines = [
      r.pick([
        "Home visit",
        "Community nursing",
        "Clinic note",
        "Liaison note",
        "Discharge planning",
        "Family meeting",
      ]),
      ...some(r, v.local, r.int(2, 3)),
      ...some(r, v.schemes, r.int(1, 2)),
      `${scale(r, ...(["IN", "ZA", "NG"].includes(v.code) ? (["nursing", "palliative", "child"] as const) : (["nursing", "palliative"] as const)))}; ${chartLine(r, v, r.pick(v.drugs))}.`,
      `Next visit in ${dur(r, r.pick(["7", "52"] as const))}.`,
    ];
    return lines.join("\n");
  },
};
