// Over 400 lines (issue 18, point 6): the postcode rules of six countries share one address-context
// reader (state, label, line end); the per-country ranges are data those rules read in one place.
import { clauseEnd, phoneAfter, phoneAt } from "../../readers/address-ends.ts";
import {
  addressBlockAbove,
  addressLine,
  closesLine,
  lineStartOf,
  NOT_PLACE_BEFORE,
  placeWord,
  streetBefore,
  townLine,
} from "../../readers/address-lines.ts";
import { isDash } from "../../readers/dash.ts";
import { mayOpenEircode } from "../../readers/eircode-keys.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { INITIAL_UPPER, NUMBER, PUNCT, type TokenStream, WORD } from "../../token-stream.ts";
import { canadianAt, eircodeAt, isDigit } from "./postcode-shapes.ts";

/**
 * Postcodes outside the US and the UK, found by position and shape. A bare four- or six-digit
 * number is a year, a dose or a lab value far more often than a postcode, so every numeric rule
 * needs its address context: a state, a label, or the end of an address line.
 * - `postcode-after-state`: AU (Australia Post ranges per state: NSW 1000-2599/2619-2899/2921-2999,
 *   ACT 0200-0299/2600-2618/2900-2920, VIC 3000-3999/8000-8999, QLD 4000-4999/9000-9999, SA
 *   5000-5999, WA 6000-6999, TAS 7000-7999, NT 0800-0999) after a suburb and the state's
 *   abbreviation ("Toowong QLD 4066"); an Indian PIN (six digits, first 1-8, India Post) after a
 *   state ("Karnataka 560034"); a Nigerian postcode (six digits, NIPOST) after a state ("Lagos
 *   State 100271"), and a South African one after "KZN".
 * - `postcode-labelled`: after "postcode", "post code", "postal code", "PIN (code)", "pincode",
 *   "Eircode": four to six digits, or a Canadian or Irish code.
 * - `postcode-line-end`: four or six digits closing an address line (a line with a comma that opens
 *   with a house number, or with two commas) after a capitalised place word ("Remuera, Auckland
 *   1050", "Sandton, Johannesburg, 2196", "Koramangala, Bengaluru - 560034"); a town's code before
 *   the letterhead's phone ("Durban 4302 (031) …", on its own line too), a city's after a comma at
 *   a clause end ("Cape Town, 7925."), a six-digit code before a state ("Adyar 600020, Tamil Nadu").
 * - `postcode-sg`: six digits (district 01-82) after "Singapore" or in "S(560123)".
 * - `postcode-ca`: a Canadian postal code A1A 1A1 (Canada Post: no D F I O Q U; no W or Z first).
 * - `postcode-eircode`: an Eircode, a routing key (a letter and two digits, or D6W) and a four
 *   character unique identifier (Eircode address database specification: letters A C D E F H K N
 *   P R T V W X Y and digits): "D02 X285", "T12 RX2F"; letters only after an address part (", P31 FKRW").
 */

const AU_STATES = new Map<string, readonly number[]>([
  ["nsw", [1000, 2599, 2619, 2899, 2921, 2999]],
  ["act", [200, 299, 2600, 2618, 2900, 2920]],
  ["vic", [3000, 3999, 8000, 8999]],
  ["qld", [4000, 4999, 9000, 9999]],
  ["sa", [5000, 5999]],
  ["wa", [6000, 6999]],
  ["tas", [7000, 7999]],
  ["nt", [800, 999]],
  ["kzn", [1, 9999]],
]);
/**
 * Australian states written out, by their last word: "Victoria 3056", "New South Wales 2000",
 * "Western Australia 6000" (the ranges of both states ending in "Australia", of both territories).
 */
const AU_STATE_NAMES = new Map<string, readonly number[]>([
  ["victoria", [3000, 3999, 8000, 8999]],
  ["queensland", [4000, 4999, 9000, 9999]],
  ["tasmania", [7000, 7999]],
  ["wales", [1000, 2599, 2619, 2899, 2921, 2999]],
  ["australia", [5000, 6999]],
  ["territory", [200, 299, 800, 999, 2600, 2618, 2900, 2920]],
]);

