// Over 400 lines (issue 18, point 6): findFacilities is one 245-line scan over facility heads, and
// its helpers isNameWord and isUnknownWord serve three other recognisers; splitting the scan is a
// rewrite of its loop, left out of the vocabulary move.
import { hasMedicalSuffix, isClinicalLookalike } from "../../clinical-lookalike.ts";
import {
  businessHeads,
  casedLegalForms,
  legalForms,
  schoolHeads,
  trailingHeads,
  trailingLegal,
} from "../../cues/businesses.ts";
import { geneSymbols } from "../../cues/clinical.ts";
import { facilityWorkWords } from "../../cues/employers.ts";
import {
  careHeads,
  casedHeads,
  facilityCuePrepositions,
  facilityQualifiers,
  facilityStopWords,
  genericNameWords,
  namedByThe,
  placeGeneric,
  programmeNameWords,
  programmeWords,
  serviceCompounds,
  specialtyHeads,
  specialtyInName,
} from "../../cues/facilities.ts";
import { facilityDeterminers } from "../../cues/function-words.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { afterMovedFacility } from "../../cues/hospitals.ts";
import { landscapeWords } from "../../cues/place-names.ts";
import { facilityPlaceCueWords } from "../../cues/residence.ts";
import type { PhiType } from "../../phi-type.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import { wardCue, wardNumberEnd } from "../../readers/ward-number.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, FACILITY_HEAD, NAME_LISTED, RELATIVE_CUE, VOCABULARY } from "../../word-bits.ts";
import { isPossessiveHead } from "./possessive-hospital.ts";

const GENE_SYMBOLS = geneSymbols.words;
const PROGRAMME_WORDS = programmeWords.words;
const PROGRAMME_NAME_WORDS = programmeNameWords.words;
const GENERIC = genericNameWords.words;
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;
const PLACE_GENERIC = placeGeneric.words;

/**
 * Places and organisations named by their shape: one to three name words, then generic words, then
 * a generic head: "Oakfield House Care Home", "The Grange Surgery", "Kingsway Medical Practice",
 * "Thornbury Health Centre", "Ashby Rehabilitation Unit", "Fenwick Logistics Ltd", "Harper & Sons",
 * "Hollins Primary School", "St Aidan's Church", "Oak Ward". The name words are PHI with the head.
 * Whatever the writer, hospital or country, the identifying part stands just before a generic word
 * that says what kind of place it is; no list of places is needed.
 *
 * A name word is capitalised (or in capitals) where the note uses case. Where it has none (and in
 * Title Case, where every word is capitalised) English words name the place only with a word no
 * English list knows, a word of place inside the name ("willow lodge care home"), "the" and a word
 * of place ("the grange surgery") or a cue of residence or movement before it ("DISCHARGED TO
 * BEECHWOOD LODGE"). It is never a function word, a clinical word, a gene symbol or a word that
 * names a service of our own hospital ("Cardiology Department", "Fracture Clinic", "Stroke Unit",
 * "General Surgery", "the local care home"). Each head walks back at most eight tokens: linear.
 */

/** Heads that need a particular word before them ("care home", "assisted living"). */
const NEEDS_BEFORE = facilityQualifiers.partners;

const CARE_HEADS = careHeads.words;
const SPECIALTY_HEADS = specialtyHeads.words;
const LEGAL_FORMS = legalForms.words;
const CASED_LEGAL_FORMS = casedLegalForms.words;
const BUSINESS_HEADS = businessHeads.words;
const SCHOOL_HEADS = schoolHeads.words;
const CASED_HEADS = casedHeads.words;

export const FACILITY_TRIGGERS: readonly string[] = [
  ...CARE_HEADS,
  ...SPECIALTY_HEADS,
  ...LEGAL_FORMS,
  ...BUSINESS_HEADS,
  ...SCHOOL_HEADS,
  ...CASED_HEADS,
];

