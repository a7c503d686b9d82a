import { flatWords } from "../../cues/streets.ts";
import { addressTailEnd, isAddressWord } from "../../readers/address-tail.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { type TokenStream, WORD } from "../../token-stream.ts";
import { ADDRESS_CUE, CLINICAL, FACILITY_HEAD, HOSPITAL_HEAD, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * Places named by their head word, read by position rather than looked up:
 *
 * - an Indian locality or administrative area, one to three name words before a head noun that
 *   says what it is ("Gandhi Nagar", "BTM Layout", "Hosur Taluk", "Krishnagiri District",
 *   "Rajaji Colony", "Mayur Vihar");
 * - a Malay or Quebec street, a street word before its name ("Jalan Bukit Merah", "Lorong 4 Toa
 *   Payoh", "77 Rue Principale": the French ones after a house number), with the parts after it;
 * - an Irish county, "Co." or "County" before a capitalised name ("Co. Cork", "County Kerry").
 *
 * The name words must read as a name: capitalised where the note uses case, and at least one of
 * them no everyday English word where it does not. At most four tokens back and five forward of
 * each head: linear.
 */

/** Head nouns of Indian localities and administrative areas (the words themselves, not places). */
const LOCALITY_HEADS: ReadonlySet<string> = new Set([
  "nagar",
  "colony",
  "layout",
  "taluk",
  "taluka",
  "tehsil",
  "mandal",
  "vihar",
  "enclave",
  "district",
  "puram",
  "peth",
  "palya",
  "halli",
]);
/** Heads that are everyday English words too: their name must hold a word no English list knows. */
const COMMON_HEADS: ReadonlySet<string> = new Set(["colony", "layout", "district", "enclave"]);
/** Heads of administrative areas, where no house number stands. */
const AREA_HEADS: ReadonlySet<string> = new Set(["taluk", "taluka", "tehsil", "mandal", "district"]);
/**
 * Irish-language heads of streets and estates, before the name and after a house number: "14 Ard
 * na Gréine", "22 Bóthar na Trá", "9 Páirc an Chrócaigh", "3 Radharc na Mara".
 */
const IRISH_STREET_HEADS: readonly string[] = [
  "bóthar",
  "bothar",
  "sráid",
  "sraid",
  "ard",
  "páirc",
  "pairc",
  "radharc",
  "cois",
  "cnoc",
  "gleann",
  "ascaill",
  "céide",
  "ceide",
  "cúirt",
  "cuirt",
  "lána",
  "garrán",
  "garran",
];
/** Street words that stand before the street's name: Malay, French as written in Quebec, Irish. */
const STREET_PREFIXES: ReadonlySet<string> = new Set([
  "jalan",
  "jln",
  "lorong",
  "lor",
  "rue",
  "chemin",
  "ch",
  "boul",
  "av",
  "rang",
  ...IRISH_STREET_HEADS,
]);
/**
 * Of those, the ones that need a house number before them ("77 Rue Principale", "12 Chemin du
 * Moulin", "350 rue Sherbrooke Ouest", "45 av. du Parc"). Quebec writes them in lower case in a
 * note with case; the capitalised name after them and the number before say a street.
 */
const NUMBERED_PREFIXES: ReadonlySet<string> = new Set([
  "rue",
  "chemin",
  "ch",
  "boul",
  "av",
  "rang",
  ...IRISH_STREET_HEADS,
]);
const FLAT_WORDS = flatWords.words;
/** Joining words inside a French or Irish street's name ("Chemin du Moulin", "Rue de la Gare", "Ard na Gréine"). */
const FRENCH_JOINING: ReadonlySet<string> = new Set(["de", "du", "des", "la", "le", "l'", "na", "an"]);
/** Words after a county's name that make it a company or an organisation ("Co. Ltd", "County Council"). */
const NOT_COUNTY_AFTER: ReadonlySet<string> = new Set([
  "ltd",
  "limited",
  "inc",
  "pty",
  "plc",
  "llc",
  "council",
  "court",
  "hall",
  "road",
  "rd",
  "street",
  "st",
]);

/** A name word of a place at `k`: capitalised or in capitals where case tells, never a clinical or function word. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  if ((t.bits(k) & (CLINICAL | TITLE)) !== 0) return false;
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return false;
  return !FUNCTION_WORDS.has(t.lower(k));
}

const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  "the a an of in at on to from near and or with for by lives living resides address re dear".split(" "),
);

/** The word is no everyday English word (or the note's case is the only evidence left). */
function unknownWord(t: TokenStream, k: number): boolean {
  return (t.bits(k) & VOCABULARY) === 0;
}

/** A locality before its head word at ADDRESS_CUE word `i` (i ≥ 1). */
function localityAt(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  if (t.kind[i] !== WORD || t.length(i) < 4 || t.length(i) > 8 || t.kind[i - 1] !== WORD) return;
  if ((t.bits(i) & ADDRESS_CUE) === 0) return;
  if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) return;
  const head = t.lower(i);
  if (!LOCALITY_HEADS.has(head)) return;
  // The name words before the head, on its line, back to a comma or a word that is no name.
  let first = i;
  let unknown = false;
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    if (t.startsLine(k + 1) || !nameWord(context, k)) break;
    if (unknownWord(t, k)) unknown = true;
    first = k;
  }
  if (first === i) return;
  // Without case, or with a head that is an everyday word, a word of the name must be unknown.
  if ((!context.mixedCase || COMMON_HEADS.has(head)) && !unknown) return;
  // "Ward District Nurse", "Colony Hospital": a facility or a role after the head.
  if (t.isWord(i + 1) && (t.bits(i + 1) & (FACILITY_HEAD | HOSPITAL_HEAD)) !== 0) return;
  // "45 Gandhi Nagar": a house number before a neighbourhood makes it a street address.
  const house =
    !AREA_HEADS.has(head) &&
    t.isNumber(first - 1) &&
    t.length(first - 1) <= 5 &&
    !t.touches(first - 1) &&
    !t.touches(first - 2);
  if (house) out.push(hit("locality-head-house", "STREET_ADDRESS", t.start[first - 1]!, t.end[i]!));
  else out.push(hit("locality-head", "LOCATION", t.start[first]!, t.end[i]!));
}

