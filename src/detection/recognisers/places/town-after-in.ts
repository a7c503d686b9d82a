import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { townParticles, townPrefixes } from "../../cues/place-names.ts";
import { townPrepositions } from "../../cues/residence.ts";
import { matchPhrase } from "../../phrase-match.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { HAS_UPPER, NON_ASCII_WORD } from "../../token-stream.ts";
import {
  CLINICAL,
  CUE_TOWN_PREPOSITION,
  DATE_WORD,
  RELATIVE_CUE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { isNameWord } from "../organisations/facility.ts";
import {
  FROM_WORDS,
  type TownHit,
  townAfterFrom,
  townAfterInUncased,
  townAfterNear,
} from "./town-after-from.ts";

const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;
const TOWN_PREFIXES = townPrefixes.words;

/**
 * Towns of two or three capitalised words, or joined by hyphens, after "in" or "near" inside a
 * sentence of a mixed-case note: "her son in Market Harborough", "a fall in Long Melford", "lives
 * near Leighton Buzzard", "daughter in Stoke-on-Trent". Whoever writes, capitalised words in a
 * row after a lower-case "in" mid-sentence name a place (or an institution, also PHI) unless they
 * are clinical terms, services, dates or titles. Not in Title Case (where "In" is capitalised
 * too) and not one word alone (other recognisers weigh those). Bounded work per preposition.
 */
const TOWN_PREPOSITIONS = townPrepositions.words;

function isTownWord(context: ScanContext, k: number, first = false): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || !t.isCapitalised(k)) return false;
  const word = t.lower(k);
  // "Upper Brackley", "Long Melford": a town's prefix leads the name.
  if (first && TOWN_PREFIXES.has(word)) return true;
  if (!isNameWord(context, k, true)) return false;
  if (SERVICE_WORDS.has(word) || STOP_WORDS.has(word)) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | RELATIVE_CUE)) !== 0) return false;
  return !context.lexicons.clinical.has(word);
}

/** "Stoke-on-Trent", "Ashby-de-la-Zouch": the last token of a hyphen chain from `k`, or `k`. */
function hyphenChainEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  let last = k;
  for (let n = 0; n < 4; n++) {
    if (!(t.touches(last) && t.isPunct(last + 1, "-") && t.touches(last + 1) && t.isWord(last + 2))) break;
    last += 2;
  }
  return last;
}

const PARTICLES = townParticles.words;

function joinedByParticles(context: ScanContext, j: number, last: number): boolean {
  const t = context.tokens;
  for (let k = j + 2; k < last; k += 2) if (!PARTICLES.has(t.raw(k))) return false;
  return t.isCapitalised(last);
}

function hasUnknownWord(context: ScanContext, j: number, last: number): boolean {
  const t = context.tokens;
  for (let k = j; k <= last; k++) if (t.isWord(k) && (t.bits(k) & VOCABULARY) === 0) return true;
  return false;
}

/**
 * The town after "in", "near", "outside" or "around" at cue word `i` (see above); returns its last
 * token, or -1.
 */
function townAfterIn(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  // The cue as written, in lower case: a word with a capital or beyond ASCII is none of the list's.
  if ((t.flags[i]! & (HAS_UPPER | NON_ASCII_WORD)) !== 0 || !TOWN_PREPOSITIONS.has(t.lower(i))) return -1;
  const j = i + 1;
  if (!isTownWord(context, j, true)) return -1;
  let last = hyphenChainEnd(context, j);
  const chained = last > j && joinedByParticles(context, j, last);
  if (last > j && !chained) return -1;
  if (!chained) {
    if (!isTownWord(context, j + 1) || t.touches(j)) return -1;
    last = j + 1;
    if (isTownWord(context, j + 2) && !t.touches(last)) last = j + 2;
    last = hyphenChainEnd(context, last);
  }
  // The name ends the clause: punctuation, the line's end or a lower-case word.
  const after = last + 1;
  const closed = after >= t.count || t.startsLine(after) || !t.isWord(after) || !t.isCapitalised(after);
  if (!closed || t.isNumber(after)) return -1;
  // "in Atrial Fibrillation", "in High Flow": English words in capitals may be a clinical
  // phrase; a town has a word no English list knows, a listed city or a particle chain.
  if (
    !chained &&
    !hasUnknownWord(context, j, last) &&
    matchPhrase(context, j, context.lexicons.cities) !== last
  )
    return -1;
  out.push(hit("town-after-preposition", "LOCATION", t.start[j]!, t.end[last]!));
  return last;
}

const hitFrom: TownHit = (start, end) => hit("town-after-copula-from", "LOCATION", start, end);
const hitNear: TownHit = (start, end) => hit("town-after-near", "LOCATION", start, end);
const hitUncased: TownHit = (start, end) => hit("town-after-in-uncased", "LOCATION", start, end);

/**
 * One walk over the cue words for the three readers (towns after "in", after a copula and
 * "from", after "near"). Each reader reads on after the last town it found, as if it walked alone.
 */
export function findTownsAfterPrepositions(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const cased = context.mixedCase;
  let inFrom = 1;
  let fromFrom = 1;
  let nearFrom = 1;
  for (
    let i = t.nextCues(1, CUE_TOWN_PREPOSITION);
    i + 1 < t.count;
    i = t.nextCues(i + 1, CUE_TOWN_PREPOSITION)
  ) {
    if (i >= inFrom) {
      const last = cased ? townAfterIn(context, i, out) : townAfterInUncased(context, i, out, hitUncased);
      if (last !== -1) inFrom = last + 1;
    }
    if (i >= fromFrom) {
      const last = townAfterFrom(context, i, out, hitFrom);
      if (last !== -1) fromFrom = last + 1;
    }
    if (i >= nearFrom) {
      const last = townAfterNear(context, i, out, hitNear);
      if (last !== -1) nearFrom = last + 1;
    }
  }
}

const RULES = defineRules({
  "town-after-preposition": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "two or three capitalised words, or a hyphen chain, after a lower-case in/near mid-sentence",
  },
  "town-after-near": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "one or two words no English or clinical list knows, closing a clause after 'near'",
  },
  "town-after-in-uncased": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about:
      "one or two words no English or clinical list knows, closing a clause after 'in' in a note without case",
  },
  "town-after-copula-from": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "one or two unknown words closing a clause after 'is/are/was from': where a person is from",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterInRecogniser: RecogniserModule = {
  id: "town-after-in",
  family: "places",
  wake: { cues: CUE_TOWN_PREPOSITION },
  vocabulary: [
    { mask: "cues", bit: CUE_TOWN_PREPOSITION, words: TOWN_PREPOSITIONS },
    { mask: "cues", bit: CUE_TOWN_PREPOSITION, words: FROM_WORDS },
  ],
  rules: RULES,
  scan: findTownsAfterPrepositions,
};

const hit = ruleHit(RULES);
