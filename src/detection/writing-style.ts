import { HAS_LOWER, HAS_UPPER, INITIAL_UPPER, type TokenStream, WORD } from "./token-stream.ts";

export interface WritingStyle {
  /** Both cases in use, so lower case marks ordinary words and capitals mark names. */
  readonly mixedCase: boolean;
  /** Mostly capitals: case tells nothing. */
  readonly upperCase: boolean;
}

/**
 * How a note uses case. In ALL CAPS notes case carries no information; in all-lower-case notes
 * (common in nursing documentation) names are often lower case too, but a capitalised word still
 * stands out; in mixed-case notes capitals mark names and places.
 */
export function detectWritingStyle(tokens: TokenStream): WritingStyle {
  let words = 0;
  let lower = 0;
  let capitalised = 0;
  for (let i = 0; i < tokens.count; i++) {
    if (tokens.kind[i] !== WORD || tokens.length(i) < 2) continue;
    words++;
    const f = tokens.flags[i]!;
    if ((f & HAS_LOWER) !== 0) {
      lower++;
      if ((f & INITIAL_UPPER) !== 0 && (f & HAS_UPPER) !== 0) capitalised++;
    }
  }
  if (words === 0) return { mixedCase: false, upperCase: false };
  return {
    mixedCase: lower >= words * 0.3 && capitalised >= Math.max(1, words * 0.03),
    upperCase: lower < words * 0.3,
  };
}
