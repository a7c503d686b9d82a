import { capitalisedNameDeterminers, functionWords2 } from "../../cues/function-words.ts";
import { nameParticles } from "../../cues/name-particles.ts";
import { stopWordsPair } from "../../cues/not-names.ts";
import { capitalisedPersonVerbs } from "../../cues/person-verbs.ts";
import { roleNouns } from "../../cues/roles.ts";
import {
  AMBIGUOUS_NAME,
  isInitial,
  isListedName,
  KNOWN_NAME,
  nameEvidence,
  UNKNOWN_WORD,
} from "../../name-evidence.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  FIRST_NAME,
  NAME_LISTED,
  RELATIVE_CUE,
  SURNAME,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

const PARTICLES = nameParticles.words;

/**
 * Two capitalised words side by side, at least one of them no English or clinical word:
 * "Tavio Bressani", "Hank Wojcik". Where case tells (not in ALL CAPS notes), this is how a
 * first and last name are written even when neither list knows them.
 */
/** "Smith", "McDonald", "O'Brien": one capital, or two after Mc/Mac/O'/De/Van. */
function isTitleCase(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isCapitalised(i)) return false;
  const text = t.text;
  let capitals = 0;
  for (let p = t.start[i]!; p < t.end[i]!; p++) {
    const c = text.charCodeAt(p);
    if (c >= 65 && c <= 90) capitals++;
  }
  if (capitals === 1) return true;
  return capitals === 2 && /^(mc|mac|o'|de|di|la|le|van)/.test(t.lower(i));
}

function looksLikeNamePart(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 2) return false;
  // A word's CLINICAL bit says exactly whether the clinical list has it (build-lexicons.ts).
  const bits = t.bits(i);
  if ((bits & CLINICAL) !== 0) return false;
  // An English word no name list has is neither name evidence nor a listed name.
  if ((bits & VOCABULARY) !== 0 && (bits & NAME_LISTED) === 0) return false;
  if (!isTitleCase(context, i)) return false;
  return nameEvidence(context, i) >= UNKNOWN_WORD || isListedName(context, i);
}

export function findCapitalisedNames(context: ScanContext, out: Span[]): void {
  if (context.upperCase) return;
  const t = context.tokens;
  // Every name this reads opens at a word whose first letter is a capital: an initial in capitals,
  // a capitalised hyphenated given name, or a word in Title Case (looksLikeNamePart).
  for (let i = t.nextInitialUpper(0); i + 1 < t.count; i = t.nextInitialUpper(i + 1)) {
    // "D. Orloff": an initial, a dot and a capitalised surname.
    if (
      isInitial(context, i) &&
      t.isAllCaps(i) &&
      t.isPunct(i + 1, ".") &&
      t.touches(i) &&
      !t.touches(i - 1)
    ) {
      const k = i + 2;
      // An English-word surname ("A. Baker") only where a line opens: a signature, a list row.
      const lineOpens = t.startsLine(i) && t.isWord(k) && (t.bits(k) & SURNAME) !== 0;
      const surname =
        looksLikeNamePart(context, k) && (lineOpens || !context.lexicons.vocabulary.has(t.lower(k)));
      if (!t.startsLine(k) && surname && t.start[k]! - t.end[i + 1]! === 1) {
        out.push(hit("name-capitalised-initial", "NAME", t.start[i]!, t.end[k]!));
        i = k;
        continue;
      }
    }
    const hyphenated = hyphenatedGivenName(context, i);
    if (hyphenated !== -1) {
      out.push(hit("name-hyphenated-given", "NAME", t.start[i]!, t.end[hyphenated]!));
      i = hyphenated;
      continue;
    }
    if (!looksLikeNamePart(context, i)) continue;
    // "Son Zorbeck", "Nurse Tom Hill": a kinship word or a title before a name is its cue, not part
    // of it (the cue's own recogniser takes the name).
    if ((t.bits(i) & (TITLE | RELATIVE_CUE)) !== 0) continue;
    // "Hendrik de Vries", "Pieter van der Berg": particles between the two parts.
    let j = i + 1;
    while (j < i + 3 && isParticle(context, j) && t.start[j]! - t.end[j - 1]! === 1) j++;
    if (j > i + 1 && !looksLikeNamePart(context, j)) j = i + 1;
    if (t.startsLine(j) || t.start[j]! - t.end[j - 1]! !== 1) continue;
    const a = nameEvidence(context, i);
    if (j === i + 1 && isShortSurname(context, i, j)) {
      out.push(hit("name-short-surname", "NAME", t.start[i]!, t.end[j]!));
      i = j;
      continue;
    }
    if (!looksLikeNamePart(context, j)) continue;
    const b = nameEvidence(context, j);
    // Both unknown ("Tavio Bressani"), or a listed name with another name-like word.
    const strong = (a >= UNKNOWN_WORD && b >= UNKNOWN_WORD) || a === KNOWN_NAME || b === KNOWN_NAME;
    if (strong || (j > i + 1 && b >= UNKNOWN_WORD)) {
      out.push(hit("name-capitalised-pair", "NAME", t.start[i]!, t.end[j]!));
      i = j;
      continue;
    }
    // "Hope Zwelakhe", "Trelosk Baker": an English-word given name or surname beside a word no
    // list knows, standing alone like a name (not in a longer run of capitals).
    const mixedPair =
      (a === AMBIGUOUS_NAME && (t.bits(i) & FIRST_NAME) !== 0 && b === UNKNOWN_WORD) ||
      (a === UNKNOWN_WORD && b === AMBIGUOUS_NAME && (t.bits(j) & SURNAME) !== 0);
    if (j === i + 1 && mixedPair && standsAlone(context, i, j)) {
      out.push(hit("name-capitalised-pair", "NAME", t.start[i]!, t.end[j]!));
      i = j;
      continue;
    }
    if (j === i + 1 && isWordNamePair(context, i, j)) {
      out.push(hit("name-word-pair", "NAME", t.start[i]!, t.end[j]!));
      i = j;
    }
  }
}

