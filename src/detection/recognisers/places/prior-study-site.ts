import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * Where a prior study was done, in brackets after its date on a report's comparison line:
 * "COMPARISON: CT CHEST 12-03-2024 (LUTH)", "Comparison: 12/03/2024 (Tygerberg)", "Prior:
 * 3 May 2024 (CT from RPA)". Radiology reports of every country name the outside hospital of an
 * earlier study in that place. The line opens with a word of comparison and a colon; the bracket
 * follows a number and closes the line; inside it one word — in capitals, three to six letters, or
 * capitalised where the note has case — that no English or clinical list knows ("(CT)", "(AP)",
 * "(portable)", "(Outside)" are refused), or a modality and "from" before such a word. Bounded
 * work per number: a look back to the line's start of at most twelve tokens.
 */
const LABELS: ReadonlySet<string> = new Set(["comparison", "comparisons", "prior", "previous", "compared"]);

function labelledLine(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  for (let k = n; k >= 0 && k >= n - 12; k--) {
    if (!t.startsLine(k)) continue;
    return t.isWord(k) && LABELS.has(t.lower(k)) && (t.isPunct(k + 1, ":") || t.isPunct(k + 2, ":"));
  }
  return false;
}

function siteWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3 || t.length(k) > 20) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | VOCABULARY)) !== 0) return false;
  if (context.lexicons.clinical.has(t.lower(k))) return false;
  if (t.isAllCaps(k)) return t.length(k) <= 6 || !context.mixedCase;
  return context.mixedCase ? t.isCapitalised(k) : true;
}

/** The site's token inside the bracket opening at `open`, or -1. */
function siteInBracket(context: ScanContext, open: number): number {
  const t = context.tokens;
  let k = open + 1;
  // "(CT from RPA)": a study and "from" before the site.
  if (t.isWord(k) && t.isWord(k + 1) && t.lower(k + 1) === "from") k += 2;
  else if (t.isWord(k) && t.isWord(k + 1) && t.isWord(k + 2) && t.lower(k + 2) === "from") k += 3;
  if (!siteWord(context, k) || !t.isPunct(k + 1, ")")) return -1;
  const after = k + 2;
  if (after < t.count && !t.startsLine(after)) return -1;
  return k;
}

export function findPriorStudySites(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let n = t.nextNumber(0); n < t.count; n = t.nextNumber(n + 1)) {
    if (!t.isPunct(n + 1, "(") || t.startsLine(n + 1)) continue;
    const k = siteInBracket(context, n + 1);
    if (k === -1 || !labelledLine(context, n)) continue;
    out.push(hit("prior-study-site", "HOSPITAL", t.start[k]!, t.end[k]!));
    n = k;
  }
}

const RULES = defineRules({
  "prior-study-site": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about:
      "an unknown word in brackets after a date closing a report's comparison line: where the prior study was done",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const priorStudySiteRecogniser: RecogniserModule = {
  id: "prior-study-site",
  family: "places",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findPriorStudySites,
};

const hit = ruleHit(RULES);
