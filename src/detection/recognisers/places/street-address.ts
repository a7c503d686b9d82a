// Over 400 lines (issue 19): one walk over the numbers reads the street, the unit or parcel
// before it and the box forms; the slot readers share its suffix and case checks.
import { ordinalSuffixes } from "../../cues/date-words.ts";
import {
  addressCues,
  addressUnits,
  commonStreetSuffixes,
  compassLetters,
  flatWords,
  notStreetWords,
  shortStreetSuffixes,
  streetSuffixes,
} from "../../cues/streets.ts";
import { addressTailEnd, isAddressWord } from "../../readers/address-tail.ts";
import {
  commaAfterHouseOk,
  complexBeforeStart,
  hashBefore,
  numberWordStart,
} from "../../readers/house-number.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";
import { CLINICAL, DATE_WORD, TITLE, VOCABULARY } from "../../word-bits.ts";
import { ordinalPartsEnd } from "./unit-block.ts";

const FLAT_WORDS = flatWords.words;

/**
 * Street addresses: a house number, one to four name words and a street suffix (USPS Publication
 * 28, Appendix C1 common suffixes), with an optional unit ("Apt 4B", "#12"): "12 Harbor Rd.",
 * "1600 Pennsylvania Avenue", and "P.O. Box 123".
 */
const SUFFIXES = streetSuffixes.words;
const COMMON_SUFFIXES = commonStreetSuffixes.words;
const UNITS = addressUnits.words;
const NOT_STREET_WORDS = notStreetWords.words;

const SHORT_SUFFIXES = shortStreetSuffixes.words;

