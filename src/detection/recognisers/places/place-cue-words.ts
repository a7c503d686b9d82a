// The word readers of place-cue.ts: what a word after a preposition of place is, and what stands
// before the preposition (a strong, work or residence cue). Split from the scan for its length.
import { organizationEndings } from "../../cues/businesses.ts";
import { segmentWords } from "../../cues/clinical.ts";
import { notEmployers, workVerbs } from "../../cues/employers.ts";
import { homeKindAbbreviations, placeCueNotPlaces, placeCueShortWords } from "../../cues/not-places.ts";
import {
  placeFromCues,
  placePrepositions,
  placeVerbs,
  residence,
  visitWords,
  weakPlacePrepositions,
} from "../../cues/residence.ts";
import { placeCueUnits } from "../../cues/units.ts";
import { departments, handoverWords } from "../../cues/wards.ts";
import { isClinicalOrCommonwealth, residenceCue } from "../../readers/cued-place.ts";
import { isGeneSymbol, isServiceWord } from "../../readers/facility-words.ts";
import type { ScanContext } from "../../recogniser.ts";
import {
  CITY_HEAD,
  CLINICAL,
  COUNTRY,
  CUE_PLACE_VERB,
  CUE_RESIDENCE,
  CUE_WORK_VERB,
  HOSPITAL_HEAD,
  RELATIVE_CUE,
  VOCABULARY,
} from "../../word-bits.ts";

export const PLACE_VERBS = placeVerbs.words;
export const WORK_VERBS = workVerbs.words;
export const RESIDENCE = residence.words;
const PREPOSITIONS = placePrepositions.words;
export const PLACE_TRIGGERS: ReadonlySet<string> = PREPOSITIONS;
export const NOT_PLACES: ReadonlySet<string> = new Set([
  ...placeCueNotPlaces.words,
  ...homeKindAbbreviations.words,
]);

export const UNITS = placeCueUnits.words;

/** A word that may name a place: not English, not clinical, not a gene, whatever its case. */
export function isPlaceWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  // Every test here only refuses: the cheapest first.
  if ((t.bits(i) & (VOCABULARY | CLINICAL | COUNTRY)) !== 0) return false;
  const word = t.lower(i);
  if (isGeneSymbol(word) || isServiceWord(word)) return false;
  // "went to friend's house": the possessive of an English word is a person's, not a place.
  if (word.endsWith("'s") && context.lexicons.vocabulary.has(word.slice(0, -2))) return false;
  // "to theatre", "to resus", a misspelt drug.
  if (isClinicalOrCommonwealth(context, i)) return false;
  return /^[a-z][a-z'-]*$/.test(word);
}

const NOT_EMPLOYERS = notEmployers.words;

/** Last token of an employer's name (up to three words, not clinical), or -1. */
export function readEmployer(context: ScanContext, j: number): number {
  const t = context.tokens;
  let last = -1;
  for (let k = j; k < t.count && k < j + 4; k++) {
    // "works for Harper & Webb": an ampersand between two name words.
    if (last !== -1 && t.isPunct(k, "&") && t.isWord(k + 1) && !t.startsLine(k + 1)) continue;
    if (!t.isWord(k) || (k > j && t.startsLine(k))) break;
    const word = t.lower(k);
    // "works for Linden Health": a generic organisation word closes the name, even a clinical one.
    if (last !== -1 && ORGANIZATION_ENDINGS.has(word)) return k;
    if (NOT_EMPLOYERS.has(word) || context.lexicons.clinical.has(word) || PREPOSITIONS.has(word)) break;
    last = k;
  }
  return last;
}

export const ORGANIZATION_ENDINGS = organizationEndings.words;

export const WEAK_PLACE_PREPOSITIONS = weakPlacePrepositions.words;

/** A capitalised word, or an ALL CAPS word of four letters or more, in a mixed-case note. */
export function standsOut(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.startsLine(i) || !isPlaceWord(context, i)) return false;
  // "in BRCA2", "at TP53": capitals run into a number are a gene or a code, not a place.
  if (t.touches(i) && t.isNumber(i + 1)) return false;
  const second = t.text.charCodeAt(t.start[i]! + 1);
  if (t.isCapitalised(i) && second >= 97 && second <= 122) return true;
  // "LE's", "PT's": capitals with an apostrophe are abbreviations in the possessive or plural.
  return t.isAllCaps(i) && t.length(i) >= 4 && t.lower(i).indexOf("'") === -1;
}

/** A number and a unit ("Coreg 6.25 mg"): the word before it is a drug, not a place. */
export function isDose(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(i)) return false;
  let k = i + 1;
  if (t.isPunct(k, ".") && t.isNumber(k + 1)) k += 2;
  return t.isWord(k) && UNITS.has(t.lower(k));
}

/** "to" within the next three tokens, on the same line. */
export function switchesTo(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  for (let k = i; k < i + 3 && k < t.count && !t.startsLine(k); k++) {
    if (t.isWord(k) && t.lower(k) === "to") return true;
  }
  return false;
}

/** A relative or a visit within four words before ("daughter here from", "visiting from"). */
export function personBefore(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 4; k--) {
    if ((t.bits(k) & RELATIVE_CUE) !== 0 || VISIT_WORDS.has(t.lower(k))) return true;
    if (t.startsLine(k) || t.isPunct(k, ".") || t.isPunct(k, ";")) return false;
  }
  return false;
}

const VISIT_WORDS = visitWords.words;

export function residenceBefore(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 2; k--) {
    if ((t.cues(k) & CUE_RESIDENCE) !== 0 && RESIDENCE.has(t.lower(k))) return true;
  }
  return false;
}

