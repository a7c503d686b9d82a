/**
 * The recognisers' small word lists as bits of a token, computed once per word. A module calls
 * `listBit(SET)` once at load; the token stream then answers `SET.has(t.lower(i))` as
 * `t.inList(i, BIT)`: a word the engine's table did not mark CUE_LISTED (in no registered list:
 * nearly every word) is refused by the cue mask the tokeniser already read, with no string built
 * or hashed; a listed word is looked up once in one Map, and its list mask is kept for the note, so
 * a second list asking about the same word reads a bit.
 *
 * Only whole words can be asked this way: a list holding "" or a number or a mark (which the
 * lower case of a non-word token could equal) is refused at load. Entries no word token can equal
 * ("brother-in-law", "Dr") stay in the Set's other uses and never answer here, as with `has`.
 */

/** Bits of a list mask: one per registered list; bit 31 marks a token whose mask is computed. */
export const MAX_LISTS = 31;

const masks = new Map<string, number>();
const lists: ReadonlySet<string>[] = [];

/** Registers `words` (lower-case words) as a list and returns its bit for TokenStream.inList. */
export function listBit(words: ReadonlySet<string>): number {
  const known = lists.indexOf(words);
  if (known !== -1) return 1 << known;
  if (lists.length >= MAX_LISTS) throw new Error(`word-lists: more than ${MAX_LISTS} lists`);
  for (const word of words) {
    if (word.length === 0 || /^[0-9]+$/.test(word) || (word.length === 1 && !/^\p{L}$/u.test(word))) {
      throw new Error("word-lists: a list entry a number or a mark could equal");
    }
  }
  const bit = 1 << lists.length;
  lists.push(words);
  for (const word of words) masks.set(word, (masks.get(word) ?? 0) | bit);
  return bit;
}

/** The list mask of a lower-case word (0 when it is in no registered list). */
export function listMaskOf(word: string): number {
  return masks.get(word) ?? 0;
}

/** Every word of every registered list (the engine marks them CUE_LISTED in its word table). */
export function listedWords(): Iterable<string> {
  return masks.keys();
}

/** How many lists are registered (a word table marked with fewer does not know every list). */
export function listCount(): number {
  return lists.length;
}