/** Street-name words must read as a name: capitalised in mixed case, not clinical, not filler. */
function streetWordsOk(context: ScanContext, from: number, to: number, suffix: string): boolean {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let k = from; k < to; k++) {
    if (!t.isWord(k)) continue;
    const word = t.lower(k);
    // "42nd", "N.": the ordinal of a numbered street and a compass point.
    if ((ORDINALS.has(word) && t.isNumber(k - 1)) || (k === from && COMPASS.has(word))) continue;
    // "Ang Mo Kio Ave 3": a short clinical abbreviation written as a name inside a street's name.
    const inName =
      context.mixedCase && k > from && t.length(k) <= 3 && t.isCapitalised(k) && t.isCapitalised(k - 1);
    // "45 Park Road", "12 Hill Street", "3 St Andrews Road": a street type opening the name,
    // capitalised where the note uses case.
    const leadingType = k === from && context.mixedCase && t.isCapitalised(k) && SUFFIXES.has(word);
    if ((lex.clinical.has(word) && !inName) || (SUFFIXES.has(word) && !leadingType)) return false;
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
  for (let i = t.nextNumber(0); i + 2 < t.count; i = t.nextNumber(i + 1)) {
    if (t.kind[i] !== NUMBER || t.length(i) > 6) continue;
    // "12/45 Smith St", "12-345 Main St": a unit and the house number, joined by "/" or "-".
    const unitStart = t.touches(i - 1) ? unitBeforeHouse(context, i) : -1;
    if (unitStart === -1 && t.touches(i - 1) && !hashBefore(t, i)) continue;
    // "14a Rowan Court": one letter run into the house number.
    let nameStart = i + 1;
    // "12, Gandhi Road", "#12, MG Road": a comma after a number that opens the address.
    if (commaAfterHouseOk(context, i)) nameStart = i + 2;
    // "Km 5, Lagos-Ibadan Expressway": a kilometre post's number and its comma (Nigeria, India).
    else if (kilometrePostBefore(context, i)) nameStart = i + 2;
    // "#12, 4th Cross": a numbered road after the marked house number and its comma.
    else if (t.isPunct(i + 1, ",") && t.touches(i) && t.isNumber(i + 2) && !t.startsLine(i + 2)) {
      if (numberWordStart(context, i) === i) continue;
      nameStart = i + 2;
    } else if (t.touches(i)) {
      if (!(t.isWord(i + 1) && t.length(i + 1) === 1 && !t.touches(i + 1))) continue;
      nameStart = i + 2;
    }
    let last = -1;
    for (let k = nameStart; k < t.count && k <= nameStart + 5; k++) {
      // "1208 N. Oakmont Ave": the full stop of a compass point.
      if (t.isPunct(k, ".") && t.touches(k - 1) && k - 1 >= nameStart && COMPASS.has(t.lower(k - 1)))
        continue;
      // "12 St. Patrick's Road", "4 Mt. Eden Road": the stop of a saint's or a mount's title.
      if (t.isPunct(k, ".") && t.touches(k - 1) && k - 1 >= nameStart && TITLE_STOPS.has(t.lower(k - 1)))
        continue;
      // "500 W 42nd St": a numbered street.
      if (
        t.isNumber(k) &&
        t.touches(k) &&
        t.isWord(k + 1) &&
        ORDINALS.has(t.lower(k + 1)) &&
        !t.startsLine(k)
      ) {
        // "#12, 4th Cross, 5th Main": a layout's numbered cross or main road after a house
        // number that a "#", "No." or a comma marks (India).
        if (k === nameStart && nameStart === i + 2 && layoutRoadAt(context, k + 2)) {
          last = ordinalPartsEnd(context, k + 2);
          break;
        }
        k++;
        continue;
      }
      // "12 Adeola-Odeku Street", "Lagos-Ibadan Expressway": a hyphen joining two words of the name.
      if (t.isPunct(k, "-") && k > nameStart && t.touches(k - 1) && t.touches(k) && t.isWord(k + 1)) continue;
      if (!t.isWord(k) || t.startsLine(k)) break;
      // The first word is no suffix (one needs a word before it): in a note with case a word in
      // lower case ends the run there whatever the lists say, so test its case first.
      if (k === nameStart && context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
      // "3 The Parade": a capitalised article may lead the street's name.
      if (NOT_STREET_WORDS.has(t.lower(k)) && !(k === nameStart && t.raw(k) === "The")) break;
      const suffix = t.lower(k);
      if (k > nameStart && SUFFIXES.has(suffix) && streetWordsOk(context, nameStart, k, suffix)) {
        if (!suffixOk(context, i, nameStart, k, suffix, unitStart)) break;
        // "45 Wattle Grove Drive", "7 Ocean View Parade": a second street type after the first.
        k = secondStreetType(context, k);
        let end = k;
        if (t.isPunct(k + 1, ".") && t.touches(k)) end = k + 1;
        last = streetAfterSuffix(context, end);
        break;
      }
      if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
    }
    if (last === -1) {
      // "#123, Gandhi Bazaar / Bengaluru 560004": a marked door number, a comma and a named
      // street or locality of any head word, then more of the address after it.
      const bare = nameStart === i + 2 && hashBefore(t, i) ? namedPartEnd(context, i + 2) : -1;
      const tail = bare === -1 ? -1 : addressTailEnd(context, bare);
      if (tail > bare && bare !== -1) {
        out.push(hit("address-tail", "STREET_ADDRESS", t.start[i - 1]!, t.end[tail]!));
        i = tail;
      }
      continue;
    }
    // "Flat 3, 14 Alder Close": the flat or unit before the house number.
    let from = unitStart === -1 ? i : unitStart;
    // "Blk 123 Ang Mo Kio Ave 3", "Lot 7 Hillside Rd": a block or lot word before the number.
    if (from === i && t.isWord(i - 1) && BLOCK_WORDS.has(t.lower(i - 1)) && !t.touches(i - 1)) from = i - 1;
    else {
      let p = i - 1;
      if (t.isPunct(p, ",")) p--;
      if (t.isWord(p) && t.length(p) === 1 && t.touches(p - 1)) p--;
      if (t.isNumber(p) && t.isWord(p - 1) && FLAT_WORDS.has(t.lower(p - 1))) from = p - 1;
      else if (p < i - 1 && parcelOrSuburbBefore(context, p)) from = p - 1;
    }
    // "No 14 Awolowo Road", "#12, MG Road": the word or mark for "number" before the house number.
    if (from === i) from = numberWordStart(context, i);
    // "12 Sunset Villas, 45 Main Road": a complex and its unit number before the street.
    from = complexBeforeStart(context, from);
    let end = last;
    let u = last + 1;
    if (t.isPunct(u, ",")) u++;
    if ((t.isWord(u) && UNITS.has(t.lower(u))) || t.isPunct(u, "#")) {
      let v = u + 1;
      if (t.isPunct(v, ".") || t.isPunct(v, "#")) v++;
      if (t.isNumber(v) || (t.isWord(v) && t.length(v) <= 2)) {
        end = v;
        if (t.touches(v) && (t.isWord(v + 1) || t.isNumber(v + 1)) && t.length(v + 1) <= 2) end = v + 1;
        // "#05-12": a floor and unit number (Singapore).
        if (t.isPunct(v + 1, "-") && t.touches(v) && t.touches(v + 1) && t.isNumber(v + 2)) end = v + 2;
      }
    }
    out.push(hit("street-address", "STREET_ADDRESS", t.start[from]!, t.end[end]!));
    // The locality, town, county, state and postcode or ZIP after it, across commas and lines.
    const tail = addressTailEnd(context, end);
    if (tail > end) out.push(hit("address-tail", "STREET_ADDRESS", t.start[from]!, t.end[tail]!));
    i = Math.max(end, tail);
  }
  // "P.O. Box 123"
  for (let i = t.nextNumber(1) - 1; i + 1 < t.count; i = t.nextNumber(i + 2) - 1) {
    if (!t.isWord(i) || !t.isNumber(i + 1)) continue;
    // "X", "bag" and "box" are the only words read here: any other length is no box.
    const length = t.length(i);
    if (length !== 1 && length !== 3) continue;
    // "Private Bag X3", "Private Bag X1005" (South Africa): the bag's number opens with an X.
    if (bagLetterBefore(context, i)) {
      out.push(hit("po-box", "STREET_ADDRESS", t.start[i - 2]!, t.end[i + 1]!));
      const tail = addressTailEnd(context, i + 1);
      if (tail > i + 1) out.push(hit("address-tail", "STREET_ADDRESS", t.start[i - 2]!, t.end[tail]!));
      continue;
    }
    // "Private Bag 3015" (New Zealand, South Africa): a box number of another name.
    const bag = t.lower(i) === "bag" && t.isWord(i - 1) && t.lower(i - 1) === "private";
    if (t.lower(i) !== "box" && !bag) continue;
    // The span takes "PO", "P.O." or "P. O." before "Box": strict coverage needs its letters.
    let from = bag ? i - 1 : i;
    let k = i - 1;
    if (t.isPunct(k, ".")) k--;
    if (t.isWord(k) && t.lower(k) === "po") from = k;
    else if (t.isWord(k) && t.lower(k) === "o") {
      from = k;
      let p = k - 1;
      if (t.isPunct(p, ".")) p--;
      if (t.isWord(p) && t.lower(p) === "p") from = p;
    }
    // "601 Elmwood Ave, Box 679": a box after a comma that follows an address on its line.
    const afterAddress =
      from === i &&
      t.isPunct(i - 1, ",") &&
      !t.startsLine(i) &&
      (!context.mixedCase || t.isCapitalised(i)) &&
      lineHasNumberBefore(context, i - 1);
    if (from === i && !afterAddress) continue;
    out.push(hit("po-box", "STREET_ADDRESS", t.start[from]!, t.end[i + 1]!));
    // "PO Box 4521\nWhangarei 0140": the town and postal code after the box, as after a street.
    const tail = addressTailEnd(context, i + 1);
    if (tail > i + 1) out.push(hit("address-tail", "STREET_ADDRESS", t.start[from]!, t.end[tail]!));
  }
}

/**
 * "Erf 4521, 12 Church Street", "Stand 311, 4 Main Road", "Hatfield 0083, 23 Jacaranda Avenue": a
 * land parcel's number, or a suburb and its four-digit postal code, before the comma that comes
 * right before the house number, the line (or a labelled value) opening with it. South African
 * letters and forms write both. `p` is that parcel's or code's number.
 */
function parcelOrSuburbBefore(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  const w = p - 1;
  if (!t.isNumber(p) || t.length(p) < 2 || t.length(p) > 4 || !t.touches(p) || !t.isWord(w)) return false;
  if (!(t.startsLine(w) || t.isPunct(w - 1, ":") || t.isPunct(w - 1, ","))) return false;
  if (BLOCK_WORDS.has(t.lower(w))) return true;
  // A suburb's name before its code: a capitalised word no clinical, date or title list knows.
  if (t.length(p) !== 4 || t.length(w) < 3 || (t.bits(w) & (CLINICAL | DATE_WORD | TITLE)) !== 0)
    return false;
  return context.mixedCase ? t.isCapitalised(w) : !context.upperCase || t.isAllCaps(w);
}

/** "Km 5," before the road's name: the number at `i` after "Km", a comma after it. */
function kilometrePostBefore(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isPunct(i + 1, ",") || !t.touches(i) || !t.isWord(i + 2) || t.startsLine(i + 2)) return false;
  return t.isWord(i - 1) && t.length(i - 1) === 2 && t.lower(i - 1) === "km" && !t.touches(i - 1);
}