export function isNameWord(context: ScanContext, k: number, cased: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  if ((t.bits(k) & (CLINICAL | RELATIVE_CUE)) !== 0) return false;
  const word = t.lower(k);
  if (SERVICE_WORDS.has(word) || STOP_WORDS.has(word) || GENE_SYMBOLS.has(word)) return false;
  if (context.lexicons.clinical.has(word)) return false;
  const lex = context.lexicons;
  if (hasMedicalSuffix(word)) return false;
  // A misspelt clinical word is no English word; an English word near a clinical one ("tree") is
  // still a word a place may be named by.
  if ((t.bits(k) & VOCABULARY) === 0 && isClinicalLookalike(word, lex.clinicalLookalikes)) return false;
  // "Awaiting Care Home placement", "Continuing Healthcare": verb forms are no names.
  if ((t.bits(k) & VOCABULARY) !== 0 && (word.endsWith("ing") || word.endsWith("ed"))) return false;
  if (cased) return t.isCapitalised(k) || (t.isAllCaps(k) && t.length(k) >= 3 && !context.upperCase);
  return true;
}

/** True when the word is in no English list: a name or a coined word. */
export function isUnknownWord(context: ScanContext, k: number): boolean {
  return (context.tokens.bits(k) & VOCABULARY) === 0;
}

const WORK_WORDS = facilityWorkWords.words;

function workCueBefore(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  for (let p = k - 1; p >= 0 && p >= k - 4; p--) {
    if (t.isWord(p) && WORK_WORDS.has(t.lower(p))) return true;
    if (t.isPunct(p, ".") || t.startsLine(p + 1)) return false;
  }
  return false;
}

function typeOf(head: string): PhiType {
  if (CARE_HEADS.has(head) || SPECIALTY_HEADS.has(head)) return "HOSPITAL";
  if (CASED_HEADS.has(head)) return "LOCATION";
  return "ORGANIZATION";
}

