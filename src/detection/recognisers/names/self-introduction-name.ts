import { slotStop } from "../../cues/not-names.ts";
import { skipTitle } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_ROLE,
  DATE_WORD,
  NAME_LISTED,
  ORGANIZATION_CUE,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * The writer's own name in a message's introduction, the way texts, voicemails and phone notes
 * of every country open: "hi BHAVANI its Tapas from Lok Nayak", "This is Anil from Riverside
 * Pharmacy", "IT'S JO FROM KESTREL". "its"/"it's"/"this is", a title at most, one or two name
 * words, then "from": the introduction is the evidence, so an English word may be the name where
 * it is capitalised in a note with case ("Tapas"); without case the words must be listed names or
 * no English word. Never a role, relative, clinical, date or function word ("it's mum from
 * home", "this is reception from the clinic"). Bounded: four tokens per cue.
 */

const SLOT_STOP = slotStop.words;
const CUES: ReadonlySet<string> = new Set(["its", "it's", "it\u2019s", "this"]);
/** Who speaks for a desk, not a person ("it's reception from …", "this is pharmacy from …"). */
const DESKS: ReadonlySet<string> = new Set([
  "reception",
  "pharmacy",
  "admin",
  "team",
  "ward",
  "clinic",
  "office",
  "bookings",
  "booking",
  "everyone",
  "someone",
  "somebody",
]);
const NOT_NAME = CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE | DATE_WORD;

function givenWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || t.length(k) > 30) return false;
  const word = t.lower(k).replace(/^['\u2019]/, "");
  if (word === "from" || SLOT_STOP.has(word) || DESKS.has(word)) return false;
  const bits = t.bits(k);
  if ((bits & NOT_NAME) !== 0 || (t.cues(k) & CUE_ROLE) !== 0) return false;
  if (/\d/.test(word)) return false;
  if ((bits & NAME_LISTED) !== 0 || (bits & VOCABULARY) === 0) return true;
  // "its Tapas from": an English word is the name only in capitals where the note has case.
  return context.mixedCase && t.isCapitalised(k);
}

export function findSelfIntroductionNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, ORGANIZATION_CUE); i < t.count; i = t.nextBits(i + 1, ORGANIZATION_CUE)) {
    if (t.length(i) > 4 || !t.isWord(i) || !CUES.has(t.lower(i))) continue;
    let k = i + 1;
    if (t.lower(i) === "this") {
      if (!t.isWord(k) || t.lower(k) !== "is" || t.startsLine(k)) continue;
      k++;
    }
    if (k >= t.count || t.startsLine(k)) continue;
    k = skipTitle(context, k);
    // "its 'Ana from": an apostrophe opening a Tongan or Hawaiian name.
    const first = t.isPunct(k, "'") && t.touches(k) ? k + 1 : k;
    if (!givenWord(context, first)) continue;
    let last = first;
    if (givenWord(context, first + 1) && t.start[first + 1]! - t.end[first]! === 1) last = first + 1;
    const from = last + 1;
    if (!t.isWord(from) || t.lower(from) !== "from" || t.startsLine(from)) continue;
    out.push(hit("name-in-self-introduction", "NAME", t.start[k]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "name-in-self-introduction": {
    types: ["NAME"],
    level: "cued",
    anchored: false,
    about: "the writer's name in a message's introduction ('its Tapas from Lok Nayak')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const selfIntroductionNameRecogniser: RecogniserModule = {
  id: "self-introduction-name",
  family: "names",
  wake: { on: ORGANIZATION_CUE },
  rules: RULES,
  scan: findSelfIntroductionNames,
};

const hit = ruleHit(RULES);
