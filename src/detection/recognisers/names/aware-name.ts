import { awareCues, initialOnlyCues } from "../../cues/contact-verbs.ts";
import { notAwareNames } from "../../cues/not-names.ts";
import {
  isInitial,
  isListedName,
  isOpenWord,
  isWorldWord,
  KNOWN_NAME,
  nameEvidence,
} from "../../name-evidence.ts";
import { isSlotInitial, SLOT_NAMELIKE, SLOT_WORDLIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { PUNCT } from "../../token-stream.ts";
import { AWARE_CUE, CLINICAL, FIRST_NAME, STAFF_ROLE } from "../../word-bits.ts";
import { TITLE_WORDS } from "./title-name.ts";

/**
 * Names before "aware" and "notified", the way nurses report who was told: "maeve novak aware",
 * "Vandermolen notified", "DR. X AND Y AWARE". The word before the cue must be no English or
 * clinical word ("team aware", "MD aware" are not names); a first name or initial before it joins.
 */
const AWARE_CUES = awareCues.words;
const INITIAL_ONLY_CUES = initialOnlyCues.words;

/**
 * An initial and a name before the cue, in any case, the way ALL CAPS nursing notes report who
 * was told or who came: "J. SMITH AWARE", "DR R GREEN NOTIFIED", "K. OSEI AT BEDSIDE",
 * "t. nguyen updated". The initial makes the slot; the word after it must have a name's shape
 * (a listed name even if also a word, or a word no list knows), not a clinical or plain word.
 * Returns the first token of the name (with a title before the initial), or -1.
 */
function initialledName(context: ScanContext, last: number): number {
  const t = context.tokens;
  const cls = slotWordClass(context, last);
  if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE) return -1;
  let k = last - 1;
  if (t.isPunct(k, ".") && t.touches(k - 1)) k--;
  if (!isSlotInitial(context, k) || t.startsLine(last)) return -1;
  if (t.isAllCaps(k) !== (t.isAllCaps(last) || t.isCapitalised(last))) return -1;
  // The initial opens the name: a line start, punctuation or a title before it ("LABS SENT. A. BROOK").
  const before = k - 1;
  if (before < 0 || t.startsLine(k) || t.kind[before] === PUNCT) return k;
  if (TITLE_WORDS.includes(t.lower(before))) return k;
  // Mid-sentence in a note with case, an initial is as often a letter of shorthand.
  return context.mixedCase ? -1 : k;
}

/** A listed name that is an English word, in the note's name case, standing alone before the cue. */
function listedWordName(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3 || slotWordClass(context, k) !== SLOT_WORDLIKE) return false;
  if ((t.bits(k) & CLINICAL) !== 0 || NOT_AWARE_NAMES.has(t.lower(k))) return false;
  if (context.mixedCase) return t.isCapitalised(k);
  // Without case, a given name only ("ROSE AWARE", not "CHARGE AWARE").
  return (t.bits(k) & FIRST_NAME) !== 0;
}

const NOT_AWARE_NAMES = notAwareNames.words;

export function findAwareNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(1, AWARE_CUE); i < t.count; i = t.nextBits(i + 1, AWARE_CUE)) {
    if ((t.bits(i) & AWARE_CUE) === 0 || !AWARE_CUES.has(t.lower(i))) continue;
    let last = i - 1;
    if (t.isWord(last) && (t.lower(last) === "made" || t.lower(last) === "is" || t.lower(last) === "was"))
      last--;
    const cue = t.lower(i);
    if (cue === "bedside" && t.lower(last) === "at") last--;
    // "NIC aware", "TVN informed": a staff role, not a name.
    if ((t.bits(last) & STAFF_ROLE) !== 0) continue;
    const initialled = initialledName(context, last);
    if (initialled >= 0) {
      out.push(hit("name-before-aware", "PROVIDER_NAME", t.start[initialled]!, t.end[last]!));
      continue;
    }
    // "whānau aware", "WHANAU PRESENT": an everyday word of another language, where case says nothing.
    if (!(context.mixedCase && t.isCapitalised(last)) && isWorldWord(context, last)) continue;
    // "Hunter aware", "ROSE AT BEDSIDE", "amber notified": a listed name that is also a word.
    const wordName = listedWordName(context, last);
    if (INITIAL_ONLY_CUES.has(cue) && !(wordName && (t.bits(last) & FIRST_NAME) !== 0)) continue;
    if (!(isOpenWord(context, last) || nameEvidence(context, last) === KNOWN_NAME || wordName)) continue;
    if (t.startsLine(i) && !t.startsLine(last)) continue;
    let first = last;
    const k = last - 1;
    if (
      !t.startsLine(last) &&
      (isListedName(context, k) || isInitial(context, k) || isOpenWord(context, k))
    ) {
      first = k;
    }
    out.push(hit("name-before-aware", "PROVIDER_NAME", t.start[first]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-before-aware": {
    types: ["PROVIDER_NAME"],
    level: "weak",
    anchored: false,
    about: "a name before 'aware' or 'notified'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const awareNameRecogniser: RecogniserModule = {
  id: "aware-name",
  family: "names",
  wake: { on: AWARE_CUE },
  vocabulary: [{ mask: "words", bit: AWARE_CUE, words: AWARE_CUES }],
  rules: RULES,
  scan: findAwareNames,
};

const hit = ruleHit(RULES);
