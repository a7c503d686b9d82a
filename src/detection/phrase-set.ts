/** PhraseSet.steps: the run of words is a phrase of the set. */
export const PHRASE = 1;
/** PhraseSet.steps: a longer phrase of the set opens with the run of words. */
export const PREFIX = 2;

/**
 * A set of phrases (lower-case words joined by single spaces) that also knows, for each first
 * word, the longest phrase starting with it: most tokens are rejected with one Map look-up.
 */
export class PhraseSet extends Set<string> {
  readonly heads = new Map<string, number>();
  /**
   * Word-mask bit that every head word (and "st" when "saint" is one) carries in the engine's
   * WordBits, so matchPhrase rejects other words without a Map look-up; 0 when not indexed.
   * An indexed set's later words carry PHRASE_TAIL and its `tailBit`.
   */
  headBit = 0;
  /** The bit every later word of the set's phrases carries (PHRASE_TAIL or a narrower one). */
  tailBit = 0;
  /** Words in the set's longest phrase. */
  maxWords = 0;
  /**
   * Every phrase (PHRASE) and every shorter run of words a phrase opens with (PREFIX), so that
   * matchPhrase reads one Map entry a word and stops at the first run no phrase continues.
   */
  readonly steps = new Map<string, number>();
  /** The phrases of one word: matchPhrase reads this small Set at a head word of an indexed set. */
  readonly singles = new Set<string>();

  static from(phrases: Iterable<string>): PhraseSet {
    const set = new PhraseSet();
    for (const phrase of phrases) set.addPhrase(phrase);
    return set;
  }

  override add(phrase: string): this {
    super.add(phrase);
    // Set's constructor adds nothing here (PhraseSet is built empty), so `steps` exists.
    this.steps.set(phrase, (this.steps.get(phrase) ?? 0) | PHRASE);
    if (!phrase.includes(" ")) this.singles.add(phrase);
    for (let at = phrase.indexOf(" "); at !== -1; at = phrase.indexOf(" ", at + 1)) {
      const prefix = phrase.slice(0, at);
      this.steps.set(prefix, (this.steps.get(prefix) ?? 0) | PREFIX);
    }
    return this;
  }

  addPhrase(phrase: string): void {
    this.add(phrase);
    const words = phrase.split(" ");
    const head = words[0]!;
    this.heads.set(head, Math.max(this.heads.get(head) ?? 0, words.length));
    this.maxWords = Math.max(this.maxWords, words.length);
  }
}
