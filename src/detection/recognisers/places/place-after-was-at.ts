import { employerPrepositions } from "../../cues/employers.ts";
import { nearTownClosers } from "../../cues/residence.ts";
import { placeClauseClosesAt } from "../../readers/address-ends.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_EMPLOYER_PREPOSITION, VOCABULARY } from "../../word-bits.ts";
import { placeWord } from "./town-after-from.ts";

/**
 * Where someone was, after a copula and "at": "she was at middlemore last night", "he is at
 * Baragwanath now", "mum was at tygerberg yesterday". A person's copula then "at" and one or two
 * words no English or clinical list knows (or a listed town), capitalised where the note has
 * case, closing the clause or followed by a word of time, name a hospital or a town in every
 * variety of English; "was at risk", "was at baseline", "is at home", "was at 38 weeks" are
 * English words or numbers. Bounded work per "at".
 */
const COPULAS: ReadonlySet<string> = new Set(["is", "was", "were", "are", "been"]);
const CLOSERS: ReadonlySet<string> = new Set([...nearTownClosers.words, "now", "until", "for", "since"]);
const PREPOSITIONS = employerPrepositions.words;

function placeAfterWasAt(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  if (!t.isWord(i) || t.lower(i) !== "at" || t.startsLine(i)) return -1;
  if (!t.isWord(i - 1) || !COPULAS.has(t.lower(i - 1)) || t.startsLine(i + 1)) return -1;
  const j = i + 1;
  if (!placeWord(context, j) || t.length(j) < 4) return -1;
  let last = j;
  if (!t.startsLine(j + 1) && placeWord(context, j + 1) && !t.touches(j)) last = j + 1;
  if (!placeClauseClosesAt(t, last + 1, CLOSERS)) return -1;
  // A listed town that is an English word too is no evidence ("was at Reading", "at Bath").
  if ((t.bits(j) & VOCABULARY) !== 0 && (t.bits(last) & VOCABULARY) !== 0) return -1;
  out.push(hit("place-after-was-at", "LOCATION", t.start[j]!, t.end[last]!));
  return last;
}

export function findPlacesAfterWasAt(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = t.nextCues(1, CUE_EMPLOYER_PREPOSITION);
    i + 1 < t.count;
    i = t.nextCues(i + 1, CUE_EMPLOYER_PREPOSITION)
  ) {
    const last = placeAfterWasAt(context, i, out);
    if (last !== -1) i = last;
  }
}

const RULES = defineRules({
  "place-after-was-at": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "one or two unknown words after 'was/is at', closing the clause or before a word of time",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const placeAfterWasAtRecogniser: RecogniserModule = {
  id: "place-after-was-at",
  family: "places",
  wake: { cues: CUE_EMPLOYER_PREPOSITION },
  vocabulary: [{ mask: "cues", bit: CUE_EMPLOYER_PREPOSITION, words: PREPOSITIONS }],
  rules: RULES,
  scan: findPlacesAfterWasAt,
};

const hit = ruleHit(RULES);