export function findFacilities(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const caseTells = context.mixedCase;
  for (let i = t.nextBits(0, FACILITY_HEAD); i < t.count; i = t.nextBits(i + 1, FACILITY_HEAD)) {
    if ((t.bits(i) & FACILITY_HEAD) === 0) continue;
    // "WARD 14 - NIGHT NOTE": a ward's number may head a line; other heads need a name before.
    if (t.startsLine(i) && !(t.lower(i) === "ward" && t.isNumber(i + 1))) continue;
    const head = t.lower(i);
    if ((head === "university" || head === "college") && t.isWord(i + 1) && t.lower(i + 1) === "of") {
      const last = universityOfEnd(context, i);
      if (last !== -1) {
        out.push(hit("facility-university-of", "ORGANIZATION", t.start[i]!, t.end[last]!));
        i = last;
        continue;
      }
    }
    if (head === "ward" && wardCue(context, i) && wardNumberEnd(context, i) !== -1) {
      const end = wardNumberEnd(context, i);
      out.push(hit("ward-number", "LOCATION", t.start[i]!, t.end[end]!));
      i = end;
      continue;
    }
    // Where the note has no case, a ward is named only after a cue ("MOVED TO OAK WARD").
    const cuedWard = head === "ward" && !caseTells;
    if (CASED_HEADS.has(head) && !cuedWard && (!caseTells || !t.isCapitalised(i))) continue;
    // "Post-Take Ward Round": the ward's round, not a ward's name.
    if (head === "ward" && t.isWord(i + 1) && (t.lower(i + 1) === "round" || t.lower(i + 1) === "rounds"))
      continue;
    if (CASED_LEGAL_FORMS.has(head) && (!caseTells || !(t.isCapitalised(i) || t.isAllCaps(i)))) continue;
    const needs = NEEDS_BEFORE.get(head);
    // "Meadow Lane Practice", "Westgate Practice": where case tells, a practice or group may follow
    // a word of place or a word no list knows directly.
    // Without case, a word of place before it will do ("ORCHARD VALE PRACTICE").
    const looseHead =
      (head === "practice" || head === "group") &&
      t.isWord(i - 1) &&
      ((caseTells && t.isCapitalised(i - 1) && (t.bits(i - 1) & VOCABULARY) === 0) ||
        ((!caseTells || t.isCapitalised(i - 1)) && PLACE_GENERIC.has(t.lower(i - 1))));
    // "The Friendly Home", "The Jewish Home": "The" and capitalised words before a capitalised
    // "Home" name a home where the note has case.
    const theHome =
      head === "home" &&
      caseTells &&
      t.isCapitalised(i) &&
      t.isWord(i - 1) &&
      t.isCapitalised(i - 1) &&
      ((t.isWord(i - 2) && t.raw(i - 2) === "The") ||
        (t.isWord(i - 3) && t.raw(i - 3) === "The" && t.isCapitalised(i - 2)));
    if (needs !== undefined && !looseHead && !theHome && !(t.isWord(i - 1) && needs.has(t.lower(i - 1))))
      continue;
    // Where the note uses case, a capitalised head makes the capitalised words before it a name.
    const cased = caseTells && (t.isCapitalised(i) || t.isAllCaps(i));
    let first = -1;
    let genericFirst = -1;
    let names = 0;
    let unknown = 0;
    let generic = 0;
    let placeGeneric = 0;
    let specialty = 0;
    let k = i - 1;
    for (; k >= 0 && k >= i - 7; k--) {
      if (t.startsLine(k + 1) && k + 1 <= i - 1) break;
      if (t.isPunct(k, "&")) continue;
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
      // "Tan Tock Seng Hospital's clinic": the name before belongs to the hospital (possessive-hospital.ts).
      if (!t.isWord(k) || isPossessiveHead(context, k)) break;
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
      // "Harbor Walk-in Clinic", "Eastside Same-Day Care": a hyphenated kind of service.
      if (names === 0 && t.isPunct(k - 1, "-") && t.touches(k - 1) && t.touches(k - 2)) {
        const compound = `${t.lower(k - 2)}-${word}`;
        if (SERVICE_COMPOUNDS.has(compound)) {
          specialty++;
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
      if (word === "royal" || !isNameWord(context, k, cased)) break;
      // "Under Kelvingrove …": a capitalised English word opening a sentence says nothing.
      // A line that holds only the name ("Hawthorn Lane Surgery" in an address block or a
      // letterhead) is no sentence.
      if (
        cased &&
        (t.bits(k) & VOCABULARY) !== 0 &&
        ((t.startsLine(k) && !closesLine(context, i)) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, "?"))
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
    // "The Grange Surgery", "The Manor House": a capitalised "The" before generic words names them.
    const the = (p: number) => cased && t.isWord(p) && t.raw(p) === "The";
    // "from the grange care home": without case, a place word after "the" before other generic words.
    const lowerThe =
      !cased &&
      t.isWord(genericFirst - 1) &&
      t.lower(genericFirst - 1) === "the" &&
      PLACE_GENERIC.has(t.lower(genericFirst)) &&
      (generic > 1 || NAMED_BY_THE.has(head));
    const theName = names === 0 && generic > 0 && (the(genericFirst - 1) || lowerThe) && genericFirst < i;
    // "Green Lane Surgery", "PARK LANE PRACTICE" filling a line: words of place name it.
    const placeLine =
      names === 0 &&
      generic >= 2 &&
      placeGeneric > 0 &&
      genericFirst < i &&
      t.startsLine(genericFirst) &&
      closesLine(context, i);
    if (theName || placeLine) {
      first = genericFirst;
      names = 1;
      generic--;
    }
    if (first === -1 || names === 0) continue;
    if (the(first - 1) && !t.startsLine(first)) first--;
    const legal = LEGAL_FORMS.has(head);
    // Without case, English words before a head read as a kind or a clause ("sleep clinic",
    // "JUST FINISHED NURSING SCHOOL"): a word no list knows must name the place.
    // Words of place inside the name ("willow lodge care home", "ORCHARD VALE CLINIC") or a cue of
    // residence or movement just before ("DISCHARGED BACK TO BEECHWOOD LODGE") make them a name.
    // A line that holds only the name, with a generic or specialty word in it, is a letterhead's or
    // an address block's name ("Sunrise Medical Associates").
    // Not a clinic of a service ("Routine Diabetes Clinic" heading a section).
    const wholeLine =
      t.startsLine(first) &&
      closesLine(context, i) &&
      (generic > 0 || (specialty > 0 && !CARE_HEADS.has(head)));
    if (
      !cased &&
      unknown === 0 &&
      !legal &&
      placeGeneric === 0 &&
      !lowerThe &&
      !wholeLine &&
      !placeCueBefore(context, first)
    )
      continue;
    // Title Case ("Retired Teacher At Local Primary School"): a capitalised function word before
    // the name means every word is capitalised, so English words need a word of place with them.
    const before = first - 1;
    const titleCase =
      cased &&
      t.isWord(before) &&
      t.isCapitalised(before) &&
      STOP_WORDS.has(t.lower(before)) &&
      !opensSentence(context, before);
    if (titleCase && unknown === 0 && !legal && generic === 0 && !theName && !placeCueBefore(context, first))
      continue;
    const cue = workCueBefore(context, first);
    const businessLike = BUSINESS_HEADS.has(head) || SPECIALTY_HEADS.has(head);
    if (cased && businessLike && unknown === 0 && names < 2 && placeGeneric === 0 && !cue && !wholeLine)
      continue;
    if (cuedWard && !placeCueBefore(context, first)) continue;
    // "Oakfield House", "lives at Rose Cottage": English words need a second name word or a cue.
    if (
      CASED_HEADS.has(head) &&
      head !== "ward" &&
      unknown === 0 &&
      names < 2 &&
      !placeCueBefore(context, first)
    )
      continue;
    const oneEnglishWord = generic === 0 && unknown === 0 && names < 2 && placeGeneric === 0;
    if (cased && head === "surgery" && oneEnglishWord && t.raw(first) !== "The") continue;
    // A specialty inside the name: the name before it must be a word no list knows, two words or a
    // word of place ("Lakeside Cardiology Associates"; not "Routine Diabetes Clinic").
    if (specialty > 0 && unknown === 0 && names < 2 && placeGeneric === 0 && !wholeLine) continue;
    // "THE ELMS SURGERY": the article belongs to many such names; take it where case cannot tell.
    if (!cased && t.isWord(first - 1) && t.lower(first - 1) === "the" && !t.startsLine(first)) first--;
    let end = i;
    // "Royal Hallam Hospital, Sheffield": the town after a hospital's name, to the line's end.
    // "Christian Medical College, Vellore": a college is named by its town as a hospital is.
    if ((CARE_HEADS.has(head) || head === "college") && (cased || !caseTells)) {
      const town = townAfterEnd(context, i, cased);
      if (town !== -1) end = town;
    }
    if (t.isPunct(i + 1, ".") && t.touches(i) && (head === "inc" || head === "corp" || head === "ltd"))
      end = i + 1;
    // "Harbourside Physiotherapy Clinic", "Bayview Internal Medicine Associates, PC": a second
    // head after the first belongs to the name.
    if (end === i) end = trailingHeadsEnd(context, i, cased);
    if (end === i && cased) {
      end = ofTailEnd(context, i);
      // "All India Institute of Medical Sciences, New Delhi": the town after the "of" tail.
      if (end !== i && t.isPunct(end + 1, ",")) end = Math.max(end, townAfterEnd(context, end, cased));
    }
    // "Ontario Health Insurance Plan": a name that runs into a programme's words is no facility.
    if (t.isWord(end + 1) && PROGRAMME_WORDS.has(t.lower(end + 1))) continue;
    // "Accident Compensation Corporation": a programme's word inside the name, unless the patient
    // works there ("works at Harrow Compensation Lawyers Ltd").
    if (!cue && hasProgrammeWord(context, first, end)) continue;
    out.push(hit(ruleOf(head), typeOf(head), t.start[first]!, t.end[end]!));
  }
}

/** Token `k` is a kind of care that may stand in a name ("Eye", "Heart"), capitalised where the head is. */
function careKindAt(context: ScanContext, k: number, cased: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k + 1) || (cased && !t.isCapitalised(k) && !t.isAllCaps(k))) return false;
  const word = t.lower(k);
  return SPECIALTY_IN_NAME.has(word) || (SERVICE_WORDS.has(word) && !STOP_WORDS.has(word));
}

/** A word of tokens `first`…`last` is a programme's (bounded: a name spans a few words). */
function hasProgrammeWord(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last && k <= first + 12; k++)
    if (t.isWord(k) && PROGRAMME_NAME_WORDS.has(t.lower(k))) return true;
  return false;
}