/** One to three capitalised address words from `k` closing a comma part or a line: the last, or -1. */
function namedPartEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  let last = -1;
  for (let p = k; p < k + 3 && p < t.count && (p === k || !t.startsLine(p)); p++) {
    if (!isAddressWord(context, p) || !(t.isCapitalised(p) || t.isAllCaps(p))) break;
    last = p;
  }
  const after = last + 1;
  if (last === -1 || !(after >= t.count || t.startsLine(after) || t.isPunct(after, ","))) return -1;
  return last;
}

/** Roads of an Indian layout named by number ("4th Cross", "5th Main", "2nd Stage"). */
const LAYOUT_ROADS: ReadonlySet<string> = new Set(["cross", "main", "stage", "phase", "block", "sector"]);

function layoutRoadAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || !LAYOUT_ROADS.has(t.lower(k))) return false;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

/** "Bag X3": token `x` is the X run into the bag's number, after "Private Bag". */
function bagLetterBefore(context: ScanContext, x: number): boolean {
  const t = context.tokens;
  if (t.lower(x) !== "x" || !t.touches(x) || t.touches(x - 1)) return false;
  return t.isWord(x - 1) && t.lower(x - 1) === "bag" && t.isWord(x - 2) && t.lower(x - 2) === "private";
}

