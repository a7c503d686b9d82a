import type { TokenStream } from "../../token-stream.ts";

/**
 * "14/7" alone on its line with a blank line before or after it: a letter's date, printed between
 * the letterhead and the address block ("Tel 09 123 4567\n\n14/7\n\nMrs A Smith"). Standing alone
 * between blank lines, no duration, score or fraction has a clause around it, so the pair `a` "/"
 * `b` is read as a date whatever its numbers (recognisers/dates/date-numeric.ts).
 */
export function loneDateLine(t: TokenStream, a: number, b: number): boolean {
  if (!t.startsLine(a) || (b + 1 < t.count && !t.startsLine(b + 1))) return false;
  return blankBefore(t.text, t.start[a]!) || blankAfter(t.text, t.end[b]!);
}

/** A blank line (or the text's start) right before offset `at`'s line. */
function blankBefore(text: string, at: number): boolean {
  let p = at - 1;
  while (p >= 0 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p--;
  if (p < 0) return false;
  if (text.charCodeAt(p) !== 10) return false;
  p--;
  while (p >= 0 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9 || text.charCodeAt(p) === 13)) p--;
  return p >= 0 && text.charCodeAt(p) === 10;
}

/** A blank line right after offset `at`'s line. */
function blankAfter(text: string, at: number): boolean {
  let p = at;
  while (
    p < text.length &&
    (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9 || text.charCodeAt(p) === 13)
  )
    p++;
  if (p >= text.length || text.charCodeAt(p) !== 10) return false;
  p++;
  while (
    p < text.length &&
    (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9 || text.charCodeAt(p) === 13)
  )
    p++;
  return p < text.length && text.charCodeAt(p) === 10;
}
