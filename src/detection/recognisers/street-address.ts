import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";
import { NUMBER, WORD } from "../token-stream.ts";
import { ADDRESS_CUE, CLINICAL, FACILITY_HEAD, RELATIVE_CUE, TITLE, VOCABULARY } from "../word-bits.ts";
import { postcodeEnd } from "./uk-postcode.ts";

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
  // UK street types (Royal Mail thoroughfare descriptors in common use)
  "close",
  "gardens",
  "grove",
  "mews",
  "parade",
  "walk",
  "rise",
  "hill",
  "view",
  "green",
]);
/**
 * Street types that are also everyday words ("3 way catheter", "20 yards walk", "grade 3 close"):
 * they need the note's case (name and type capitalised), or an address cue or an address tail.
 */
const COMMON_SUFFIXES = new Set([
  "close",
  "way",
  "walk",
  "rise",
  "hill",
  "view",
  "green",
  "row",
  "place",
  "square",
  "circle",
  "trail",
  "grove",
  "parade",
  "court",
  "drive",
  "terrace",
  "gardens",
]);
const UNITS = new Set(["apt", "apartment", "unit", "suite", "ste", "fl", "floor", "rm", "room"]);
const NOT_STREET_WORDS = new Set([
  "with",
  "for",
  "by",
  "from",
  "a",
  "an",
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
    if (!t.isWord(k)) continue;
    const word = t.lower(k);
    // "42nd", "N.": the ordinal of a numbered street and a compass point.
    if ((ORDINALS.has(word) && t.isNumber(k - 1)) || (k === from && COMPASS.has(word))) continue;
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
    if (t.kind[i] !== NUMBER || t.length(i) > 6 || t.touches(i - 1)) continue;
    // "14a Rowan Court": one letter run into the house number.
    let nameStart = i + 1;
    if (t.touches(i)) {
      if (!(t.isWord(i + 1) && t.length(i + 1) === 1 && !t.touches(i + 1))) continue;
      nameStart = i + 2;
    }
    let last = -1;
    for (let k = nameStart; k < t.count && k <= nameStart + 5; k++) {
      // "1208 N. Oakmont Ave": the full stop of a compass point.
      if (t.isPunct(k, ".") && t.touches(k - 1) && k - 1 >= nameStart && COMPASS.has(t.lower(k - 1)))
        continue;
      // "500 W 42nd St": a numbered street.
      if (
        t.isNumber(k) &&
        t.touches(k) &&
        t.isWord(k + 1) &&
        ORDINALS.has(t.lower(k + 1)) &&
        !t.startsLine(k)
      ) {
        k++;
        continue;
      }
      if (!t.isWord(k) || t.startsLine(k)) break;
      // "3 The Parade": a capitalised article may lead the street's name.
      if (NOT_STREET_WORDS.has(t.lower(k)) && !(k === nameStart && t.raw(k) === "The")) break;
      const suffix = t.lower(k);
      if (k > nameStart && SUFFIXES.has(suffix) && streetWordsOk(context, nameStart, k, suffix)) {
        let end = k;
        if (t.isPunct(k + 1, ".") && t.touches(k)) end = k + 1;
        if (!suffixOk(context, i, nameStart, k, suffix)) break;
        last = end;
        break;
      }
      if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
    }
    if (last === -1) continue;
    // "Flat 3, 14 Alder Close": the flat or unit before the house number.
    let from = i;
    {
      let p = i - 1;
      if (t.isPunct(p, ",")) p--;
      if (t.isWord(p) && t.length(p) === 1 && t.touches(p - 1)) p--;
      if (t.isNumber(p) && t.isWord(p - 1) && FLAT_WORDS.has(t.lower(p - 1))) from = p - 1;
    }
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
    out.push(hit("street-address", "STREET_ADDRESS", t.start[from]!, t.end[end]!));
    // The locality, town, county, state and postcode or ZIP after it, across commas and lines.
    const tail = addressTailEnd(context, end);
    if (tail > end) out.push(hit("address-tail", "STREET_ADDRESS", t.start[from]!, t.end[tail]!));
    i = Math.max(end, tail);
  }
  findAddressesBeforePostcodes(context, out);
  findLabelledAddresses(context, out);
  // "P.O. Box 123"
  for (let i = 0; i + 2 < t.count; i++) {
    if (!t.isWord(i) || !t.isNumber(i + 1) || t.lower(i) !== "box") continue;
    const po = t.isWord(i - 1) && (t.lower(i - 1) === "po" || t.lower(i - 1) === "o");
    if (!po && !(t.isPunct(i - 1, ".") && t.isWord(i - 2) && t.lower(i - 2) === "o")) continue;
    out.push(hit("po-box", "STREET_ADDRESS", t.start[i]!, t.end[i + 1]!));
  }
}

