// Over 400 lines (issue 18, point 6): the one-pass tokeniser and the per-token accessors every
// recogniser calls on the engine's hot path are one class; split, the accessors would leave the one
// object shape V8 optimises.
import { Buffer } from "node:buffer";
import { NoteScratch } from "./note-scratch.ts";
import { APOSTROPHE_CODE, rollHigh, rollLow, SHORT_MAX } from "./short-words.ts";
import {
  CITY_TAIL,
  CLINICAL,
  CUE_LISTED,
  HOSPITAL_TAIL,
  PHRASE_TAIL,
  SURNAME,
  VOCABULARY,
  WordBits,
} from "./word-bits.ts";
import { listCount, listMaskOf, listMaskOfKey } from "./word-lists.ts";

/**
 * One-pass tokeniser. Splits text into words (letters, with inner apostrophes as in "O'Brien"
 * and "Mary's"), digit runs and single punctuation characters; white space separates tokens.
 * Any code unit >= 0x80 that is not a known space counts as a word character, so a surrogate
 * pair always falls inside one token and spans built from token bounds never split it.
 * Recognisers read tokens through this class instead of running regexes over the text.
 */

export const WORD = 1;
export const NUMBER = 2;
export const PUNCT = 3;

/** Flags per token. */
export const HAS_UPPER = 1;
export const HAS_LOWER = 2;
export const INITIAL_UPPER = 4;
export const AFTER_NEWLINE = 8;
export const AFTER_SPACE = 16;
/**
 * A word with a code unit >= 0x80 ("École", "Nguyễn"): the ASCII flags do not tell its case, so its
 * lower case always comes from toLowerCase.
 */
export const NON_ASCII_WORD = 32;

const CLASS_SPACE = 0;
const CLASS_LETTER = 1;
const CLASS_DIGIT = 2;
const CLASS_PUNCT = 3;

function classify(code: number): number {
  if (code < 0x80) {
    if (code >= 97 && code <= 122) return CLASS_LETTER;
    if (code >= 65 && code <= 90) return CLASS_LETTER;
    if (code >= 48 && code <= 57) return CLASS_DIGIT;
    if (code === 32 || (code >= 9 && code <= 13)) return CLASS_SPACE;
    return CLASS_PUNCT;
  }
  if (code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a)) return CLASS_SPACE;
  if (code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000) {
    return CLASS_SPACE;
  }
  if (code === 0x2019 || code === 0x2018 || (code >= 0x2010 && code <= 0x2015) || code === 0x201c) {
    return CLASS_PUNCT;
  }
  if (code === 0x201d || code === 0xfeff) return CLASS_PUNCT;
  return CLASS_LETTER;
}

/** Character class of each ASCII code unit (see classify). */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_CLASS[c] = classify(c);
/** HAS_UPPER for A-Z, HAS_LOWER for a-z, 0 for every other ASCII code unit. */
const ASCII_CASE = new Uint8Array(128);
for (let c = 65; c <= 90; c++) ASCII_CASE[c] = HAS_UPPER;
for (let c = 97; c <= 122; c++) ASCII_CASE[c] = HAS_LOWER;

/**
 * Word bits indexed in the position list of flagged words (see nextBits): every bit but the common
 * lexicon and phrase-tail bits, which stand on a tenth or more of all words.
 */
export const INDEXED_BITS = ~(VOCABULARY | CLINICAL | SURNAME | PHRASE_TAIL | HOSPITAL_TAIL | CITY_TAIL);

/** A word carrying none of these bits is an unknown word (see nextUnknown). */
export const KNOWN_BITS = VOCABULARY | CLINICAL;

/** Set in a token's list mask once it is computed (word-lists.ts uses bits 0-30). */
const LIST_KNOWN = 1 << 31;

/**
 * True where a Uint16Array reads the bytes of a "utf16le" write as the code units written (every
 * platform Node runs on today); elsewhere reset reads the text with charCodeAt.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * punctCodes of a word, a number and past the text's tokens: U+FFFF, which classify reads as a
 * letter, so that no mark's code equals it (and isPunct is never asked about it).
 */
