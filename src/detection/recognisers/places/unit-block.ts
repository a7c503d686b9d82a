import { addressTailEnd, isAddressWord } from "../../readers/address-tail.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { ADDRESS_CUE, VOCABULARY } from "../../word-bits.ts";

/**
 * A plot, lot, block, stand, erf, house or flat number that opens an address, followed by the
 * address's comma-separated parts: "Plot 12, Lekki Phase 1, Lagos", "Block 4, Flat 12, Jakande
 * Estate", "Erf 1234, Kuils River", "Flat 4B, Sector 15, Dwarka", "House No. 45, Gandhi Nagar",
 * "No. 123, 4th Cross, 5th Main" (a door number opening a line or a labelled value). India's
 * "H.No. 12-2-345" is an address on its own, with or without parts after it.
 * The position decides, not a list of places: the word and its number, a comma, and at least one
 * part the address tail reads (capitalised words where the note uses case, a word no English list
 * knows elsewhere, a postal code's shape closing a part). Bounded work per prefix word.
 */

/** The prefix words (ADDRESS_CUE in the word mask wakes the module and marks them). */
const PREFIX_WORDS: readonly string[] = [
  "h",
  "no",
  "blk",
  "lot",
  "erf",
  "apt",
  "plot",
  "flat",
  "unit",
  "door",
  "block",
  "stand",
  "house",
  "apartment",
];

/** Prefix words by length and letters; no string is built for other words. */
function isPrefixWord(t: TokenStream, i: number): boolean {
  switch (t.end[i]! - t.start[i]!) {
    case 1:
      return isWordAt(t, i, "h");
    case 2:
      return isWordAt(t, i, "no");
    case 3:
      return isWordAt(t, i, "blk") || isWordAt(t, i, "lot") || isWordAt(t, i, "erf") || isWordAt(t, i, "apt");
    case 4:
      return (
        isWordAt(t, i, "plot") || isWordAt(t, i, "flat") || isWordAt(t, i, "unit") || isWordAt(t, i, "door")
      );
    case 5:
      return isWordAt(t, i, "block") || isWordAt(t, i, "stand") || isWordAt(t, i, "house");
    case 9:
      return isWordAt(t, i, "apartment");
    default:
      return false;
  }
}

/** Words of a hospital's rooms that follow a unit or block number ("Unit 4, Ward 7"). */
const ROOM_WORDS: ReadonlySet<string> = new Set([
  "ward",
  "room",
  "rm",
  "bed",
  "bay",
  "level",
  "floor",
  "theatre",
  "side",
  "pod",
  "cubicle",
]);

