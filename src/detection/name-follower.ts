import { hasMedicalSuffix, isClinicalLookalike } from "./clinical-lookalike.ts";
import { nameParticles } from "./cues/name-particles.ts";
import { notNamesAfterRole, slotStop } from "./cues/not-names.ts";
import { hasVowel, isWorldWord } from "./name-evidence.ts";
import { nameShapeScore } from "./name-shape.ts";
import type { ScanContext } from "./recogniser.ts";
import {
  CLINICAL,
  FIRST_NAME,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "./word-bits.ts";
import { listBit } from "./word-lists.ts";

/**
 * The word that fills a slot closed on both sides: after a cue ("wife", "handed over to",
 * "Signed A.") and before what a person does or the end of the field ("to call back", "EN", a
 * line end). Context on both sides lets the word be in any case — a name written in lower case
 * inside a mixed-case note ("mum katerina to call back") or in capitals — but it must still read
 * as a name and as nothing else: no English, clinical, role, kin or title word, no misspelt
 * clinical word, no drug suffix, and a word no list knows must be spelt like a name (the trigram
 * model of name-shape.ts) or carry letters beyond ASCII. A listed name that is also an English
 * word ("Will", "Power") passes only when the caller allows it (`wordOk`).
 */

const SLOT_STOP = slotStop.words;
const SLOT_STOP_LIST = listBit(SLOT_STOP);
const PARTICLES = nameParticles.words;
const PARTICLES_LIST = listBit(PARTICLES);
/**
 * True when some particle's lower case is no particle, so that the word as written must be asked
 * too; the list writes "Ó" beside "ó", so `inList` (the lower case) answers alone and no string
 * is sliced per word.
 */
const PARTICLES_AS_WRITTEN = [...PARTICLES].some((p) => !PARTICLES.has(p.toLowerCase()));
const NOT_AFTER_ROLE = notNamesAfterRole.words;
const NOT_AFTER_ROLE_LIST = listBit(NOT_AFTER_ROLE);
const NOT_NAME_BITS = CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE;

/** Least mean trigram log-odds of a word no list knows, by whether its case says anything. */
const SHAPE_TITLED = -0.6;
const SHAPE_CASED = 0.1;
/** In a strong slot (a person field closed by the field's end), any case. */
const SHAPE_STRONG = -0.2;
const SHAPE_UNCASED = 0.2;
const SHAPE_LOOKALIKE = 1;
const SHAPE_SUFFIXED = 0.25;

function lettersOnly(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) {
    const c = text.charCodeAt(p);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39 || c === 0x2019 || c >= 0xc0;
    if (!letter) return false;
  }
  return true;
}

function hasNonAsciiLetter(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) if (text.charCodeAt(p) >= 0xc0) return true;
  return false;
}

/** True when the word's case says "name": Title Case (beyond ASCII too) or capitals in a note with case. */
function casedLikeName(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase) return false;
  if (t.isCapitalised(k) || t.isAllCaps(k)) return true;
  const first = t.text[t.start[k]!]!;
  return first !== first.toLowerCase();
}

/** Title Case in a note with case ("Dinesh"), not capitals ("CATT", an abbreviation as often as a name). */
function titleInMixed(context: ScanContext, k: number): boolean {
  return casedLikeName(context, k) && !context.tokens.isAllCaps(k);
}

/**
 * True when token `k` may be a name in a two-sided slot. `minLength` is 3 for a word opening the
 * name and 2 for one continuing it ("kwok wing", "S. Ho").
 */