const NOT_PUNCT = 0xffff;

/** A copy of `array` in a new array of `size` entries. */
function grown(array: Int32Array, size: number): Int32Array {
  const copy = new Int32Array(size);
  copy.set(array);
  return copy;
}

export class TokenStream {
  /**
   * Word and cue masks of the engine (see word-bits.ts), both read with one probe per word; empty
   * until the engine sets it.
   */
  wordBits: WordBits = new WordBits();
  /** What the shared readers build once per note (note-scratch.ts); reset starts a new note. */
  readonly scratch: NoteScratch = new NoteScratch();
  text = "";
  count = 0;
  start: Int32Array = new Int32Array(256);
  end: Int32Array = new Int32Array(256);
  kind: Uint8Array = new Uint8Array(256);
  flags: Uint8Array = new Uint8Array(256);
  private lowers: (string | undefined)[] = [];
  /** The tokens whose lower case `lowers` holds, in the order asked (reset forgets only these). */
  private lowered: Int32Array = new Int32Array(256);
  private loweredCount = 0;
  /**
   * Per token, the code unit of a punctuation mark, NOT_PUNCT for words and numbers: isPunct reads
   * one array instead of the token's kind, start and the text.
   */
  private punctCodes: Uint16Array = new Uint16Array(256).fill(NOT_PUNCT);
  /** Word masks per token; 0 for numbers and punctuation. */
  private masks: Int32Array = new Int32Array(256);
  /** Cue masks per token (CUE_* in word-bits.ts); 0 for numbers and punctuation. */
  private cueMasks: Int32Array = new Int32Array(256);
  /** List masks per token (word-lists.ts), with LIST_KNOWN once computed; 0 until inList asks. */
  private listMasks: Int32Array = new Int32Array(256);
  /** Packed keys (short-words.ts) of the short ASCII words, looked up after the tokenising pass. */
  private keyLows: Int32Array = new Int32Array(256);
  private keyHighs: Int32Array = new Int32Array(256);
  /** The short ASCII words' token indices, in order, and scratch for their hashes. */
  private shortList: Int32Array = new Int32Array(256);
  private shortHashes: Int32Array = new Int32Array(256);

  /**
   * Position lists built in the tokenising pass, so that a recogniser that acts only at numbers
   * or at its trigger words visits those tokens and skips the rest (see nextNumber, nextBits).
   * `numbers` holds the indices of the NUMBER tokens in order, then `count`; `numberRank[i]` is
   * the number of NUMBER tokens before token i. `flagged` and `flaggedRank` are the same for
   * words carrying a cue bit or an indexed word bit (INDEXED_BITS).
   */
  numbers: Int32Array = new Int32Array(257);
  numberCount = 0;
  private numberRank: Int32Array = new Int32Array(257);
  /**
   * More position lists of the same pass, each with its rank array: tokens that open a line
   * (token 0 and every token after a line break), words whose first letter is a capital
   * (INITIAL_UPPER: capitalised words and words in capitals), punctuation marks, and unknown
   * words (no VOCABULARY or CLINICAL bit: names, abbreviations, misspellings). See nextLineStart,
   * nextInitialUpper, nextPunct and nextUnknown.
   */
  private lineStarts: Int32Array = new Int32Array(257);
  private lineStartRank: Int32Array = new Int32Array(257);
  lineStartCount = 0;
  private initialUppers: Int32Array = new Int32Array(257);
  private initialUpperRank: Int32Array = new Int32Array(257);
  initialUpperCount = 0;
  private puncts: Int32Array = new Int32Array(257);
  private punctRank: Int32Array = new Int32Array(257);
  punctCount = 0;
  private unknowns: Int32Array = new Int32Array(257);
  private unknownRank: Int32Array = new Int32Array(257);
  unknownCount = 0;
  private flagged: Int32Array = new Int32Array(257);
  private flaggedRank: Int32Array = new Int32Array(257);
  /**
   * For each place p of the flagged list, the OR of the word masks (`bitsAfter`) and of the cue
   * masks (`cuesAfter`) of flagged[p] and every flagged word after it (0 at the list's end): a
   * walk of nextBits or nextCues that would find nothing more stops before its first step. Most
   * cue walks were such walks (a cue the note lacks, or the last one passed).
   */
  private bitsAfter: Int32Array = new Int32Array(257);
  private cuesAfter: Int32Array = new Int32Array(257);
  /** The last nextBits and nextCues queries and answers, for this text (see reset). */
  private bitsAsked = 0;
  private bitsFrom = 1;
  private bitsFound = -1;
  private cuesAsked = 0;
  private cuesFrom = 1;
  private cuesFound = -1;

