import { isClinicalLookalike } from "../clinical-lookalike.ts";
import { notResidences, placeCueNotPlaces, placeCueShortWords } from "../cues/not-places.ts";
import { placeEndings } from "../cues/place-names.ts";
import { placePrepositions, residence, residencePhraseBreaks } from "../cues/residence.ts";
import { placeCueUnits } from "../cues/units.ts";
import { notAfterFloor, notWards } from "../cues/wards.ts";
import { isClinicalShaped } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import { CLINICAL, CUE_COMMONWEALTH, CUE_RESIDENCE, DATE_WORD, TITLE, VOCABULARY } from "../word-bits.ts";

// What stands after a cue of place (recognisers/places/place-cue.ts): a ward and its floor, a
// name closed by a generic place word, a residence, a run of Title Case words.

const RESIDENCE = residence.words;
const PREPOSITIONS = placePrepositions.words;
const NOT_PLACES = placeCueNotPlaces.words;
const SHORT_WORDS = placeCueShortWords.words;
const UNITS = placeCueUnits.words;

/** ".", ",", ";", ")" or ":" after a word. */
export function isClosingPunct(code: number): boolean {
  return code === 46 || code === 44 || code === 59 || code === 41 || code === 58;
}

/**
 * A clinical word as notes write it (listed, misspelt, or with a medical suffix), or an English
 * word in Commonwealth spelling ("to theatre 2", "to resus"), which no list of US words has: no
 * place, whatever the cue before it. The one test of these for every reader of a cued place.
 */
export function isClinicalOrCommonwealth(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if ((t.bits(i) & CLINICAL) !== 0 || (t.cues(i) & CUE_COMMONWEALTH) !== 0) return true;
  const word = t.lower(i);
  const lex = context.lexicons;
  return lex.clinical.has(word) || isClinicalShaped(word, lex.clinicalLookalikes);
}

const NOT_WARDS = notWards.words;
/** Words after the floor number that make it a quantity ("on 2 L", "to 2 liters"). */
const NOT_AFTER_FLOOR: ReadonlySet<string> = new Set([...UNITS, ...notAfterFloor.entries]);

/**
 * A word and a floor number after "to", "into" or "on" (or after a movement cue): "transferred to
 * Granite 2", "PLAN: TO WEST 2 WHEN BED AVAIL", "INTUBATED ON CASCADE 2". Not clinical words, not
 * words that take a count ("to level 2", "on day 3"), not a number that is a quantity or a
 * decimal, a range, a ratio, a time ("on levo 2 mcg", "to 2-3", "at 2/4", "on 2 L NC").
 */
export function isWardWithFloor(context: ScanContext, prep: number, j: number, strong: boolean): boolean {
  const t = context.tokens;
  const p = t.lower(prep);
  if (!(p === "to" || p === "into" || p === "on" || (strong && (p === "from" || p === "at")))) return false;
  if (!t.isWord(j) || t.length(j) < 4 || t.startsLine(j)) return false;
  // The floor number first: every test up to the number's value only refuses.
  if (!t.isNumber(j + 1) || t.touches(j) || t.startsLine(j + 1) || t.length(j + 1) > 2) return false;
  const word = t.lower(j);
  if (!/^[a-z]+'?s?$/.test(word) || NOT_WARDS.has(word) || NOT_PLACES.has(word) || SHORT_WORDS.has(word))
    return false;
  if (isClinicalOrCommonwealth(context, j)) return false;
  // Where the note uses case, a ward is written capitalised or in capitals; in lower case it is
  // a word no English list knows after a strong cue ("transferred to finard 4"), since an English
  // word there is a kind of room or seat ("moved to trolley 2", "to chair 3").
  if (
    context.mixedCase &&
    !t.isCapitalised(j) &&
    !t.isAllCaps(j) &&
    (!strong || (t.bits(j) & VOCABULARY) !== 0)
  )
    return false;
  const n = j + 1;
  if (!t.isNumber(n) || t.touches(j) || t.startsLine(n) || t.length(n) > 2) return false;
  const digits = t.text.slice(t.start[n]!, t.end[n]!);
  const value = Number(digits);
  if (digits.startsWith("0") || value < 1 || value > 20) return false;
  const after = n + 1;
  if (after >= t.count || t.startsLine(after)) return true;
  if (t.touches(n)) {
    const code = t.text.charCodeAt(t.end[n]!);
    // "Granite 2." closes the sentence; "2.5", "2-3", "2/4", "2:30", "2%" are no floors.
    if (!isClosingPunct(code) || t.isNumber(after + 1)) return false;
    return code !== 58;
  }
  if (!t.isWord(after)) return !t.isNumber(after);
  const next = t.lower(after);
  // "to give 2 cans", "napped in 3 hour stretches": a count before a noun.
  const plural = next.length > 3 && next.endsWith("s") && !next.endsWith("ss");
  return !NOT_AFTER_FLOOR.has(next) && !plural;
}

const PLACE_ENDINGS = placeEndings.words;

/** The last token of one or two words closed by a generic place word, or -1. */
export function placeEndingEnd(context: ScanContext, j: number): number {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let k = j; k < t.count && k <= j + 2; k++) {
    if (!t.isWord(k) || (k > j && t.startsLine(k))) return -1;
    const word = t.lower(k);
    if (k > j && PLACE_ENDINGS.has(word)) return k;
    // The case and bits test before the four Set probes: both only refuse.
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k) && (t.bits(k) & VOCABULARY) !== 0)
      return -1;
    if (lex.clinical.has(word) || NOT_PLACES.has(word) || SHORT_WORDS.has(word) || NOT_RESIDENCES.has(word))
      return -1;
  }
  return -1;
}