/** Words that name a house rather than a person ("Rose Cottage", "Mill Farm", "The Old Rectory"). */
const HOUSE_WORDS = new Set(
  "cottage cottages house farm farmhouse lodge barn mill manor hall villa bungalow rectory vicarage grange court chambers mansions building buildings".split(
    " ",
  ),
);
const COMPASS = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw"]);
const ORDINALS = new Set(["st", "nd", "rd", "th"]);

const FLAT_WORDS = new Set(["flat", "apt", "apartment", "unit", "suite", "room", "rm"]);

/** Words before a house number that say an address follows. */
const ADDRESS_CUES = new Set([
  "address",
  "addr",
  "lives",
  "live",
  "living",
  "resides",
  "residing",
  "home",
  "at",
  "flat",
  "apt",
  "apartment",
  "unit",
]);

/** Function words, verbs and clinical words that end an address tail ("…, has carers"). */
const NOT_PLACE_WORDS = new Set(
  "a an the and or but with without for to from of in on at by as is was are were has had have will would can could not no yes he she they his her their him them it this that who which when where while since until then also per pt patient lives living alone tel phone fax email dob nhs mrn ref re date".split(
    " ",
  ),
);

/** Suffixes that are everyday words or clinical shorthand need case, a cue or a tail. */
function suffixOk(
  context: ScanContext,
  number: number,
  nameStart: number,
  k: number,
  suffix: string,
): boolean {
  const t = context.tokens;
  // "14a Rowan Court": a house number with a letter needs a cue or a tail in every note.
  const lettered = nameStart > number + 1;
  const weak = COMMON_SUFFIXES.has(suffix) || SHORT_SUFFIXES.has(suffix) || lettered;
  if (!weak) return true;
  if (context.mixedCase && !lettered) {
    if (!t.isCapitalised(k) && !t.isAllCaps(k)) return false;
    for (let p = nameStart; p < k; p++) {
      if (!t.isWord(p) || ORDINALS.has(t.lower(p))) continue;
      if (!t.isCapitalised(p) && !t.isAllCaps(p)) return false;
    }
    return true;
  }
  let end = k;
  if (t.isPunct(k + 1, ".") && t.touches(k)) end = k + 1;
  if (addressTailEnd(context, end) > end) return true;
  let p = number - 1;
  if (t.isPunct(p, ":")) p--;
  return t.isWord(p) && ADDRESS_CUES.has(t.lower(p)) && (t.lower(p) !== "at" || livesBefore(context, p));
}

function livesBefore(context: ScanContext, at: number): boolean {
  const t = context.tokens;
  for (let p = at - 1; p >= 0 && p >= at - 3; p--) {
    const w = t.lower(p);
    if (w === "lives" || w === "living" || w === "resides" || w === "residing" || w === "live") return true;
  }
  return false;
}

/** A word that may be part of a town, county or state in an address. */
export function isAddressWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  const word = t.lower(k);
  // "IN 46032", "MD 21601", "OR 97201": a state code before a ZIP, though also a word.
  if (t.length(k) === 2 && t.isNumber(k + 1) && t.length(k + 1) === 5 && context.lexicons.states.has(word))
    return !context.mixedCase || t.isAllCaps(k);
  if (NOT_PLACE_WORDS.has(word) || (t.bits(k) & (CLINICAL | RELATIVE_CUE)) !== 0) return false;
  if (context.lexicons.clinical.has(word)) return false;
  if (context.mixedCase) return t.isCapitalised(k) || t.isAllCaps(k);
  return true;
}

/** True when the note tells nothing by case and the word is in no list of English words. */
function isUnknownPlace(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const lex = context.lexicons;
  const word = t.lower(k);
  return (t.bits(k) & VOCABULARY) === 0 || lex.cities.has(word) || lex.states.has(word);
}

/** "IL 62704": a state code in capitals (any case where the note has none) and a five-digit ZIP. */
function stateZip(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(i + 1) || t.length(i + 1) !== 5 || t.touches(i) || t.startsLine(i + 1)) return false;
  if (context.mixedCase && !t.isAllCaps(i)) return false;
  if (!t.isPunct(i - 1, ",") && !t.isWord(i - 1)) return false;
  return context.lexicons.states.has(t.lower(i));
}