  /**
   * Case counts of the words of two code units or more, for the note's writing style
   * (writing-style.ts), counted in the tokenising pass: all such words, those with a lower-case
   * ASCII letter, and of these the capitalised ones (an ASCII capital first).
   */
  styleWords = 0;
  styleLower = 0;
  styleCapitalised = 0;
  /** OR of every word mask in the text. */
  textBits = 0;
  /** OR of every cue mask in the text. */
  textCues = 0;

  /** The text's code units (see codeUnits), reused from note to note, and the same bytes as a Buffer. */
  private units: Uint16Array = new Uint16Array(4096);
  private unitBytes: Buffer = Buffer.from(this.units.buffer);

  /**
   * The code units of `text` in a typed array, copied by one native write: the tokenising pass
   * reads each unit as an array element, where charCodeAt checks the string's representation at
   * every call (its two charCodeAt lines were a sixth of the pass's time). Entry `text.length` is 0.
   */
  private codeUnits(text: string): Uint16Array {
    const length = text.length;
    if (this.units.length <= length) {
      this.units = new Uint16Array(Math.max(length + 1, this.units.length * 2));
      this.unitBytes = Buffer.from(this.units.buffer);
    }
    const units = this.units;
    if (LITTLE_ENDIAN) this.unitBytes.write(text, 0, length * 2, "utf16le");
    else for (let p = 0; p < length; p++) units[p] = text.charCodeAt(p);
    units[length] = 0;
    return units;
  }

