import { rollHigh, rollLow, SHORT_MAX, ShortWords, shortCode } from "./short-words.ts";

export * from "./mask-bits.ts";

/**
 * One look-up per word answers every lexicon question at once: the engine builds a table from
 * each lower-case word to a bit mask (lexicon memberships, plus the trigger words of the
 * recognisers) and a cue mask, and the token stream stores each word token's masks while it
 * tokenises. Recognisers skip tokens whose mask lacks their trigger bit without touching a Set.
 *
 * Words of up to twelve letters a-z and apostrophes (nearly every token) live in a compact table
 * keyed by the word packed into two integers (short-words.ts): one probe of one 16-byte slot,
 * nothing else read. Every other word lives in an open-addressed table keyed by an FNV-1a hash of
 * the UTF-16 code units, its key stored in the slot (up to eight code units) or in a pool and
 * compared on a hash hit. The tokeniser looks an ASCII word up from the text's char codes
 * (getText) without slicing or lower-casing a string.
 */
/** FNV-1a offset basis: the hash of the empty word. */
export const HASH_SEED = 0x811c9dc5 | 0;

/** One FNV-1a step over a (lower-case) code unit. */
export function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, 16777619);
}

function hashString(word: string): number {
  let h = HASH_SEED;
  for (let k = 0; k < word.length; k++) h = hashStep(h, word.charCodeAt(k));
  return h;
}

/**
 * Int32s per table slot: key hash, key length (0 = empty slot), word mask, cue mask (CUE_*), then
 * the key: up to INLINE code units stored in the slot, two to an Int32 (so that a probe for a
 * short word reads one slot and nothing else), or, for a longer key, its offset in the pool.
 * 32 bytes, so that a slot never straddles a cache line.
 */
const SLOT = 8;
const MASK = 2;
const CUE = 3;
const KEY = 4;
const INLINE = (SLOT - KEY) * 2;

/** Lower case of an ASCII letter A-Z; every other code unit as it is. */
function asciiLower(c: number): number {
  return c >= 65 && c <= 90 ? c | 32 : c;
}

export class WordBits {
  /** Words of up to SHORT_MAX letters a-z and apostrophes. */
  private readonly short = new ShortWords();
  private size = 0;
  private slotMask = 1023;
  /** The slots, side by side so that a probe touches one cache line. */
  private table = new Int32Array(1024 * SLOT);
  private pool = new Uint16Array(4096);
  private poolUsed = 0;
  /** Cue mask of the word last looked up by get or getAscii (0 when it is not in the table). */
  cue = 0;
  /**
   * How many registered word lists (word-lists.ts) the table marks CUE_LISTED: when all are,
   * TokenStream.inList refuses an unmarked word without a look-up.
   */
  listsInstalled = 0;

  /** Sets `bit` in the word mask of each word. */
  add(words: Iterable<string>, bit: number): void {
    this.addAt(words, bit, MASK);
  }

  /**
   * Sets `bit` in the cue mask of each word (CUE_* bits: a second mask in the same slot, so that the
   * tokeniser reads both with one probe). A cue word in no list gets word mask 0.
   */
  addCues(words: Iterable<string>, bit: number): void {
    this.addAt(words, bit, CUE);
  }

  private addAt(words: Iterable<string>, bit: number, field: number): void {
    const short = this.short;
    for (const word of words) {
      if (word.length === 0) continue;
      if (short.pack(word)) {
        short.orAt(short.k0, short.k1, field, bit);
        continue;
      }
      const h = hashString(word);
      const at = this.find(word, h);
      if (this.table[at + 1] !== 0) {
        this.table[at + field]! |= bit;
        continue;
      }
      this.insert(at, word, h);
      this.table[at + field] = bit;
      if (this.size * 2 > this.slotMask) this.grow();
    }
  }

  /** The word's mask (0 when absent); its cue mask is left in `cue`. */
  get(word: string): number {
    if (word.length === 0) {
      this.cue = 0;
      return 0;
    }
    const short = this.short;
    if (short.pack(word)) {
      const slot = short.find(short.k0, short.k1);
      this.cue = short.cueAt(slot);
      return short.maskAt(slot);
    }
    const at = this.find(word, hashString(word));
    if (this.table[at + 1] === 0) {
      this.cue = 0;
      return 0;
    }
    this.cue = this.table[at + CUE]!;
    return this.table[at + MASK]!;
  }

  /**
   * Mask of the ASCII word text[from, to) read in lower case, `hash` being the FNV-1a hash of its
   * lower-case code units; its cue mask is left in `cue`. Letters A-Z compare as a-z; every other
   * code unit as it is.
   */
  getAscii(text: string, from: number, to: number, hash: number): number {
    if (to - from <= SHORT_MAX) {
      const found = this.getShortText(text, from, to);
      if (found !== -1) return found;
    }
    return this.getLongText(text, from, to, hash);
  }

  /**
   * Mask of the ASCII word text[from, to) read in lower case (A-Z as a-z; every other code unit
   * as it is); its cue mask is left in `cue`. The tokeniser's look-up: one probe of the compact
   * table for a word of letters and apostrophes up to SHORT_MAX long, the hashed table otherwise.
   */
  getText(text: string, from: number, to: number): number {
    if (to - from <= SHORT_MAX) {
      const found = this.getShortText(text, from, to);
      if (found !== -1) return found;
    }
    let hash = HASH_SEED;
    for (let p = from; p < to; p++) hash = hashStep(hash, asciiLower(text.charCodeAt(p)));
    return this.getLongText(text, from, to, hash);
  }