/** A street after its prefix word at ADDRESS_CUE word `i`: returns the last token read, or `i`. */
function malayStreetAt(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  if (t.kind[i] !== WORD || t.length(i) < 2 || t.length(i) > 7) return i;
  if ((t.bits(i) & ADDRESS_CUE) === 0) return i;
  const prefix = t.lower(i);
  if (!STREET_PREFIXES.has(prefix)) return i;
  const house = t.isNumber(i - 1) && t.length(i - 1) <= 5 && !t.touches(i - 1) ? i - 1 : -1;
  const numbered = NUMBERED_PREFIXES.has(prefix);
  if (numbered && house === -1) return i;
  let k = i + 1;
  const stop = t.isPunct(k, ".") && t.touches(i);
  if (stop) k++;
  // "ch", "av" are abbreviations: only with their full stop ("12 ch. du Lac", "45 av. du Parc").
  if (t.length(i) === 2 && !stop) return i;
  // "350 rue Sherbrooke Ouest": in lower case after a house number, before a capitalised name.
  const lowerPrefix = numbered && t.isWord(k) && (t.isCapitalised(k) || FRENCH_JOINING.has(t.lower(k)));
  if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i) && !lowerPrefix) return i;
  // "Lorong 4 Toa Payoh": the lane's number before its name.
  if (t.isNumber(k) && t.length(k) <= 3) k++;
  let last = -1;
  let unknown = false;
  for (; k < t.count && k <= i + 5 && !t.startsLine(k); k++) {
    if (t.isNumber(k) && t.length(k) <= 3 && last !== -1) {
      last = k;
      continue;
    }
    if (house !== -1 && FRENCH_JOINING.has(t.lower(k)) && nameWord(context, k + 1)) continue;
    // "René-Lévesque", "Saint-Denis": a hyphen inside the name.
    if (last === k - 1 && t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k) && nameWord(context, k + 1))
      continue;
    // "Jalan Bukit Ho Swee": a short clinical abbreviation written as a name inside the name.
    const inName =
      context.mixedCase && last !== -1 && t.length(k) <= 3 && t.isCapitalised(k) && (t.bits(k) & TITLE) === 0;
    if (!inName && !nameWord(context, k)) break;
    if (unknownWord(t, k)) unknown = true;
    last = k;
  }
  if (last === -1 || (!context.mixedCase && !unknown)) return i;
  // "#05-12": the floor and unit after the street (Singapore).
  if (t.isPunct(last + 1, "#") && t.touches(last + 1) && t.isNumber(last + 2)) {
    last += 2;
    if (t.isPunct(last + 1, "-") && t.touches(last) && t.touches(last + 1) && t.isNumber(last + 2)) last += 2;
  }
  // "Blk 23 Jalan Bukit Ho Swee": the block word before the house number.
  let from = house === -1 ? i : house;
  if (house !== -1 && t.isWord(house - 1) && (t.lower(house - 1) === "blk" || t.lower(house - 1) === "block"))
    from--;
  // "1204-350 rue Sherbrooke Ouest": a unit number joined to the house number by a hyphen.
  if (
    house !== -1 &&
    t.isPunct(house - 1, "-") &&
    t.touches(house - 1) &&
    t.isNumber(house - 2) &&
    t.touches(house - 2) &&
    t.length(house - 2) <= 5
  )
    from = house - 2;
  // "Apt 1204, 350 rue Sherbrooke Ouest": the unit before the house number, after a comma.
  const unit = from - 2;
  if (
    house !== -1 &&
    from === house &&
    t.isPunct(from - 1, ",") &&
    t.isNumber(unit) &&
    t.length(unit) <= 5 &&
    t.isWord(unit - 1) &&
    FLAT_WORDS.has(t.lower(unit - 1)) &&
    !t.startsLine(from - 1)
  )
    from = unit - 1;
  // The locality, province and postal code after the street, as after any street.
  const tail = addressTailEnd(context, last);
  out.push(hit("street-prefix", "STREET_ADDRESS", t.start[from]!, t.end[tail]!));
  return tail;
}

