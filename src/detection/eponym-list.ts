import { eponymPairs } from "./cues/clinical.ts";
import type { ScanContext } from "./recogniser.ts";
import { CITY_HEAD, CLINICAL, FIRST_NAME, MAJOR_CITY_HEAD, SURNAME, VOCABULARY } from "./word-bits.ts";

/**
 * Scores, rules and criteria named by one word, read by their position (eponym-filter.ts calls
 * this for a weak name of one word, tokens `first` to `last`):
 * - in a list of instruments joined by "/", "vs", "versus", "or" or "and", when the other member
 *   is itself a listed clinical term or stands before a short clinical abbreviation: "katz adl vs
 *   barthel", "Braden/Norton", "centor or mcisaac";
 * - after "per", "using", "apply" or "refer to", a listed place's name that is no given name or surname, which
 *   names a decision rule ("Per Ottawa, no x-ray", "using Glasgow"); "plan per Aroha" stays a name.
 * - in lower case, the words of a listed eponym pair written with spaces for hyphens: "child pugh
 *   b", "stevens johnson syndrome", "wolff parkinson white" (in Title Case they may be a person).
 * Guard: two surnames alone ("Smith/Jones"), a person beside a clinical word ("Kofi vs ED") and a
 * listed given name ("Aroha and Apgar") stay names.
 */
export function isNamedInstrument(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (spacedEponymPair(context, first, last)) return true;
  if (first !== last || !t.isWord(first)) return false;
  // A listed given name in a list stays a person's ("Aroha and Apgar").
  if ((t.bits(first) & FIRST_NAME) === 0 && inInstrumentList(context, first)) return true;
  return afterRuleCue(context, first);
}

const JOINERS: ReadonlySet<string> = new Set(["vs", "versus", "or", "and"]);

/** The one-word name at `k` stands in a list whose neighbour member is shown to be an instrument. */
function inInstrumentList(context: ScanContext, k: number): boolean {
  // After: "katz/barthel", "katz vs barthel"; a clinical abbreviation may follow the name ("katz adl vs").
  let after = k + 1;
  if (isAbbreviationAt(context, after)) after++;
  const next = joinedFrom(context, after, 1);
  if (next >= 0 && isInstrument(context, next)) return true;
  const previous = joinedFrom(context, k - 1, -1);
  return previous >= 0 && isInstrument(context, previous);
}

/**
 * The member across a joiner at token `j` (going in direction `step`): a touching "/" or a joiner
 * word, not across a line start. Returns the member's token, or -1.
 */
function joinedFrom(context: ScanContext, j: number, step: 1 | -1): number {
  const t = context.tokens;
  if (j < 0 || j >= t.count) return -1;
  const member = j + step;
  if (member < 0 || member >= t.count || !t.isWord(member)) return -1;
  if (t.startsLine(step === 1 ? j : j + 1) || t.startsLine(step === 1 ? member : j)) return -1;
  if (t.isPunct(j, "/")) return t.touches(j - 1) && t.touches(j) ? member : -1;
  if (!t.isWord(j) || !JOINERS.has(t.lower(j))) return -1;
  // A joiner word in capitals or Title Case is no joiner in a mixed-case note.
  if (context.mixedCase && (t.isCapitalised(j) || t.isAllCaps(j))) return -1;
  return member;
}

/**
 * The member at `k` is an instrument: a listed clinical term of four letters or more that is no
 * given name or everyday word ("barthel", "Braden"), or a word before a short clinical abbreviation
 * ("katz adl").
 */
function isInstrument(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const bits = t.bits(k);
  if (t.length(k) >= 4 && (bits & CLINICAL) !== 0 && (bits & (FIRST_NAME | VOCABULARY)) === 0) return true;
  return isAbbreviationAt(context, k + 1) && (bits & FIRST_NAME) === 0;
}

/** A short clinical abbreviation at `k` (two to four letters), on the same line: "adl", "IADL". */
function isAbbreviationAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || !t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || t.length(k) > 4) return false;
  if (JOINERS.has(t.lower(k))) return false;
  const bits = t.bits(k);
  if ((bits & CLINICAL) === 0 || (bits & FIRST_NAME) !== 0) return false;
  return !context.mixedCase || t.isAllCaps(k) || (bits & VOCABULARY) === 0;
}

const RULE_CUES: ReadonlySet<string> = new Set(["per", "using", "apply", "applying"]);

/** The one-word name at `k` is a listed place (no given name or surname) after "per", "using", "apply" or "refer to". */
function afterRuleCue(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const bits = t.bits(k);
  if ((bits & (CITY_HEAD | MAJOR_CITY_HEAD)) === 0 || (bits & (FIRST_NAME | SURNAME)) !== 0) return false;
  // The place's name is the whole city: no listed city's later word follows it.
  if (t.isWord(k + 1) && !t.startsLine(k + 1) && t.isCapitalised(k + 1)) return false;
  const before = k - 1;
  if (before < 0 || !t.isWord(before) || t.startsLine(k)) return false;
  const cue = t.lower(before);
  if (RULE_CUES.has(cue)) return true;
  return cue === "to" && t.lower(before - 1) === "refer" && !t.startsLine(before);
}

const EPONYM_PAIRS = eponymPairs.words;

/**
 * The span's first word (the span, tokens `first` to `last`, has at most three) with its neighbours
 * on the line makes a listed eponym pair written in lower case with spaces: "child pugh", "guillain
 * barre", "yale brown ocd" (a word of the pair may stand outside the span).
 */
function spacedEponymPair(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last - first > 2) return false;
  for (let from = first - 2; from <= first; from++) {
    for (let to = Math.max(first, from + 1); to <= from + 2; to++) {
      if (from < 0 || to >= t.count || !lowerWords(t, from, to)) continue;
      let form = t.lower(from);
      for (let k = from + 1; k <= to; k++) form += `-${t.lower(k)}`;
      if (EPONYM_PAIRS.has(form)) return true;
    }
  }
  return false;
}

/** Tokens `from` to `to` are words in lower case on one line, apart from one another. */
function lowerWords(t: ScanContext["tokens"], from: number, to: number): boolean {
  for (let k = from; k <= to; k++) {
    if (!t.isWord(k) || t.raw(k) !== t.lower(k)) return false;
    if (k > from && (t.startsLine(k) || t.touches(k - 1))) return false;
  }
  return true;
}
