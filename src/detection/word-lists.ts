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

import { rollHigh, rollLow, SHORT_MAX, shortCode, shortHash } from "./short-words.ts";

const masks = new Map<string, number>();
const lists: ReadonlySet<string>[] = [];

/**
 * The short words of `masks` (up to SHORT_MAX letters a-z and apostrophes: nearly every listed
 * word) by their packed key (short-words.ts), so that the token stream finds a listed word's mask
 * from the key its tokeniser rolled, with no string: three Int32s a slot (key, key, list mask),
 * open addressing, at most half full; a few hundred words, 12 KB.
 */
let slotMask = 1023;
let table = new Int32Array(1024 * 3);
let size = 0;

function addShort(word: string, bit: number): void {
  if (word.length > SHORT_MAX) return;
  let low = 0;
  let high = 0;
  for (let p = 0; p < word.length; p++) {
    const code = shortCode(word.charCodeAt(p));
    if (code === 0) return;
    high = rollHigh(high, low);
    low = rollLow(low, code);
  }
  let at = (shortHash(low, high) & slotMask) * 3;
  while (table[at] !== 0 && !(table[at] === low && table[at + 1] === high)) at = (at + 3) % table.length;
  if (table[at] === 0) {
    table[at] = low;
    table[at + 1] = high;
    size++;
  }
  table[at + 2]! |= bit;
  if (size * 2 > slotMask) grow();
}

function grow(): void {
  const old = table;
  slotMask = slotMask * 2 + 1;
  table = new Int32Array((slotMask + 1) * 3);
  for (let from = 0; from < old.length; from += 3) {
    if (old[from] === 0) continue;
    let at = (shortHash(old[from]!, old[from + 1]!) & slotMask) * 3;
    while (table[at] !== 0) at = (at + 3) % table.length;
    table[at] = old[from]!;
    table[at + 1] = old[from + 1]!;
    table[at + 2] = old[from + 2]!;
  }
}

/**
 * The list mask of the short word whose packed key is (low, high) (short-words.ts; 0 when it is
 * in no list). A short word that is not in the packed table is in no list.
 */
export function listMaskOfKey(low: number, high: number): number {
  let at = (shortHash(low, high) & slotMask) * 3;
  for (;;) {
    const key = table[at]!;
    if (key === 0) return 0;
    if (key === low && table[at + 1] === high) return table[at + 2]!;
    at = (at + 3) % table.length;
  }
}

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
  for (const word of words) {
    masks.set(word, (masks.get(word) ?? 0) | bit);
    addShort(word, bit);
  }
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
