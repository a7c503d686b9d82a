// The name words before a facility's head, read backwards from it (facility.ts): how many, of
// which kinds, and where they start. At most seven tokens back: linear.

import { legalFormQualifiers } from "../../cues/businesses.ts";
import {
  facilityStopWords,
  genericNameWords,
  placeGeneric,
  serviceCompounds,
  specialtyInName,
} from "../../cues/facilities.ts";
import { facilityDeterminers } from "../../cues/function-words.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { landscapeWords } from "../../cues/place-names.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import type { ScanContext } from "../../recogniser.ts";
import { VOCABULARY } from "../../word-bits.ts";
import { closesLine } from "./facility-context.ts";
import { isNameWord, isUnknownWord } from "./facility-name-word.ts";
import { isPossessiveHead } from "./possessive-hospital.ts";

const GENERIC = genericNameWords.words;
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;
const PLACE_GENERIC = placeGeneric.words;
const DETERMINERS = facilityDeterminers.words;
const LANDSCAPE_WORDS = landscapeWords.words;
const SERVICE_COMPOUNDS = serviceCompounds.words;
const SPECIALTY_IN_NAME = specialtyInName.words;

/** What stands before a head: the first name token, the first generic token and counts of each kind. */
export interface NameBefore {
  /** The first token of the name words, or -1. */
  first: number;
  /** The first token of the generic words right before the head, or -1. */
  genericFirst: number;
  names: number;
  /** Name words in no English list. */
  unknown: number;
  /** Generic words ("Medical", "House", "Care") between the name and the head. */
  generic: number;
  /** Generic words and name words that are words of place ("Lane", "Vale", "Park"). */
  placeGeneric: number;
  /** Specialties and services inside the name ("Cardiology", "Day"). */
  specialty: number;
}

const LEGAL_QUALIFIERS = legalFormQualifiers.words;

/** Titles that may lead a hospital named after a person. */
const LEADING_TITLES: ReadonlySet<string> = new Set(["dr", "sir", "lady", "dame"]);
/** Royal titles that lead a hospital named after a monarch or a prince. */
const ROYAL_TITLES: ReadonlySet<string> = new Set(["king", "queen", "prince", "princess"]);

/**
 * Prepositions that no list of the name's stop words holds ("admitted under waikato district
 * health board"): a name never takes them in, whatever the note's case.
 */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  "under",
  "over",
  "near",
  "beside",
  "behind",
  "outside",
  "inside",
  "within",
  "between",
  "through",
  "across",
  "towards",
  "toward",
  "since",
  "until",
  "after",
  "before",
  "during",
  "about",
  "against",
  "opposite",
]);

/**
 * "GOLDEN BAY MEDICAL CENTRE Takaka" heading a letter: after the head, one or two capitalised
 * name words (no service, clinical or function word) and the line's end: the line holds the name
 * and its town only.
 */
function townClosesLine(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  for (let k = i + 1; k <= i + 2; k++) {
    if (!t.isWord(k) || t.startsLine(k) || !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
    if (!isNameWord(context, k, true)) return false;
    if (closesLine(context, k)) return true;
  }
  return false;
}

/** Token `k` is a kind of care that may stand in a name ("Eye", "Heart"), capitalised where the head is. */
function careKindAt(context: ScanContext, k: number, cased: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k + 1) || (cased && !t.isCapitalised(k) && !t.isAllCaps(k))) return false;
  const word = t.lower(k);
  return SPECIALTY_IN_NAME.has(word) || (SERVICE_WORDS.has(word) && !STOP_WORDS.has(word));
}

/** Nothing but at most one mark stands after token `i`: it closes the text. */
function endsText(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  return i + 1 >= t.count || (i + 2 >= t.count && !t.isWord(i + 1) && !t.isNumber(i + 1));
}

/** Token `k` is a word in the possessive ("Sharma's", "Reddy’s"). */
function possessive(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const end = t.end[k]!;
  if (!t.isWord(k) || t.length(k) < 4) return false;
  const s = t.text.charCodeAt(end - 1);
  const mark = t.text.charCodeAt(end - 2);
  return (s === 115 || s === 83) && (mark === 39 || mark === 0x2019);
}

/**
 * Walks back from the head at `i` over generic words, specialties and up to three name words.
 * `cased`: the head is capitalised where the note has case; `caseTells`: the note has case.
 */
