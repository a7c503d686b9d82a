import { countryOwnsName } from "../readers/country-owner.ts";
import type { ScanContext } from "../recogniser.ts";
import {
  CLINICAL,
  COUNTRY,
  CUE_PLACE_VERB,
  CUE_RESIDENCE,
  CUE_TOWN_PREPOSITION,
  PLACE_PREPOSITION,
  REGION_WORD,
  VOCABULARY,
} from "../word-bits.ts";

/**
 * A country or a nationality inside the title of a body, a publication or a guideline, as
 * guidelines, leaflets and signs cite their sources ("Accreditation Canada", "Hand Hygiene
 * Australia", "Choosing Wisely Canada", "IPAC Canada",
 * "Irish Medicines Formulary", "Australian Guidelines for ..."): a capitalised ordinary word, not
 * opening a sentence, stands right before the country (or right after the nationality), so the
 * country names an owner, not where a person lives ("moved from Canada", "born in India"). Read for
 * names and countries only: a firm named after its country is an employer ("Canadian Tire"). A
 * word after the country ("Canada Post") or "of" before it ("Bank of India") names firms too, so
 * neither counts.
 */

/** Nationalities written before a body's or a publication's name (general knowledge, by hand). */
const NATIONALITIES: ReadonlySet<string> = new Set(
  `irish australian canadian indian nigerian singaporean singapore african zealand british english
  scottish welsh american malaysian`.split(/\s+/),
);
/** Words of a country's own name, which are no title ("South Africa", "New Zealand", "United Kingdom"). */
const COUNTRY_PARTS: ReadonlySet<string> = new Set(
  "new south north east west united republic democratic great the of and saudi sri".split(" "),
);

/** Token `k` is a capitalised ordinary word of a title, one space from `from`, on its line. */
function titleWord(context: ScanContext, k: number, from: number): boolean {
  const t = context.tokens;
  if (k < 0 || k >= t.count || !t.isWord(k)) return false;
  const gap = k < from ? t.start[from]! - t.end[k]! : t.start[k]! - t.end[from]!;
  if (gap !== 1 || t.startsLine(Math.max(k, from))) return false;
  if (!t.isCapitalised(k) && !(context.mixedCase && t.isAllCaps(k))) return false;
  const bits = t.bits(k);
  if ((bits & (VOCABULARY | CLINICAL)) === 0 || (bits & (COUNTRY | REGION_WORD)) !== 0) return false;
  if (COUNTRY_PARTS.has(t.lower(k))) return false;
  // Not the first word of a sentence ("Visiting Canada next month").
  return !(k < from && (t.startsLine(k) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, ":")));
}

/** Tokens `first`..`last` hold a country or a nationality in a title (see above). */
export function isCountryInTitle(context: ScanContext, first: number, last: number): boolean {
  if (!context.mixedCase) return first === last && isUncasedCountryInTitle(context, first);
  const t = context.tokens;
  for (let c = first; c <= last; c++) {
    if (!t.isWord(c)) continue;
    if ((t.bits(c) & COUNTRY) !== 0) {
      if (countryOwnsName(context, c) || titleWord(context, c - 1, c)) return true;
    } else if (NATIONALITIES.has(t.lower(c)) && titleWord(context, c + 1, c)) return true;
  }
  return false;
}

/**
 * Words that put a person in or on the way to a country ("TRIP TO", "VISITING", "BACK HOME"):
 * never a body's title word before it, where case cannot tell.
 */
const MOVING_WORDS: ReadonlySet<string> = new Set(
  `from into near with visit visits trip home back left moved move living lives born return returned
  returning travel travelled traveled travelling traveling holiday relatives family`.split(/\s+/),
);

/** A body's document after its title ("CHOOSING WISELY CANADA AUDIT", "… CANADA GUIDELINE"). */
const GENRE_AFTER: ReadonlySet<string> = new Set(
  `audit audits guideline guidelines guidance recommendations recommendation campaign campaigns
  standards statement criteria toolkit`.split(/\s+/),
);

/**
 * In capitals or in lower case ("SUPPLIED UNDER CHOOSING WISELY CANADA", "hand hygiene
 * australia"): the country closes its item (a stop, a comma, a semicolon, the line's end or a
 * word of the body's document: "… CANADA AUDIT") right
 * after a title word of four letters or more that is an English word, no preposition, no verb
 * form ("-ed", "-ing") and no word of moving or living ("TRIP TO CANADA", "VISITING INDIA",
 * "FAMILY IN NIGERIA" keep their country).
 */
function isUncasedCountryInTitle(context: ScanContext, c: number): boolean {
  const t = context.tokens;
  if (!t.isWord(c) || (t.bits(c) & COUNTRY) === 0 || t.startsLine(c)) return false;
  const after = c + 1;
  const closes =
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ";") ||
    (t.isWord(after) && GENRE_AFTER.has(t.lower(after)));
  if (!closes) return false;
  const p = c - 1;
  if (!t.isWord(p) || t.length(p) < 4 || t.start[c]! - t.end[p]! !== 1) return false;
  const bits = t.bits(p);
  if ((bits & VOCABULARY) === 0 || (bits & (COUNTRY | REGION_WORD | PLACE_PREPOSITION)) !== 0) return false;
  if ((t.cues(p) & (CUE_TOWN_PREPOSITION | CUE_PLACE_VERB | CUE_RESIDENCE)) !== 0) return false;
  const word = t.lower(p);
  if (word.endsWith("ed") || word.endsWith("ing") || MOVING_WORDS.has(word) || COUNTRY_PARTS.has(word))
    return false;
  return true;
}

/** Prepositions of place before a country's name ("used in Canada", "guidance from India"). */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(["in", "from", "across", "throughout", "within"]);

/**
 * A country's name read as a person's ("Is CURB-65 still used in Canada", "rates across India"):
 * one word of the country list right after a preposition of place. "India", "Georgia" and
 * "Jordan" are given names too, but not after "in" or "from"; the country's own candidate, when a
 * country rule made one, stands and is judged on its own.
 */
export function isCountryAfterPreposition(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(first) || (t.bits(first) & COUNTRY) === 0) return false;
  const before = first - 1;
  return t.isWord(before) && !t.startsLine(first) && PLACE_PREPOSITIONS.has(t.lower(before));
}