  /** Tokenises `text`, reusing this stream's buffers, and stores each word's mask. */
  reset(text: string): void {
    // Forget the previous text's lower-case words (and so the text they were sliced from).
    const lowers = this.lowers;
    const lowered = this.lowered;
    for (let k = 0; k < this.loweredCount; k++) lowers[lowered[k]!] = undefined;
    this.loweredCount = 0;
    this.scratch.note++;
    this.text = text;
    const wordBits = this.wordBits;
    const length = text.length;
    const units = this.codeUnits(text);
    let count = 0;
    let capacity = this.start.length;
    let starts = this.start;
    let ends = this.end;
    let kinds = this.kind;
    let flagArray = this.flags;
    let masks = this.masks;
    let cueMasks = this.cueMasks;
    let listMasks = this.listMasks;
    let punctCodes = this.punctCodes;
    let keyLows = this.keyLows;
    let keyHighs = this.keyHighs;
    let shortList = this.shortList;
    let shortCount = 0;
    let nonAscii = false;
    let numbers = this.numbers;
    let numberRank = this.numberRank;
    let flagged = this.flagged;
    let flaggedRank = this.flaggedRank;
    let lineStarts = this.lineStarts;
    let lineStartRank = this.lineStartRank;
    let initialUppers = this.initialUppers;
    let initialUpperRank = this.initialUpperRank;
    let puncts = this.puncts;
    let punctRank = this.punctRank;
    let unknowns = this.unknowns;
    let unknownRank = this.unknownRank;
    let numberCount = 0;
    let lineStartCount = 0;
    let initialUpperCount = 0;
    let punctCount = 0;
    let unknownCount = 0;
    let flaggedCount = 0;
    let textBits = 0;
    let textCues = 0;
    let styleWords = 0;
    let styleLower = 0;
    let styleCapitalised = 0;
    let i = 0;
    let pendingFlags = 0;
    while (i < length) {
      const code = units[i]!;
      const cls = code < 0x80 ? ASCII_CLASS[code]! : classify(code);
      if (cls === CLASS_SPACE) {
        pendingFlags |= code === 10 || code === 13 ? AFTER_NEWLINE | AFTER_SPACE : AFTER_SPACE;
        i++;
        continue;
      }
      if (count === capacity) {
        this.count = count;
        this.grow();
        capacity = this.start.length;
        starts = this.start;
        ends = this.end;
        kinds = this.kind;
        flagArray = this.flags;
        masks = this.masks;
        cueMasks = this.cueMasks;
        listMasks = this.listMasks;
        punctCodes = this.punctCodes;
        keyLows = this.keyLows;
        keyHighs = this.keyHighs;
        shortList = this.shortList;
        numbers = this.numbers;
        numberRank = this.numberRank;
        flagged = this.flagged;
        flaggedRank = this.flaggedRank;
        lineStarts = this.lineStarts;
        lineStartRank = this.lineStartRank;
        initialUppers = this.initialUppers;
        initialUpperRank = this.initialUpperRank;
        puncts = this.puncts;
        punctRank = this.punctRank;
        unknowns = this.unknowns;
        unknownRank = this.unknownRank;
      }
      numberRank[count] = numberCount;
      lineStartRank[count] = lineStartCount;
      initialUpperRank[count] = initialUpperCount;
      punctRank[count] = punctCount;
      // The position lists move on by 0 or 1 without a branch (AFTER_NEWLINE is bit 3,
      // INITIAL_UPPER bit 2, HAS_LOWER bit 1, HAS_UPPER bit 0).
      lineStarts[lineStartCount] = count;
      lineStartCount += count === 0 ? 1 : (pendingFlags & AFTER_NEWLINE) >>> 3;
      const from = i;
      let flags = pendingFlags;
      pendingFlags = 0;
      let kind: number;
      let mask = 0;
      let cue = 0;
      let punctCode = NOT_PUNCT;
      if (cls === CLASS_LETTER) {
        // An ASCII word is looked up from the text's code units (WordBits.getText); a word with a
        // code unit >= 0x80 through its lower-case string instead (toLowerCase beyond ASCII).
        // Letters and apostrophes roll into the packed key of a short word (short-words.ts).
        let ascii = code < 0x80;
        let low = 0;
        let high = 0;
        if (ascii) {
          const caseFlag = ASCII_CASE[code]!;
          flags |= caseFlag === HAS_UPPER ? INITIAL_UPPER | HAS_UPPER : caseFlag;
          low = (code | 32) - 96;
        } else {
          // A first letter beyond ASCII ("Ōtaki", "Éire"): its case from the one code unit.
          const first = text[from]!;
          if (first !== first.toLowerCase()) flags |= INITIAL_UPPER | HAS_UPPER;
          else if (first !== first.toUpperCase()) flags |= HAS_LOWER;
        }
        i++;
        while (i < length) {
          const c = units[i]!;
          if (c < 0x80) {
            const caseFlag = ASCII_CASE[c]!;
            if (caseFlag !== 0) {
              // An ASCII letter: (c | 32) - 96 is its code, a-z as 1-26.
              flags |= caseFlag;
              high = rollHigh(high, low);
              low = rollLow(low, (c | 32) - 96);
              i++;
              continue;
            }
            if (c === 39 && i + 1 < length && classify(units[i + 1]!) === CLASS_LETTER) {
              high = rollHigh(high, low);
              low = rollLow(low, APOSTROPHE_CODE);
              i++;
              continue;
            }
            break;
          }
          const k = classify(c);
          if (k === CLASS_LETTER) {
            ascii = false;
            i++;
          } else if (c === 0x2019 && i + 1 < length && classify(units[i + 1]!) === CLASS_LETTER) {
            ascii = false;
            i++;
          } else break;
        }
        kind = WORD;
        initialUppers[initialUpperCount] = count;
        const initialUpper = (flags & INITIAL_UPPER) >>> 2;
        initialUpperCount += initialUpper;
        // Two code units or more; with a lower-case letter; and capitalised.
        const styled = (1 - (i - from)) >>> 31;
        const lower = styled & ((flags & HAS_LOWER) >>> 1);
        styleWords += styled;
        styleLower += lower;
        styleCapitalised += lower & initialUpper & flags & HAS_UPPER;
        if (!ascii) {
          flags |= NON_ASCII_WORD;
          nonAscii = true;
        } else if (i - from <= SHORT_MAX) {
          keyLows[count] = low;
          keyHighs[count] = high;
          shortList[shortCount++] = count;
        } else {
          mask = wordBits.getText(text, from, i);
          cue = wordBits.cue;
        }
      } else if (cls === CLASS_DIGIT) {
        i++;
        while (i < length) {
          const c = units[i]!;
          if (c < 48 || c > 57) break;
          i++;
        }
        kind = NUMBER;
        numbers[numberCount++] = count;
      } else {
        i++;
        kind = PUNCT;
        punctCode = code;
        puncts[punctCount++] = count;
      }
      starts[count] = from;
      ends[count] = i;
      kinds[count] = kind;
      flagArray[count] = flags;
      masks[count] = mask;
      cueMasks[count] = cue;
      listMasks[count] = 0;
      punctCodes[count] = punctCode;
      count++;
    }
    this.count = count;
    numberRank[count] = numberCount;
    numbers[numberCount] = count;
    lineStartRank[count] = lineStartCount;
    lineStarts[lineStartCount] = count;
    initialUpperRank[count] = initialUpperCount;
    initialUppers[initialUpperCount] = count;
    punctRank[count] = punctCount;
    puncts[punctCount] = count;
    this.lineStartCount = lineStartCount;
    this.initialUpperCount = initialUpperCount;
    this.punctCount = punctCount;
    // A packed array, reused across texts: filling it out of order later keeps fast element access.
    if (this.lowers.length < count) this.lowers = new Array<string | undefined>(count * 2).fill(undefined);
    // The words are looked up here, after the pass, in a tight loop of independent probes whose
    // cache misses overlap (inside the pass each waited for the text's next letters): a short
    // ASCII word by its packed key, a word beyond ASCII through its lower-case string, a longer
    // ASCII word was looked up in the pass. The flagged and unknown lists are built here too.
    wordBits.lookUpList(shortList, shortCount, keyLows, keyHighs, masks, cueMasks, this.shortHashes);
    if (nonAscii) {
      for (let n = 0; n < count; n++) {
        if ((flagArray[n]! & NON_ASCII_WORD) === 0) continue;
        masks[n] = wordBits.get(this.lower(n));
        cueMasks[n] = wordBits.cue;
      }
    }
    // Without branches (which word is flagged or unknown is not predictable): each token is
    // written at the list's end, which moves on by 1 when the token belongs there.
    for (let n = 0; n < count; n++) {
      flaggedRank[n] = flaggedCount;
      unknownRank[n] = unknownCount;
      const mask = masks[n]!;
      const cue = cueMasks[n]!;
      textBits |= mask;
      textCues |= cue;
      const indexed = (mask & INDEXED_BITS) | (cue & ~CUE_LISTED);
      flagged[flaggedCount] = n;
      flaggedCount += (indexed | -indexed) >>> 31;
      // 1 for a word (kind 1), 0 for a number or a mark; and 1 when it has no KNOWN_BITS.
      const word = ((kinds[n]! ^ WORD) - 1) >>> 31;
      const known = mask & KNOWN_BITS;
      unknowns[unknownCount] = n;
      unknownCount += word & (~(known | -known) >>> 31);
    }
    flaggedRank[count] = flaggedCount;
    flagged[flaggedCount] = count;
    const bitsAfter = this.bitsAfter;
    const cuesAfter = this.cuesAfter;
    let bitsFrom = 0;
    let cuesFrom = 0;
    bitsAfter[flaggedCount] = 0;
    cuesAfter[flaggedCount] = 0;
    for (let p = flaggedCount - 1; p >= 0; p--) {
      const n = flagged[p]!;
      bitsFrom |= masks[n]!;
      cuesFrom |= cueMasks[n]!;
      bitsAfter[p] = bitsFrom;
      cuesAfter[p] = cuesFrom;
    }
    unknownRank[count] = unknownCount;
    unknowns[unknownCount] = count;
    this.unknownCount = unknownCount;
    this.numberCount = numberCount;
    this.bitsFrom = 1;
    this.bitsFound = -1;
    this.cuesFrom = 1;
    this.cuesFound = -1;
    this.textBits = textBits;
    this.textCues = textCues;
    this.styleWords = styleWords;
    this.styleLower = styleLower;
    this.styleCapitalised = styleCapitalised;
  }

