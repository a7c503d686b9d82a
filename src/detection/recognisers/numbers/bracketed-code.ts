import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { PUNCT } from "../../token-stream.ts";

/**
 * A code in brackets after the name it belongs to: the GP practice's national code and the GP's
 * own code in UK referrals and discharge letters ("Dalton Road Surgery (A82045)", "Dr F El-Amin
 * (G8812345)"), a provider or site code in US letters ("(SA2019283)"). One to three capitals run
 * into five to eight digits, alone in the brackets. Shorter codes in brackets are clinical ("(B12)",
 * "(G6PD)", "(V600E)", "(E11.9)", "(T2DM)"); a lower-case run is a gene variant ("(rs12345)").
 */
export function findBracketedCodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const kind = t.kind;
  for (let i = t.nextNumber(2) - 2; i + 3 < t.count; i = t.nextNumber(i + 3) - 2) {
    if (kind[i] !== PUNCT || t.text.charCodeAt(t.start[i]!) !== 40) continue;
    const w = i + 1;
    const n = i + 2;
    if (!t.isWord(w) || !t.touches(i) || !t.touches(w) || !t.isNumber(n) || !t.isPunct(n + 1, ")")) continue;
    if (!t.touches(n) || t.length(w) > 3 || !t.isAllCaps(w)) continue;
    const digits = t.length(n);
    if (digits < 5 || digits > 8) continue;
    out.push(hit("id-bracketed-code", "ID", t.start[w]!, t.end[n]!));
    i = n + 1;
  }
}

const RULES = defineRules({
  "id-bracketed-code": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "one to three capitals run into five to eight digits, alone in brackets (a practice or GP code)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const bracketedCodeRecogniser: RecogniserModule = {
  id: "bracketed-code",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findBracketedCodes,
};

const hit = ruleHit(RULES);
