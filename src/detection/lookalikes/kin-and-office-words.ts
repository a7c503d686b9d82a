import type { ScanContext } from "../recogniser.ts";

/**
 * Words of kin, respect and office that the Englishes of other countries write where a name could
 * stand, opening a sentence or after a relative ("Gardaí attended the scene", "Makcik says she is
 * tired", "daughter-in-law", "Kuia is staying"): common nouns, no names. Lists are evidence only:
 * the word must make up the whole candidate.
 */
const WORDS: ReadonlySet<string> = new Set(
  `gardaí gardai garda makcik pakcik kakak abang amah kuia kaumātua kaumatua`.split(/\s+/),
);

/** Tokens `first`..`last` are one such word, or "law" closing "-in-law". */
export function isKinOrOfficeWord(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(first)) return false;
  const word = t.lower(first);
  if (WORDS.has(word)) return true;
  // "daughter-in-law", "MOTHER-IN-LAW": the tail of a compound of kin.
  return (
    word === "law" &&
    t.isPunct(first - 1, "-") &&
    t.touches(first - 1) &&
    t.isWord(first - 2) &&
    t.lower(first - 2) === "in" &&
    t.isPunct(first - 3, "-")
  );
}
