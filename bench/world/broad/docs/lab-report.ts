/** A results page or a results line in a note: panels with units and reference ranges. */
import { dur, ratio } from "../common.ts";
import { type BroadDoc, some } from "../kit.ts";
import { panel } from "../labs.ts";

export const LAB_REPORT: BroadDoc = {
  name: "lab results",
  weight: 10,
  build(r, v) {
    const out = [r.pick(["Results", "BLOODS", "Investigations:", "Lab results (today)", "Invx"])];
    out.push(panel(r, v, "blood"), panel(r, v, "renal"));
    if (r.chance(0.6)) out.push(panel(r, v, "liver"));
    if (r.chance(0.6)) out.push(panel(r, v, "other"));
    out.push(...some(r, v.tests, r.int(1, 2)));
    if (r.chance(0.4)) out.push(ratio(r));
    out.push(
      r.pick([
        `Comment: repeat in ${dur(r, "7")}.`,
        `Impression: ${r.pick(["AKI stage 2", "iron deficiency anaemia", "hyponatraemia, likely SIADH", "cholestatic picture", "neutropenia", "no acute change"])}.`,
        "Results discussed with the team; no action needed today.",
        `Critical value phoned to the ward and read back.`,
      ]),
    );
    return out.join("\n");
  },
};
