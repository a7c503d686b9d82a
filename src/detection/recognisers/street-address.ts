import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { NUMBER } from "../token-stream.ts";

/**
 * Street addresses: a house number, one to four name words and a street suffix (USPS Publication
 * 28, Appendix C1 common suffixes), with an optional unit ("Apt 4B", "#12"): "12 Harbor Rd.",
 * "1600 Pennsylvania Avenue", and "P.O. Box 123".
 */
const SUFFIXES = new Set([
  "street",
  "st",
  "avenue",
  "ave",
  "av",
  "road",
  "rd",
  "boulevard",
  "blvd",
  "lane",
  "ln",
  "drive",
  "dr",
  "way",
  "court",
  "ct",
  "place",
  "pl",
  "terrace",
  "ter",
  "circle",
  "cir",
  "highway",
  "hwy",
  "parkway",
  "pkwy",
  "square",
  "sq",
  "trail",
  "trl",
  "pike",
  "turnpike",
  "tpke",
  "alley",
  "row",
  "plaza",
  "crescent",
]);
const UNITS = new Set(["apt", "apartment", "unit", "suite", "ste", "fl", "floor", "rm", "room"]);
const NOT_STREET_WORDS = new Set([
  "mg",
  "ml",
  "cc",
  "units",
  "of",
  "and",
  "the",
  "to",
  "at",
  "x",
  "in",
  "on",
]);

/** Suffixes that are also clinical abbreviations ("1 ST DEGREE", "PER DR", "MEDIASTINAL CT"). */
const SHORT_SUFFIXES = new Set(["st", "dr", "ct", "pl", "ter", "cir", "sq", "ln", "rd", "ave", "av"]);

/** Street-name words must read as a name: capitalised in mixed case, not clinical, not filler. */
function streetWordsOk(context: ScanContext, from: number, to: number, suffix: string): boolean {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let k = from; k < to; k++) {
    const word = t.lower(k);
    if (lex.clinical.has(word) || SUFFIXES.has(word)) return false;
    if (
      SHORT_SUFFIXES.has(suffix) &&
      context.upperCase &&
      lex.vocabulary.has(word) &&
      !lex.surnames.has(word)
    ) {
      return false;
    }
  }
  return true;
}

export function findStreetAddresses(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i + 2 < t.count; i++) {
    if (t.kind[i] !== NUMBER || t.length(i) > 6 || t.touches(i) || t.touches(i - 1)) continue;
    let last = -1;
    for (let k = i + 1; k < t.count && k <= i + 5; k++) {
      if (!t.isWord(k) || NOT_STREET_WORDS.has(t.lower(k)) || t.startsLine(k)) break;
      if (k > i + 1 && SUFFIXES.has(t.lower(k)) && streetWordsOk(context, i + 1, k, t.lower(k))) {
        last = k;
        if (t.isPunct(k + 1, ".") && t.touches(k)) last = k + 1;
        break;
      }
      if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
    }
    if (last === -1) continue;
    let end = last;
    let u = last + 1;
    if (t.isPunct(u, ",")) u++;
    if ((t.isWord(u) && UNITS.has(t.lower(u))) || t.isPunct(u, "#")) {
      let v = u + 1;
      if (t.isPunct(v, ".") || t.isPunct(v, "#")) v++;
      if (t.isNumber(v) || (t.isWord(v) && t.length(v) <= 2)) {
        end = v;
        if (t.touches(v) && (t.isWord(v + 1) || t.isNumber(v + 1)) && t.length(v + 1) <= 2) end = v + 1;
      }
    }
    out.push(hit("street-address", "STREET_ADDRESS", t.start[i]!, t.end[end]!));
    i = end;
  }
  // "P.O. Box 123"
  for (let i = 0; i + 2 < t.count; i++) {
    if (!t.isWord(i) || !t.isNumber(i + 1) || t.lower(i) !== "box") continue;
    const po = t.isWord(i - 1) && (t.lower(i - 1) === "po" || t.lower(i - 1) === "o");
    if (!po && !(t.isPunct(i - 1, ".") && t.isWord(i - 2) && t.lower(i - 2) === "o")) continue;
    out.push(hit("po-box", "STREET_ADDRESS", t.start[i]!, t.end[i + 1]!));
  }
}
