/**
 * One Map look-up per distinct word answers every lexicon question at once: the engine builds
 * a map from each lower-case word to a bit mask (lexicon memberships, plus the trigger words of
 * the recognisers) and the token stream caches each token's mask. Recognisers skip tokens whose
 * mask lacks their trigger bit without touching a Set.
 */
export const VOCABULARY = 1;
export const CLINICAL = 1 << 1;
export const FIRST_NAME = 1 << 2;
export const SURNAME = 1 << 3;
export const HOSPITAL_HEAD = 1 << 4;
export const CITY_HEAD = 1 << 5;
export const MAJOR_CITY_HEAD = 1 << 6;
export const STATE_HEAD = 1 << 7;
export const COUNTRY = 1 << 8;
/** Trigger bits, one per recogniser family (see recognisers/triggers.ts). */
export const TITLE = 1 << 10;
export const CREDENTIAL = 1 << 11;
export const RELATIVE_CUE = 1 << 12;
export const DATE_WORD = 1 << 13;
export const RECORD_CUE = 1 << 14;
export const PLACE_PREPOSITION = 1 << 15;
export const REGION_WORD = 1 << 16;
export const INSTITUTION = 1 << 17;
export const ORGANIZATION_CUE = 1 << 18;
export const DATE_FRAGMENT_CUE = 1 << 19;

export const NAME_LISTED = FIRST_NAME | SURNAME;

export class WordBits {
  private readonly map = new Map<string, number>();

  add(words: Iterable<string>, bit: number): void {
    for (const word of words) this.map.set(word, (this.map.get(word) ?? 0) | bit);
  }

  get(word: string): number {
    return this.map.get(word) ?? 0;
  }
}