/** A UK postcode or a US ZIP (5 digits, optional +4) starting at token k: its last token, or -1. */
function postalCodeEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (t.isNumber(k) && t.length(k) === 5) {
    if (t.isPunct(k + 1, "-") && t.touches(k) && t.isNumber(k + 2) && t.length(k + 2) === 4) return k + 2;
    return k;
  }
  if (!t.isWord(k) || t.length(k) > 2 || !t.touches(k) || !t.isNumber(k + 1)) return -1;
  const end = postcodeEnd(t.text, t.start[k]!);
  if (end === -1) return -1;
  let last = k;
  while (last + 1 < t.count && t.end[last]! < end) last++;
  return last;
}

/**
 * After a street ("14 Alder Close"), the parts of the address that follow it, each after a comma
 * or a line break: a locality or town (one to three words), a county or state, a postcode or ZIP
 * ("…, Harrowby, Kent CT9 4QX", "…\nLittle Wexham\nNorfolk\nNR12 8AB", "…, Springfield, IL 62704").
 * A part ends at a comma, a line end, a full stop or the text's end; without case a part needs a
 * word no English list knows, a listed town or state, or a postal code. At most four parts of at
 * most four tokens each: bounded work. Returns the last token of the tail before any postal code,
 * which keeps its own ZIP span (or `end`).
 */
export function addressTailEnd(context: ScanContext, end: number): number {
  const t = context.tokens;
  let last = end;
  // The postal code keeps its own span (ZIP); the tail stops before it.
  let named = end;
  for (let part = 0; part < 4; part++) {
    let k = last + 1;
    if (k >= t.count) break;
    const comma = t.isPunct(k, ",");
    if (comma) k++;
    if (k >= t.count || (!comma && !t.startsLine(k) && part > 0 && !postalStart(context, k))) break;
    if (!comma && !t.startsLine(k) && part === 0 && !postalStart(context, k)) break;
    // A unit after the street: ", Apt 2B", ", Suite 300".
    if (t.isWord(k) && FLAT_WORDS.has(t.lower(k)) && (t.isNumber(k + 1) || t.isPunct(k + 1, "#"))) {
      let v = k + 1;
      if (t.isPunct(v, "#")) v++;
      if (!t.isNumber(v)) break;
      if (t.touches(v) && t.isWord(v + 1) && t.length(v + 1) <= 2) v++;
      last = v;
      named = v;
      continue;
    }
    const postal = postalCodeEnd(context, k);
    if (postal !== -1) {
      last = postal;
      continue;
    }
    let p = k;
    let known = false;
    while (p < t.count && p < k + 4 && isAddressWord(context, p) && (p === k || !t.startsLine(p))) {
      if (isUnknownPlace(context, p)) known = true;
      p++;
    }
    if (p === k) break;
    // After the words: a postal code on the same line ("Kent CT9 4QX", "IL 62704") or a boundary.
    const code = p < t.count && !t.startsLine(p) ? postalCodeEnd(context, p) : -1;
    const boundary =
      p >= t.count ||
      t.startsLine(p) ||
      t.isPunct(p, ",") ||
      t.isPunct(p, ".") ||
      t.isPunct(p, ";") ||
      t.isPunct(p, ")");
    if (code === -1 && !boundary) break;
    if (!context.mixedCase && !known && code === -1) break;
    last = code !== -1 ? code : p - 1;
    named = p - 1;
  }
  return named;
}

function postalStart(context: ScanContext, k: number): boolean {
  return postalCodeEnd(context, k) !== -1;
}

/**
 * The lines or comma-separated parts before a UK postcode: "Rose Cottage, Mill Lane, Upper
 * Dunford, Wiltshire SN8 2PQ", "The Old Forge\nChurch Street\nLittle Wexham\nNR12 8AB". A postcode
 * closes an address block, so the address words before it (house names and numbers, street,
 * locality, town, county) belong to the address, up to a label ("Address:"), a title or a word
 * that is no address word. At most sixteen tokens back: bounded work.
 */
function findAddressesBeforePostcodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const kind = t.kind;
  const starts = t.start;
  const ends = t.end;
  for (let i = 1; i + 1 < t.count; i++) {
    if (kind[i] !== WORD || ends[i]! - starts[i]! > 2 || kind[i + 1] !== NUMBER) continue;
    // A UK postcode ("CT9 4QX"), or a US state code and ZIP ("Harrowgate, IL 62704"), whose town
    // and street stand before it.
    let code = -1;
    let anchorEnd = i - 1;
    if (ends[i] === starts[i + 1]) code = postalCodeEnd(context, i);
    else if (stateZip(context, i)) {
      code = i + 1;
      anchorEnd = i;
    }
    if (code === -1) continue;
    let first = -1;
    let lines = 0;
    // Parts (lines or comma-separated) walking back; once a street part is passed (a house number
    // or a street type), one more part is taken only if it names a house ("Rose Cottage", "Flat 3"),
    // so the addressee's name line above an address block stays out.
    let streetSeen = false;
    let cut = -1;
    let houseOk = false;
    for (let k = i - 1; k >= 0 && k >= i - 16; k--) {
      const partEnds = t.isPunct(k, ",") || t.startsLine(k + 1);
      if (partEnds && t.startsLine(k + 1)) lines++;
      if (lines > 5) break;
      if (partEnds && first !== -1) {
        if (cut !== -1) break;
        if (streetSeen) cut = first;
      }
      if (t.isPunct(k, ",") || t.isPunct(k, "'") || t.isPunct(k, "-")) continue;
      if (t.isPunct(k, ".") && t.touches(k - 1)) continue;
      // Another postcode's inward code ("… CT9 4QX, Kent CT9 4QX"): that address ends there.
      if (t.isWord(k) && t.length(k) === 2 && t.isNumber(k - 1) && t.touches(k - 1)) break;
      if (t.isNumber(k) && t.length(k) <= 5) {
        if (cut === -1) streetSeen = true;
        else houseOk = true;
        first = k;
        continue;
      }
      if (!isAddressWord(context, k) || (t.bits(k) & TITLE) !== 0) break;
      const word = t.lower(k);
      // A street type or a facility head ("The Elms Surgery") is the first line of the address.
      if (cut === -1 && (SUFFIXES.has(word) || (t.bits(k) & FACILITY_HEAD) !== 0)) streetSeen = true;
      if (cut !== -1 && (HOUSE_WORDS.has(word) || FLAT_WORDS.has(word))) houseOk = true;
      first = k;
    }
    if (cut !== -1 && !houseOk) first = cut;
    if (first === -1) continue;
    out.push(hit("address-before-postcode", "STREET_ADDRESS", t.start[first]!, t.end[anchorEnd]!));
    i = code;
  }
}

/** Cues after which an address follows: "Address:", "lives at", "resides at", "c/o". */
const LABEL_WORDS = new Set(["address", "addr"]);
const AT_VERBS = new Set(["lives", "living", "resides", "residing", "live"]);
/** Trigger words of labelled addresses (word-bits.ts ADDRESS_CUE). */
export const ADDRESS_TRIGGERS: readonly string[] = [...LABEL_WORDS, ...AT_VERBS];

/**
 * An address after a label or "lives at" with no house number: "Address: Rose Cottage, Mill Lane,
 * Upper Dunford", "lives at Mill Farm, Aldbury". Up to five comma-separated parts of address words
 * (capitalised where the note uses case); at least one part must end in a street type or name a
 * house, and the address ends at a boundary. Bounded work per cue.
 */
function findLabelledAddresses(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = 0; i + 2 < t.count; i++) {
    if ((t.bits(i) & ADDRESS_CUE) === 0) continue;
    const word = t.lower(i);
    let j = -1;
    if (LABEL_WORDS.has(word) && (t.isPunct(i + 1, ":") || t.isPunct(i + 1, "-"))) j = i + 2;
    else if (AT_VERBS.has(word) && t.isWord(i + 1) && t.lower(i + 1) === "at") j = i + 2;
    if (j === -1 || t.isNumber(j)) continue;
    if (t.isWord(j) && t.lower(j) === "the" && !context.mixedCase) j++;
    let last = -1;
    let shaped = false;
    let k = j;
    for (let part = 0; part < 5 && k < t.count; part++) {
      const from = k;
      if (t.isWord(k) && t.raw(k) === "The") k++;
      while (
        k < t.count &&
        k < from + 5 &&
        (isAddressWord(context, k) || (t.isNumber(k) && t.length(k) <= 5))
      ) {
        if (k > from && t.startsLine(k)) break;
        const w = t.lower(k);
        if (k > from && (SUFFIXES.has(w) || HOUSE_WORDS.has(w))) shaped = true;
        k++;
      }
      if (k === from || (k === from + 1 && t.raw(from) === "The")) break;
      last = k - 1;
      if (!t.isPunct(k, ",")) break;
      k++;
    }
    if (last === -1 || !shaped) continue;
    const after = last + 1;
    const boundary =
      after >= t.count ||
      t.startsLine(after) ||
      t.isPunct(after, ".") ||
      t.isPunct(after, ",") ||
      t.isPunct(after, ";");
    const withWord = t.isWord(after) && (t.lower(after) === "with" || t.lower(after) === "and");
    if (!boundary && !withWord) continue;
    out.push(hit("address-labelled", "STREET_ADDRESS", t.start[j]!, t.end[last]!));
    i = last;
  }
}
