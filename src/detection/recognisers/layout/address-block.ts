import { houseWords } from "../../cues/houses.ts";
import { addressLabelWords } from "../../cues/layout-labels.ts";
import { atVerbs } from "../../cues/residence.ts";
import { flatWords, streetSuffixes } from "../../cues/streets.ts";
import { isAddressWord, postalCodeEnd, stateZip } from "../../readers/address-tail.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, WORD } from "../../token-stream.ts";
import { ADDRESS_CUE, FACILITY_HEAD, TITLE } from "../../word-bits.ts";

const FLAT_WORDS = flatWords.words;
const SUFFIXES = streetSuffixes.words;

/** Address blocks anchored by a postcode, a state and ZIP, or a label, with or without a house number. */
export function findAddressBlocks(context: ScanContext, out: Span[]): void {
  findAddressesBeforePostcodes(context, out);
  findLabelledAddresses(context, out);
}

const HOUSE_WORDS = houseWords.words;
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
  for (let i = t.nextNumber(2) - 1; i + 1 < t.count; i = t.nextNumber(i + 2) - 1) {
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
      if (!t.isWord(k) || (t.bits(k) & TITLE) !== 0) break;
      const word = t.lower(k);
      // "45 ELM ST": a street type stays in the address though it is also clinical shorthand.
      // "Tyne and Wear", "Co. Durham", "Chester-le-Street": joining words and abbreviations inside.
      const joint =
        context.mixedCase && ["and", "of", "upon", "on", "le", "la"].includes(word) && t.isCapitalised(k + 1);
      const abbreviation = word === "co" && t.isPunct(k + 1, ".");
      if (!joint && !abbreviation && !isAddressWord(context, k) && !(SUFFIXES.has(word) && t.isWord(k - 1)))
        break;
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

const LABEL_WORDS = addressLabelWords.words;
const AT_VERBS = atVerbs.words;
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
  for (let i = t.nextBits(0, ADDRESS_CUE); i + 2 < t.count; i = t.nextBits(i + 1, ADDRESS_CUE)) {
    if ((t.bits(i) & ADDRESS_CUE) === 0) continue;
    // A label before ":" or "-", or a verb before "at": nothing else after the cue is read.
    const next = i + 1;
    if (!t.isPunct(next, ":") && !t.isPunct(next, "-") && !(t.isWord(next) && t.length(next) === 2)) continue;
    const word = t.lower(i);
    let j = -1;
    if (LABEL_WORDS.has(word) && (t.isPunct(i + 1, ":") || t.isPunct(i + 1, "-"))) j = i + 2;
    else if (AT_VERBS.has(word) && t.isWord(i + 1) && t.lower(i + 1) === "at") {
      // "Lives at: Mill Farm, Aldbury": a colon after the cue.
      j = t.isPunct(i + 2, ":") ? i + 3 : i + 2;
    }
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

const RULES = defineRules({
  "address-before-postcode": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about: "address words on the lines or parts before a UK postcode (house name, street, town, county)",
  },
  "address-labelled": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about: "an address with no house number after 'Address:' or 'lives at' (Rose Cottage, Mill Lane, …)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const addressBlockRecogniser: RecogniserModule = {
  id: "address-block",
  family: "layout",
  wake: { on: ADDRESS_CUE, at: ["numbers"] },
  vocabulary: [{ mask: "words", bit: ADDRESS_CUE, words: ADDRESS_TRIGGERS }],
  rules: RULES,
  scan: findAddressBlocks,
};

const hit = ruleHit(RULES);
