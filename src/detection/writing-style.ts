import type { TokenStream } from "./token-stream.ts";

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
  // Counted by the tokeniser in its one pass (TokenStream.styleWords and its kin).
  const words = tokens.styleWords;
  const lower = tokens.styleLower;
  const capitalised = tokens.styleCapitalised;
  if (words === 0) return STYLES[0]!;
  const mixedCase = lower >= words * 0.3 && capitalised >= Math.max(1, words * 0.03);
  const upperCase = lower < words * 0.3;
  return STYLES[(mixedCase ? 1 : 0) | (upperCase ? 2 : 0)]!;
}

/** The four styles, indexed by mixedCase (1) | upperCase (2), shared so that no note allocates one. */
const STYLES: readonly WritingStyle[] = [0, 1, 2, 3].map((k) =>
  Object.freeze({ mixedCase: (k & 1) !== 0, upperCase: (k & 2) !== 0 }),
);