/**
 * The island's 32 counties: without case ("CO. CORK", "co. mayo") the shape alone says too little
 * ("CO" is carbon monoxide), so the county's own name is the evidence there.
 */
const IRISH_COUNTIES: ReadonlySet<string> = new Set(
  "antrim armagh carlow cavan clare cork derry donegal down dublin fermanagh galway kerry kildare kilkenny laois leitrim limerick londonderry longford louth mayo meath monaghan offaly roscommon sligo tipperary tyrone waterford westmeath wexford wicklow".split(
    " ",
  ),
);

/** An Irish county after "Co." or "County" at ADDRESS_CUE word `i`: returns the last token read, or `i`. */
function countyAt(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  const cased = context.mixedCase;
  if (t.kind[i] !== WORD || (t.length(i) !== 2 && t.length(i) !== 6)) return i;
  // Only "co" and "county" are read: every test before the word's own only refuses.
  if ((t.bits(i) & ADDRESS_CUE) === 0) return i;
  const word = t.lower(i);
  if (word !== "co" && word !== "county") return i;
  if (cased && !t.isCapitalised(i)) return i;
  if (
    !cased &&
    !(t.isWord(i + 2) && IRISH_COUNTIES.has(t.lower(i + 2))) &&
    !IRISH_COUNTIES.has(t.lower(i + 1))
  )
    return i;
  let k = i + 1;
  if (word === "co") {
    if (t.isPunct(k, ".") && t.touches(i)) k++;
    // "Smith & Co.", "Jones and Co": a company.
    if (t.isPunct(i - 1, "&") || t.lower(i - 1) === "and") return i;
  } else if (word !== "county") return i;
  if (!t.isWord(k) || t.startsLine(k)) return i;
  // "CO. DOWN TO 2 L": without case a county that is an English verb says nothing.
  if (cased ? !t.isCapitalised(k) : !IRISH_COUNTIES.has(t.lower(k)) || t.lower(k) === "down") return i;
  if (cased && (t.bits(k) & (CLINICAL | FACILITY_HEAD | TITLE)) !== 0) return i;
  if (NOT_COUNTY_AFTER.has(t.lower(k))) return i;
  if (
    t.isWord(k + 1) &&
    (NOT_COUNTY_AFTER.has(t.lower(k + 1)) || (t.bits(k + 1) & (FACILITY_HEAD | HOSPITAL_HEAD)) !== 0)
  )
    return i;
  out.push(hit("county-prefix", "LOCATION", t.start[i]!, t.end[k]!));
  if (!cased) return k;
  const first = partsBefore(context, i);
  if (first !== -1) out.push(hit("address-before-county", "LOCATION", t.start[first]!, t.end[k]!));
  return k;
}