/**
 * "12 Smith Street / Brunswick vic 3056": an AU postcode in its state's range (or an Indian or
 * Nigerian six-digit code) after a state written in lower case (dictated and typed letters), on a town line of capitalised place words
 * (at most four) under a street line of an address block.
 */
function lowerStateLine(context: ScanContext, i: number, value: number): boolean {
  const t = context.tokens;
  const s = i - 1;
  if (!t.isWord(s) || (t.flags[s]! & INITIAL_UPPER) !== 0) return false;
  const w = t.lower(s);
  if (t.length(i) === 6) {
    // "Awka anambra 420001", "Jayanagar karnataka 560041": an Indian or Nigerian state.
    if (!((IN_STATES.has(w) && value >= 100000 && value < 900000) || (NG_STATES.has(w) && value >= 100000)))
      return false;
  } else {
    const ranges = w === "kzn" ? undefined : (AU_STATES.get(w) ?? AU_STATE_NAMES.get(w));
    if (ranges === undefined || !inRange(value, ranges)) return false;
  }
  const from = lineStartOf(t, s);
  if (from === -1 || from >= s || s - from > 4) return false;
  for (let k = from; k < s; k++) {
    if (t.isPunct(k, ",")) continue;
    if (!placeWord(context, k) || NOT_PLACE_BEFORE.has(t.lower(k))) return false;
  }
  return addressBlockAbove(context, from);
}

/** Indian states and union territories (last word of the name): a six-digit PIN after them. */
const IN_STATES = new Set(
  "karnataka kerala maharashtra nadu telangana pradesh gujarat rajasthan bengal punjab haryana delhi bihar odisha orissa assam goa jharkhand chhattisgarh uttarakhand puducherry pondicherry chandigarh kashmir sikkim tripura meghalaya manipur mizoram nagaland".split(
    " ",
  ),
);
/** Nigerian states and the FCT: a six-digit postcode after them (optionally "State"). */
const NG_STATES = new Set(
  "lagos abuja fct kano kaduna oyo rivers ogun ondo osun ekiti enugu anambra imo abia delta edo kwara kogi benue plateau niger sokoto katsina bauchi borno adamawa gombe jigawa kebbi nasarawa taraba yobe zamfara bayelsa ibom river ebonyi".split(
    " ",
  ),
);
const LABELS = new Set(["postcode", "postcodes", "pincode", "eircode", "postal", "post", "pin"]);
/** Lower-case words that may stand right before a postcode in a mixed-case note. */
const LOWER_OK = new Set(["postcode", "pincode", "eircode", "code", "no", "pin", "s", "state", "singapore"]);

const CA_PROVINCES = new Set("on bc qc ab mb sk ns nb nl pe yt nt nu pei que ont code postal".split(" "));

/** A province code or a postcode label right before token `i` ("Toronto ON M5V2T6", "QC - H2X1Y4"). */
function provinceBefore(t: TokenStream, i: number): boolean {
  let k = i - 1;
  if (t.isPunct(k, ",") || t.isPunct(k, ":") || (isDash(t, k) && !t.touches(k))) k--;
  return t.isWord(k) && CA_PROVINCES.has(t.lower(k));
}

/** Token `i` follows an address part: a comma, a county ("Co. Cork P31 …"), "Dublin 15 D15 …". */
function eircodePlace(t: TokenStream, i: number): boolean {
  if (t.isPunct(i - 1, ",")) return true;
  if (t.isWord(i - 1) && t.isPunct(i - 2, ".") && t.isWord(i - 3) && t.lower(i - 3) === "co") return true;
  return t.isNumber(i - 1) && t.length(i - 1) <= 2 && t.isWord(i - 2) && t.lower(i - 2) === "dublin";
}

/** An Eircode's unique identifier of letters only that is an English or clinical word. */
function isWordIdentifier(context: ScanContext, identifier: string): boolean {
  for (let k = 0; k < identifier.length; k++) if (isDigit(identifier[k])) return false;
  const word = identifier.toLowerCase();
  return context.lexicons.vocabulary.has(word) || context.lexicons.clinical.has(word);
}