  private grow(): void {
    const size = this.start.length * 2;
    const start = new Int32Array(size);
    start.set(this.start);
    this.start = start;
    const end = new Int32Array(size);
    end.set(this.end);
    this.end = end;
    const kinds = new Uint8Array(size);
    kinds.set(this.kind);
    this.kind = kinds;
    const flagArray = new Uint8Array(size);
    flagArray.set(this.flags);
    this.flags = flagArray;
    const masks = new Int32Array(size);
    masks.set(this.masks);
    this.masks = masks;
    const cueMasks = new Int32Array(size);
    cueMasks.set(this.cueMasks);
    this.cueMasks = cueMasks;
    this.listMasks = grown(this.listMasks, size);
    this.keyLows = grown(this.keyLows, size);
    this.keyHighs = grown(this.keyHighs, size);
    this.shortList = grown(this.shortList, size);
    this.lowered = grown(this.lowered, size);
    this.shortHashes = grown(this.shortHashes, size);
    const punctCodes = new Uint16Array(size).fill(NOT_PUNCT);
    punctCodes.set(this.punctCodes);
    this.punctCodes = punctCodes;
    // One more entry than tokens: the lists end with `count`, the ranks are read at `count`.
    const numbers = new Int32Array(size + 1);
    numbers.set(this.numbers);
    this.numbers = numbers;
    const numberRank = new Int32Array(size + 1);
    numberRank.set(this.numberRank);
    this.numberRank = numberRank;
    const flagged = new Int32Array(size + 1);
    flagged.set(this.flagged);
    this.flagged = flagged;
    const flaggedRank = new Int32Array(size + 1);
    flaggedRank.set(this.flaggedRank);
    this.flaggedRank = flaggedRank;
    this.bitsAfter = new Int32Array(size + 1);
    this.cuesAfter = new Int32Array(size + 1);
    this.lineStarts = grown(this.lineStarts, size + 1);
    this.lineStartRank = grown(this.lineStartRank, size + 1);
    this.initialUppers = grown(this.initialUppers, size + 1);
    this.initialUpperRank = grown(this.initialUpperRank, size + 1);
    this.puncts = grown(this.puncts, size + 1);
    this.punctRank = grown(this.punctRank, size + 1);
    this.unknowns = grown(this.unknowns, size + 1);
    this.unknownRank = grown(this.unknownRank, size + 1);
  }

