/** A mental health review: mental state examination, rating scales, risk, plan and culture. */
import { dur } from "../common.ts";
import { type BroadDoc, chartLine, drugsOf } from "../kit.ts";

export const MENTAL_HEALTH: BroadDoc = {
  name: "mental health review",
  weight: 7,
  build(r, v) {
    const lines = [
      r.pick(["MSE", "Mental state examination", "Psych r/v", "Mental health assessment"]),
      `Appearance: ${r.pick(["kempt", "dishevelled", "casually dressed"])}; behaviour ${r.pick(["settled", "guarded", "restless"])}; rapport ${r.pick(["good", "fair", "limited"])}.`,
      `Speech ${r.pick(["normal rate and volume", "pressured", "soft, slowed"])}; mood "${r.pick(["low", "ok", "stressed", "flat"])}", affect ${r.pick(["reactive", "restricted", "labile", "blunted"])}.`,
      `Thought: ${r.pick(["no FTD", "tangential", "loosening of associations"])}; ${r.pick(["no delusions elicited", "persecutory ideas", "passive death wish, no plan"])}; perception ${r.pick(["no hallucinations", "hears voices commenting"])}.`,
      `Cognition: orientated x3; insight ${r.pick(["good", "partial", "poor"])}, judgement ${r.pick(["intact", "impaired"])}.`,
      `Scales: ${r.pick([`K10 ${r.int(14, 45)}`, `PHQ-9 ${r.int(4, 26)}`, `HoNOS ${r.int(6, 30)}`, `BPRS ${r.int(24, 70)}`, `YMRS ${r.int(4, 34)}`, `AUDIT ${r.int(2, 30)}`])}; risk to self ${r.pick(["low", "moderate", "high"])}, to others low.`,
      `Plan: ${chartLine(r, v, r.pick(drugsOf(v, "psych")))}; ${r.pick(["CBT referral", "crisis team follow-up", "voluntary admission", "review under the Mental Health Act", "safety plan written with the patient"])}; review in ${dur(r, "52")}.`,
    ];
    if (r.chance(0.5)) lines.push(r.pick(v.local));
    return lines.join("\n");
  },
};
