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

  static from(phrases: Iterable<string>): PhraseSet {
    const set = new PhraseSet();
    for (const phrase of phrases) set.addPhrase(phrase);
    return set;
  }

  addPhrase(phrase: string): void {
    this.add(phrase);
    const words = phrase.split(" ");
    const head = words[0]!;
    this.heads.set(head, Math.max(this.heads.get(head) ?? 0, words.length));
    this.maxWords = Math.max(this.maxWords, words.length);
  }
}
