import { slotStop } from "../../cues/not-names.ts";
import { afterKinName } from "../../cues/person-verbs.ts";
import { notFamily, relativeWords } from "../../cues/relatives.ts";
import { sameCase, slotFollower } from "../../name-follower.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, RELATIVE_CUE, STAFF_ROLE, TITLE } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * A relative's name between a family word and what the relative does, in any case: "dtr
 * kalaivani to call back", "son subhajit visiting pm", "WIFE NEHA TO CALL BACK", "neighbour
 * vikas checks daily", "dad kwok wing to call back", "his mum, IFEOMA." Handovers and shorthand
 * write the name as it comes, in lower case inside a mixed-case note too; the two sides of the
 * slot say "a person stands here", and slotFollower (name-follower.ts) keeps English, clinical,
 * misspelt and drug words out. At most three name words; the word after them must close the
 * slot (a verb of a visitor, punctuation, the line end). Bounded: five tokens per family word.
 */

const FAMILY = relativeWords.words;
const NOT_FAMILY = notFamily.words;
const AFTER = afterKinName.words;
const POSSESSIVES = new Set(["his", "her", "my", "their", "your", "the"]);
const MAX_WORDS = 3;
const SLOT_STOP = slotStop.words;
const SLOT_STOP_LIST = listBit(SLOT_STOP);

function closesSlot(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  if (t.isWord(k)) return AFTER.has(t.lower(k));
  return (
    t.isPunct(k, ",") || t.isPunct(k, ".") || t.isPunct(k, ";") || t.isPunct(k, "(") || t.isPunct(k, ")")
  );
}

/** A capitalised English word that no list marks as clinical, a role, a relative, a title or a date. */
function titledWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.length(k) < 3 || (t.bits(k) & (CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE | DATE_WORD)) !== 0)
    return false;
  return !t.inList(k, SLOT_STOP_LIST) && t.start[k + 1]! - t.end[k]! === 1;
}

export function findKinFollowerNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, RELATIVE_CUE); i < t.count; i = t.nextBits(i + 1, RELATIVE_CUE)) {
    let word = t.lower(i);
    // "brother-in-law pravin": the compound ends at "law".
    if (word === "law" && t.isPunct(i - 1, "-") && t.lower(i - 2) === "in" && t.isPunct(i - 3, "-"))
      word = `${t.lower(i - 4)}-in-law`;
    if (!FAMILY.has(word) || NOT_FAMILY.has(word)) continue;
    let j = i + 1;
    // "with her mum, IFEOMA.": a comma after a possessed family word.
    if (t.isPunct(j, ",") && POSSESSIVES.has(t.lower(i - 1))) j++;
    if (!t.isWord(j) || t.startsLine(j) || t.start[j]! - t.end[i]! > 3) continue;
    // A listed name that is an English word only where case marks it ("son Tapas at").
    const titled = context.mixedCase && t.isCapitalised(j);
    // "husband Piet came in", "son Will visited": a word English has, capitalised after a family
    // word written in lower case, before what a visitor does (not mere punctuation).
    const wordName = !slotFollower(context, j, titled, 3, true);
    if (wordName && !(titled && !t.isCapitalised(i) && titledWord(context, j) && AFTER.has(t.lower(j + 1))))
      continue;
    let last = j;
    while (last - j + 1 < MAX_WORDS) {
      const k = last + 1;
      if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[last]! !== 1) break;
      if (AFTER.has(t.lower(k)) || !sameCase(context, j, k)) break;
      if (!slotFollower(context, k, true, 2, true)) break;
      last = k;
    }
    if (!closesSlot(context, last + 1)) continue;
    out.push(hit("name-between-kin-and-visit", "RELATIVE_NAME", t.start[j]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-between-kin-and-visit": {
    types: ["RELATIVE_NAME"],
    level: "context",
    anchored: true,
    about: "a name-shaped word in any case between a family word and what the relative does",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const kinFollowerNameRecogniser: RecogniserModule = {
  id: "kin-follower-name",
  family: "names",
  wake: { on: RELATIVE_CUE },
  rules: RULES,
  scan: findKinFollowerNames,
};

const hit = ruleHit(RULES);