  /**
   * Index of the first NUMBER token at or after `i` (`count` when there is none), so that a loop
   * over numbers reads `for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1))`.
   */
  nextNumber(i: number): number {
    if (i <= 0) return this.numbers[0]!;
    if (i >= this.count) return this.count;
    return this.numbers[this.numberRank[i]!]!;
  }

  /** Index of the first token at or after `i` that opens a line (see startsLine; `count` when none). */
  nextLineStart(i: number): number {
    if (i <= 0) return this.lineStarts[0]!;
    if (i >= this.count) return this.count;
    return this.lineStarts[this.lineStartRank[i]!]!;
  }

  /**
   * Index of the first word at or after `i` whose first letter is an ASCII capital (INITIAL_UPPER:
   * every word isCapitalised or isAllCaps accepts; `count` when none).
   */
  nextInitialUpper(i: number): number {
    if (i <= 0) return this.initialUppers[0]!;
    if (i >= this.count) return this.count;
    return this.initialUppers[this.initialUpperRank[i]!]!;
  }

  /** Index of the first punctuation mark at or after `i` (`count` when none). */
  nextPunct(i: number): number {
    if (i <= 0) return this.puncts[0]!;
    if (i >= this.count) return this.count;
    return this.puncts[this.punctRank[i]!]!;
  }

