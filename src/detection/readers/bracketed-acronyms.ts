import type { TokenStream } from "../token-stream.ts";

/**
 * "(RCPA/AACB)", "(NICE/SIGN)": words of four letters or more joined by slashes inside brackets,
 * from token `i` to token `end` (every other token a slash), name bodies or sources, never a
 * typist's initials ("JS/mk" are two or three letters). Constant work per part.
 */
export function isBracketedAcronyms(t: TokenStream, i: number, end: number): boolean {
  if (!t.isPunct(i - 1, "(") || !t.isPunct(end + 1, ")")) return false;
  for (let k = i; k <= end; k += 2) if (!t.isWord(k) || t.length(k) < 4) return false;
  return true;
}
