import { hasMedicalSuffix, isClinicalLookalike } from "../../clinical-lookalike.ts";
import { contactAlone, contactClosers, talkVerbs } from "../../cues/contact-verbs.ts";
import { speechFillers } from "../../cues/messaging.ts";
import { slotStop } from "../../cues/not-names.ts";
import { foldDiacritics } from "../../name-evidence.ts";
import { nameShapeScore } from "../../name-shape.ts";
import { isTitleCased, readSlotName, SLOT_NAMELIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CONTACT_CUE, FIRST_NAME, NAME_LISTED, VOCABULARY } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

const SLOT_STOP = slotStop.words;

/**
 * The person a note was discussed with, handed to or acted for, in the shorthand of ward notes and
 * transcribed speech: "d/w kazimierz re pain relief", "plan per onwuachi - home", "TTO meds via
 * Fenella", "spoke w/ Chinonso", "handed over to er Lowri", "her daughter's called uh Mercy".
 * Two slot fillers the other contact readers miss: a speech filler between cue and name ("um",
 * "er"), and, where case says nothing, one word no list knows that is spelt like a name (the
 * letter-trigram model of name-shape.ts) or carries letters beyond ASCII, closing its phrase
 * ("re", a dash, punctuation, the line end). Drugs, routes and shorthand after "via" and "per"
 * ("via peg", "per os", "per pabrinex protocol") are words, clinical, spelt like words or run on.
 * Bounded work: a cue, at most two fillers, one name of at most four words.
 */

const ALONE = contactAlone.words;
const ALONE_LIST = listBit(ALONE);
const TALK_VERBS = talkVerbs.words;
const TALK_VERBS_LIST = listBit(TALK_VERBS);
const FILLERS = speechFillers.words;

export const CONTACT_SHAPE_TRIGGERS: readonly string[] = [...ALONE, "w", "with", "to"];

const CLOSERS = contactClosers.words;

/** The token after the cue at `i` where the slot opens, or -1 when `i` is no cue. */
function slotAfterCue(context: ScanContext, i: number): number {
  const t = context.tokens;
  const word = t.lower(i);
  // "K+ phoned to kovalenkiu on ...", "results called to Tavita at 14:30": "to" before the person.
  if (t.inList(i, ALONE_LIST)) return t.lower(i + 1) === "to" && !t.startsLine(i + 1) ? i + 2 : i + 1;
  if (word === "w") {
    // "d/w X", "w/ X"
    if (t.isPunct(i - 1, "/") && t.lower(i - 2) === "d" && t.touches(i - 1)) return i + 1;
    // "spoke w/ X"; not "treated w/ X", whose slot holds a drug.
    if (t.isPunct(i + 1, "/") && t.touches(i) && t.inList(i - 1, TALK_VERBS_LIST)) return i + 2;
    return -1;
  }
  if ((word === "with" || word === "to") && t.inList(i - 1, TALK_VERBS_LIST)) return i + 1;
  return -1;
}

function phraseCloses(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k) || !t.isWord(k)) return true;
  return CLOSERS.has(t.lower(k));
}

/** Without case: one word no list knows, spelt like a name or with letters beyond ASCII. */
export function shapedLoneName(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (t.length(j) < 4 || (t.bits(j) & (VOCABULARY | CLINICAL | NAME_LISTED)) !== 0) return false;
  const from = t.start[j]!;
  const to = t.end[j]!;
  let ascii = true;
  let vowel = false;
  for (let p = from; p < to; p++) {
    const c = t.text.charCodeAt(p) | 32;
    if (c >= 0xe0) ascii = false;
    else if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121) vowel = true;
    else if (c < 97 || c > 122) return false;
  }
  if (!ascii) {
    // "bartłomiej", "siobhán": a folded form that is an English or clinical word is that word.
    const folded = foldDiacritics(t.lower(j));
    return (context.lexicons.wordBits.get(folded) & (VOCABULARY | CLINICAL)) === 0;
  }
  // "NAHCO3", "via dopppler", "w/ Trazadone": codes run into digits and misspelt clinical words.
  if (!vowel || (t.touches(j) && t.isNumber(j + 1)) || hasMedicalSuffix(t.lower(j))) return false;
  if (isClinicalLookalike(t.lower(j), context.lexicons.clinicalLookalikes)) return false;
  const score = nameShapeScore(context.lexicons.nameShape, t.text, from, to);
  return score > (t.length(j) >= 6 ? 0 : 0.5);
}

export function findContactShapeNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, CONTACT_CUE); i < t.count; i = t.nextBits(i + 1, CONTACT_CUE)) {
    if ((t.bits(i) & CONTACT_CUE) === 0) continue;
    let j = slotAfterCue(context, i);
    if (j < 0 || !t.isWord(j) || t.startsLine(j)) continue;
    let filled = false;
    while (filled === false && t.isWord(j) && FILLERS.has(t.lower(j)) && j < i + 4) {
      if (t.isPunct(j + 1, ",")) j++;
      j++;
      if (!t.isWord(j) || !FILLERS.has(t.lower(j))) filled = true;
    }
    if (!t.isWord(j) || t.startsLine(j) || SLOT_STOP.has(t.lower(j))) continue;
    if (filled && context.mixedCase) {
      // "handed over to er Lowri", "called uh Mercy": a capitalised name after a speech filler.
      const listed = (t.bits(j) & FIRST_NAME) !== 0 && (t.bits(j) & CLINICAL) === 0;
      if (!isTitleCased(context, j) || !(slotWordClass(context, j) === SLOT_NAMELIKE || listed)) continue;
      const last = Math.max(j, readSlotName(context, j));
      out.push(hit("name-after-contact-shape", "NAME", t.start[j]!, t.end[last]!));
      continue;
    }
    if (context.mixedCase) {
      // "via Fenella", "w/ Chinonso": a Title Case listed name that is no word, or an unlisted word
      // spelt like a name, closing its phrase.
      if (!t.isCapitalised(j) && !isTitleCased(context, j)) continue;
      const bits = t.bits(j);
      const known = (bits & NAME_LISTED) !== 0 && (bits & (VOCABULARY | CLINICAL)) === 0;
      if (!known && !shapedLoneName(context, j)) continue;
      const last = Math.max(j, readSlotName(context, j));
      if (!phraseCloses(context, last + 1)) continue;
      out.push(hit("name-after-contact-shape", "NAME", t.start[j]!, t.end[last]!));
      continue;
    }
    if (!shapedLoneName(context, j) || !phraseCloses(context, j + 1)) continue;
    out.push(hit("name-after-contact-shape", "NAME", t.start[j]!, t.end[j]!));
  }
}

const RULES = defineRules({
  "name-after-contact-shape": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a name after a contact cue ('d/w', 'per', 'via', 'handed over to er') judged by its spelling",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const contactShapeNameRecogniser: RecogniserModule = {
  id: "contact-shape-name",
  family: "names",
  wake: { on: CONTACT_CUE },
  vocabulary: [{ mask: "words", bit: CONTACT_CUE, words: CONTACT_SHAPE_TRIGGERS }],
  rules: RULES,
  scan: findContactShapeNames,
};

const hit = ruleHit(RULES);