export function nameBefore(context: ScanContext, i: number, cased: boolean, caseTells: boolean): NameBefore {
  const t = context.tokens;
  let first = -1;
  let genericFirst = -1;
  let names = 0;
  let unknown = 0;
  let generic = 0;
  let placeGeneric = 0;
  let specialty = 0;
  /** The name word before a plural possessive's apostrophe ("Thomas'"), or -1. */
  let plural = -1;
  let k = i - 1;
  for (; k >= 0 && k >= i - 7; k--) {
    if (t.startsLine(k + 1) && k + 1 <= i - 1) break;
    if (t.isPunct(k, "&")) continue;
    // "Sunrise Bakery (Pty) Ltd", "Kestrel Foods (Nig) Ltd": a bracketed legal qualifier before the form.
    if (
      k === i - 1 &&
      t.isPunct(k, ")") &&
      t.isWord(k - 1) &&
      LEGAL_QUALIFIERS.has(t.lower(k - 1)) &&
      t.isPunct(k - 2, "(") &&
      !t.startsLine(k - 2)
    ) {
      k -= 2;
      continue;
    }
    // "M G Road Polyclinic", "J P Nagar Clinic": a person's initials before the word of place or
    // the name word they belong to, in capitals where the note has case.
    if (
      caseTells &&
      t.isWord(k) &&
      t.length(k) === 1 &&
      t.isAllCaps(k) &&
      t.raw(k) !== "A" &&
      (first === k + 1 || (names === 0 && genericFirst === k + 1 && PLACE_GENERIC.has(t.lower(k + 1))))
    ) {
      names++;
      first = k;
      if (t.startsLine(k)) break;
      continue;
    }
    // "Stoke-on-Trent", "Weston-super-Mare": a hyphen inside a name word run; the words joined by
    // it belong to the name whatever they are.
    if (names > 0 && t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1) && t.isWord(k - 1)) continue;
    if (names > 0 && t.isWord(k) && t.touches(k) && t.isPunct(k + 1, "-") && first === k + 2) {
      first = k;
      continue;
    }
    // "Sunnyside Nursing and Rehabilitation Center": "and" between generic words.
    if (names === 0 && generic > 0 && t.isWord(k) && t.lower(k) === "and" && GENERIC.has(t.lower(k - 1)))
      continue;
    // "Royal Victorian Eye and Ear Hospital", "Bayside Heart and Vascular Center": "and" between
    // two kinds of care inside the name.
    if (
      names === 0 &&
      specialty > 0 &&
      t.isWord(k) &&
      t.lower(k) === "and" &&
      careKindAt(context, k - 1, cased)
    )
      continue;
    // "Harwick and Dunmore NHS Trust": "and" between two capitalised names.
    if (
      names > 0 &&
      cased &&
      t.isWord(k) &&
      t.lower(k) === "and" &&
      t.isCapitalised(k - 1) &&
      !t.isCapitalised(k)
    )
      continue;
    // "St Aidan's", "St. Edmund's": a saint before a name word.
    const saintDot = t.isPunct(k, ".") && t.touches(k - 1) && t.lower(k - 1) === "st";
    if ((saintDot || (t.isWord(k) && (t.lower(k) === "st" || t.lower(k) === "saint"))) && names > 0) {
      first = saintDot ? k - 1 : k;
      break;
    }
    // "St Thomas' Hospital": the apostrophe of a plural possessive after its name word.
    if (
      names === 0 &&
      generic === 0 &&
      (t.isPunct(k, "'") || t.isPunct(k, "\u2019")) &&
      t.touches(k - 1) &&
      t.isWord(k - 1) &&
      t.lower(k - 1).endsWith("s")
    ) {
      plural = k - 1;
      // "St Thomas' Hospital": after a saint the word is the saint's name, whatever lists hold it.
      const saint = t.isPunct(k - 2, ".") && t.touches(k - 3) ? k - 3 : k - 2;
      if (
        t.isWord(saint) &&
        (t.lower(saint) === "st" || t.lower(saint) === "saint") &&
        !t.startsLine(k - 1)
      ) {
        first = saint;
        names = 1;
        break;
      }
      continue;
    }
    // "St. Jude Children's Research Hospital": a capitalised word of service between name words.
    if (
      names > 0 &&
      cased &&
      t.isWord(k) &&
      t.isCapitalised(k) &&
      (SPECIALTY_IN_NAME.has(t.lower(k)) || SERVICE_WORDS.has(t.lower(k))) &&
      !DETERMINERS.has(t.lower(k)) &&
      !STOP_WORDS.has(t.lower(k)) &&
      t.isWord(k - 1) &&
      t.isCapitalised(k - 1) &&
      (t.bits(k - 1) & VOCABULARY) === 0 &&
      !t.startsLine(k)
    )
      continue;
    // "Tan Tock Seng Hospital's clinic": the name before belongs to the hospital (possessive-hospital.ts).
    if (!t.isWord(k) || (k !== plural && isPossessiveHead(context, k))) break;
    const word = t.lower(k);
    if (names === 0 && GENERIC.has(word) && (!cased || t.isCapitalised(k) || t.isAllCaps(k))) {
      generic++;
      if (PLACE_GENERIC.has(word)) placeGeneric++;
      genericFirst = k;
      continue;
    }
    // "Lakeside Cardiology Associates", "Harbor Women's Health Center": a specialty inside the
    // name (capitalised where the note has case); a name word must still stand before it.
    // "Rake Lane Day Hospital", "Elm Park Memory Clinic": a capitalised word of service between
    // the name and the head, where the note has case.
    const servicePart =
      (!cased || t.isCapitalised(k)) &&
      (cased || !caseTells) &&
      SERVICE_WORDS.has(word) &&
      !DETERMINERS.has(word) &&
      !STOP_WORDS.has(word) &&
      k < i;
    if (names === 0 && (((!cased || t.isCapitalised(k)) && SPECIALTY_IN_NAME.has(word)) || servicePart)) {
      specialty++;
      continue;
    }
    // "Harbor Walk-in Clinic", "Eastside Same-Day Care": a hyphenated kind of service, generic as
    // "Family" is, so one English word may name it ("Portage Walk-in Clinic").
    if (names === 0 && t.isPunct(k - 1, "-") && t.touches(k - 1) && t.touches(k - 2)) {
      const compound = `${t.lower(k - 2)}-${word}`;
      if (SERVICE_COMPOUNDS.has(compound)) {
        generic++;
        k -= 2;
        continue;
      }
    }
    // "Royal Corbyn Infirmary": "Royal" leads the name.
    if (names > 0 && word === "royal" && (!cased || t.isCapitalised(k) || t.isAllCaps(k))) {
      first = k;
      break;
    }
    if (cased && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
    // "Living Faith Hospital", "Living Word Mission Clinic": "Living" leads a name of faith (in
    // Nigeria and Ghana above all) as an adjective, not as the verb form a name never holds.
    if (names > 0 && cased && word === "living" && t.isCapitalised(k)) {
      names++;
      first = k;
      break;
    }
    if (word === "royal" || !isNameWord(context, k, cased) || PREPOSITIONS.has(word)) break;
    // "Under Kelvingrove …": a capitalised English word opening a sentence says nothing.
    // A line that holds only the name ("Hawthorn Lane Surgery" in an address block or a
    // letterhead) is no sentence.
    // A text that ends with the name alone after its last sentence ("Call 555 1234 to rebook.
    // Lakeside Family Clinic") is signed by it, as a text message is.
    if (
      cased &&
      (t.bits(k) & VOCABULARY) !== 0 &&
      ((t.startsLine(k) && !closesLine(context, i) && !townClosesLine(context, i)) ||
        ((t.isPunct(k - 1, ".") || t.isPunct(k - 1, "?")) && !endsText(context, i)))
    )
      break;
    // Before a lower-case head in a mixed-case note only a capitalised word names the place
    // ("the Castlegate surgery"); capitals are an abbreviation ("EGFR clinic", "HIV clinic").
    if (!cased && caseTells && !t.isCapitalised(k)) break;
    names++;
    // "the pmtct clinic", "THE ARV CLINIC": without case, an abbreviation's shape names no place.
    if (isUnknownWord(context, k) && (caseTells || !isAcronymShape(word))) unknown++;
    // "Valley Internal Medicine", "Lakeside Cardiology Associates": a word of landscape names places.
    if (LANDSCAPE_WORDS.has(word)) placeGeneric++;
    first = k;
    if (names === 3 || t.startsLine(k)) break;
  }
  // "Dr George Mukhari Academic Hospital", "Sir Charles Gairdner Hospital": a title before two
  // name words leads the name.
  if (names >= 1 && first !== -1 && !t.startsLine(first)) {
    const p = first - 1;
    // "KING EDWARD'S MEDICAL UNIVERSITY", "Queen Mary Hospital": a royal title before one name word.
    const royal =
      t.isWord(p) && ROYAL_TITLES.has(t.lower(p)) && (!cased || t.isCapitalised(p) || t.isAllCaps(p));
    if (royal) first = p;
    // "Dr. Sharma's Polyclinic", "Dr Reddy's Nursing Home": a doctor's own practice named by the
    // possessive of one name word after the title.
    else if ((names >= 2 || possessive(context, first)) && t.isWord(p) && LEADING_TITLES.has(t.lower(p)))
      first = p;
    else if (
      (names >= 2 || possessive(context, first)) &&
      t.isPunct(p, ".") &&
      t.touches(p - 1) &&
      t.lower(p - 1) === "dr" &&
      !t.startsLine(p)
    )
      first = p - 1;
  }
  return { first, genericFirst, names, unknown, generic, placeGeneric, specialty };
}