export function slotFollower(
  context: ScanContext,
  k: number,
  wordOk: boolean,
  minLength = 3,
  strong = false,
): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < minLength) return false;
  // The word's bits first: most words are refused here without a string.
  const bits = t.bits(k);
  const listed = (bits & NAME_LISTED) !== 0;
  if ((bits & NOT_NAME_BITS) !== 0 || ((bits & VOCABULARY) !== 0 && !(wordOk && listed))) return false;
  const from = t.start[k]!;
  const to = t.end[k]!;
  if (!lettersOnly(t.text, from, to)) return false;
  // Letters run into digits are codes ("RXH12").
  if ((t.touches(k) && t.isNumber(k + 1)) || (t.touches(k - 1) && t.isNumber(k - 1))) return false;
  if (t.inList(k, SLOT_STOP_LIST) || t.inList(k, NOT_AFTER_ROLE_LIST)) return false;
  const word = t.lower(k);
  if ((bits & VOCABULARY) !== 0) return true;
  if (isWorldWord(context, k)) return false;
  if (listed) {
    if ((bits & FIRST_NAME) !== 0 || !isClinicalLookalike(word, context.lexicons.clinicalLookalikes))
      return true;
    // A listed surname one letter from a clinical word ("Mele"): only when spelt like a name.
    return nameShapeScore(context.lexicons.nameShape, t.text, from, to) > 0;
  }
  if (t.length(k) < 3 || !hasVowel(word)) return false;
  if (hasNonAsciiLetter(t.text, from, to)) return true;
  const score = nameShapeScore(context.lexicons.nameShape, t.text, from, to);
  // "-oma", "-itis": a word no list knows ending like a clinical word is one, unless its case
  // marks a name in a note with case and it is spelt like one ("Ifeoma").
  if (hasMedicalSuffix(word)) return casedLikeName(context, k) && score > SHAPE_SUFFIXED;
  // A word one letter from a clinical word is a misspelling unless spelt very like a name ("neha").
  if (isClinicalLookalike(word, context.lexicons.clinicalLookalikes)) return score > SHAPE_LOOKALIKE;
  if (Number.isNaN(score)) return innerApostrophe(word);
  if (titleInMixed(context, k)) return score > SHAPE_TITLED;
  if (strong) return score > SHAPE_STRONG;
  return score > (casedLikeName(context, k) ? SHAPE_CASED : SHAPE_UNCASED);
}

/** "fa'amoe", "tu'ipulotu", "d'cruz": an apostrophe inside a name, letters on both sides (not "pt's", "rx'd"). */
function innerApostrophe(word: string): boolean {
  const at = Math.max(word.indexOf("'"), word.indexOf("\u2019"));
  return at >= 1 && word.length - at > 3 && /^[a-z]+['\u2019][a-z]+$/.test(word);
}

/** True when tokens `a` and `b` are written in the same case (both lower, both capitals, both Title). */
export function sameCase(context: ScanContext, a: number, b: number): boolean {
  const t = context.tokens;
  const kind = (k: number): number => {
    if (t.isAllCaps(k)) return 2;
    const first = t.text[t.start[k]!]!;
    return first !== first.toLowerCase() ? 1 : 0;
  };
  return kind(a) === kind(b);
}

/** True for a one-letter initial with its dot touching ("S.", "k."). */
export function dottedInitial(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isWord(k) && t.length(k) === 1 && t.isPunct(k + 1, ".") && t.touches(k) && t.isWord(k + 2);
}

/**
 * The last token of a name read from `j` in a two-sided slot, or -1: an optional dotted initial
 * ("S. Bandyopadhyay", "k. ly"), particles ("van der Merwe", "Ó Dónaill", "ní chonaill") and at most
 * `maxWords` name words written in one case. `wordOk` lets a listed name that is an English word
 * open the name ("Power", "Said", "jack"); after the first word a listed name always may join.
 */
export function readFollowerName(
  context: ScanContext,
  j: number,
  wordOk: boolean,
  maxWords = 3,
  strong = false,
): number {
  const t = context.tokens;
  let k = j;
  let initial = false;
  if (dottedInitial(context, k)) {
    k += 2;
    if (t.startsLine(k) || t.start[k]! - t.end[k - 1]! !== 1) return -1;
    initial = true;
  }
  let last = -1;
  let prev = -1;
  let first = -1;
  let words = 0;
  while (words < maxWords && t.isWord(k) && (k === j || !t.startsLine(k))) {
    if (prev !== -1 && t.start[k]! - t.end[prev]! !== 1) break;
    const next = k + 1;
    // A particle joins only with a name word after it on the line ("van der Merwe", "Ó Dónaill").
    if (
      t.isWord(next) &&
      !t.startsLine(next) &&
      t.start[next]! - t.end[k]! === 1 &&
      (t.inList(k, PARTICLES_LIST) || (PARTICLES_AS_WRITTEN && PARTICLES.has(t.raw(k))))
    ) {
      prev = k;
      k = next;
      continue;
    }
    if (first !== -1 && !sameCase(context, first, k)) break;
    const opening = first === -1 && !initial;
    if (!slotFollower(context, k, opening ? wordOk : true, opening ? 3 : 2, strong)) break;
    if (first === -1) first = k;
    last = k;
    prev = k;
    words++;
    k++;
  }
  return last;
}
