/**
 * The word table's compact half (see WordBits): words of up to SHORT_MAX letters a-z and
 * apostrophes, the words nearly every token of a note is. Such a word packs into two Int32s, five
 * bits a letter (see roll), so the packed key is the word itself: a probe compares two integers and reads
 * nothing but its 16-byte slot (key, key, word mask, cue mask), four slots to a cache line. No hash
 * is stored, no key pool is read, and the table is a quarter of the size of one with string keys,
 * so the pages a note touches stay in the TLB while the recognisers run.
 */

/** Letters a packed key holds: six 5-bit codes in each of two Int32s. */
export const SHORT_MAX = 12;

/** Code of the apostrophe in a packed key (after a-z, 1-26). */
export const APOSTROPHE_CODE = 27;

/** 5-bit code of a lower-case code unit: a-z are 1-26, the apostrophe 27; 0 for any other. */
export function shortCode(c: number): number {
  if (c >= 97 && c <= 122) return c - 96;
  return c === 39 ? APOSTROPHE_CODE : 0;
}

/**
 * The packed key rolls the codes through two Int32s, 30 bits each: `low` holds the last six codes
 * (the last one lowest), `high` the ones before. A word's first code is never 0, so the key
 * tells the word's length and two short words never share a key. The tokeniser rolls each
 * letter in as it reads it: roll(high, low), then low = rollLow(low, code).
 */
export function rollHigh(high: number, low: number): number {
  return (high << 5) | (low >>> 25);
}

export function rollLow(low: number, code: number): number {
  return ((low << 5) | code) & 0x3fffffff;
}

/** Int32s per slot: the two key words (first key word 0 = empty slot), the word mask, the cue mask. */
const SLOT = 4;
const MASK = 2;
const CUE = 3;

