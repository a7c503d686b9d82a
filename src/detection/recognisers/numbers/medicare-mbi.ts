import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { WORD } from "../../token-stream.ts";

/**
 * The US Medicare Beneficiary Identifier (CMS, "Understanding the MBI format"): eleven characters
 * in a fixed pattern, digit 1-9, letter, letter or digit, digit, then letter, letter or digit,
 * digit, then letter, letter, digit, digit; the letters never S, L, O, I, B or Z. Cards and
 * letters print it 4-3-4 with hyphens ("1EG4-TE5-MK73"). The pattern is its own evidence, with or
 * without a label: no dose, code or lot number has it. Written whole, it must be in capitals.
 * Woken by numbers; a number that is not one digit 1-9 run into a letter is refused at once.
 */

const L = "[AC-HJKMNP-RT-Y]";
const LD = "[AC-HJKMNP-RT-Y0-9]";
const DASHED = new RegExp(`^[1-9]${L}${LD}\\d-${L}${LD}\\d-${L}${L}\\d\\d(?![\\p{L}\\p{N}])`, "iu");
const WHOLE = new RegExp(`^[1-9]${L}${LD}\\d${L}${LD}\\d${L}${L}\\d\\d(?![\\p{L}\\p{N}])`, "u");

export function findMbis(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into a word are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.intoWordCount; r++) {
    const n = shapes.intoWord[r]!;
    if (t.length(n) !== 1 || !t.touches(n) || t.kind[n + 1] !== WORD) continue;
    const from = t.start[n]!;
    if (from > 0 && /[\p{L}\p{N}]/u.test(t.text[from - 1]!)) continue;
    const rest = t.text.slice(from, from + 14);
    const m = DASHED.exec(rest) ?? WHOLE.exec(rest);
    if (m === null) continue;
    out.push(hit("medicare-mbi", "HEALTH_PLAN_ID", from, from + m[0].length));
  }
}

const RULES = defineRules({
  "medicare-mbi": {
    types: ["HEALTH_PLAN_ID"],
    level: "shaped",
    anchored: true,
    about: "a US Medicare Beneficiary Identifier by its fixed pattern ('1EG4-TE5-MK73'), labelled or not",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const medicareMbiRecogniser: RecogniserModule = {
  id: "medicare-mbi",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findMbis,
};

const hit = ruleHit(RULES);
