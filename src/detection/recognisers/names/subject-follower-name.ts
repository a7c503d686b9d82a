import { subjectActs } from "../../cues/person-verbs.ts";
import { readFollowerName } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * A person's name, in any case, opening a line or a sentence before what only a person does:
 * "jagdeep translated.", "Ifeoma rang re results", "rakesh to visit on the 3rd", "Kumaran has
 * our number", "…, Jeyanthi settled.", "Wee Hui Min lives in Geylang". The words are read by
 * readFollowerName (name-follower.ts): no English, clinical, misspelt or drug word, spelt like a
 * name, at most three words in one case ("Pain settled", "Obs to continue", "Tazocin to visit"
 * never). The act must close the clause: "translated" and "settled" before punctuation or the
 * line end, "rang" and "phoned" before "re", "the", "back" or punctuation, "to visit on", "has our
 * number", "lives in". Bounded: the unknown words, a few tokens each.
 */

const ACTS = subjectActs.words;

function opensClause(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (i === 0 || t.startsLine(i)) return true;
  const p = i - 1;
  if (t.isPunct(p, ".")) return !(t.isWord(p - 1) && t.length(p - 1) === 1);
  return t.isPunct(p, ";") || t.isPunct(p, ",") || t.isPunct(p, "!") || t.isPunct(p, "?");
}

function endsClause(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  return t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ";");
}

/** True when the words from `k` say what a person did or will do, closing the clause. */
function actFollows(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  const w = t.lower(k);
  const next = t.lower(k + 1);
  if (w === "to") return next === "visit" && t.lower(k + 2) === "on";
  if (w === "has") return t.lower(k + 2) === "number" && (next === "our" || next === "my" || next === "the");
  if (!ACTS.has(w)) return false;
  if (w === "lives") return next === "in" || next === "with";
  if (w === "rang" || w === "phoned")
    return endsClause(context, k + 1) || next === "re" || next === "the" || next === "back";
  return endsClause(context, k + 1);
}

export function findSubjectFollowerNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextUnknown(0); i + 1 < t.count; i = t.nextUnknown(i + 1)) {
    if (!opensClause(context, i)) continue;
    const last = readFollowerName(context, i, false, 3);
    if (last === -1 || t.start[last + 1]! - t.end[last]! !== 1 || !actFollows(context, last + 1)) continue;
    out.push(hit("name-before-act", "NAME", t.start[i]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-before-act": {
    types: ["NAME"],
    level: "context",
    anchored: true,
    about:
      "a name-shaped word in any case opening a clause before what only a person does ('translated', 'to visit on')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const subjectFollowerNameRecogniser: RecogniserModule = {
  id: "subject-follower-name",
  family: "names",
  wake: { at: ["unknown"] },
  rules: RULES,
  scan: findSubjectFollowerNames,
};

const hit = ruleHit(RULES);