/** ", Karnataka", ", Lagos State", ", Chennai": a comma and an Indian or Nigerian state or a listed city after `last`. */
function regionAfter(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  if (!t.isPunct(last + 1, ",") || !t.isWord(last + 2)) return false;
  const w = t.lower(last + 2);
  if (IN_STATES.has(w) || NG_STATES.has(w) || context.lexicons.cities.has(w)) return true;
  // "Tamil Nadu", "Andhra Pradesh", "West Bengal": a state's name ends in its second word.
  return t.isWord(last + 3) && !t.startsLine(last + 3) && IN_STATES.has(t.lower(last + 3));
}

/** The token whose end is at text offset `end`, searching forward from `i`, or -1. */
function tokenEndingAt(t: TokenStream, i: number, end: number): number {
  for (let k = i; k < t.count && k < i + 8; k++) {
    if (t.end[k] === end) return k;
    if (t.end[k]! > end) return -1;
  }
  return -1;
}

function inRange(value: number, ranges: readonly number[]): boolean {
  for (let r = 0; r < ranges.length; r += 2) if (value >= ranges[r]! && value <= ranges[r + 1]!) return true;
  return false;
}

/**
 * "560 001": an Indian PIN (first digit 1-8) written as two groups of three digits with one space,
 * nothing run on after it.
 */
function isSpacedPin(t: TokenStream, i: number): boolean {
  const b = i + 1;
  if (t.length(i) !== 3 || t.touches(i) || !t.isNumber(b) || t.length(b) !== 3) return false;
  if (t.start[b]! - t.end[i]! !== 1 || t.startsLine(b)) return false;
  const first = t.text.charCodeAt(t.start[i]!);
  if (first < 49 || first > 56) return false;
  return !(t.touches(b) && (t.isNumber(b + 1) || t.isWord(b + 1) || isDash(t, b + 1)));
}

/**
 * The first token at or after `i` that may open a code: a number, or the one-letter word right
 * before a number (the loop below passes over every other token).
 */
function nextCandidate(t: TokenStream, i: number): number {
  const n = t.nextNumber(i);
  return n - 1 >= i && t.kind[n - 1] === WORD && t.length(n - 1) === 1 ? n - 1 : n;
}

