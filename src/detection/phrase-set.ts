/** PhraseSet.steps: the run of words is a phrase of the set. */
export const PHRASE = 1;
/** PhraseSet.steps: a longer phrase of the set opens with the run of words. */
export const PREFIX = 2;

/** A run of words in a PhraseSet's tree: its PHRASE and PREFIX bits and the words that go on from it. */
export class PhraseNode {
  step = 0;
  next: Map<string, PhraseNode> | undefined = undefined;

  /** The node of this run followed by `word`, made when missing. */
  child(word: string): PhraseNode {
    this.next ??= new Map();
    let node = this.next.get(word);
    if (node === undefined) {
      node = new PhraseNode();
      this.next.set(word, node);
    }
    return node;
  }
}

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
   * A tree of the phrases' words: the node of a run of words holds PHRASE when the run is a phrase
   * and PREFIX when a longer phrase opens with it, so that matchPhrase reads one Map entry a word
   * (keyed by the word itself, whose hash the string keeps) and stops at the first run no phrase
   * continues.
   */
  readonly root = new PhraseNode();
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
    if (!phrase.includes(" ")) this.singles.add(phrase);
    const words = phrase.split(" ");
    let node = this.root;
    for (let n = 0; n < words.length; n++) {
      node = node.child(words[n]!);
      node.step |= n === words.length - 1 ? PHRASE : PREFIX;
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