/**
 * The address parts before a county ("Knockmore, Ballina, Co. Mayo", "Main Street\nBallina\nCo.
 * Mayo"): up to three comma-separated parts or lines of one to three capitalised address words,
 * back to a label, a title, a blank line or a word that is no address word. Returns the first
 * token of the first part, or -1 when none stands there. At most twelve tokens back.
 */
function partsBefore(context: ScanContext, county: number): number {
  const t = context.tokens;
  let first = -1;
  let k = county - 1;
  const comma = t.isPunct(k, ",");
  if (!comma && !t.startsLine(county)) return -1;
  for (let part = 0; part < 3; part++) {
    if (t.isPunct(k, ",")) k--;
    let words = 0;
    let from = -1;
    while (k >= 0 && k >= county - 12 && words < 3) {
      if (!isAddressWord(context, k) || !t.isCapitalised(k) || (t.bits(k) & (TITLE | CLINICAL)) !== 0) break;
      from = k;
      words++;
      k--;
      if (t.startsLine(from)) break;
    }
    if (from === -1) break;
    // The part must end where it began: at a comma or a line's start.
    const opens = t.startsLine(from) || t.isPunct(k, ",");
    if (!opens) break;
    first = from;
    if (t.startsLine(from) && k >= 0 && blankLineAfter(t.text, t.end[k]!, t.start[from]!)) break;
  }
  return first;
}

/** Two line breaks between `from` and `to`. */
function blankLineAfter(text: string, from: number, to: number): boolean {
  let breaks = 0;
  for (let p = from; p < to; p++) if (text.charCodeAt(p) === 10 && ++breaks === 2) return true;
  return false;
}

/**
 * One walk over the ADDRESS_CUE words for the three readers; each reads on after the last token
 * it took, as if it walked alone (the street and county readers skip what they read).
 */
export function findPlaceHeads(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let streetFrom = 0;
  let countyFrom = 0;
  for (let i = t.nextBits(0, ADDRESS_CUE); i < t.count; i = t.nextBits(i + 1, ADDRESS_CUE)) {
    if (i >= 1) localityAt(context, i, out);
    if (i + 1 >= t.count) continue;
    if (i >= streetFrom) streetFrom = malayStreetAt(context, i, out) + 1;
    if (i >= countyFrom) countyFrom = countyAt(context, i, out) + 1;
  }
}

const RULES = defineRules({
  "locality-head": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "name words before a locality head noun (Nagar, Layout, Taluk, District, Colony, Vihar)",
  },
  "address-before-county": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about:
      "the comma parts or lines of capitalised address words before an Irish county (Knockmore, Ballina, Co. Mayo)",
  },
  "locality-head-house": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: false,
    about: "a house number and name words before a neighbourhood head noun (45 Gandhi Nagar)",
  },
  "street-prefix": {
    types: ["STREET_ADDRESS"],
    level: "context",
    anchored: false,
    about:
      "a street word before the street's name (Jalan Bukit Merah, Lorong 4 Toa Payoh, 77 Rue Principale) and the parts after it",
  },
  "county-prefix": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "an Irish county: 'Co.' or 'County' before a capitalised name, not a company or council",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const localityHeadRecogniser: RecogniserModule = {
  id: "locality-head",
  family: "places",
  wake: { on: ADDRESS_CUE },
  vocabulary: [
    { mask: "words", bit: ADDRESS_CUE, words: [...LOCALITY_HEADS, ...STREET_PREFIXES, "co", "county"] },
  ],
  rules: RULES,
  scan: findPlaceHeads,
};

const hit = ruleHit(RULES);
