import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_WORK, DATE_WORD, STAFF_ROLE, TITLE } from "../../word-bits.ts";

/**
 * "To: Kestrel Chemist   Attn: J Brown", "TO: KEMH   ATTN: RECORDS": on a fax or letter's "To:"
 * line, the addressee before a column gap and an "Attn:" field is the organisation, the person
 * comes after "Attn". Cover sheets everywhere are laid out so; the label, the gap and the
 * attention field are the evidence, so the organisation needs no head word. One to six words from
 * the label to the gap, none a title (that is a person), a clinical or a date word, not a role
 * alone. At
 * most eight tokens back from each "Attn": linear.
 */
const ATTENTION: ReadonlySet<string> = new Set(["attn", "attention", "fao"]);
const MAX = 8;

function gapBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k === 0) return false;
  const from = t.end[k - 1]!;
  const to = t.start[k]!;
  if (to - from >= 3) return true;
  for (let p = from; p < to; p++) if (t.text.charCodeAt(p) === 9) return true;
  return false;
}

export function findOrganisationsBeforeAttention(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || !ATTENTION.has(t.lower(i)) || t.startsLine(i) || !gapBefore(context, i)) continue;
    if (!t.isPunct(i + 1, ":") && !t.isPunct(i + 1, ".")) continue;
    // Back to the line's "To:" label, over the addressee's words.
    let label = -1;
    for (let k = i - 1; k >= 0 && k >= i - MAX; k--) {
      if (t.startsLine(k)) {
        if (t.isWord(k) && t.lower(k) === "to" && t.isPunct(k + 1, ":")) label = k;
        break;
      }
    }
    if (label === -1) continue;
    const first = label + 2;
    const last = i - 1;
    if (first > last) continue;
    let words = 0;
    let roles = 0;
    let ok = true;
    for (let k = first; k <= last && ok; k++) {
      if (t.isWord(k)) {
        if ((t.bits(k) & (TITLE | CLINICAL | DATE_WORD)) !== 0 || t.length(k) > 40) ok = false;
        if ((t.bits(k) & STAFF_ROLE) !== 0) roles++;
        words++;
        continue;
      }
      // "St. John's", "Dis-Chem", "Smith & Co": marks inside an organisation's name.
      const inner = k > first && k < last;
      ok =
        inner &&
        (t.isPunct(k, "'") ||
          t.isPunct(k, "\u2019") ||
          t.isPunct(k, "-") ||
          t.isPunct(k, ".") ||
          t.isPunct(k, "&"));
    }
    // "To: Pharmacist   Attn: …": a role alone is a person's calling ("Chemist Warehouse" is a name).
    if (!ok || words === 0 || words > 6 || roles === words || !t.isWord(last)) continue;
    out.push(hit("organisation-before-attention", "ORGANIZATION", t.start[first]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "organisation-before-attention": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about:
      "the addressee on a 'To:' line before a column gap and an 'Attn:' field (To: Kestrel Chemist   Attn: …)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const organisationBeforeAttentionRecogniser: RecogniserModule = {
  id: "organisation-before-attention",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: [...ATTENTION] }],
  rules: RULES,
  scan: findOrganisationsBeforeAttention,
};

const hit = ruleHit(RULES);
