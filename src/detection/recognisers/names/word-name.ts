import { oneLetterAbbreviations } from "../../cues/clinical.ts";
import { wordNameDeterminers } from "../../cues/function-words.ts";
import { slotStop } from "../../cues/not-names.ts";
import {
  notAfterSubject,
  personStates,
  personVerbs,
  predicates,
  staffVerbs,
} from "../../cues/person-verbs.ts";
import { isOpenWord } from "../../name-evidence.ts";
import { isSlotInitial, SLOT_NAMELIKE, SLOT_WORDLIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, FIRST_NAME, NAME_LISTED, SURNAME, VOCABULARY } from "../../word-bits.ts";

const ONE_LETTER_ABBREVIATIONS = oneLetterAbbreviations.words;
const SLOT_STOP = slotStop.words;

/**
 * Given names that are also English words ("Rose", "Hope", "Grace", "Amber", "Joy", "Robin") with
 * no title or label, the way care-home and nursing notes write a resident by first name:
 * - opening a sentence before a predicate: "Rose had a settled night", "HOPE ATE 50%", "amber
 *   declined lunch" (a past tense or a verb of report; not "Hope you are well", "Brown stool");
 * - inside a sentence of a note with case, capitalised between lower-case words: "offered Hope a
 *   sandwich", "encourage Amber to drink" (not "Rose Ward", "Holly Lodge", where a capitalised
 *   word follows, nor a line of Title Case headings).
 * Only words a given-name list has, never a clinical word, month, weekday or function word
 * ("May", "Will", "June"). Bounded work: two neighbours per word.
 */

const PREDICATES = predicates.words;

const PERSON_VERBS = personVerbs.words;

const STATES = personStates.words;

function stateAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  let m = k;
  if (
    t.isWord(m) &&
    (t.lower(m) === "very" || t.lower(m) === "more" || t.lower(m) === "less" || t.lower(m) === "now")
  )
    m++;
  if (!t.isWord(m) || t.startsLine(m)) return false;
  return STATES.has(t.lower(m));
}

const NOT_AFTER = notAfterSubject.words;

const DETERMINERS = wordNameDeterminers.words;

function isGivenWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  const bits = t.bits(i);
  if ((bits & FIRST_NAME) === 0 || (bits & VOCABULARY) === 0) return false;
  if ((bits & (CLINICAL | DATE_WORD)) !== 0) return false;
  const word = t.lower(i);
  return !SLOT_STOP.has(word) && /^[a-z]+$/.test(word);
}

function opensSentence(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.startsLine(i)) return true;
  const p = i - 1;
  // "56 Y.O. man admitted": a dot after a single letter closes an abbreviation, not a sentence.
  if (t.isPunct(p, ".")) return !(t.isWord(p - 1) && t.length(p - 1) === 1);
  return t.isPunct(p, "!") || t.isPunct(p, "?") || t.isPunct(p, ";") || t.isPunct(p, ",");
}

function isLower(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isWord(k) && t.raw(k) === t.lower(k);
}

/**
 * A word no list knows, capitalised, opening a sentence before a predicate: "Zorvathi reports
 * knee pain", "Folasade was up early", "Oyelaran, Bisi attended". Drugs and clinical words are
 * known to the lists or read as clinical ("Apixaban started" stays).
 */
function openSubject(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  if (!context.mixedCase && !context.upperCase) return;
  // Tests that only refuse, the cheapest first.
  if (t.length(i) < 4 || !opensSentence(context, i)) return;
  if (context.mixedCase ? !t.isCapitalised(i) : !t.isAllCaps(i)) return;
  if (!isOpenWord(context, i)) return;
  let last = i;
  // "Oyelaran, Bisi attended": a given name after the comma.
  if (t.isPunct(i + 1, ",") && t.isWord(i + 2) && !t.startsLine(i + 2)) {
    const g = i + 2;
    const cased = context.mixedCase ? t.isCapitalised(g) : t.isAllCaps(g);
    const cls = slotWordClass(context, g);
    if (cased && (cls === SLOT_NAMELIKE || cls === SLOT_WORDLIKE)) last = g;
  }
  const next = last + 1;
  // Only verbs a person does: drugs are "weaned", "applied", "increased" and "has decreased".
  if (!t.isWord(next) || t.startsLine(next)) return;
  const verb = t.lower(next);
  const isState = (verb === "is" || verb === "was") && stateAt(context, next + 1);
  // "Zorvath c/o cough": complains of, in shorthand.
  const complains = verb === "c" && t.isPunct(next + 1, "/") && t.lower(next + 2) === "o" && t.touches(next);
  if (!PERSON_VERBS.has(verb) && !isState && !complains) return;
  if (context.mixedCase && !isLower(context, next)) return;
  out.push(hit("name-open-subject", "NAME", t.start[i]!, t.end[last]!));
}