const TRAILING_HEADS = trailingHeads.words;
const TRAILING_LEGAL = trailingLegal.words;

/** The last token of heads that follow the head at `i` on its line (at most three), or `i`. */
function trailingHeadsEnd(context: ScanContext, i: number, cased: boolean): number {
  const t = context.tokens;
  let end = i;
  for (let k = i + 1; k < t.count && k <= i + 4; k++) {
    if (t.startsLine(k)) break;
    // ", PC", ", LLC": a legal form after a comma.
    if (t.isPunct(k, ",") && t.isWord(k + 1) && TRAILING_LEGAL.has(t.lower(k + 1)) && !t.startsLine(k + 1)) {
      end = k + 1;
      break;
    }
    if (!t.isWord(k) || !TRAILING_HEADS.has(t.lower(k))) break;
    if (cased && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
    end = k;
  }
  // "P.C.", "Inc.": the stop of a legal form.
  if (
    end > i &&
    (t.lower(end) === "inc" || t.lower(end) === "ltd") &&
    t.isPunct(end + 1, ".") &&
    t.touches(end)
  )
    end++;
  return end;
}

const OF_TAIL_HEADS: ReadonlySet<string> = new Set([
  "institute",
  "college",
  "academy",
  "university",
  "centre",
]);

/**
 * "All India Institute of Medical Sciences", "Postgraduate Institute of Medical Education and
 * Research": where the note has case, "of" and capitalised words (with "and", "&") after an
 * institute's or college's head belong to its name, whatever words they are. At most six tokens.
 */
function ofTailEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!OF_TAIL_HEADS.has(t.lower(i)) || !t.isWord(i + 1) || t.lower(i + 1) !== "of" || t.startsLine(i + 1))
    return i;
  let end = i;
  for (let k = i + 2; k < t.count && k <= i + 7 && !t.startsLine(k); k++) {
    if (t.isWord(k) && t.isCapitalised(k) && (t.bits(k) & CLINICAL) === 0) end = k;
    else if (!(t.isWord(k) && (t.lower(k) === "and" || t.lower(k) === "&")) && !t.isPunct(k, "&")) break;
  }
  return end;
}