/** Prefix words that need "No." before their number ("House No. 45", "Door No 12"). */
function needsNumberWord(t: TokenStream, i: number): boolean {
  return isWordAt(t, i, "house") || isWordAt(t, i, "door");
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

/** The number after a prefix: "12", "4B", "12-3-456", "7/2"; returns its last token or -1. */
function prefixNumberEnd(t: TokenStream, k: number): number {
  if (!t.isNumber(k) || t.length(k) > 6) return -1;
  let end = k;
  if (t.touches(end) && t.isWord(end + 1) && t.length(end + 1) === 1) end++;
  for (let n = 0; n < 3; n++) {
    const joint = end + 1;
    if (!(t.isPunct(joint, "-") || t.isPunct(joint, "/")) || !t.touches(end) || !t.touches(joint)) break;
    if (!t.isNumber(joint + 1) || t.length(joint + 1) > 4) break;
    end = joint + 1;
  }
  // "4-56/A", "12/B": a letter after a slash closing an Indian house number.
  const slash = end + 1;
  if (end > k && t.isPunct(slash, "/") && t.touches(end) && t.touches(slash) && t.isWord(slash + 1)) {
    const runsOn = t.touches(slash + 1) && (t.isWord(slash + 2) || t.isNumber(slash + 2));
    if (t.length(slash + 1) === 1 && !runsOn) end = slash + 1;
  }
  return t.touches(end) && (t.isWord(end + 1) || t.isNumber(end + 1)) ? -1 : end;
}

/** One to four capitalised address words from `k` ("Mitchells Plain", "Alausa Estate"): their last token, or `none`. */
function capitalisedPartEnd(context: ScanContext, k: number, none: number): number {
  const t = context.tokens;
  let last = none;
  for (let p = k; p < k + 4 && p < t.count && (p === k || !t.startsLine(p)); p++) {
    if (!isAddressWord(context, p) || !t.isCapitalised(p)) break;
    last = p;
  }
  return last;
}

/** "H.No. 12-2-345", "H. No 4": the last token of the number after "H" at `i`, or -1. */
function houseNumberEnd(t: TokenStream, i: number): number {
  if (!t.isPunct(i + 1, ".") || !t.touches(i)) return -1;
  let k = i + 2;
  if (!t.isWord(k) || !isWordAt(t, k, "no") || t.startsLine(k)) return -1;
  k++;
  if (t.isPunct(k, ".")) k++;
  return prefixNumberEnd(t, k);
}

/**
 * ", 4th Cross, 5th Main, Malleswaram": parts that open with an ordinal and a capitalised word
 * (any address word where the note has no case: "12TH CROSS"), then capitalised words, after
 * token `end`; the last token read, or `end`.
 */
export function ordinalPartsEnd(context: ScanContext, end: number): number {
  const t = context.tokens;
  let last = end;
  for (let parts = 0; parts < 4 && t.isPunct(last + 1, ",") && !t.startsLine(last + 2); parts++) {
    const k = last + 2;
    const ordinal =
      t.isNumber(k) && t.length(k) <= 3 && t.touches(k) && t.isWord(k + 1) && isOrdinalEnding(t, k + 1);
    // "4TH CROSS", "4th cross": where the note has no case, a word of a street or a section.
    const written = context.mixedCase
      ? t.isCapitalised(k + 2)
      : t.isWord(k + 2) && ORDINAL_PART_WORDS.has(t.lower(k + 2));
    if (ordinal && t.isWord(k + 2) && !t.startsLine(k + 2) && written) {
      last = k + 2;
      continue;
    }
    if (last === end) return end;
    return capitalisedPartEnd(context, k, last);
  }
  return last;
}

/** Words after an ordinal that make it an address's part where case cannot tell ("12TH CROSS"). */
const ORDINAL_PART_WORDS: ReadonlySet<string> = new Set([
  ...["cross", "main", "road", "rd", "street", "st", "avenue", "ave", "lane", "block", "sector"],
  ...["phase", "stage", "layout", "floor"],
]);

function isOrdinalEnding(t: TokenStream, k: number): boolean {
  return isWordAt(t, k, "st") || isWordAt(t, k, "nd") || isWordAt(t, k, "rd") || isWordAt(t, k, "th");
}

/** Land parcels of a township's register ("Erf 412", "Stand 311", "Plot 12", "Lot 7"). */
function isParcelWord(t: TokenStream, i: number): boolean {
  return isWordAt(t, i, "erf") || isWordAt(t, i, "stand") || isWordAt(t, i, "plot") || isWordAt(t, i, "lot");
}

/** Words that end an estate's name going forward ("Plot 12 Ogudu Estate with her mother"). */
const PARCEL_BREAKS: ReadonlySet<string> = new Set(["with", "and", "near", "in", "for", "since", "where"]);

/**
 * One to three address words on the parcel's line, capitalised where the note has case, one of
 * them no English word, maybe closed by a short number ("Lekki Phase 1", "trans amadi layout"):
 * the last token, or -1.
 */
function parcelNameEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  let last = -1;
  let unknown = false;
  for (let p = k; p < k + 3 && p < t.count && !t.startsLine(p); p++) {
    if (!isAddressWord(context, p)) break;
    if ((t.bits(p) & VOCABULARY) === 0) unknown = true;
    last = p;
  }
  if (last === -1 || !unknown) return -1;
  if (t.isNumber(last + 1) && t.length(last + 1) <= 2 && !t.startsLine(last + 1) && !t.touches(last)) last++;
  const after = last + 1;
  const closed =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ".") ||
    (t.isWord(after) && PARCEL_BREAKS.has(t.lower(after)));
  return closed ? last : -1;
}

/** Words for a section of a township or estate, before its letter or number ("Section B", "Zone 4"). */
const SECTION_WORDS: ReadonlySet<string> = new Set(["section", "zone", "extension", "ext", "phase", "block"]);

/**
 * "section b", "Zone 4", "Ext. 12": a section word and a letter or a short number, closing its
 * comma part; the last token, or -1. In any case: the parcel before it already says an address.
 */
function sectionPartEnd(t: TokenStream, k: number): number {
  if (!t.isWord(k) || t.startsLine(k) || !SECTION_WORDS.has(t.lower(k))) return -1;
  let v = k + 1;
  if (t.isPunct(v, ".") && t.touches(k)) v++;
  const value = (t.isNumber(v) && t.length(v) <= 3) || (t.isWord(v) && t.length(v) === 1);
  if (!value || t.startsLine(v)) return -1;
  const after = v + 1;
  const closed =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ",") ||
    t.isPunct(after, "|") ||
    t.isPunct(after, ".");
  return closed ? v : -1;
}

/**
 * Token `i` opens a line or a labelled value (after ":", "," or "at"), or a person's address after
 * "of" ("the deceased, of No. 123, 4th Cross", "late of Plot 12, …").
 */