/** A residence verb earlier in the clause, up to six tokens before ("LIVES WITH HER NIECE IN"). */
export function residenceCue(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  // Its length first: the other prepositions are not lower-cased here.
  if (t.length(prep) !== 2 || t.lower(prep) !== "in") return false;
  for (let k = prep - 1; k >= 0 && k >= prep - 8; k--) {
    if ((t.cues(k) & CUE_RESIDENCE) !== 0 && RESIDENCE.has(t.lower(k))) return true;
    // "LIVES WITH HER SON-IN-LAW IN …": hyphens join words of one clause.
    const hyphen = t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1);
    if ((!t.isWord(k) && !hyphen) || t.startsLine(k)) return false;
  }
  return false;
}

const NOT_RESIDENCES = notResidences.words;
/** Words that end a residence phrase ("lives in galena with her son"). */
const PHRASE_BREAKS: ReadonlySet<string> = new Set([...PREPOSITIONS, ...residencePhraseBreaks.entries]);

/** One or two ordinary words after a residence cue, then a boundary; the last token, or -1. */
export function residencePlaceEnd(context: ScanContext, j: number): number {
  const t = context.tokens;
  const lex = context.lexicons;
  let last = -1;
  for (let k = j; k < t.count && k <= j + 2; k++) {
    if (k > j && (!t.isWord(k) || t.startsLine(k) || PHRASE_BREAKS.has(t.lower(k)))) return last;
    if (k === j + 2) return -1;
    const word = t.lower(k);
    if (!/^[a-z][a-z'-]*$/.test(word) || t.length(k) < 3) return -1;
    if (
      lex.clinical.has(word) ||
      (t.bits(k) & CLINICAL) !== 0 ||
      NOT_PLACES.has(word) ||
      SHORT_WORDS.has(word)
    )
      return -1;
    if (
      NOT_RESIDENCES.has(word) ||
      PHRASE_BREAKS.has(word) ||
      isClinicalLookalike(word, lex.clinicalLookalikes)
    )
      return -1;
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return -1;
    last = k;
  }
  return last;
}

/**
 * "at Belvoir Park Neurosciences", "at Marionville Community Fire Station": the Title Case words
 * right after a place word that stands out belong to its name, up to four, when the run ends
 * before a word that is not Title Case (a title or a day or month ends it: "in Brackwater Dr Lee").
 */
export function titleCaseRunEnd(context: ScanContext, last: number): number {
  const t = context.tokens;
  let end = last;
  for (let n = 0; n < 4; n++) {
    const k = end + 1;
    if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[end]! !== 1 || !t.isCapitalised(k)) break;
    if ((t.bits(k) & (TITLE | DATE_WORD)) !== 0) break;
    end = k;
  }
  const after = end + 1;
  if (end > last && t.isWord(after) && !t.startsLine(after) && t.isCapitalised(after)) return last;
  return end;
}