/** "van", "der", "de", "la", "al", "Ni"... written in lower case or Title Case, not ALL CAPS. */
function isParticle(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  return t.isWord(i) && !t.isAllCaps(i) && PARTICLES.has(t.lower(i));
}

/** True when token `k` is a capitalised word (not one that merely opens a sentence or line). */
function isCapitalisedInside(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isWord(k) && (t.isCapitalised(k) || t.isAllCaps(k)) && !t.startsLine(k);
}

/**
 * A listed given name and a listed surname that are both English words, each in Title Case in a
 * mixed-case note: "Rose Baker", "Will Hunter", "Grace Field", "Mark Wells". Not inside a longer run
 * of capitalised words (headings, service names: "Hope Young Carers Service"), and not when the
 * pair is followed by a clinical head noun ("Baker cyst" is dropped by the eponym filter).
 */
function isWordNamePair(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || !isTitleCase(context, i) || !isTitleCase(context, j)) return false;
  if ((t.bits(i) & FIRST_NAME) === 0 || (t.bits(j) & SURNAME) === 0) return false;
  if (t.length(i) < 3 || t.length(j) < 3) return false;
  if (STOP_WORDS_PAIR.has(t.lower(i)) || STOP_WORDS_PAIR.has(t.lower(j))) return false;
  // "Faith Leader", "Hope Worker": a role after a word, not a surname.
  if (ROLE_NOUNS.has(t.lower(j))) return false;
  // "the Summer Holiday", "a Ruby Wedding": a determiner opens a noun phrase, not a name.
  if (t.isWord(i - 1) && DETERMINERS.has(t.lower(i - 1))) return false;
  // Opening a sentence, where every word is capitalised, the pair must act like a person:
  // followed by a verb ("Mark Wells attended", "Joy Fisher phoned") or a comma.
  if (opensSentence(context, i) && !actsLikePerson(context, j + 1)) return false;
  return standsAlone(context, i, j);
}

const DETERMINERS = capitalisedNameDeterminers.words;

function opensSentence(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  return t.startsLine(i) || t.isPunct(i - 1, ".") || t.isPunct(i - 1, "!") || t.isPunct(i - 1, "?");
}

/** A lower-case verb form after a subject ("attended", "reviews", "was"), or a comma. */
function actsLikePerson(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, ",")) return true;
  if (!t.isWord(k) || t.isCapitalised(k) || t.isAllCaps(k) || t.length(k) < 2) return false;
  const word = t.lower(k);
  return word.endsWith("ed") || word.endsWith("s") || PERSON_VERBS.has(word);
}

const PERSON_VERBS = capitalisedPersonVerbs.words;

