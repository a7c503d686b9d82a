import { HONORIFICS, POST_NOMINALS } from "../detection/honorifics.ts";
import { type FlatTable, keyAt, tableSize } from "./flat-table.ts";

/**
 * The known-value matcher's text handling (`known-values.ts`): its words (stop words, titles,
 * street words, months), how a text is cut into tokens and how a word is folded for comparison.
 */

/** Separators between the words or digit groups of one value: at most this many characters. */
const MAX_GAP = 3;

/** Words that never match as a name part, even when the caller's value holds them. */
export const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "or",
  "the",
  "of",
  "in",
  "on",
  "at",
  "to",
  "for",
  "with",
  "by",
  "from",
  "is",
  "was",
  "be",
  "he",
  "she",
  "it",
  "his",
  "her",
  "him",
  "they",
  "we",
  "you",
  "no",
  "not",
  "as",
  "but",
  "if",
  "so",
  "de",
  "da",
  "di",
  "del",
  "la",
  "le",
  "van",
  "von",
  "der",
  "den",
  "st",
  ...HONORIFICS,
  ...POST_NOMINALS,
]);

export const TITLES: ReadonlySet<string> = new Set(HONORIFICS);

/** Street and place words written both ways; both sides of a comparison use the short form. */
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    street: "st",
    avenue: "ave",
    av: "ave",
    road: "rd",
    drive: "dr",
    boulevard: "blvd",
    lane: "ln",
    court: "ct",
    place: "pl",
    square: "sq",
    terrace: "ter",
    highway: "hwy",
    parkway: "pkwy",
    circle: "cir",
    apartment: "apt",
    suite: "ste",
    building: "bldg",
    floor: "fl",
    north: "n",
    south: "s",
    east: "e",
    west: "w",
    mount: "mt",
    saint: "st",
    hospital: "hosp",
    center: "ctr",
    centre: "ctr",
  }),
);

// ---------------------------------------------------------------------------------------------
// Tokens: maximal runs of letters and digits (inner apostrophes kept in words: "O'Brien").

export interface Tokens {
  readonly start: number[];
  readonly end: number[];
}

export function isAlnum(code: number): boolean {
  if (code < 0x80) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  return ALNUM_EXTENDED.test(String.fromCharCode(code));
}
export const ALNUM_EXTENDED = /[\p{L}\p{M}\p{N}]|[\uD800-\uDFFF]/u;
export const isApostrophe = (code: number) => code === 39 || code === 0x2019;

export function tokenise(text: string): Tokens {
  const start: number[] = [];
  const end: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAlnum(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const s = i;
    i++;
    while (i < n) {
      const code = text.charCodeAt(i);
      if (isAlnum(code)) i++;
      else if (isApostrophe(code) && i + 1 < n && isAlnum(text.charCodeAt(i + 1))) i += 2;
      else break;
    }
    start.push(s);
    end.push(i);
  }
  return { start, end };
}

export const NON_ASCII = /[^\u0000-\u007f]/;

export function fold(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.replaceAll("\u2019", "'").normalize("NFKC") : lower;
}

/** A word as a sequence element: folded, apostrophes dropped, street words abbreviated. */
export function sequenceWord(word: string): string {
  const folded = fold(word);
  const bare = folded.includes("'") ? folded.replaceAll("'", "") : folded;
  return ABBREVIATIONS.get(bare) ?? bare;
}

/** "smith's" → "smith", "jones'" is already cut by the tokeniser. */
export function withoutPossessive(folded: string): string {
  return folded.endsWith("'s") ? folded.slice(0, -2) : folded;
}

/** The gap between two tokens may join the parts of one value. */
export function joinable(
  text: string,
  from: number,
  to: number,
  allowed: (code: number) => boolean,
): boolean {
  if (to - from > MAX_GAP) return false;
  for (let i = from; i < to; i++) if (!allowed(text.charCodeAt(i))) return false;
  return true;
}
export const notLineBreak = (code: number) => code !== 10 && code !== 13;
// Space, tab, comma, period, hyphen.
export const nameGap = (code: number) =>
  code === 32 || code === 9 || code === 44 || code === 46 || code === 45;

// ---------------------------------------------------------------------------------------------

// Bounded repetition and a fixed set of alternatives: linear on any input.
export const DATE_SHAPES =
  /(?:\d{1,4}[ ]?[/.-][ ]?\d{1,2}(?:[ ]?[/.-][ ]?(?:\d{4}|\d{2}))?|[A-Za-z]{3,9}\.?[ ]{1,3}\d{1,2}(?:st|nd|rd|th)?(?:,?[ ]{0,3}(?:\d{4}|'\d{2}))?|\d{1,2}(?:st|nd|rd|th)?[ ]{1,3}(?:of[ ]{1,3})?[A-Za-z]{3,9}\.?(?:,?[ ]{0,3}\d{4})?|[A-Za-z]{3,9}\.?,?[ ]{0,3}\d{4}|\d{4})(?![A-Za-z0-9])/iy;

/** Words that may start a written date: month names and their abbreviations. */
export const MONTH_WORDS = new Set([
  "jan",
  "january",
  "feb",
  "february",
  "mar",
  "march",
  "apr",
  "april",
  "may",
  "jun",
  "june",
  "jul",
  "july",
  "aug",
  "august",
  "sep",
  "sept",
  "september",
  "oct",
  "october",
  "nov",
  "november",
  "dec",
  "december",
]);

/** A name part's first letter and length, as one number. */
export function shapeOf(firstCode: number, length: number): number {
  return firstCode * 256 + Math.min(Math.max(length, 0), 255);
}

/** Every name part's shape, sorted and distinct. */
export function shapesOf(names: FlatTable): Int32Array {
  const shapes = new Set<number>();
  for (let i = 0; i < tableSize(names); i++) {
    const part = keyAt(names, i);
    shapes.add(shapeOf(part.charCodeAt(0), part.length));
  }
  return Int32Array.from(shapes).sort();
}

export function hasShape(shapes: Int32Array, shape: number): boolean {
  let low = 0;
  let high = shapes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (shapes[mid]! < shape) low = mid + 1;
    else high = mid;
  }
  return low < shapes.length && shapes[low] === shape;
}

/** Whether the code unit at `at` is an ASCII letter. */
export function isLetter(text: string, at: number): boolean {
  const c = text.charCodeAt(at) | 32;
  return c >= 97 && c <= 122;
}

/** "Brown": a capital, then at least one lower-case letter. */
export function isTitleCase(text: string, start: number, end: number): boolean {
  const first = text[start]!;
  if (first === first.toLowerCase()) return false;
  const rest = text.slice(start + 1, end);
  return rest !== rest.toUpperCase();
}