/** Words for a block, lot or stand before a house number ("Blk 123", "Lot 7", "Erf 1234"). */
const BLOCK_WORDS = new Set(["blk", "block", "lot", "plot", "erf", "stand", "km"]);
/** Compass words that follow a street's type ("Queen Street West", "King St E"). */
const AFTER_COMPASS = new Set(["north", "south", "east", "west", "n", "s", "e", "w"]);

/**
 * The street type after the one at `k` on the same line ("Wattle Grove Drive", "Harbour View
 * Terrace", "Green Lane Close"), written like it (capitalised where the note uses case, in
 * capitals where it does not): its index, else `k`. One more at most.
 */
function secondStreetType(context: ScanContext, k: number): number {
  const t = context.tokens;
  const n = k + 1;
  if (n >= t.count || !t.isWord(n) || t.touches(k) || t.startsLine(n) || !SUFFIXES.has(t.lower(n))) return k;
  if (context.mixedCase ? !t.isCapitalised(n) : !t.isAllCaps(n) || !t.isAllCaps(k)) return k;
  // A short type is a type only when it closes the street ("… Grove Rd,"): "View Dr Smith" is a title.
  if (SHORT_SUFFIXES.has(t.lower(n)) && t.isWord(n + 1) && !t.startsLine(n + 1) && !t.isPunct(n + 1, "."))
    return k;
  return n;
}

/** "12/45" or "12-345" before a street name: the unit's first token, or -1. */
function unitBeforeHouse(context: ScanContext, i: number): number {
  const t = context.tokens;
  const joint = i - 1;
  if (!(t.isPunct(joint, "/") || t.isPunct(joint, "-")) || !t.touches(joint)) return -1;
  const unit = joint - 1;
  if (!t.isNumber(unit) || t.length(unit) > 4 || !t.touches(unit) || t.touches(unit - 1)) return -1;
  // A unit ends in a letter at most ("3A/12"), never a date or a fraction before it.
  return t.isPunct(unit - 1, "/") || t.isPunct(unit - 1, "-") ? -1 : unit;
}

/**
 * After a street's type, on the same line: a compass word ("Queen Street West") or a short
 * number ("Ang Mo Kio Ave 3", "Jurong West St 52"), when the street part ends there.
 */
function streetAfterSuffix(context: ScanContext, end: number): number {
  const t = context.tokens;
  const k = end + 1;
  if (k >= t.count || t.startsLine(k) || t.touches(end)) return end;
  const compass =
    t.isWord(k) &&
    AFTER_COMPASS.has(t.lower(k)) &&
    (!context.mixedCase || !t.isCapitalised(k) || t.length(k) > 1);
  const number =
    t.isNumber(k) && t.length(k) <= 3 && (!t.touches(k) || t.isPunct(k + 1, ".") || t.isPunct(k + 1, ","));
  if (!compass && !number) return end;
  if (compass && context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return end;
  const after = k + 1;
  const closes =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ",") ||
    t.isPunct(after, "#") ||
    (t.isPunct(after, ".") && !t.isNumber(after + 1));
  return closes ? k : end;
}

/** A number earlier on the line of token `k` (at most eight tokens back): a house number. */
function lineHasNumberBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  for (let p = k; p >= 0 && p >= k - 8; p--) {
    if (t.isNumber(p)) return true;
    if (t.startsLine(p)) return false;
  }
  return false;
}

