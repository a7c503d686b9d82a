import { NUMBER, type TokenStream } from "./token-stream.ts";

/**
 * Features of one number of a note (a NUMBER token), for the position pre-filters of the wake
 * (Wake `numbersWith`): a recogniser that can find something only at a number with all of some
 * features declares them, and the engine skips it in a note where no number has them all.
 * Each feature is a test the recogniser itself makes of every number before reading on.
 */
/** One to three digits worth 90 to 130: the ages Safe Harbor asks to remove. */
export const NUMBER_AGE = 1;
/** No token touches the number on either side. */
export const NUMBER_APART = 2;
/** Five digits or more (a ZIP code, most identifiers). */
export const NUMBER_LONG = 4;
/** A "." touches the number's end. */
export const NUMBER_DOT_AFTER = 8;
/** A "/" touches the number's start. */
export const NUMBER_SLASH_BEFORE = 16;
/** A "(" touches the number's start. */
export const NUMBER_PAREN_BEFORE = 32;
/** Four digits or more. */
export const NUMBER_FOUR_DIGITS = 64;

/** How many distinct feature words there can be (the seven bits above). */
export const NUMBER_FEATURE_WORDS = 128;

/** The features of number `i` of `t`. */
export function numberFeatures(t: TokenStream, i: number): number {
  const length = t.length(i);
  let features = 0;
  if (length <= 3) {
    const value = t.value(i);
    if (value >= 90 && value <= 130) features |= NUMBER_AGE;
  } else features |= length === 4 ? NUMBER_FOUR_DIGITS : NUMBER_FOUR_DIGITS | NUMBER_LONG;
  const after = t.touches(i);
  const before = t.touches(i - 1);
  if (!after && !before) features |= NUMBER_APART;
  if (after && t.isPunct(i + 1, ".")) features |= NUMBER_DOT_AFTER;
  if (before && t.isPunct(i - 1, "/")) features |= NUMBER_SLASH_BEFORE;
  if (before && t.isPunct(i - 1, "(")) features |= NUMBER_PAREN_BEFORE;
  return features;
}

/**
 * The distinct feature words of the note's numbers, written to `into` (NUMBER_FEATURE_WORDS
 * entries: seven features make at most 128 words); returns how many.
 */
export function distinctNumberFeatures(t: TokenStream, into: Int32Array): number {
  let n = 0;
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER) continue;
    const f = numberFeatures(t, i);
    let k = 0;
    while (k < n && into[k] !== f) k++;
    if (k === n) into[n++] = f;
  }
  return n;
}

/** True when one of the `n` feature words in `words` has every feature of `need`. */
export function someNumberHas(words: Int32Array, n: number, need: number): boolean {
  for (let k = 0; k < n; k++) if ((words[k]! & need) === need) return true;
  return false;
}