/** Not inside a longer run of capitalised words, and not a heading before a colon. */
function standsAlone(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  const before = i - 1;
  if (!t.startsLine(i) && isCapitalisedInside(context, before) && !t.isPunct(before - 1, ".")) return false;
  if (isCapitalisedInside(context, j + 1) && t.start[j + 1]! - t.end[j]! === 1) return false;
  return !t.isPunct(j + 1, ":");
}

const ROLE_NOUNS = roleNouns.words;

const STOP_WORDS_PAIR = stopWordsPair.words;

/**
 * A given name followed by a two-letter surname in Title Case, in a mixed-case note: "Kevin Ng",
 * "Mai Le", "Wei Wu", "Quang Do". Written "Ng", not "NG" or "ng" (the tube), and not a function
 * word ("Kevin is"). An English given name ("Grace Li") needs a surname that is no English word.
 */
function isShortSurname(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || !t.isWord(j) || t.length(j) !== 2 || !t.isCapitalised(j)) return false;
  if (t.isPunct(j + 1, ".") && t.touches(j)) return false;
  const first = nameEvidence(context, i);
  const listedFirst = (t.bits(i) & FIRST_NAME) !== 0;
  if (!(first === KNOWN_NAME || (listedFirst && first === AMBIGUOUS_NAME) || first === UNKNOWN_WORD))
    return false;
  const bits = t.bits(j);
  if ((bits & SURNAME) === 0 || FUNCTION_WORDS_2.has(t.lower(j))) return false;
  return first === KNOWN_NAME || (bits & VOCABULARY) === 0;
}

const FUNCTION_WORDS_2 = functionWords2.words;

/**
 * A hyphenated given name with a lower-case second part before a surname, in a mixed-case note:
 * "Jae-won Park", "Hyun-woo Choi", "Seo-yeon Kim" (Korean given names are often romanised this
 * way). The first part is a capitalised word no list knows as English or clinical, the second two
 * to four letters; the surname a capitalised listed name or unknown word. Returns the surname's
 * index, or -1.
 */
function hyphenatedGivenName(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!context.mixedCase || !t.isWord(i) || !t.isCapitalised(i) || t.length(i) < 2) return -1;
  if (!t.isPunct(i + 1, "-") || !t.touches(i) || !t.touches(i + 1)) return -1;
  const second = i + 2;
  if (!t.isWord(second) || t.length(second) < 2 || t.length(second) > 4) return -1;
  if (t.isCapitalised(second) || t.isAllCaps(second)) return -1;
  if ((t.bits(i) & (VOCABULARY | CLINICAL)) !== 0) return -1;
  if (nameEvidence(context, i) < UNKNOWN_WORD) return -1;
  const surname = second + 1;
  if (t.startsLine(surname) || t.start[surname]! - t.end[second]! !== 1) return -1;
  if (!t.isWord(surname) || !isTitleCase(context, surname)) return -1;
  if ((t.bits(surname) & CLINICAL) !== 0) return -1;
  // A listed surname stands here even when it looks like a misspelt clinical word ("Choi", "chol").
  return nameEvidence(context, surname) >= UNKNOWN_WORD || (t.bits(surname) & SURNAME) !== 0 ? surname : -1;
}

const RULES = defineRules({
  "name-capitalised-initial": {
    types: ["NAME"],
    level: "list",
    anchored: false,
    about: "a capitalised name with an initial",
  },
  "name-capitalised-pair": {
    types: ["NAME"],
    level: "list",
    anchored: false,
    about: "two capitalised name-like words",
  },
  "name-word-pair": {
    types: ["NAME"],
    level: "list",
    anchored: false,
    about: "a listed given name and a listed surname, both English words, in Title Case mid-text",
  },
  "name-short-surname": {
    types: ["NAME"],
    level: "list",
    anchored: false,
    about: "a given name and a two-letter surname in Title Case",
  },
  "name-hyphenated-given": {
    types: ["NAME"],
    level: "list",
    anchored: false,
    about: "a hyphenated given name with a lower-case second part before a surname",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const capitalisedNameRecogniser: RecogniserModule = {
  id: "capitalised-name",
  family: "names",
  wake: { at: ["initialUpper"] },
  rules: RULES,
  scan: findCapitalisedNames,
};

const hit = ruleHit(RULES);
