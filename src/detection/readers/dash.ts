import type { TokenStream } from "../token-stream.ts";

/**
 * True when token `i` is a dash that joins numbers: the ASCII hyphen-minus, or the hyphen,
 * non-breaking hyphen, figure dash and en dash that word processors put in letters and that
 * some writers type in ranges ("2019–2021", "617–555–0142", "14–16 March").
 */
export function isDash(t: TokenStream, i: number): boolean {
  if (i < 0 || i >= t.count || t.kind[i] !== 3) return false;
  const c = t.text.charCodeAt(t.start[i]!);
  return c === 45 || (c >= 0x2010 && c <= 0x2013);
}
