import type { TokenStream } from "../token-stream.ts";

/**
 * What may follow a postcode at the end of an address (recognisers/numbers/world-postcode.ts):
 * the phone of a letterhead ("Durban 4302 (031) 555 1234", "rondebosch / 7700 / tel …") or the
 * end of a clause ("… Cape Town, 7925. Her mother …").
 */

const PHONE_WORDS = new Set(["tel", "ph", "phone", "telephone", "fax", "cell", "mobile", "t"]);

/** A phone right after token `last`: a phone word, "(021) 555 …" or "+27 21 …". */
export function phoneAfter(t: TokenStream, last: number): boolean {
  const k = last + 1;
  if (t.touches(last) || t.startsLine(k)) return false;
  return phoneAt(t, k);
}

/** A phone at token `k`: a phone word before digits, "(021) 555 …" or "+27 21 …". */
export function phoneAt(t: TokenStream, k: number): boolean {
  if (t.isWord(k))
    return (
      PHONE_WORDS.has(t.lower(k)) &&
      (t.isPunct(k + 1, ":") || t.isNumber(k + 1) || t.isPunct(k + 1, "+") || t.isPunct(k + 1, "("))
    );
  if (t.isPunct(k, "("))
    return t.isNumber(k + 1) && t.length(k + 1) <= 4 && t.isPunct(k + 2, ")") && t.isNumber(k + 3);
  return t.isPunct(k, "+") && t.isNumber(k + 1) && t.length(k + 1) <= 3 && t.isNumber(k + 2);
}

/** Token `last` ends a clause: a "." or ";" on it, then no digit. */
export function clauseEnd(t: TokenStream, last: number): boolean {
  if (!(t.isPunct(last + 1, ".") || t.isPunct(last + 1, ";")) || !t.touches(last)) return false;
  return !t.isNumber(last + 2) || !t.touches(last + 1);
}

/**
 * Token `after` closes the clause a place name ends: the text's or the line's end, a ".", "," or
 * ";", or one of `breaks` ("near Whakatane and", "from Moree for"; each reader its own words).
 */
export function placeClauseClosesAt(t: TokenStream, after: number, breaks: ReadonlySet<string>): boolean {
  return (
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ";") ||
    (t.isWord(after) && breaks.has(t.lower(after)))
  );
}

/**
 * "c/o" or "C/O" (care of) at token `k`, opening an address in every country ("c/o St Peter's
 * Church, Ogbomoso", "Usual residence: c/o Ward 4, Ilorin"): its last token, or -1.
 */
export function careOfEnd(t: TokenStream, k: number): number {
  if (!t.isWord(k) || t.lower(k) !== "c" || !t.isPunct(k + 1, "/") || !t.touches(k) || !t.touches(k + 1))
    return -1;
  return t.isWord(k + 2) && t.lower(k + 2) === "o" ? k + 2 : -1;
}