  /** Index of the first unknown word (no KNOWN_BITS: see the lists above) at or after `i` (`count` when none). */
  nextUnknown(i: number): number {
    if (i <= 0) return this.unknowns[0]!;
    if (i >= this.count) return this.count;
    return this.unknowns[this.unknownRank[i]!]!;
  }

  /**
   * Index of the first word at or after `i` whose word mask has one of `bits` (`count` when there
   * is none). Walks the flagged words only when every bit asked for is indexed (INDEXED_BITS).
   */
  nextBits(i: number, bits: number): number {
    const count = this.count;
    if (i >= count) return count;
    const masks = this.masks;
    if ((bits & ~INDEXED_BITS) !== 0) {
      let k = i < 0 ? 0 : i;
      while (k < count && (masks[k]! & bits) === 0) k++;
      return k;
    }
    // The last answer stands for any i between the query and it: a loop that also walks numbers
    // (Math.min of two lists) asks again before reaching it, and must not walk the gap again.
    if (bits === this.bitsAsked && i >= this.bitsFrom && i <= this.bitsFound) return this.bitsFound;
    const flagged = this.flagged;
    let p = i <= 0 ? 0 : this.flaggedRank[i]!;
    let k = (this.bitsAfter[p]! & bits) === 0 ? count : flagged[p]!;
    while (k < count && (masks[k]! & bits) === 0) k = flagged[++p]!;
    this.bitsAsked = bits;
    this.bitsFrom = i;
    this.bitsFound = k;
    return k;
  }

  /** Index of the first word at or after `i` whose cue mask has one of `cues` (`count` when none). */
  nextCues(i: number, cues: number): number {
    const count = this.count;
    if (i >= count) return count;
    if (cues === this.cuesAsked && i >= this.cuesFrom && i <= this.cuesFound) return this.cuesFound;
    const cueMasks = this.cueMasks;
    const flagged = this.flagged;
    let p = i <= 0 ? 0 : this.flaggedRank[i]!;
    let k = (this.cuesAfter[p]! & cues) === 0 ? count : flagged[p]!;
    while (k < count && (cueMasks[k]! & cues) === 0) k = flagged[++p]!;
    this.cuesAsked = cues;
    this.cuesFrom = i;
    this.cuesFound = k;
    return k;
  }

  /** The token's text as written. */
  raw(i: number): string {
    return this.text.slice(this.start[i]!, this.end[i]!);
  }

  /** The token in lower case, cached; "" outside the stream. */
  lower(i: number): string {
    // The cached string at once; the first ask of a token goes to lowerAt (kept out of this
    // method so that V8 inlines it in more callers).
    const value = i >= 0 && i < this.count ? this.lowers[i] : "";
    return value !== undefined ? value : this.lowerAt(i);
  }

  /** lower's first ask of token `i` (a token of the text): slices and caches its lower case. */
  private lowerAt(i: number): string {
    const raw = this.raw(i);
    // A capital beyond ASCII ("É") sets no HAS_UPPER: such words are lower-cased whatever their flags.
    const value = (this.flags[i]! & (HAS_UPPER | NON_ASCII_WORD)) === 0 ? raw : raw.toLowerCase();
    this.lowers[i] = value;
    this.lowered[this.loweredCount++] = i;
    return value;
  }

