import type { ScanContext } from "../recogniser.ts";
import {
  CITY_HEAD,
  CITY_TAIL,
  COUNTRY,
  MAJOR_CITY_HEAD,
  NAME_LISTED,
  REGION_WORD,
  STATE_HEAD,
  VOCABULARY,
} from "../word-bits.ts";

/**
 * One ordinary English word read as a place after a residence or place cue, where the cue was no
 * cue ("live vaccines deferred in pregnancy", "lives with her in remission"): an abstract noun of a
 * state or an act by its ending, in the vocabulary and in no list of places or names, and, where
 * the note uses case, not capitalised. A town that is an English word is in the place lists
 * ("Reading", "Hope", "Sale") and stays.
 */
const PLACE_OR_NAME =
  CITY_HEAD | CITY_TAIL | MAJOR_CITY_HEAD | STATE_HEAD | COUNTRY | REGION_WORD | NAME_LISTED;

/**
 * Endings of abstract nouns of states and acts ("pregnancy", "remission", "isolation",
 * "treatment", "illness", "immunity"), which no town's name has.
 */
const STATE_ENDINGS = ["ancy", "ency", "sion", "tion", "ment", "ness", "ity", "ism"];

/** Tokens `first`..`last` are one ordinary word (see above). */
export function isOrdinaryWordPlace(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(first)) return false;
  const word = t.lower(first);
  if (!STATE_ENDINGS.some((ending) => word.endsWith(ending))) return false;
  const bits = t.bits(first);
  if ((bits & VOCABULARY) === 0 || (bits & PLACE_OR_NAME) !== 0) return false;
  return !context.mixedCase || (!t.isCapitalised(first) && !t.isAllCaps(first));
}
