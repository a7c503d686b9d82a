import { HAS_LOWER, HAS_UPPER, INITIAL_UPPER, type TokenStream, WORD } from "./token-stream.ts";

/**
 * True when a note is written in mixed case, so that capitals mark names and places. ALL CAPS
 * notes and all-lower-case notes (both common in nursing documentation) return false, and the
 * recognisers then ignore case.
 */
export function detectWritingStyle(tokens: TokenStream): boolean {
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
  if (words === 0) return false;
  return lower >= words * 0.3 && capitalised >= Math.max(1, words * 0.03);
}