export function findWorldPostcodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  for (let i = nextCandidate(t, 0); i < t.count; i = nextCandidate(t, i + 1)) {
    const kind = t.kind[i];
    if (
      kind === WORD &&
      t.length(i) === 1 &&
      !(t.touches(i - 1) && !t.isPunct(i - 1, "(") && !t.isPunct(i - 1, ","))
    ) {
      // A Canadian or Irish code starts at a letter run into a digit.
      if (!t.isNumber(i + 1) || !t.touches(i)) continue;
      if (context.mixedCase && (t.flags[i]! & 1) === 0) continue;
      const p = t.start[i]!;
      const ca = t.length(i) === 1 ? canadianAt(text, p, provinceBefore(t, i)) : 0;
      const eir = ca === 0 && mayOpenEircode(t, i) ? eircodeAt(text, p, eircodePlace(t, i)) : 0;
      const length = ca || eir;
      if (length === 0) continue;
      // A key and a word ("ADMITTED, D10 WARD") is no Eircode.
      if (eir !== 0 && isWordIdentifier(context, text.slice(p + length - 4, p + length))) continue;
      if (context.mixedCase && text.slice(p, p + length) !== text.slice(p, p + length).toUpperCase())
        continue;
      const last = tokenEndingAt(t, i, p + length);
      if (last === -1) continue;
      out.push(hit(ca ? "postcode-ca" : "postcode-eircode", "ZIP", p, p + length));
      i = last;
      continue;
    }
    if (kind !== NUMBER) continue;
    // An Indian PIN written in two halves ("560 001"): read as one six-digit code ending at `last`.
    const spaced = isSpacedPin(t, i);
    const last = spaced ? i + 1 : i;
    const length = spaced ? 6 : t.length(i);
    if (length !== 4 && length !== 6) continue;
    if (
      t.touches(last) &&
      !(
        t.isPunct(last + 1, ",") ||
        t.isPunct(last + 1, ".") ||
        t.isPunct(last + 1, ")") ||
        t.isPunct(last + 1, ";")
      )
    )
      continue;
    if (t.touches(last) && t.isPunct(last + 1, ".") && t.isNumber(last + 2) && t.touches(last + 1)) continue;
    // The word before (across one mark) is a place or a label: in a mixed-case note a lower-case
    // word other than a label ("at 0800", "in 2019") ends the matter at once.
    if (!spaced && context.mixedCase && lowerStateLine(context, i, t.value(i))) {
      out.push(hit("postcode-after-state", "ZIP", t.start[i]!, t.end[i]!));
      continue;
    }
    let b = i - 1;
    if (t.kind[b] === PUNCT) b--;
    if (t.kind[b] !== WORD) continue;
    if (context.mixedCase && (t.flags[b]! & 4) === 0 && !LOWER_OK.has(t.lower(b))) continue;
    const value = spaced ? t.value(i) * 1000 + t.value(last) : t.value(i);
    // "S(560123)", "Singapore 560123", "Singapore (560123)".
    let k = i - 1;
    const bracketed = t.isPunct(k, "(") && t.touches(k) && t.isPunct(i + 1, ")");
    if (bracketed) k--;
    if (length === 6 && !spaced && t.isWord(k)) {
      const w = t.lower(k);
      const district = Math.floor(value / 10000);
      if (
        (w === "singapore" || (w === "s" && bracketed && t.touches(k))) &&
        district >= 1 &&
        district <= 82
      ) {
        const first = w === "s" ? k : i;
        out.push(hit("postcode-sg", "ZIP", t.start[first]!, t.end[bracketed ? i + 1 : i]!));
        i = bracketed ? i + 1 : i;
        continue;
      }
    }
    if (t.touches(i - 1) && !t.isPunct(i - 1, ":") && !t.isPunct(i - 1, "(")) continue;
    // Labels: "Postcode: 4066", "PIN code - 560034", "Post code 0632".
    k = i - 1;
    let dashed = false;
    if (t.isPunct(k, ":") || t.isPunct(k, ",") || isDash(t, k)) {
      dashed = isDash(t, k);
      k--;
    }
    if (t.isWord(k) && (t.lower(k) === "code" || t.lower(k) === "no")) {
      const label = t.lower(k - 1);
      if (label === "post" || label === "postal" || label === "pin") {
        out.push(hit("postcode-labelled", "ZIP", t.start[i]!, t.end[last]!));
        i = last;
        continue;
      }
    }
    if (t.isWord(k) && LABELS.has(t.lower(k)) && t.lower(k) !== "post" && t.lower(k) !== "postal") {
      // "pin" alone is also a personal number (record-number.ts): only a PIN's shape here.
      if (t.lower(k) !== "pin" || (length === 6 && value >= 100000 && value < 900000)) {
        out.push(hit("postcode-labelled", "ZIP", t.start[i]!, t.end[last]!));
        i = last;
        continue;
      }
    }
    // A state before the number: "Toowong QLD 4066", "Karnataka 560034", "Lagos State 100271".
    let s = k;
    if (t.isWord(s) && t.lower(s) === "state") s--;
    if (t.isPunct(s, ",")) s--;
    if (t.isWord(s)) {
      const w = t.lower(s);
      const ranges = length === 4 ? (AU_STATES.get(w) ?? AU_STATE_NAMES.get(w)) : undefined;
      const capsOk = !context.mixedCase || t.isAllCaps(s) || t.isCapitalised(s);
      if (ranges !== undefined && capsOk && inRange(value, ranges)) {
        const before = s - 1;
        if (placeWord(context, before) || t.isPunct(before, ",")) {
          out.push(hit("postcode-after-state", "ZIP", t.start[i]!, t.end[last]!));
          i = last;
          continue;
        }
      }
      if (length === 6 && capsOk && value >= 100000) {
        const india = IN_STATES.has(w) && value < 900000;
        // A six-digit code after a listed city ("Bangalore 560034", "Ibadan 200284"): a year or a
        // lab value has fewer digits.
        const nigeria = NG_STATES.has(w) || (s === k && context.lexicons.cities.has(w) && value < 990000);
        if (india || nigeria) {
          out.push(hit("postcode-after-state", "ZIP", t.start[i]!, t.end[last]!));
          i = last;
          continue;
        }
      }
    }
    // The end of an address line: "Remuera, Auckland 1050", "Koramangala, Bengaluru - 560034".
    let w = i - 1;
    const commaBefore = t.isPunct(w, ",");
    if (isDash(t, w) || commaBefore) w--;
    if (length === 6 && (value < 100000 || value >= 1000000)) continue;
    const placeBefore = placeWord(context, w) && t.kind[w] !== PUNCT && !NOT_PLACE_BEFORE.has(t.lower(w));
    const capitalised = placeBefore && (t.flags[w]! & INITIAL_UPPER) !== 0;
    // After a street address, mid-sentence too: "lives at 12 Smith Street, Rondebosch, 7700 with
    // …"; in a note written all in lower case a town has no capital to show.
    const yearLike = length === 4 && value >= 1900 && value <= 2099;
    const street = placeBefore && !yearLike && streetBefore(context, i);
    // A listed city before it is evidence enough on a line with a comma ("Remuera, Auckland 1050").
    // Not a year after a town ("moved to Auckland 2019") unless the line is plainly an address.
    const listedCity = context.lexicons.cities.has(t.lower(w));
    const cityBefore = !yearLike && listedCity;
    // "Durban 4302 (031) 555 1234", "johannesburg 2001 tel …": a letterhead's town line runs on
    // into its phone (a year-like code after a listed city); "… Cape Town, 7925.": a city, a comma and the code end a clause; "Jayanagar
    // 560041, Karnataka": a six-digit code before a state or a listed city.
    const ends =
      (placeBefore && (!yearLike || listedCity) && phoneAfter(t, last)) ||
      (placeBefore &&
        !yearLike &&
        commaBefore &&
        clauseEnd(t, last) &&
        (cityBefore || addressLine(t, i, false))) ||
      (placeBefore && length === 6 && regionAfter(context, last));
    // A letterhead's code on a line of its own, between its town and its phone ("rondebosch /
    // 7700 / tel (021) …").
    const alone =
      !yearLike &&
      t.startsLine(i) &&
      t.startsLine(last + 1) &&
      placeWord(context, i - 1) &&
      !NOT_PLACE_BEFORE.has(t.lower(i - 1)) &&
      phoneAt(t, last + 1);
    if (ends || alone) {
      out.push(hit("postcode-line-end", "ZIP", t.start[i]!, t.end[last]!));
      i = last;
      continue;
    }
    if (!(dashed || closesLine(t, last) || street)) continue;
    if (!(street || (capitalised && addressLine(t, i, dashed || cityBefore)))) {
      // A town line, or the number alone, under a street or postal line of an address block
      // ("12 Main Road / Rondebosch / Cape Town 7700"), in any casing.
      const town = townLine(context, i);
      if (town === -1 || !addressBlockAbove(context, town)) continue;
    }
    out.push(hit("postcode-line-end", "ZIP", t.start[i]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "postcode-after-state": {
    types: ["ZIP"],
    level: "cued",
    anchored: true,
    about:
      "an AU postcode in its state's range after the state's abbreviation, or an IN/NG six-digit code after a state",
  },
  "postcode-labelled": {
    types: ["ZIP"],
    level: "cued",
    anchored: true,
    about: "four to six digits after 'postcode', 'postal code', 'PIN code', 'pincode' or 'Eircode'",
  },
  "postcode-line-end": {
    types: ["ZIP"],
    level: "context",
    anchored: false,
    about: "four or six digits closing an address line (commas, a house number) after a place word",
  },
  "postcode-sg": {
    types: ["ZIP"],
    level: "cued",
    anchored: true,
    about: "a Singapore postcode (six digits, district 01-82) after 'Singapore' or in 'S(…)'",
  },
  "postcode-ca": {
    types: ["ZIP"],
    level: "shaped",
    anchored: true,
    about: "a Canadian postal code A1A 1A1 (no D F I O Q U; not TNM staging)",
  },
  "postcode-eircode": {
    types: ["ZIP"],
    level: "shaped",
    anchored: true,
    about: "an Irish Eircode: routing key (letter + two digits, or D6W) and a four-character identifier",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const worldPostcodeRecogniser: RecogniserModule = {
  id: "world-postcode",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findWorldPostcodes,
};

const hit = ruleHit(RULES);
