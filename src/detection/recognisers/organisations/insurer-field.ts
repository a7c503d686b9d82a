import { insurerLabelQualifiers, insurerLabels, notInsurers } from "../../cues/businesses.ts";
import { facilityStopWords } from "../../cues/facilities.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_WORK, DATE_WORD, VOCABULARY } from "../../word-bits.ts";

const LABELS = insurerLabels.words;
const QUALIFIED = insurerLabelQualifiers.partners;
const NOT_INSURERS = notInsurers.words;
const STOP_WORDS = facilityStopWords.words;

/** Words in a value that open the next field on the line ("Bupa Member no 123", "HCF Policy 55"). */
const FIELD_WORDS: ReadonlySet<string> = new Set([
  "member",
  "membership",
  "policy",
  "no",
  "number",
  "claim",
  "ref",
  "id",
  "plan",
  "expiry",
  "exp",
  "valid",
]);

/**
 * The patient's insurer, health fund, medical aid or HMO in a labelled field (issue 19):
 * "Insurer: Medibank", "Health fund: HCF", "Medical aid: Discovery Health", "HMO: Hygeia". Not
 * "Insurance:" or "Payer:" alone: US letters write the plan there, which is no PHI. The label says what the value is in every country; the value runs to the
 * line's end, a wide gap, a bar, a semicolon, a bracket or the next label, and stops before the
 * member or policy number. Refused when it names none ("none", "self-funded", "N/A") or, where
 * the note has case, is only English or clinical words in lower case. At most six value tokens: linear.
 */
export function findInsurerFields(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i + 2 < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || !t.isPunct(i + 1, ":")) continue;
    const label = t.lower(i);
    const needs = QUALIFIED.get(label);
    if (!LABELS.has(label) && (needs === undefined || !(t.isWord(i - 1) && needs.has(t.lower(i - 1)))))
      continue;
    const first = i + 2;
    if (!t.isWord(first) || t.startsLine(first) || NOT_INSURERS.has(t.lower(first))) continue;
    let last = -1;
    let named = false;
    for (let k = first; k < t.count && k < first + 6; k++) {
      if (k > first && (t.startsLine(k) || wideGap(context, k))) break;
      if (t.isPunct(k, "&") || (t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1))) continue;
      if (!t.isWord(k) || t.isPunct(k + 1, ":")) break;
      const word = t.lower(k);
      if (k > first && FIELD_WORDS.has(word)) break;
      if ((t.bits(k) & DATE_WORD) !== 0) break;
      const cased = t.isCapitalised(k) || t.isAllCaps(k);
      // "Max Bupa", "Care Health INS": a clinical word inside an insurer's name, written as a name
      // where the note has case, or a short one after the first word where it has none.
      const clinical = (t.bits(k) & CLINICAL) !== 0;
      if (clinical && !(context.mixedCase ? cased : k > first && t.length(k) <= 4)) break;
      // "Insurer: nib": a brand in lower case that no English list knows.
      const unknown = (t.bits(k) & VOCABULARY) === 0 && !clinical;
      if (context.mixedCase && !cased && !unknown) break;
      if (!clinical && (unknown || cased)) named = true;
      last = k;
    }
    // "insurer: southern cross" in a note without case: the label says what the words are; only a
    // function word opening the value ("to be confirmed", "as above") says it names none.
    if (!context.mixedCase && last !== -1 && !STOP_WORDS.has(t.lower(first))) named = true;
    if (last === -1 || !named) continue;
    out.push(hit("insurer-field", "ORGANIZATION", t.start[first]!, t.end[last]!));
    i = last;
  }
}

/** Three spaces or more, or a tab, between token `k` and the one before it: the next column. */
function wideGap(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const from = t.end[k - 1]!;
  const to = t.start[k]!;
  if (to - from >= 3) return true;
  for (let p = from; p < to; p++) if (t.text.charCodeAt(p) === 9) return true;
  return false;
}

const RULES = defineRules({
  "insurer-field": {
    types: ["ORGANIZATION"],
    level: "cued",
    anchored: true,
    about: "the value of an insurer's field (Insurer:, Health fund:, Medical aid:, HMO:, Payer:)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const insurerFieldRecogniser: RecogniserModule = {
  id: "insurer-field",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: [...LABELS, ...QUALIFIED.keys()] }],
  rules: RULES,
  scan: findInsurerFields,
};

const hit = ruleHit(RULES);