/** True when the head ends its line, or a comma, a dash or a bar follows it. */
function closesLine(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const n = i + 1;
  return (
    n >= t.count ||
    t.startsLine(n) ||
    t.isPunct(n, ",") ||
    t.isPunct(n, "|") ||
    t.isPunct(n, "\u2013") ||
    (t.isPunct(n, "-") && !t.touches(i))
  );
}

const DETERMINERS = facilityDeterminers.words;

const NAMED_BY_THE = namedByThe.words;

const PLACE_CUE_WORDS = facilityPlaceCueWords.words;
const CUE_PREPOSITIONS = facilityCuePrepositions.words;

/** A preposition right before `first` and a cue of residence or movement up to three words before it. */
function placeCueBefore(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  // "ADMITTED FROM THE LARCHES NURSING HOME": past an article.
  let p = first - 1;
  if (t.isWord(p) && t.lower(p) === "the" && !t.startsLine(first)) {
    first = p;
    p--;
  }
  if (!t.isWord(p) || !CUE_PREPOSITIONS.has(t.lower(p)) || t.startsLine(first)) return false;
  for (let k = p - 1; k >= 0 && k >= p - 3; k--) {
    if (!t.isWord(k)) return false;
    if (PLACE_CUE_WORDS.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/** True when token k opens a line or follows a full stop, a colon or a question mark. */
function opensSentence(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return t.startsLine(k) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, ":") || t.isPunct(k - 1, "?");
}

const LANDSCAPE_WORDS = landscapeWords.words;

const SERVICE_COMPOUNDS = serviceCompounds.words;

const SPECIALTY_IN_NAME = specialtyInName.words;

const TIME_AFTER = afterMovedFacility.words;

/** ", Sheffield" after a hospital's name, closing the line or the sentence: its last token, or -1. */
function townAfterEnd(context: ScanContext, head: number, cased: boolean): number {
  const t = context.tokens;
  // "Oduya Pharmacy Ikeja", "Hayes Pharmacy Ballina": without the comma, one word in no English
  // list that closes the clause, or (where the note has case) goes on in lower case ("admitted
  // to Hayes Pharmacy Ballina yesterday"). Without case: "ODUYA PHARMACY IKEJA.".
  if (t.isWord(head + 1) && !t.startsLine(head + 1) && (!cased || t.isCapitalised(head + 1))) {
    const k = head + 1;
    // A listed surname is no town unless a list of towns knows it too ("Lloyds Chemist Ennis").
    const listed = (t.bits(k) & NAME_LISTED) !== 0 && !context.lexicons.cities.has(t.lower(k));
    if (!isNameWord(context, k, cased) || !isUnknownWord(context, k) || listed) return -1;
    // "from hickey's chemist clonmel today": a word of time may close the clause too.
    const timeAfter = t.isWord(k + 1) && !t.startsLine(k + 1) && TIME_AFTER.has(t.lower(k + 1));
    if (!cased) return (closesClause(context, k + 1) || timeAfter) && !isAcronymShape(t.lower(k)) ? k : -1;
    const n = k + 1;
    const lowerAfter = t.isWord(n) && !t.startsLine(n) && !t.isCapitalised(n) && !t.isAllCaps(n);
    return closesClause(context, n) || lowerAfter ? k : -1;
  }
  if (!cased) return -1;
  const k = head + 2;
  if (!t.isPunct(head + 1, ",") || !t.isWord(k) || t.startsLine(k) || !t.isCapitalised(k)) return -1;
  if (!isNameWord(context, k, true)) return -1;
  let last = k;
  if (t.isWord(k + 1) && !t.startsLine(k + 1) && t.isCapitalised(k + 1) && isNameWord(context, k + 1, true))
    last = k + 1;
  // "Lagos University Teaching Hospital, Idi-Araba": a town joined by a hyphen.
  else if (
    t.isPunct(k + 1, "-") &&
    t.touches(k) &&
    t.touches(k + 1) &&
    t.isWord(k + 2) &&
    t.isCapitalised(k + 2)
  )
    last = k + 2;
  return closesClause(context, last + 1) ? last : -1;
}

/** True when token `after` ends the clause: the text's end, a new line, or ".", "," or ";". */
function closesClause(context: ScanContext, after: number): boolean {
  const t = context.tokens;
  return (
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ";")
  );
}

function ruleOf(head: string): keyof typeof RULES {
  if (LEGAL_FORMS.has(head)) return "facility-company";
  if (BUSINESS_HEADS.has(head)) return "facility-business";
  if (SCHOOL_HEADS.has(head)) return "facility-school";
  if (CASED_HEADS.has(head)) return "facility-named-ward";
  return "facility-care";
}

/** "University of Exmoor": the last token of the place after "of", or -1. */
function universityOfEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  let last = -1;
  for (let k = i + 2; k < t.count && k <= i + 4; k++) {
    if (t.startsLine(k) || !isNameWord(context, k, context.mixedCase)) break;
    if (!context.mixedCase && !isUnknownWord(context, k) && last === -1) break;
    last = k;
  }
  return last;
}

const RULES = defineRules({
  "facility-care": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "name words before a care head (Care Home, Surgery, Medical Practice, Health Centre, Hospice)",
  },
  "facility-company": {
    types: ["ORGANIZATION"],
    level: "shaped",
    anchored: true,
    about: "name words before a legal form (Ltd, Plc, LLC, Inc, & Sons)",
  },
  "facility-business": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "name words before a business word (Logistics, Foods)",
  },
  "facility-school": {
    types: ["ORGANIZATION"],
    level: "shaped",
    anchored: true,
    about: "name words before School, Academy, University, Church",
  },
  "facility-named-ward": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a capitalised name before Ward, House or Court",
  },
  "facility-university-of": {
    types: ["ORGANIZATION"],
    level: "shaped",
    anchored: true,
    about: "University or College of a place",
  },
  "ward-number": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a ward by its number (Ward 7B, ward 12)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityRecogniser: RecogniserModule = {
  id: "facility",
  family: "organisations",
  wake: { on: FACILITY_HEAD },
  vocabulary: [{ mask: "words", bit: FACILITY_HEAD, words: FACILITY_TRIGGERS }],
  rules: RULES,
  scan: findFacilities,
};

const hit = ruleHit(RULES);
