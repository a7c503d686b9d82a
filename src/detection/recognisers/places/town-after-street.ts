import { notPlaceWords } from "../../cues/not-places.ts";
import { streetSuffixes } from "../../cues/streets.ts";
import { markShapes } from "../../readers/mark-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, COUNTRY, DATE_WORD, RELATIVE_CUE, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * "lives with her son at 14 Karaka Crescent, Otumoetai.", "AT 1234 VILAKAZI STREET, ORLANDO.": the
 * suburb or town after a street and a comma, closing the sentence or the line. Addresses in prose
 * everywhere put the locality there, so the house number, the street's words, the comma and the
 * sentence's end are the evidence, not a list of towns. The street is a house number and one to
 * four words, the last a street's type (or, where the note has case, two capitalised words, one
 * in no English list); the
 * town is one to three words (capitalised where the note has case; no function, clinical, date,
 * title or relative word) before a full stop, a semicolon, the line's end or a postcode. Each comma
 * reads at most twelve tokens: linear.
 */
const SUFFIXES = streetSuffixes.words;
const NOT_PLACES = notPlaceWords.words;
const MAX_STREET = 4;
const MAX_TOWN = 3;

function isStreetWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || (t.bits(k) & (CLINICAL | DATE_WORD)) !== 0) return false;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

function isTownWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2 || t.length(k) > 30) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | RELATIVE_CUE | COUNTRY)) !== 0) return false;
  const word = t.lower(k);
  if (NOT_PLACES.has(word) || context.lexicons.clinical.has(word)) return false;
  if ((t.bits(k) & VOCABULARY) !== 0 && /(?:ing|ed|ly)$/.test(word)) return false;
  if (!context.mixedCase) return true;
  return t.isCapitalised(k) || t.isAllCaps(k);
}

/** The street before the comma at `c`: a house number, then street words up to the comma. */
function streetBefore(context: ScanContext, c: number): boolean {
  const t = context.tokens;
  let k = c - 1;
  let words = 0;
  let unknown = false;
  while (k >= 0 && t.isWord(k) && words <= MAX_STREET) {
    if (!isStreetWord(context, k)) return false;
    if ((t.bits(k) & VOCABULARY) === 0) unknown = true;
    words++;
    k--;
  }
  // "12 Karaka Rd., Tauranga": the stop of a short street type.
  if (words === 0 || words > MAX_STREET || !t.isNumber(k) || t.length(k) > 5) return false;
  if (t.startsLine(k + 1)) return false;
  const suffix = SUFFIXES.has(t.lower(c - 1));
  if (suffix) return true;
  // "at 1234 Vilakazi Mthembu, Orlando": without a street's type, two capitalised words of which
  // one no English list knows ("14 Points Total, Severe" is a score).
  return context.mixedCase && words >= 2 && unknown;
}

/** The town's last token from `first`, closing the sentence or the line, or -1. */
function townEnd(context: ScanContext, first: number): number {
  const t = context.tokens;
  let last = -1;
  for (let k = first; k < t.count && k < first + MAX_TOWN; k++) {
    if (!isTownWord(context, k)) break;
    last = k;
  }
  if (last === -1) return -1;
  const n = last + 1;
  if (n >= t.count || t.startsLine(n) || t.isPunct(n, ".") || t.isPunct(n, ";")) return last;
  // "…, Otumoetai 3110": a postcode closes the town.
  return t.isNumber(n) && t.length(n) >= 4 && t.length(n) <= 6 ? last : -1;
}

export function findTownsAfterStreets(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only commas are read (markShapes lists them once a note), each after the last town found.
  const marks = markShapes(context);
  for (let r = 0, c = 0; r < marks.commaCount; r++) {
    if (marks.comma[r]! <= c) continue;
    c = marks.comma[r]!;
    if (!t.isPunct(c, ",") || c + 1 >= t.count || t.startsLine(c + 1)) continue;
    if (!t.isWord(c - 1) || !streetBefore(context, c)) continue;
    const last = townEnd(context, c + 1);
    if (last === -1) continue;
    out.push(hit("town-after-street", "LOCATION", t.start[c + 1]!, t.end[last]!));
    c = last;
  }
}

const RULES = defineRules({
  "town-after-street": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "the suburb or town after a house number, a street and a comma, closing the sentence",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterStreetRecogniser: RecogniserModule = {
  id: "town-after-street",
  family: "places",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findTownsAfterStreets,
};

const hit = ruleHit(RULES);