  /** The word's mask of lexicon and trigger bits (0 for numbers and punctuation). */
  bits(i: number): number {
    return i >= 0 && i < this.count ? this.masks[i]! : 0;
  }

  /** The word's mask of cue bits (CUE_* in word-bits.ts; 0 for numbers and punctuation). */
  cues(i: number): number {
    return i >= 0 && i < this.count ? this.cueMasks[i]! : 0;
  }

  /**
   * True when word `i` is in the registered list of `bit` (word-lists.ts listBit): the answer of
   * `LIST.has(t.lower(i))` for every token, computed without a string for a word no list holds.
   */
  inList(i: number, bit: number): boolean {
    // A mask computed for this note (LIST_KNOWN set) answers at once; 0 (not yet asked) goes to
    // listMaskAt, kept out of this method so that V8 inlines it in more callers.
    return i >= 0 && i < this.count && ((this.listMasks[i]! || this.listMaskAt(i)) & bit) !== 0;
  }

  /** inList's first question about token `i` this note: its list mask, kept with LIST_KNOWN. */
  private listMaskAt(i: number): number {
    let mask = LIST_KNOWN;
    // A table marking every list answers for an unmarked word; another asks the lists' Map.
    if (
      this.kind[i] === WORD &&
      ((this.cueMasks[i]! & CUE_LISTED) !== 0 || this.wordBits.listsInstalled !== listCount())
    ) {
      // A short ASCII word by the packed key the tokeniser rolled (no string); another by its lower case.
      mask |=
        (this.flags[i]! & NON_ASCII_WORD) === 0 && this.end[i]! - this.start[i]! <= SHORT_MAX
          ? listMaskOfKey(this.keyLows[i]!, this.keyHighs[i]!)
          : listMaskOf(this.lower(i));
    }
    this.listMasks[i] = mask;
    return mask;
  }

  isWord(i: number): boolean {
    return i >= 0 && i < this.count && this.kind[i] === WORD;
  }

  isNumber(i: number): boolean {
    return i >= 0 && i < this.count && this.kind[i] === NUMBER;
  }

  /** True when token `i` is the punctuation character `ch`. */
  isPunct(i: number, ch: string): boolean {
    return i >= 0 && i < this.count && this.punctCodes[i] === ch.charCodeAt(0);
  }

  /** True when tokens `i` and `i + 1` touch (no space between them). */
  touches(i: number): boolean {
    return i >= 0 && i + 1 < this.count && this.end[i] === this.start[i + 1];
  }

  /** Length in code units of token `i`. */
  length(i: number): number {
    return this.end[i]! - this.start[i]!;
  }

  /** Integer value of a NUMBER token (digit runs longer than 9 give NaN). */
  value(i: number): number {
    if (this.kind[i] !== NUMBER || this.length(i) > 9) return Number.NaN;
    let n = 0;
    for (let p = this.start[i]!; p < this.end[i]!; p++) n = n * 10 + (this.text.charCodeAt(p) - 48);
    return n;
  }

  /** True when the word has an upper-case first letter and lower-case letters after it. */
  isCapitalised(i: number): boolean {
    // 6 = INITIAL_UPPER | HAS_LOWER, as a literal (a constant expression is more bytecode).
    return (this.flags[i]! & 6) === 6;
  }

  /** True when the word is written in capitals only. */
  isAllCaps(i: number): boolean {
    // 3 = HAS_UPPER | HAS_LOWER.
    return (this.flags[i]! & 3) === HAS_UPPER;
  }

  /** True when a line break separates token `i` from the one before. */
  startsLine(i: number): boolean {
    return i === 0 || (this.flags[i]! & AFTER_NEWLINE) !== 0;
  }
}