const COMPASS = compassLetters.words;
/** Abbreviations written with a stop inside a street's name ("St. Patrick's Road", "Mt. Eden Road"). */
const TITLE_STOPS: ReadonlySet<string> = new Set(["st", "mt", "ste"]);
const ORDINALS = ordinalSuffixes.words;

const ADDRESS_CUES = addressCues.words;

/** Suffixes that are everyday words or clinical shorthand need case, a cue or a tail. */
function suffixOk(
  context: ScanContext,
  number: number,
  nameStart: number,
  k: number,
  suffix: string,
  unitStart: number,
): boolean {
  const t = context.tokens;
  // "14a Rowan Court": a house number with a letter needs a cue or a tail in every note.
  const comma = t.isPunct(number + 1, ",");
  const lettered = nameStart > number + 1 && !comma;
  // "12, Gandhi Road": after a comma only a street type that is no everyday word, or a tail.
  if (comma && (COMMON_SUFFIXES.has(suffix) || SHORT_SUFFIXES.has(suffix))) {
    let end = k;
    if (t.isPunct(k + 1, ".") && t.touches(k)) end = k + 1;
    return addressTailEnd(context, end) > end;
  }
  // "12A Kowhai Street": a house number with a letter before capitalised name words, one of them
  // in no English list, and a street type that is no everyday word, where the note has case
  // (not "Bed 12A Ward Street side").
  if (lettered && context.mixedCase && !COMMON_SUFFIXES.has(suffix) && !SHORT_SUFFIXES.has(suffix))
    if (
      capitalisedRun(context, nameStart, k) &&
      (unknownIn(context, nameStart, k) || movedTo(context, number))
    )
      return true;
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
  // "Blk 417A Tampines St 42", "417A Tampines Street 42": a block word before the number, or the
  // street's own number after its type (Singapore's numbered streets), is the cue.
  if (t.isWord(number - 1) && BLOCK_WORDS.has(t.lower(number - 1)) && !t.touches(number - 1)) return true;
  if (lettered && streetAfterSuffix(context, end) > end && t.isNumber(end + 1)) return true;
  // "lives at 12/45 smith st": the cue stands before the unit.
  let p = (unitStart === -1 ? numberWordStart(context, number) : unitStart) - 1;
  if (t.isPunct(p, ":")) p--;
  return t.isWord(p) && ADDRESS_CUES.has(t.lower(p)) && (t.lower(p) !== "at" || livesBefore(context, p));
}

/** Every word of tokens `from`…`to` is capitalised or in capitals. */
function capitalisedRun(context: ScanContext, from: number, to: number): boolean {
  const t = context.tokens;
  for (let p = from; p <= to; p++) if (t.isWord(p) && !t.isCapitalised(p) && !t.isAllCaps(p)) return false;
  return true;
}

/** Some word of tokens `from`…`to - 1` is in no English list ("Kowhai"). */
function unknownIn(context: ScanContext, from: number, to: number): boolean {
  const t = context.tokens;
  for (let p = from; p < to; p++) if (t.isWord(p) && (t.bits(p) & VOCABULARY) === 0) return true;
  return false;
}

/** "moved to 12A Rata Street", "lives at 12A …": a cue of residence right before the number. */
function movedTo(context: ScanContext, number: number): boolean {
  const t = context.tokens;
  const p = number - 1;
  if (!t.isWord(p) || !t.isWord(p - 1)) return false;
  const verb = t.lower(p - 1);
  if (t.lower(p) === "to") return verb === "moved" || verb === "moving" || verb === "relocated";
  return t.lower(p) === "at" && livesBefore(context, p);
}

function livesBefore(context: ScanContext, at: number): boolean {
  const t = context.tokens;
  for (let p = at - 1; p >= 0 && p >= at - 3; p--) {
    const w = t.lower(p);
    if (w === "lives" || w === "living" || w === "resides" || w === "residing" || w === "live") return true;
  }
  return false;
}

const RULES = defineRules({
  "street-address": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about: "a house number, street words and a street suffix",
  },
  "po-box": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about: "a P.O. box",
  },
  "address-tail": {
    types: ["STREET_ADDRESS"],
    level: "cued",
    anchored: true,
    about: "the town, county, state and postcode or ZIP after a street, across commas and lines",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const streetAddressRecogniser: RecogniserModule = {
  id: "street-address",
  family: "places",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findStreetAddresses,
};

const hit = ruleHit(RULES);
