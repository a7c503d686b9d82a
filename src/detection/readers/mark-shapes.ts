import type { ScanContext } from "../recogniser.ts";
import { PUNCT } from "../token-stream.ts";

/**
 * The note's punctuation marks of a few kinds that several recognisers act at, listed once per
 * note in one walk of the punctuation list, so that each visits its own marks instead of every
 * mark (a note holds some fifty): commas, colons, full stops, slashes, hyphen-minus signs ("-",
 * not the other dashes), opening brackets "(", and colons and hyphens together. Each list holds
 * token indices in order; a mark is listed when `isPunct(i, ch)` holds for its character.
 */
export interface MarkShapes {
  readonly comma: Int32Array;
  readonly commaCount: number;
  readonly colon: Int32Array;
  readonly colonCount: number;
  readonly period: Int32Array;
  readonly periodCount: number;
  readonly slash: Int32Array;
  readonly slashCount: number;
  readonly hyphen: Int32Array;
  readonly hyphenCount: number;
  readonly paren: Int32Array;
  readonly parenCount: number;
  readonly colonOrHyphen: Int32Array;
  readonly colonOrHyphenCount: number;
}

/** The lists as the reader fills them (kept in the stream's NoteScratch). */
export type MarkShapeLists = { -readonly [K in keyof MarkShapes]: MarkShapes[K] };

function newLists(): MarkShapeLists {
  return {
    comma: new Int32Array(64),
    commaCount: 0,
    colon: new Int32Array(64),
    colonCount: 0,
    period: new Int32Array(64),
    periodCount: 0,
    slash: new Int32Array(64),
    slashCount: 0,
    hyphen: new Int32Array(64),
    hyphenCount: 0,
    paren: new Int32Array(64),
    parenCount: 0,
    colonOrHyphen: new Int32Array(64),
    colonOrHyphenCount: 0,
  };
}

/** The lists of the context's note, built on the first call for it (kept in the stream's NoteScratch). */
export function markShapes(context: ScanContext): MarkShapes {
  const t = context.tokens;
  const scratch = t.scratch;
  if (scratch.markShapesNote === scratch.note) return scratch.markShapes!;
  scratch.markShapesNote = scratch.note;
  let lists = scratch.markShapes;
  if (lists === undefined) {
    lists = newLists();
    scratch.markShapes = lists;
  }
  const count = t.punctCount;
  if (lists.comma.length < count) {
    lists.comma = new Int32Array(count * 2);
    lists.colon = new Int32Array(count * 2);
    lists.period = new Int32Array(count * 2);
    lists.slash = new Int32Array(count * 2);
    lists.hyphen = new Int32Array(count * 2);
    lists.paren = new Int32Array(count * 2);
    lists.colonOrHyphen = new Int32Array(count * 2);
  }
  const { comma, colon, period, slash, hyphen, paren, colonOrHyphen } = lists;
  let commas = 0;
  let colons = 0;
  let periods = 0;
  let slashes = 0;
  let hyphens = 0;
  let parens = 0;
  let colonsOrHyphens = 0;
  const text = t.text;
  const start = t.start;
  const kind = t.kind;
  for (let p = t.nextPunct(0); p < t.count; p = t.nextPunct(p + 1)) {
    if (kind[p] !== PUNCT) continue;
    const c = text.charCodeAt(start[p]!);
    if (c === 44) comma[commas++] = p;
    else if (c === 46) period[periods++] = p;
    else if (c === 58) {
      colon[colons++] = p;
      colonOrHyphen[colonsOrHyphens++] = p;
    } else if (c === 45) {
      hyphen[hyphens++] = p;
      colonOrHyphen[colonsOrHyphens++] = p;
    } else if (c === 47) slash[slashes++] = p;
    else if (c === 40) paren[parens++] = p;
  }
  lists.commaCount = commas;
  lists.colonCount = colons;
  lists.periodCount = periods;
  lists.slashCount = slashes;
  lists.hyphenCount = hyphens;
  lists.parenCount = parens;
  lists.colonOrHyphenCount = colonsOrHyphens;
  return lists;
}
