import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * The person a home or ward visit was made to, in any case: "Visited Dinesh at Flat 11D",
 * "visited rakiya at block 17", "VISITED FA'AMOE AT FLAT 4", "Visited Thu Trang at 114 …". The
 * verb opens a line or a sentence, the name is read by readFollowerName (name-follower.ts: no
 * English, clinical, misspelt or drug word; "Visited clinic at 10", "Visited ED at 0300" never),
 * and "at" and an address close it: a number or a word in the name's own case. Bounded: the
 * unknown words, a few tokens each.
 */

function visitOpens(context: ScanContext, v: number): boolean {
  const t = context.tokens;
  if (!t.isWord(v) || t.length(v) !== 7 || t.lower(v) !== "visited") return false;
  if (v === 0 || t.startsLine(v)) return true;
  return t.isPunct(v - 1, ".") || t.isPunct(v - 1, ";");
}

/** "at" and the start of an address: a number, or a word opening with a capital where case tells. */
function addressFollows(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.lower(k) !== "at") return false;
  const a = k + 1;
  if (a >= t.count || t.startsLine(a)) return false;
  if (t.isNumber(a)) return true;
  if (!t.isWord(a)) return false;
  return context.mixedCase ? t.isCapitalised(a) || t.isAllCaps(a) : true;
}

export function findVisitObjectNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextUnknown(1); i + 1 < t.count; i = t.nextUnknown(i + 1)) {
    if (!visitOpens(context, i - 1) || t.startsLine(i)) continue;
    const last = readFollowerName(context, i, false, 3);
    if (last === -1 || !addressFollows(context, last + 1)) continue;
    out.push(hit("name-visited-at", "PATIENT_NAME", t.start[i]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-visited-at": {
    types: ["PATIENT_NAME"],
    level: "context",
    anchored: true,
    about: "a name-shaped word in any case between 'Visited' opening a sentence and 'at' an address",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const visitObjectNameRecogniser: RecogniserModule = {
  id: "visit-object-name",
  family: "names",
  wake: { at: ["unknown"] },
  rules: RULES,
  scan: findVisitObjectNames,
};

const hit = ruleHit(RULES);