/** Mixes the two key words into a slot hash (murmur3's finaliser over a multiply-xor). */
export function shortHash(k0: number, k1: number): number {
  let h = Math.imul(k0, 0x9e3779b1) ^ k1;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * Entries of the front cache (see lookUp): 256 KB. The dev notes use some 8,400 distinct short
 * words; direct-mapped, 4,096 entries kept 87 % of look-ups in the cache and 16,384 keep 95 %,
 * and every miss is a probe of the multi-megabyte table.
 */
const FRONT = 16384;

export class ShortWords {
  private size = 0;
  /**
   * A direct-mapped cache of the words looked up lately, slots as the table's: a note's few
   * hundred common words sit in 256 KB side by side instead of one to a cache line across the
   * table. Exact (it holds whole keys) and emptied whenever the table changes.
   */
  private readonly front = new Int32Array(FRONT * SLOT);
  private frontUsed = false;
  /** Cue mask of the word last looked up by lookUp. */
  cue = 0;
  private slotMask = 1023;
  private table = new Int32Array(1024 * SLOT);
  /** Key words of the last pack() call: the low and the high word. */
  k0 = 0;
  k1 = 0;

  /**
   * Packs `word` into k0 and k1 and returns true when it is a short word (1 to SHORT_MAX code
   * units, each a-z or an apostrophe); false for any other word, which WordBits keeps elsewhere.
   */
  pack(word: string): boolean {
    const length = word.length;
    if (length === 0 || length > SHORT_MAX) return false;
    let low = 0;
    let high = 0;
    for (let p = 0; p < length; p++) {
      const code = shortCode(word.charCodeAt(p));
      if (code === 0) return false;
      high = rollHigh(high, low);
      low = rollLow(low, code);
    }
    this.k0 = low;
    this.k1 = high;
    return true;
  }

  /** Word mask of the word packed as (low, high), 0 when absent; its cue mask is left in `cue`. */
  lookUp(low: number, high: number): number {
    return this.lookUpHashed(low, high, shortHash(low, high));
  }

  private lookUpHashed(low: number, high: number, hash: number): number {
    const front = this.front;
    const f = (hash & (FRONT - 1)) * SLOT;
    if (front[f] === low && front[f + 1] === high) {
      this.cue = front[f + CUE]!;
      return front[f + MASK]!;
    }
    const table = this.table;
    const mask = this.slotMask;
    let slot = hash & mask;
    let at = slot * SLOT;
    for (;;) {
      const key = table[at]!;
      if (key === 0 || (key === low && table[at + 1] === high)) break;
      slot = (slot + 1) & mask;
      at = slot * SLOT;
    }
    const wordMask = table[at + MASK]!;
    const cue = table[at + CUE]!;
    this.frontUsed = true;
    front[f] = low;
    front[f + 1] = high;
    front[f + MASK] = wordMask;
    front[f + CUE] = cue;
    this.cue = cue;
    return wordMask;
  }

  /**
   * lookUp for each token of `list` (the first `n` entries), keys from `lows` and `highs`, answers
   * into `masks` and `cues`, all indexed by token. A first loop computes each hash and reads the
   * word's front-cache slot without waiting for it, so that the slots' cache misses overlap; the
   * second copies each hit's masks and probes the table for a miss (one word in twenty on the dev
   * notes: a loop that read the misses' table slots ahead of them cost more than it saved).
   * `hashes` holds at least `n` entries.
   */
  lookUpList(
    list: Int32Array,
    n: number,
    lows: Int32Array,
    highs: Int32Array,
    masks: Int32Array,
    cues: Int32Array,
    hashes: Int32Array,
  ): void {
    const front = this.front;
    let touched = 0;
    for (let p = 0; p < n; p++) {
      const token = list[p]!;
      const hash = shortHash(lows[token]!, highs[token]!);
      hashes[p] = hash;
      touched |= front[(hash & (FRONT - 1)) * SLOT]!;
    }
    // The answers: a front-cache hit (nearly every word) is copied; a miss probes the table.
    for (let p = 0; p < n; p++) {
      const token = list[p]!;
      const low = lows[token]!;
      const high = highs[token]!;
      const f = (hashes[p]! & (FRONT - 1)) * SLOT;
      if (front[f] === low && front[f + 1] === high) {
        masks[token] = front[f + MASK]!;
        cues[token] = front[f + CUE]!;
      } else {
        masks[token] = this.lookUpHashed(low, high, hashes[p]!);
        cues[token] = this.cue;
      }
    }
    this.touched = touched;
  }

  /** Whatever lookUpList's first loop read (kept so that its reads are not dropped). */
  touched = 0;

  /** ORs `bit` into field MASK or CUE of the word packed as (k0, k1), adding the word if absent. */
  orAt(k0: number, k1: number, field: number, bit: number): void {
    if (this.frontUsed) {
      this.front.fill(0);
      this.frontUsed = false;
    }
    const at = this.find(k0, k1);
    if (this.table[at] === 0) {
      this.table[at] = k0;
      this.table[at + 1] = k1;
      this.size++;
      this.table[at + field] = bit;
      // Up to three quarters full: the 167,000 short words fit 262,144 slots (4.2 MB), not twice
      // that; nearly every look-up is answered by the front cache, and a smaller table is evicted
      // less from the shared caches between notes.
      if (this.size * 4 > this.slotMask * 3) this.grow();
      return;
    }
    this.table[at + field]! |= bit;
  }

  /** Table offset of the word packed as (k0, k1), or of the empty slot where it would go. */
  find(k0: number, k1: number): number {
    const mask = this.slotMask;
    const table = this.table;
    let slot = shortHash(k0, k1) & mask;
    for (;;) {
      const at = slot * SLOT;
      const key = table[at]!;
      if (key === 0 || (key === k0 && table[at + 1] === k1)) return at;
      slot = (slot + 1) & mask;
    }
  }

  /** Word mask at a find() offset (0 for an empty slot). */
  maskAt(at: number): number {
    return this.table[at + MASK]!;
  }

  /** Cue mask at a find() offset (0 for an empty slot). */
  cueAt(at: number): number {
    return this.table[at + CUE]!;
  }

  private grow(): void {
    const old = this.table;
    const capacity = (this.slotMask + 1) * 2;
    const mask = capacity - 1;
    const table = new Int32Array(capacity * SLOT);
    for (let from = 0; from < old.length; from += SLOT) {
      const k0 = old[from]!;
      if (k0 === 0) continue;
      let slot = shortHash(k0, old[from + 1]!) & mask;
      while (table[slot * SLOT] !== 0) slot = (slot + 1) & mask;
      // Copied a field at a time: a subarray view per slot was most of the engine's construction
      // garbage (the table grows from 1,024 slots to 262,144).
      const to = slot * SLOT;
      for (let f = 0; f < SLOT; f++) table[to + f] = old[from + f]!;
    }
    this.slotMask = mask;
    this.table = table;
  }
}