function opensValue(t: TokenStream, i: number): boolean {
  if (t.startsLine(i)) return true;
  if (t.isPunct(i - 1, ":") || t.isPunct(i - 1, ",") || (t.isWord(i - 1) && isWordAt(t, i - 1, "at")))
    return true;
  if (!t.isWord(i - 1) || !isWordAt(t, i - 1, "of")) return false;
  return (
    t.isPunct(i - 2, ",") ||
    (t.isWord(i - 2) && (isWordAt(t, i - 2, "late") || isWordAt(t, i - 2, "resident")))
  );
}

export function findUnitBlocks(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const kind = t.kind;
  for (let i = t.nextBits(0, ADDRESS_CUE); i + 3 < t.count; i = t.nextBits(i + 1, ADDRESS_CUE)) {
    // The prefix's number, or "No", follows it: a cheap test before the prefix's letters.
    const next = kind[i + 1];
    const stop = t.isPunct(i + 1, ".") && t.touches(i);
    if (kind[i] !== WORD || (next !== NUMBER && !stop && !(next === WORD && t.length(i + 1) === 2))) continue;
    if ((t.bits(i) & ADDRESS_CUE) === 0 || !isPrefixWord(t, i)) continue;
    if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    const short = t.length(i) <= 2;
    // "H.No. 12-2-345": India's house number, an address on its own.
    if (short && isWordAt(t, i, "h")) {
      const end = houseNumberEnd(t, i);
      if (end === -1) continue;
      const parts = t.isPunct(end + 1, ",") && !t.startsLine(end + 1);
      let tail = parts ? addressTailEnd(context, end) : end;
      if (tail < end) tail = end;
      // "H.No. 12-34/A, 2nd Cross, 3rd Main": the layout's numbered roads after the number.
      if (parts && tail === end) tail = ordinalPartsEnd(context, end);
      out.push(hit("address-unit-block", "STREET_ADDRESS", t.start[i]!, t.end[tail]!));
      i = tail;
      continue;
    }
    // "No. 123, 4th Cross, 5th Main": a door number opening a line or a labelled value.
    if (short && (!stop || !opensValue(t, i) || !t.isNumber(i + 2))) continue;
    let k = short ? i + 2 : i + 1;
    // "House No. 45", "Plot No 12": the number word.
    if (t.isWord(k) && isWordAt(t, k, "no")) {
      k++;
      if (t.isPunct(k, ".")) k++;
    } else if (needsNumberWord(t, i) && !(opensValue(t, i) && t.isPunct(i + 2, ","))) continue;
    const end = prefixNumberEnd(t, k);
    if (end === -1) continue;
    // "Plot 12 Lekki Phase 1, Lagos": a land parcel's number and the estate's name, no comma.
    if (!t.isPunct(end + 1, ",") && isParcelWord(t, i) && (opensValue(t, i) || t.lower(i - 1) === "in")) {
      const named = parcelNameEnd(context, end + 1);
      if (named === -1) continue;
      const tail = Math.max(addressTailEnd(context, named), named);
      out.push(hit("address-unit-block", "STREET_ADDRESS", t.start[i]!, t.end[tail]!));
      i = tail;
      continue;
    }
    if (!t.isPunct(end + 1, ",") || t.startsLine(end + 1)) continue;
    // "Unit 4, Ward 7", "Block 2, Bay 3": a room in a hospital, not an address (docs/evaluation.md).
    if (t.isWord(end + 2) && ROOM_WORDS.has(t.lower(end + 2))) continue;
    // "erf 412, section b", "Stand 311, Zone 4": a township's section after a land parcel.
    const section = isParcelWord(t, i) ? sectionPartEnd(t, end + 2) : -1;
    const from = section === -1 ? end : section;
    const ordinals = ordinalPartsEnd(context, from);
    let tail = Math.max(addressTailEnd(context, from), ordinals, from);
    // "no. 45, 3rd cross, 2nd main, jayanagar": the locality after the ordinal parts.
    if (!context.mixedCase && ordinals > from && tail === ordinals)
      tail = Math.max(tail, addressTailEnd(context, ordinals));
    // In a note with case, a last part of capitalised words may run into prose ("Erf 5821,
    // Mitchells Plain by the nurse"): the prefix and its number already say an address is here.
    if (context.mixedCase && t.isPunct(tail + 1, ",") && !t.startsLine(tail + 2))
      tail = capitalisedPartEnd(context, tail + 2, tail);
    if (tail <= end) continue;
    out.push(hit("address-unit-block", "STREET_ADDRESS", t.start[i]!, t.end[tail]!));
    i = tail;
  }
}

const RULES = defineRules({
  "address-unit-block": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about:
      "a plot, lot, block, stand, erf, house, flat or apartment number, a comma and the address's parts after it",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const unitBlockRecogniser: RecogniserModule = {
  id: "unit-block",
  family: "places",
  wake: { on: ADDRESS_CUE },
  vocabulary: [{ mask: "words", bit: ADDRESS_CUE, words: PREFIX_WORDS }],
  rules: RULES,
  scan: findUnitBlocks,
};

const hit = ruleHit(RULES);
