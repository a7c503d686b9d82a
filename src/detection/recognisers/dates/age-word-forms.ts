import type { TokenStream } from "../../token-stream.ts";

/**
 * Ways an age's number and its word are written that `age.ts` reads: a scanner's "y/o", a half
 * after the number, an age word run into sex letters, word processors' hyphens, a birthday's
 * ordinal. Each reads tokens around one position and nothing else.
 */

/** U+2010 hyphen and U+2011 non-breaking hyphen, as word processors write "92‑year‑old". */
export function isUnicodeHyphen(t: TokenStream, j: number): boolean {
  return t.isPunct(j, "\u2010") || t.isPunct(j, "\u2011");
}

/** "92 yl o", "92 ylo", "92 yIo": "y/o" with its slash read as a letter by a scanner. */
export function ocrYo(t: TokenStream, j: number): boolean {
  if (!t.isWord(j) || t.length(j) > 3 || t.lower(j)[0] !== "y") return false;
  const w = t.lower(j);
  if (w === "ylo" || w === "yio" || w === "y1o") return true;
  if (w !== "yl" && w !== "yi") return false;
  return t.isWord(j + 1) && t.lower(j + 1) === "o" && t.start[j + 1]! - t.end[j]! <= 1;
}

/** "92½ year old", "92 1/2 yo", "92.5 years old": the last token of a half after the number. */
export function halfAfter(t: TokenStream, i: number): number {
  if (t.touches(i) && t.raw(i + 1) === "\u00bd") return i + 1;
  if (t.isPunct(i + 1, ".") && t.touches(i) && t.isNumber(i + 2) && t.raw(i + 2) === "5") return i + 2;
  const slash = t.isNumber(i + 1) && t.raw(i + 1) === "1" && t.isPunct(i + 2, "/") && t.touches(i + 1);
  return slash && t.touches(i + 2) && t.isNumber(i + 3) && t.raw(i + 3) === "2" ? i + 3 : i;
}

/** "yrF", "yoWM", "yrsM": an age word run into sex and race letters (m, f, w, b). */
export function isAgeSexWord(word: string): boolean {
  const stem = word.startsWith("yrs") ? 3 : word.startsWith("yr") || word.startsWith("yo") ? 2 : 0;
  if (stem === 0 || word.length > stem + 2 || word.length === stem) return false;
  for (let k = stem; k < word.length; k++) if (!"mfwb".includes(word[k]!)) return false;
  return true;
}

const ORDINAL_ENDS = new Set(["th", "st", "nd", "rd"]);

/** "her 95th birthday", "95th bday", "her 92nd birthday", "his 101st birthday". */
export function birthday(t: TokenStream, i: number): boolean {
  if (!t.isWord(i + 1) || !t.touches(i) || !ORDINAL_ENDS.has(t.lower(i + 1))) return false;
  const w = t.isWord(i + 2) ? t.lower(i + 2) : "";
  return w === "birthday" || w === "bday" || w === "birthdays";
}
