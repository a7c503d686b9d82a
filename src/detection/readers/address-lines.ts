import { countriesAfterAddress } from "../cues/place-names.ts";
import { commonStreetSuffixes, streetSuffixes } from "../cues/streets.ts";
import type { ScanContext } from "../recogniser.ts";
import { INITIAL_UPPER, type TokenStream } from "../token-stream.ts";
import { CLINICAL, DATE_WORD } from "../word-bits.ts";
import { isDash } from "./dash.ts";

/**
 * How an address's last line reads around a postcode (recognisers/numbers/world-postcode.ts): the
 * line closes after it, the line has an address's commas and opener, a town line stands under a
 * street or postal line, a street address stands before it in the clause.
 */
/** Words that open an address line besides a house number. */
export const LINE_OPENERS = new Set(
  "unit flat lot plot blk block apt house no address addr residence res lives h.no shop villa".split(" "),
);

/** Token after the number closes its line: a line break, the end, or "," / "." then one. */
export function closesLine(t: TokenStream, last: number): boolean {
  let k = last + 1;
  if (k >= t.count || t.startsLine(k)) return true;
  // "… Rondebosch 7700 | Tel …": a letterhead's fields set apart by bars.
  if (t.isPunct(k, "|")) return true;
  if (t.isPunct(k, ",") || t.isPunct(k, ".")) {
    k++;
    if (k >= t.count || t.startsLine(k)) return true;
    // "…, 2196, South Africa", "… 1050, NZ"
    return t.isWord(k) && COUNTRY_AFTER.has(t.lower(k));
  }
  return t.isWord(k) && COUNTRY_AFTER.has(t.lower(k));
}

/** Words that are no place before a number at a line's end ("… transferred at 2330."). */
export const NOT_PLACE_BEFORE = new Set(
  "at by to from until till since after before about approx around on in of for with and or is was were am pm hrs hours day days".split(
    " ",
  ),
);

const COUNTRY_AFTER: ReadonlySet<string> = countriesAfterAddress.words;

/**
 * The line of token `i` reads as an address: commas, and a house number or opener at its start;
 * one comma is enough with `strong` evidence (a dash before a PIN, a listed city before the code).
 */
export function addressLine(t: TokenStream, i: number, strong: boolean): boolean {
  let commas = 0;
  let k = i - 1;
  for (let n = 0; n < 30 && k >= 0; n++, k--) {
    if (t.isPunct(k, ",")) commas++;
    if (t.startsLine(k)) break;
  }
  if (k < 0) k = 0;
  if (commas === 0) return false;
  if (commas >= 2 || strong) return true;
  if (t.isNumber(k)) return true;
  if (t.isWord(k) && LINE_OPENERS.has(t.lower(k))) return true;
  // "Address: …" opening the line.
  return t.isWord(k) && t.isPunct(k + 1, ":") && LINE_OPENERS.has(t.lower(k));
}

const STREET_WORDS = new Set([...streetSuffixes.words, ...commonStreetSuffixes.words]);
/** First words of a postal line with no street: "PO Box 12", "Private Bag X3", "PostNet Suite 9". */
const POSTAL_OPENERS = new Set(["po", "private", "postnet", "pobox"]);

/** The first token of the line of token `i` (at most twelve tokens back), or -1. */
export function lineStartOf(t: TokenStream, i: number): number {
  for (let k = i, n = 0; k >= 0 && n < 12; k--, n++) if (t.startsLine(k)) return k;
  return -1;
}

/**
 * The line of `i` before it holds only place words and marks, at most six ("Cape Town 7700",
 * "Remuera, Auckland 1050", "7700" alone): a town line. Its first token, or -1.
 */
export function townLine(context: ScanContext, i: number): number {
  const t = context.tokens;
  const from = lineStartOf(t, i);
  if (from === -1 || i - from > 6) return -1;
  for (let k = from; k < i; k++) {
    if (t.isPunct(k, ",") || t.isPunct(k, ".") || isDash(t, k)) continue;
    if (!t.isWord(k) || (t.bits(k) & (CLINICAL | DATE_WORD)) !== 0 || NOT_PLACE_BEFORE.has(t.lower(k)))
      return -1;
    if (context.mixedCase && (t.flags[k]! & INITIAL_UPPER) === 0) return -1;
  }
  return from;
}

/**
 * One of the three lines above `from` (a line start) is a street or postal line: a house number
 * and a street word ("12 Main Road", "4/17 Beach Rd"), a unit or plot opener before a number, or
 * "PO Box", "Private Bag" — so the town line under it with a number closes an address block.
 */
export function addressBlockAbove(context: ScanContext, from: number): boolean {
  const t = context.tokens;
  let end = from;
  for (let n = 0; n < 3 && end > 0; n++) {
    const start = lineStartOf(t, end - 1);
    if (start === -1) return false;
    if (t.isNumber(start) && t.length(start) <= 5 && !(t.touches(start) && t.isPunct(start + 1, "."))) {
      if (!(t.touches(start) && t.isPunct(start + 1, ")"))) {
        for (let k = start + 1; k < end; k++) if (streetWordAt(context, k)) return true;
      }
    } else if (t.isWord(start)) {
      const w = t.lower(start);
      if (POSTAL_OPENERS.has(w)) return true;
      if (LINE_OPENERS.has(w) && t.isNumber(start + 1)) return true;
    }
    end = start;
  }
  return false;
}

/**
 * A house number and a street word stand in the same clause before `i` ("12 Smith Street,
 * Rondebosch, 7700"): at most twelve tokens back, with a comma between, on the same line.
 */
export function streetBefore(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let comma = false;
  for (let k = i - 1; k >= 1 && k >= i - 12; k--) {
    if (t.isPunct(k, ",") || t.isPunct(k, "|")) comma = true;
    if (t.isPunct(k, ".") || t.isPunct(k, ";")) return false;
    if (comma && streetWordAt(context, k)) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/**
 * A street word closing a street's name after its house number: "12 Main Road", "4 Kloof
 * Street" — one to three name words between, none clinical or a date word, and in a mixed-case
 * note the street word capitalised ("2 tabs at night, Dr" is no street).
 */
export function streetWordAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || !STREET_WORDS.has(t.lower(k))) return false;
  if (context.mixedCase && (t.flags[k]! & INITIAL_UPPER) === 0) return false;
  for (let h = k - 1, n = 0; h >= 0 && n < 4; h--, n++) {
    if (t.isNumber(h)) return n > 0 && t.length(h) <= 5 && !t.touches(h);
    if (!t.isWord(h) || (t.bits(h) & (CLINICAL | DATE_WORD)) !== 0) return false;
    if (context.mixedCase && (t.flags[h]! & INITIAL_UPPER) === 0) return false;
  }
  return false;
}

export function placeWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD)) !== 0) return false;
  return context.mixedCase ? (t.flags[k]! & 4) !== 0 : true;
}
