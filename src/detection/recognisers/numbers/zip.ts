import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";

/** US ZIP codes (5 digits, optional +4) after a state name or code, or a "zip" cue. */
export function findZips(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const states = context.lexicons.states;
  // Only numbers of four digits or more are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.longCount; r++) {
    const i = shapes.long[r]!;
    if (i < 1) continue;
    if (t.kind[i] !== NUMBER || t.length(i) !== 5) continue;
    if (t.touches(i - 1) && !t.isPunct(i - 1, ":")) continue;
    let k = i - 1;
    if (t.isPunct(k, ",") || t.isPunct(k, ":")) k--;
    const cue = t.isWord(k) && (states.has(t.lower(k)) || t.lower(k) === "zip" || t.lower(k) === "zipcode");
    if (!cue) continue;
    let end = t.end[i]!;
    if (t.isPunct(i + 1, "-") && t.touches(i) && t.isNumber(i + 2) && t.length(i + 2) === 4)
      end = t.end[i + 2]!;
    out.push(hit("zip-after-state", "ZIP", t.start[i]!, end));
  }
}

const RULES = defineRules({
  "zip-after-state": {
    types: ["ZIP"],
    level: "cued",
    anchored: true,
    about: "a ZIP code after a state",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const zipRecogniser: RecogniserModule = {
  id: "zip",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findZips,
};

const hit = ruleHit(RULES);