const STAFF_VERBS = staffVerbs.words;

/**
 * An initial and a surname opening a sentence before a clinician's verb, in any case: "J. Field
 * reviewed the wound", "S OH EXAMINED PT", "k. baker aware". The surname may be an English word
 * or two letters; the initial is a capital in a note with case.
 */
function initialSubject(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  if (!isSlotInitial(context, i) || !opensSentence(context, i)) return;
  let k = i + 1;
  if (t.isPunct(k, ".") && t.touches(i)) k++;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return;
  if (context.mixedCase ? !(t.isCapitalised(k) || (t.length(k) === 2 && t.isAllCaps(k))) : false) return;
  const cls = slotWordClass(context, k, true);
  const shortSurname = t.length(k) === 2 && (t.bits(k) & SURNAME) !== 0 && !SLOT_STOP.has(t.lower(k));
  if (!(cls === SLOT_NAMELIKE || cls === SLOT_WORDLIKE || shortSurname)) return;
  // "X Ray reviewed", "C Diff noted": a shorthand letter before an English word.
  if (cls !== SLOT_NAMELIKE && ONE_LETTER_ABBREVIATIONS.has(t.lower(i))) return;
  const v = k + 1;
  if (!t.isWord(v) || t.startsLine(v) || !STAFF_VERBS.has(t.lower(v))) return;
  if (context.mixedCase && !isLower(context, v)) return;
  out.push(hit("name-word-subject", "NAME", t.start[i]!, t.end[k]!));
}

/**
 * The next word at or after `i` that a rule below may read: a listed given name (isGivenWord), an
 * unknown word (openSubject), or a one-letter word opening a sentence (initialSubject): in a note
 * with case an initial is a capital; without, it opens a line or follows a punctuation mark.
 */
function nextReadable(t: ScanContext["tokens"], i: number, mixedCase: boolean): number {
  let next = t.nextBits(i, FIRST_NAME);
  const unknown = t.nextUnknown(i);
  if (unknown < next) next = unknown;
  if (mixedCase) {
    const upper = t.nextInitialUpper(i);
    return upper < next ? upper : next;
  }
  const line = t.nextLineStart(i);
  if (line < next) next = line;
  const punct = i > 0 ? t.nextPunct(i - 1) + 1 : 0;
  return punct < next ? punct : next;
}

export function findWordNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const mixedCase = context.mixedCase;
  for (let i = nextReadable(t, 0, mixedCase); i < t.count; i = nextReadable(t, i + 1, mixedCase)) {
    if (t.isWord(i) && t.length(i) === 1) {
      initialSubject(context, i, out);
      continue;
    }
    if (t.isWord(i) && (t.bits(i) & (VOCABULARY | CLINICAL | NAME_LISTED)) === 0)
      openSubject(context, i, out);
    if (!isGivenWord(context, i)) continue;
    if (context.mixedCase && !t.isCapitalised(i)) continue;
    const next = i + 1;
    if (!t.isWord(next) || t.startsLine(next)) continue;
    const after = t.lower(next);
    if (opensSentence(context, i)) {
      if (context.mixedCase && !isLower(context, next)) continue;
      if (NOT_AFTER.has(after)) continue;
      // A past tense ("declined"), not a noun in -eed ("Major bleed").
      const pastTense = after.length > 4 && after.endsWith("ed") && !after.endsWith("eed");
      const predicate = PREDICATES.has(after) || pastTense;
      // "Hope is to go home": "is" and "was" need a person's state after them ("Rose is settled").
      if (!predicate) continue;
      if ((after === "is" || after === "was") && !stateAt(context, next + 1)) continue;
      out.push(hit("name-word-subject", "NAME", t.start[i]!, t.end[i]!));
      continue;
    }
    if (!context.mixedCase) continue;
    // Between lower-case words: "offered Hope a sandwich", "encourage Amber to drink".
    const prev = i - 1;
    if (!isLower(context, prev) || t.startsLine(i) || !isLower(context, next)) continue;
    if (DETERMINERS.has(t.lower(prev))) continue;
    out.push(hit("name-word-object", "NAME", t.start[i]!, t.end[i]!));
  }
}

const RULES = defineRules({
  "name-word-subject": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a given name that is an English word opening a sentence before a verb",
  },
  "name-word-object": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a capitalised English-word given name between lower-case words",
  },
  "name-open-subject": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about: "a capitalised word no list knows opening a sentence before a verb",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const wordNameRecogniser: RecogniserModule = {
  id: "word-name",
  family: "names",
  wake: { on: FIRST_NAME, at: ["unknown", "initialUpper", "lineStarts"] },
  rules: RULES,
  scan: findWordNames,
};

const hit = ruleHit(RULES);
