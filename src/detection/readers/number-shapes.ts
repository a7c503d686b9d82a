import type { ScanContext } from "../recogniser.ts";
import { NUMBER, PUNCT, WORD } from "../token-stream.ts";

/**
 * The note's numbers of a few shapes that many recognisers act at, listed once per note in one
 * pass over the number list, so that each of those recognisers visits its shape's numbers instead
 * of every number (a lab note holds some two hundred numbers, and each walker of the whole list
 * paid for every one of them):
 *
 * - `joined`: a number run into a following "/", "-", "." or dash (U+2010 to U+2013): "12/03",
 *   "7.45", "24-1234" — dates, decimals, accessions, IP addresses;
 * - `intoWord`: a number run into a following word: "14th", "5mg", "1EG4" — ordinals, codes;
 * - `old`: a number of two or three digits from 90 to 130 — an age over 89;
 * - `wide`: a number of three digits or more, and `long`, of four or more — IDs, phones, codes;
 * - `afterTouch`: a number run into the token before it: "A34", "MED-12", "12/03".
 *
 * Each list holds token indices in order; a recogniser's own tests still decide, the list only
 * spares it the numbers that cannot pass its first test.
 */
export interface NumberShapes {
  readonly joined: Int32Array;
  readonly joinedCount: number;
  readonly intoWord: Int32Array;
  readonly intoWordCount: number;
  readonly old: Int32Array;
  readonly oldCount: number;
  readonly wide: Int32Array;
  readonly wideCount: number;
  readonly long: Int32Array;
  readonly longCount: number;
  readonly afterTouch: Int32Array;
  readonly afterTouchCount: number;
}

/** The lists as the reader fills them (kept in the stream's NoteScratch). */
export interface NumberShapeLists {
  joined: Int32Array;
  joinedCount: number;
  intoWord: Int32Array;
  intoWordCount: number;
  old: Int32Array;
  oldCount: number;
  wide: Int32Array;
  wideCount: number;
  long: Int32Array;
  longCount: number;
  afterTouch: Int32Array;
  afterTouchCount: number;
}

function newLists(): NumberShapeLists {
  return {
    joined: new Int32Array(64),
    joinedCount: 0,
    intoWord: new Int32Array(64),
    intoWordCount: 0,
    old: new Int32Array(64),
    oldCount: 0,
    wide: new Int32Array(64),
    wideCount: 0,
    long: new Int32Array(64),
    longCount: 0,
    afterTouch: new Int32Array(64),
    afterTouchCount: 0,
  };
}

/** The lists of the context's note, built on the first call for it (kept in the stream's NoteScratch). */
export function numberShapes(context: ScanContext): NumberShapes {
  const t = context.tokens;
  const scratch = t.scratch;
  if (scratch.numberShapesNote === scratch.note) return scratch.numberShapes!;
  scratch.numberShapesNote = scratch.note;
  let lists = scratch.numberShapes;
  if (lists === undefined) {
    lists = newLists();
    scratch.numberShapes = lists;
  }
  const count = t.numberCount;
  if (lists.joined.length < count) {
    lists.joined = new Int32Array(count * 2);
    lists.intoWord = new Int32Array(count * 2);
    lists.old = new Int32Array(count * 2);
    lists.wide = new Int32Array(count * 2);
    lists.long = new Int32Array(count * 2);
    lists.afterTouch = new Int32Array(count * 2);
  }
  const { joined, intoWord, old, wide, long, afterTouch } = lists;
  let joinedCount = 0;
  let intoWordCount = 0;
  let oldCount = 0;
  let wideCount = 0;
  let longCount = 0;
  let afterTouchCount = 0;
  const numbers = t.numbers;
  const start = t.start;
  const end = t.end;
  const kind = t.kind;
  const text = t.text;
  const last = t.count - 1;
  for (let r = 0; r < count; r++) {
    const i = numbers[r]!;
    if (kind[i] !== NUMBER) continue;
    const from = start[i]!;
    const to = end[i]!;
    if (i < last && to === start[i + 1]) {
      const next = kind[i + 1];
      if (next === PUNCT) {
        const c = text.charCodeAt(to);
        if (c === 47 || c === 45 || c === 46 || (c >= 0x2010 && c <= 0x2013)) joined[joinedCount++] = i;
      } else if (next === WORD) intoWord[intoWordCount++] = i;
    }
    if (i > 0 && end[i - 1] === from) afterTouch[afterTouchCount++] = i;
    const length = to - from;
    if (length === 2 || length === 3) {
      let v = 0;
      for (let p = from; p < to; p++) v = v * 10 + (text.charCodeAt(p) - 48);
      if (v >= 90 && v <= 130) old[oldCount++] = i;
    }
    if (length >= 3) {
      wide[wideCount++] = i;
      if (length >= 4) long[longCount++] = i;
    }
  }
  lists.joinedCount = joinedCount;
  lists.intoWordCount = intoWordCount;
  lists.oldCount = oldCount;
  lists.wideCount = wideCount;
  lists.longCount = longCount;
  lists.afterTouchCount = afterTouchCount;
  return lists;
}

/**
 * The first of the first `count` entries of the ascending `list` that is `i` or more, or `end`
 * when none is: a binary search, for a loop that walks a shape's list beside another position list.
 */
export function nextListed(list: Int32Array, count: number, i: number, end: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < i) lo = mid + 1;
    else hi = mid;
  }
  return lo < count ? list[lo]! : end;
}
