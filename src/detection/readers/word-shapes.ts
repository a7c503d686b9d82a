import { NON_ASCII_WORD, type TokenStream, WORD } from "../token-stream.ts";

/**
 * A cheap necessary test for a word list, read before a word is lower-cased and looked up in it:
 * the lengths and first letters of the list's words. Most words beside a number (units, analytes,
 * "and", "of") fail it on two array reads, with no lower-case string sliced and no Set probed.
 *
 * Exact for ASCII words: their lower-case form has the same length and the first letter in lower
 * case. A word beyond ASCII (NON_ASCII_WORD) always passes, since lower-casing may change its
 * length or first letter ("K", the Kelvin sign, becomes "k").
 */
export interface WordShapes {
  /** Bit (letter - "a") of each first letter a-z of the list's words. */
  readonly initials: number;
  readonly shortest: number;
  readonly longest: number;
}

/** The shapes of `words` (lower-case list entries; entries not opening with a-z can match no ASCII word). */
export function wordShapes(words: Iterable<string>): WordShapes {
  let initials = 0;
  let shortest = Number.POSITIVE_INFINITY;
  let longest = 0;
  for (const word of words) {
    const letter = word.charCodeAt(0) - 97;
    if (letter >= 0 && letter <= 25) initials |= 1 << letter;
    shortest = Math.min(shortest, word.length);
    longest = Math.max(longest, word.length);
  }
  return { initials, shortest, longest };
}

/** Word `i` may be in the list `shapes` was read from (false for a number, a mark or no token). */
export function mayBeListed(t: TokenStream, i: number, shapes: WordShapes): boolean {
  if (i < 0 || i >= t.count || t.kind[i] !== WORD) return false;
  if ((t.flags[i]! & NON_ASCII_WORD) !== 0) return true;
  const length = t.end[i]! - t.start[i]!;
  if (length < shapes.shortest || length > shapes.longest) return false;
  const letter = (t.text.charCodeAt(t.start[i]!) | 32) - 97;
  return letter >= 0 && letter <= 25 && (shapes.initials & (1 << letter)) !== 0;
}
