import { employerPrepositions } from "../../cues/employers.ts";
import { townPrepositions } from "../../cues/residence.ts";
import { placeClauseClosesAt } from "../../readers/address-ends.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_EMPLOYER_PREPOSITION, CUE_TOWN_PREPOSITION, RELATIVE_CUE, VOCABULARY } from "../../word-bits.ts";
import { placeWord } from "./town-after-from.ts";

/**
 * A town after a noun of home, family or a place visited, in a note without case, where capitals
 * tell nothing: "SOCIAL WORKER TO TRACE FAMILY IN LUSIKISIKI.", "LIVES IN 4-ROOM HDB FLAT AT
 * YISHUN, SPEAKS MALAY", "relatives in nnewi, will come tmrw", "taken to a chemist at surulere
 * then to …". A family, kin, home, farm, chemist, market or church word right before "in", "at", "near", "outside" or "around", then one or two words no
 * English or clinical list knows (or a listed town), at least four letters and no
 * abbreviation's shape, closing the clause. Notes with case are read by the capitalised readers
 * (place-cue.ts). Bounded work per preposition.
 */
const HOME_NOUNS: ReadonlySet<string> = new Set([
  "family",
  "families",
  "relatives",
  "people",
  "home",
  "house",
  "flat",
  "apartment",
  "farm",
  "kraal",
  "village",
  "compound",
  "homestead",
  // where the patient was taken or goes: "TAKEN TO A CHEMIST AT OGBOMOSO THEN …"
  "chemist",
  "pharmacy",
  "market",
  "church",
  "mosque",
  "shop",
  "clinic",
  "hospital",
]);
const PREPOSITIONS: ReadonlySet<string> = new Set(["in", "at", "near", "outside", "around"]);
const BREAKS: ReadonlySet<string> = new Set([
  "and",
  "with",
  "since",
  "for",
  "who",
  "but",
  "till",
  "until",
  "then",
  "before",
]);

function homeNoun(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.isWord(k) && (HOME_NOUNS.has(t.lower(k)) || (t.bits(k) & RELATIVE_CUE) !== 0);
}

function townWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return placeWord(context, k) && t.length(k) >= 4 && !isAcronymShape(t.lower(k));
}

function townAfterHomeNoun(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  if (!t.isWord(i) || !PREPOSITIONS.has(t.lower(i)) || t.startsLine(i) || !homeNoun(context, i - 1))
    return -1;
  const j = i + 1;
  if (!townWord(context, j)) return -1;
  let last = j;
  if (!t.touches(j) && townWord(context, j + 1)) last = j + 1;
  if (!placeClauseClosesAt(t, last + 1, BREAKS)) return -1;
  // "near Reading", "in Bath": a listed town that is an English word too is no evidence alone.
  if ((t.bits(j) & VOCABULARY) !== 0 && (t.bits(last) & VOCABULARY) !== 0) return -1;
  out.push(hit("town-after-home-noun", "LOCATION", t.start[j]!, t.end[last]!));
  return last;
}

export function findTownsAfterHomeNoun(context: ScanContext, out: Span[]): void {
  if (context.mixedCase) return;
  const t = context.tokens;
  const bits = CUE_TOWN_PREPOSITION | CUE_EMPLOYER_PREPOSITION;
  for (let i = t.nextCues(1, bits); i + 1 < t.count; i = t.nextCues(i + 1, bits)) {
    const last = townAfterHomeNoun(context, i, out);
    if (last !== -1) i = last;
  }
}

const RULES = defineRules({
  "town-after-home-noun": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "an unknown word after 'family / flat / relatives in|at|near' in a note without case",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterHomeNounRecogniser: RecogniserModule = {
  id: "town-after-home-noun",
  family: "places",
  wake: { cues: CUE_TOWN_PREPOSITION | CUE_EMPLOYER_PREPOSITION },
  vocabulary: [
    { mask: "cues", bit: CUE_TOWN_PREPOSITION, words: townPrepositions.words },
    { mask: "cues", bit: CUE_EMPLOYER_PREPOSITION, words: employerPrepositions.words },
  ],
  rules: RULES,
  scan: findTownsAfterHomeNoun,
};

const hit = ruleHit(RULES);
