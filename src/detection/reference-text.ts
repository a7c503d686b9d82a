import { eponymHeads } from "./cues/clinical.ts";
import { strongContactVerbs } from "./cues/contact-verbs.ts";
import { FINDING_RESULTS } from "./eponym-finding.ts";
import type { PhiType } from "./phi-type.ts";
import { RELATIVES } from "./readers/person-cue-words.ts";
import type { ScanContext } from "./recogniser.ts";
import type { Span } from "./span.ts";
import { tokenAt } from "./token-at.ts";
import { RELATIVE_CUE } from "./word-bits.ts";

/**
 * Reference text: guideline excerpts, classification and staging tables, score sheets, drug
 * charts, examination findings. They cite scales, signs and classifications by their authors' or
 * towns' names ("Weber A: below the syndesmosis", "Kramer 2", "Corrigan's pulse absent", "(Marcus
 * Gunn)"), in every shape a list of head nouns cannot foresee. A text reads as reference text when
 * no candidate of an anchored rule stands in it (no title, family word, label, date or number
 * that is surely PHI), no word speaks of a person ("he", "her", "pt", "wife", "nurse", "called") and at
 * least two words name signs, scales or results ("score", "classification", "neg"). There a
 * weak name or place of one or two words, with no person context, is dropped: a person named in
 * a note comes with some context, a scale's author does not. A place after "to", "at", "from"
 * ("transfer to Quartermain 2") keeps its cue and stays.
 */
const EPONYM_HEADS = eponymHeads.words;

/** Words of classes, grades and findings that reference text is made of, besides the eponym head nouns. */
const CLASS_WORDS: ReadonlySet<string> = new Set([
  "classification",
  "grade",
  "stage",
  "type",
  "class",
  "absent",
  "present",
]);

/**
 * Words of drug charts, dosing tables and medicine leaflets: units, dose forms, routes and
 * frequencies (general prescribing shorthand, written by hand).
 */
const CHART_WORDS: ReadonlySet<string> = new Set([
  "mg",
  "mcg",
  "ml",
  "tab",
  "tabs",
  "tablet",
  "tablets",
  "cap",
  "caps",
  "capsule",
  "capsules",
  "puff",
  "puffs",
  "sachet",
  "patch",
  "dose",
  "doses",
  "bd",
  "tds",
  "qid",
  "qds",
  "od",
  "nocte",
  "mane",
  "prn",
  "stat",
]);

/** Words that speak of a person: a text holding one is about people, whatever else it cites. */
const PERSON_PATTERN = /\b(?:he|she|his|her|him|hers|pt|patient)\b/i;

/** Verbs of contact ("called", "phoned", "told"): a text holding one reports talking to people. */
const CONTACT_VERBS = strongContactVerbs.words;

const NAME_TYPES: ReadonlySet<PhiType> = new Set(["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"]);
const PLACE_TYPES: ReadonlySet<PhiType> = new Set(["CITY", "HOSPITAL", "LOCATION"]);

/** Words before a place that say it is one ("transfer to", "at", "from"). */
const PLACE_CUES: ReadonlySet<string> = new Set(["to", "at", "from", "in", "via", "into"]);

/** How many sign, scale or result words make a text read as reference text. */
const MIN_REFERENCE_WORDS = 2;

/** Returns the candidates without weak lone names and places when the text reads as reference text. */
export function dropReferenceNames(context: ScanContext, candidates: Span[]): Span[] {
  let weak = false;
  for (const span of candidates) {
    if (context.rules.get(span.rule)?.anchored === true) return candidates;
    if (!weak && isWeakLone(context, span)) weak = true;
  }
  if (!weak || !readsAsReference(context)) return candidates;
  return candidates.filter((span) => !isWeakLone(context, span));
}

/** No word speaks of a person and enough words name signs, scales, classes or results. */
function readsAsReference(context: ScanContext): boolean {
  const t = context.tokens;
  if (PERSON_PATTERN.test(t.text)) return false;
  // Family and staff words and verbs of contact all carry the RELATIVE_CUE bit.
  for (let k = t.nextBits(0, RELATIVE_CUE); k < t.count; k = t.nextBits(k + 1, RELATIVE_CUE)) {
    const word = t.lower(k);
    if (RELATIVES.has(word) || CONTACT_VERBS.has(word)) return false;
  }
  let cues = 0;
  for (let k = 0; k < t.count && cues < MIN_REFERENCE_WORDS; k++) {
    if (!t.isWord(k) || t.length(k) < 2) continue;
    const word = t.lower(k);
    if (EPONYM_HEADS.has(word) || CLASS_WORDS.has(word) || FINDING_RESULTS.has(word) || CHART_WORDS.has(word))
      cues++;
  }
  return cues >= MIN_REFERENCE_WORDS;
}

/**
 * A candidate of a rule not anchored, a name or a place of one or two words ("Weber", "Marcus
 * Gunn"); a place not right after a word that cues it.
 */
function isWeakLone(context: ScanContext, span: Span): boolean {
  if (context.rules.get(span.rule)?.anchored === true) return false;
  const isName = NAME_TYPES.has(span.type);
  if (!isName && !PLACE_TYPES.has(span.type)) return false;
  const t = context.tokens;
  const first = tokenAt(t.end, t.count, span.start);
  let words = 0;
  for (let k = first; k < t.count && t.start[k]! < span.end; k++) {
    if (t.isWord(k) && (k === first || !t.touches(k - 1))) words++;
  }
  if (words > 2) return false;
  return isName || !(first > 0 && t.isWord(first - 1) && PLACE_CUES.has(t.lower(first - 1)));
}
