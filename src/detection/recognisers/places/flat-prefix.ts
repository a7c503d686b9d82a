import { buildings } from "../../cues/houses.ts";
import { streetSuffixes } from "../../cues/streets.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { type TokenStream, WORD } from "../../token-stream.ts";
import { ADDRESS_CUE } from "../../word-bits.ts";

const SUFFIXES = streetSuffixes.words;

/**
 * The flat, apartment or unit that opens an address before the building or street, and the
 * floor that follows one: "Flat B, 9 Trent Boulevard", "Apartment 6, Cresswell Court, 91 Elgin
 * Avenue", "Unit 4, Riverside Business Park", "600 Poydras Street, 12th Floor", "2nd floor,
 * Crossley Mills". The part after (or before) the comma must read as an address: a house number
 * and a capitalised word, or capitalised words closed by a street type or a building word. Rooms
 * and beds are not addresses (docs/evaluation.md): "Room 14, Ward 7" stays.
 */
const BUILDINGS = buildings.words;

/** The unit's number: "6", "B", "2C", "11a"; returns its last token or -1. */
function unitNumberEnd(t: TokenStream, k: number): number {
  if (t.isNumber(k)) {
    if (t.length(k) > 4) return -1;
    return t.isWord(k + 1) && t.touches(k) && t.length(k + 1) === 1 ? k + 1 : k;
  }
  if (t.isWord(k) && t.length(k) === 1 && t.isAllCaps(k)) return k;
  return -1;
}

/** The part from `k` reads as an address: "91 Elgin Avenue", "Cresswell Court", "Riverside Business Park". */
function addressPartAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  let m = k;
  if (t.isNumber(m) && t.length(m) <= 5) m++;
  const numbered = m > k;
  let words = 0;
  for (; m < t.count && words < 5 && !t.startsLine(m) && t.isWord(m); m++) {
    if (context.mixedCase && !t.isCapitalised(m) && !t.isAllCaps(m)) break;
    words++;
    const w = t.lower(m);
    if (SUFFIXES.has(w) || BUILDINGS.has(w)) return true;
  }
  // "91 Elgin Avenue" is closed above; a number and a capitalised word needs the note's case.
  return numbered && words > 0 && context.mixedCase;
}

function ordinalFloorStart(t: TokenStream, f: number): number {
  // "12th Floor", "2nd floor": a number run into an ordinal suffix, then "floor".
  const o = f - 1;
  if (!t.isWord(o) || !t.isNumber(o - 1) || !t.touches(o - 1)) return -1;
  const suffix = t.lower(o);
  if (suffix !== "st" && suffix !== "nd" && suffix !== "rd" && suffix !== "th") return -1;
  return o - 1;
}

/** Token `i` is `word` (lower case ASCII) in any case, compared by char codes. */
function isWordAt(t: TokenStream, i: number, word: string): boolean {
  const start = t.start[i]!;
  if (t.end[i]! - start !== word.length) return false;
  for (let p = 0; p < word.length; p++) {
    if ((t.text.charCodeAt(start + p) | 0x20) !== word.charCodeAt(p)) return false;
  }
  return true;
}

/**
 * The unit and floor words (ADDRESS_CUE in the word mask wakes the module and marks them, with the
 * other place modules' prefix words: isUnitWord and "floor" tell them apart).
 */
const UNIT_WORDS: readonly string[] = ["apt", "flat", "unit", "suite", "apartment", "maisonette", "floor"];

/** The unit word at `i` ("flat", "Apartment", "UNIT"), by length and letters; no string is built. */
function isUnitWord(t: TokenStream, i: number): boolean {
  switch (t.end[i]! - t.start[i]!) {
    case 3:
      return isWordAt(t, i, "apt");
    case 4:
      return isWordAt(t, i, "flat") || isWordAt(t, i, "unit");
    case 5:
      return isWordAt(t, i, "suite");
    case 9:
      return isWordAt(t, i, "apartment");
    case 10:
      return isWordAt(t, i, "maisonette");
    default:
      return false;
  }
}

export function findFlatPrefixes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const kind = t.kind;
  for (let i = t.nextBits(0, ADDRESS_CUE); i + 2 < t.count; i = t.nextBits(i + 1, ADDRESS_CUE)) {
    if (kind[i] !== WORD) continue;
    if (isUnitWord(t, i)) {
      if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
      const end = unitNumberEnd(t, i + 1);
      if (end < 0 || !t.isPunct(end + 1, ",") || !addressPartAt(context, end + 2)) continue;
      out.push(hit("address-unit", "STREET_ADDRESS", t.start[i]!, t.end[end]!));
      i = end;
    } else if (isWordAt(t, i, "floor")) {
      const s = ordinalFloorStart(t, i);
      if (s < 0) continue;
      // After an address part ("…Street, 12th Floor") or before one ("2nd floor, Crossley Mills").
      const after = t.isPunct(s - 1, ",") && t.isWord(s - 2) && SUFFIXES.has(t.lower(s - 2));
      const before = t.isPunct(i + 1, ",") && addressPartAt(context, i + 2);
      if (after || before) out.push(hit("address-unit", "STREET_ADDRESS", t.start[s]!, t.end[i]!));
    }
  }
}

const RULES = defineRules({
  "address-unit": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: false,
    about: "a flat, apartment, unit or floor beside an address part ('Flat B, 9 Trent Boulevard')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const flatPrefixRecogniser: RecogniserModule = {
  id: "flat-prefix",
  family: "places",
  wake: { on: ADDRESS_CUE },
  vocabulary: [{ mask: "words", bit: ADDRESS_CUE, words: UNIT_WORDS }],
  rules: RULES,
  scan: findFlatPrefixes,
};

const hit = ruleHit(RULES);
