/** An assessment note full of scores, scales and eponymous signs. */
import { EPONYMS, obs, type ScaleGroup, scales as someScales } from "../common.ts";
import { type BroadDoc, some } from "../kit.ts";

/** Scales written together in one setting. */
const THEMES: readonly (readonly ScaleGroup[])[] = [
  ["ed", "neuro"],
  ["cardio", "resp"],
  ["gi"],
  ["nursing", "palliative"],
  ["ortho"],
  ["child", "neonatal"],
  ["maternal", "neonatal"],
  ["mental"],
  ["icu", "neuro"],
  ["anaesthetic", "cardio", "resp"],
];

export const SCORES: BroadDoc = {
  name: "assessment with scores",
  weight: 12,
  build(r, v) {
    const head = r.pick(["Assessment", "O/E", "Exam:", "Risk assessment", "Clinical scores", "Impression"]);
    const theme = r.pick(THEMES);
    const scales = someScales(r, r.int(3, 6), ...theme);
    const signs = some(r, EPONYMS, r.int(1, 3));
    const lines = [head, obs(r), ...(r.chance(0.5) ? [scales.join("; ")] : scales), signs.join("; ")];
    if (r.chance(0.5)) lines.push(`${r.pick(v.ews)}; ${v.triage(r)} on arrival.`);
    return lines.join("\n");
  },
};