  /** getText for a word of at most SHORT_MAX code units; -1 when one is no letter or apostrophe. */
  private getShortText(text: string, from: number, to: number): number {
    let low = 0;
    let high = 0;
    for (let p = from; p < to; p++) {
      const code = shortCode(asciiLower(text.charCodeAt(p)));
      if (code === 0) return -1;
      high = rollHigh(high, low);
      low = rollLow(low, code);
    }
    return this.getPacked(low, high);
  }

  /**
   * Mask of the short word whose packed key is (low, high) (short-words.ts: the tokeniser rolls
   * each letter of a word of up to SHORT_MAX letters and apostrophes into it); its cue mask is
   * left in `cue`.
   */
  getPacked(low: number, high: number): number {
    const short = this.short;
    const mask = short.lookUp(low, high);
    this.cue = short.cue;
    return mask;
  }

  /** ShortWords.lookUpList: the masks of a list of short words, from their packed keys. */
  lookUpList(
    list: Int32Array,
    n: number,
    lows: Int32Array,
    highs: Int32Array,
    masks: Int32Array,
    cues: Int32Array,
    hashes: Int32Array,
  ): void {
    this.short.lookUpList(list, n, lows, highs, masks, cues, hashes);
  }

  /** The hashed table's getAscii (`hash` of the lower-case code units). */
  private getLongText(text: string, from: number, to: number, hash: number): number {
    const length = to - from;
    const mask = this.slotMask;
    const table = this.table;
    let slot = (hash ^ (hash >>> 16)) & mask;
    for (;;) {
      const at = slot * SLOT;
      const keyLength = table[at + 1]!;
      if (keyLength === 0) {
        this.cue = 0;
        return 0;
      }
      if (keyLength === length && table[at] === hash) {
        let p = from;
        if (length <= INLINE) {
          for (let k = at + KEY; p < to; p += 2, k++) {
            const low = asciiLower(text.charCodeAt(p));
            const high = p + 1 < to ? asciiLower(text.charCodeAt(p + 1)) : 0;
            if ((low | (high << 16)) !== table[k]) break;
          }
        } else {
          const pool = this.pool;
          for (let k = table[at + KEY]!; p < to; p++, k++) {
            if (asciiLower(text.charCodeAt(p)) !== pool[k]) break;
          }
        }
        if (p >= to) {
          this.cue = table[at + CUE]!;
          return table[at + MASK]!;
        }
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Table offset of the slot holding `word`, or of the empty slot where it would go. */
  private find(word: string, hash: number): number {
    const mask = this.slotMask;
    const table = this.table;
    const pool = this.pool;
    let slot = (hash ^ (hash >>> 16)) & mask;
    for (;;) {
      const at = slot * SLOT;
      const keyLength = table[at + 1]!;
      if (keyLength === 0) return at;
      if (keyLength === word.length && table[at] === hash) {
        let k = 0;
        if (keyLength <= INLINE) {
          for (; k < keyLength; k += 2) {
            const high = k + 1 < keyLength ? word.charCodeAt(k + 1) : 0;
            if ((word.charCodeAt(k) | (high << 16)) !== table[at + KEY + (k >> 1)]) break;
          }
        } else {
          const from = table[at + KEY]!;
          while (k < keyLength && pool[from + k] === word.charCodeAt(k)) k++;
        }
        if (k >= keyLength) return at;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Fills the empty slot at `at` with the key `word` (masks 0). */
  private insert(at: number, word: string, hash: number): void {
    const table = this.table;
    table[at] = hash;
    table[at + 1] = word.length;
    table[at + MASK] = 0;
    table[at + CUE] = 0;
    if (word.length <= INLINE) {
      for (let k = 0; k < word.length; k += 2) {
        const high = k + 1 < word.length ? word.charCodeAt(k + 1) : 0;
        table[at + KEY + (k >> 1)] = word.charCodeAt(k) | (high << 16);
      }
    } else {
      if (this.poolUsed + word.length > this.pool.length) {
        const pool = new Uint16Array(Math.max(this.pool.length * 2, this.poolUsed + word.length));
        pool.set(this.pool);
        this.pool = pool;
      }
      const from = this.poolUsed;
      for (let k = 0; k < word.length; k++) this.pool[from + k] = word.charCodeAt(k);
      this.poolUsed += word.length;
      table[at + KEY] = from;
    }
    this.size++;
  }

  private grow(): void {
    const old = this.table;
    const capacity = (this.slotMask + 1) * 2;
    const mask = capacity - 1;
    const table = new Int32Array(capacity * SLOT);
    for (let from = 0; from < old.length; from += SLOT) {
      if (old[from + 1] === 0) continue;
      const hash = old[from]!;
      let slot = (hash ^ (hash >>> 16)) & mask;
      while (table[slot * SLOT + 1] !== 0) slot = (slot + 1) & mask;
      const to = slot * SLOT;
      for (let f = 0; f < SLOT; f++) table[to + f] = old[from + f]!;
    }
    this.slotMask = mask;
    this.table = table;
  }
}
