/** An examination note by system, with eponymous signs and tests as findings. */
import { obs } from "../common.ts";
import { classification, SIGNS, SYSTEMS } from "../eponyms-more.ts";
import { type BroadDoc, some } from "../kit.ts";

export const EXAM_NOTE: BroadDoc = {
  name: "examination note",
  weight: 7,
  build(r, v) {
    const head = r.pick(["O/E:", "Examination", "EXAM", "On examination", "Systems review", "Clinical exam"]);
    const systems = some(r, SYSTEMS, r.int(2, 4));
    const lines = systems.map(
      (s) => `${s}: ${some(r, SIGNS[s] ?? [], r.int(1, 3)).join(r.pick(["; ", ", ", ". "]))}.`,
    );
    const imp = r.pick([
      `Imp: ${classification(r)}.`,
      "Impression: mechanical back pain, no red flags.",
      "Imp: likely BPPV; Epley repeated.",
      `Plan: ${r.pick(v.drugs).brand} and r/v in 2/52.`,
    ]);
    return [head, obs(r), ...lines, imp].join("\n");
  },
};