export function hasStrongCue(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 3; k--) {
    if ((t.cues(k) & CUE_PLACE_VERB) !== 0 && PLACE_VERBS.has(t.lower(k))) return true;
    if (t.isPunct(k, ".") || t.isPunct(k, ";") || t.isPunct(k, ",")) return false;
  }
  return false;
}

const DEPARTMENTS = departments.words;
const SHORT_WORDS = placeCueShortWords.words;

/**
 * A hospital written as an abbreviation of two to four capitals that no list knows: after a strong
 * movement cue ("transferred to KX", "sent to QMC for cath"), or before a department after a
 * preposition ("presented to ZB ED", "at UC EW"). Not clinical abbreviations ("to CCU", "to IR",
 * "to CT"), not units ending in "cu", not English words (two-letter ones only before a department).
 */
export function isCuedAbbreviation(context: ScanContext, prep: number, j: number, strong: boolean): boolean {
  const t = context.tokens;
  const len = t.length(j);
  if (!t.isWord(j) || len < 2 || len > 4 || (t.touches(j) && t.isPunct(j + 1, "-"))) return false;
  // "at TP53", "to HER2": capitals run into a number are a gene or a code.
  if (t.touches(j) && t.isNumber(j + 1)) return false;
  if (context.mixedCase && !t.isAllCaps(j)) return false;
  const word = t.lower(j);
  // "to CDU", "from HDU", "to SICU": three or more letters ending in "u" name a unit of the hospital.
  if (!isLowerAscii(word) || (len >= 3 && word.endsWith("u")) || SHORT_WORDS.has(word)) return false;
  const lex = context.lexicons;
  // The word mask holds the clinical and English lists' bits: no Set of the lists is probed.
  if ((t.bits(j) & CLINICAL) !== 0 || lex.states.has(word)) return false;
  const department = t.isWord(j + 1) && DEPARTMENTS.has(t.lower(j + 1)) && !t.startsLine(j + 1);
  if (department) return t.lower(prep) !== "on" && t.lower(prep) !== "for";
  const p = t.lower(prep);
  if ((t.bits(j) & VOCABULARY) !== 0) return false;
  // "retired from KP", "records from QMC", "followed at XO": the cue is the preposition itself.
  const fromCue = p === "from" && t.isWord(prep - 1) && FROM_CUES.has(t.lower(prep - 1));
  // After a bare "at" only two or three letters ("at XO", not "at TIHS point").
  return (strong && (p === "to" || p === "into" || p === "from")) || (p === "at" && len <= 3) || fromCue;
}

/** True when `word` is one or more of the letters a-z only (as /^[a-z]+$/ tests, without a regex). */
function isLowerAscii(word: string): boolean {
  if (word.length === 0) return false;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

const FROM_CUES = placeFromCues.words;

/**
 * "St. Elsewhere", "St Quill" after a preposition of place (not "on", "for"): the last token of the
 * saint's name, or -1. In a mixed-case note "St" is capitalised and the name capitalised or in
 * capitals; elsewhere "St" needs its full stop (an ALL CAPS "ST" is mostly the ECG segment).
 */
export function saintNameEnd(context: ScanContext, prep: number, j: number): number {
  const t = context.tokens;
  if (!t.isWord(j) || t.lower(j) !== "st") return -1;
  const p = t.lower(prep);
  if (p === "on" || p === "for" || (p === "by" && !hasStrongCue(context, prep))) return -1;
  const dot = t.isPunct(j + 1, ".");
  if (context.mixedCase ? !t.isCapitalised(j) || t.isAllCaps(j) : !dot) return -1;
  const k = dot ? j + 2 : j + 1;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return -1;
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return -1;
  const word = t.lower(k);
  if (context.lexicons.clinical.has(word) || NOT_PLACES.has(word) || SEGMENT_WORDS.has(word)) return -1;
  if (t.isWord(k + 1) && t.lower(k + 1) === "wort") return -1; // St. John's wort, a herb
  return k;
}

export const HANDOVER_WORDS = handoverWords.words;

const SEGMENT_WORDS = segmentWords.words;

/**
 * In a note with case, a word in lower case that is an English, clinical or country word (or
 * shorter than three letters) after a preposition with no strong cue: no reader below takes it
 * (each needs a capital, a place word, a strong cue or one of the cues placeContextBefore tests),
 * so the scan moves on without reading it. A fast refusal only: the readers decide the rest.
 */
export function plainLowerWord(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (t.isCapitalised(j) || t.isAllCaps(j)) return false;
  return t.length(j) < 3 || (t.bits(j) & (VOCABULARY | CLINICAL | COUNTRY)) !== 0;
}

/**
 * In any note, an English or clinical word after a preposition with no strong cue, that heads no
 * listed city or hospital, is no "St", stands before no floor number and (unless clinical) opens
 * no abbreviation before a department: as plainLowerWord, no reader below takes it.
 */
export function plainWord(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  const bits = t.bits(j);
  if ((bits & (VOCABULARY | CLINICAL)) === 0 || (bits & (CITY_HEAD | HOSPITAL_HEAD)) !== 0) return false;
  const length = t.length(j);
  if (length === 2 && t.lower(j) === "st") return false;
  if ((bits & CLINICAL) !== 0) return true;
  if (t.isNumber(j + 1)) return false;
  // isCuedAbbreviation: a word of two to four letters right after the preposition, before a department.
  if (j !== i + 1 || length < 2 || length > 4 || (context.mixedCase && !t.isAllCaps(j))) return true;
  return !(t.isWord(j + 1) && DEPARTMENTS.has(t.lower(j + 1)));
}

/** A work verb right before the preposition, or a residence cue that residenceBefore or residenceCue reads. */
export function placeContextBefore(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if ((t.cues(i - 1) & CUE_WORK_VERB) !== 0) return true;
  return residenceBefore(context, i) || residenceCue(context, i);
}
