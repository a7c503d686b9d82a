import { businessHeads, casedLegalForms, legalForms, schoolHeads } from "../../cues/businesses.ts";
import {
  careHeads,
  casedHeads,
  facilityQualifiers,
  facilityStopWords,
  namedByThe,
  placeGeneric,
  programmeNameWords,
  programmeWords,
  specialtyHeads,
} from "../../cues/facilities.ts";
import { wardNumberPrepositions } from "../../cues/wards.ts";
import type { PhiType } from "../../phi-type.ts";
import { namesInstrument, titledInstrumentAfter } from "../../readers/instrument-name.ts";
import { wardCue, wardNumberEnd } from "../../readers/ward-number.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { FACILITY_HEAD, VOCABULARY } from "../../word-bits.ts";
import { closesLine, opensSentence, placeCueBefore, workCueBefore } from "./facility-context.ts";
import { nameBefore } from "./facility-name-before.ts";
import {
  bracketAbbreviationEnd,
  maoriOfTailEnd,
  ofTailEnd,
  townAfterEnd,
  trailingHeadsEnd,
  universityOfEnd,
} from "./facility-name-end.ts";

export { isNameWord, isUnknownWord } from "./facility-name-word.ts";

import { isNameWord } from "./facility-name-word.ts";

const PROGRAMME_WORDS = programmeWords.words;
const PROGRAMME_NAME_WORDS = programmeNameWords.words;
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

/**
 * The word before a lower-case "ward" at `i` is a hospital's name: capitalised in a mixed-case
 * note, in no English list, after a preposition of place ("to Weskoppies ward 12").
 */
function hospitalBeforeWard(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const k = i - 1;
  if (!context.mixedCase || t.raw(i) !== "ward" || !t.isWord(k) || t.startsLine(i) || t.startsLine(k))
    return false;
  if (!t.isCapitalised(k) || t.isAllCaps(k) || t.length(k) < 4 || (t.bits(k) & VOCABULARY) !== 0)
    return false;
  if (!isNameWord(context, k, true)) return false;
  let p = k - 1;
  if (t.isWord(p) && t.lower(p) === "the") p--;
  return t.isWord(p) && !t.startsLine(k) && WARD_PREPOSITIONS.has(t.lower(p));
}

const WARD_PREPOSITIONS = wardNumberPrepositions.words;

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
      // "University of Texas classification", "College of Rheumatology criteria": an instrument.
      if (last !== -1 && namesInstrument(context, last)) {
        i = last;
        continue;
      }
      if (last !== -1) {
        out.push(hit("facility-university-of", "ORGANIZATION", t.start[i]!, t.end[last]!));
        i = last;
        continue;
      }
    }
    // "admit to Weskoppies ward 12": a hospital's name no list knows before its ward's number.
    const named = head === "ward" && hospitalBeforeWard(context, i);
    if (head === "ward" && (named || wardCue(context, i)) && wardNumberEnd(context, i) !== -1) {
      const end = wardNumberEnd(context, i);
      out.push(hit("ward-number", "LOCATION", t.start[named ? i - 1 : i]!, t.end[end]!));
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
    // "KKH maternity", "the maternity": a hospital's service in lower case; a maternity home's
    // name writes its head with a capital ("Bethel Maternity").
    if (head === "maternity" && !(t.isCapitalised(i) || t.isAllCaps(i))) continue;
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
    const walk = nameBefore(context, i, cased, caseTells);
    let { first, names, generic } = walk;
    const { genericFirst, unknown, placeGeneric, specialty } = walk;
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
    // "Kamilaroi Aboriginal Medical Service": a medical service is a provider's name only with a
    // word no English list knows ("Northern Medical Service", "Emergency Medical Service" are kinds);
    // "NSW Medical Service": a state's or a body's letters name no provider either.
    if (head === "service" && (unknown === 0 || (cased && names === 1 && t.isAllCaps(first)))) continue;
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
    // "Te Kura Kaupapa Māori o Te Rito": a Māori-language school's kind and place after its head.
    if (end === i && SCHOOL_HEADS.has(head)) end = maoriOfTailEnd(context, i, cased);
    // "all india institute of medical sciences": without case, words of a field of study.
    if (end === i && (cased || !caseTells)) {
      end = ofTailEnd(context, i, cased);
      // "All India Institute of Medical Sciences, New Delhi": the town after the "of" tail.
      if (end !== i && t.isPunct(end + 1, ",")) end = Math.max(end, townAfterEnd(context, end, cased));
    }
    // "Ang Mo Kio Polyclinic (AMKP)": its short name in brackets, then perhaps its town.
    if (CARE_HEADS.has(head) || SCHOOL_HEADS.has(head)) {
      const bracket = bracketAbbreviationEnd(context, end);
      if (bracket !== end) end = Math.max(bracket, townAfterEnd(context, bracket, cased));
    }
    // "Ontario Health Insurance Plan": a name that runs into a programme's words is no facility.
    if (t.isWord(end + 1) && PROGRAMME_WORDS.has(t.lower(end + 1))) continue;
    // "Accident Compensation Corporation": a programme's word inside the name, unless the patient
    // works there ("works at Harrow Compensation Lawyers Ltd").
    if (!cue && hasProgrammeWord(context, first, end)) continue;
    // "Barcelona Clinic Liver Cancer staging": the name of an instrument, no facility.
    if (titledInstrumentAfter(context, end)) continue;
    // "Robson group 5", "Robson Group 10": a group with its number is a class of a classification.
    if (end === i && head === "group" && t.isNumber(i + 1) && t.length(i + 1) <= 2 && !t.startsLine(i + 1))
      continue;
    out.push(hit(ruleOf(head), typeOf(head), t.start[first]!, t.end[end]!));
  }
}

/** A word of tokens `first`…`last` is a programme's (bounded: a name spans a few words). */
function hasProgrammeWord(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last && k <= first + 12; k++)
    if (t.isWord(k) && PROGRAMME_NAME_WORDS.has(t.lower(k))) return true;
  return false;
}

const NAMED_BY_THE = namedByThe.words;

function ruleOf(head: string): keyof typeof RULES {
  if (LEGAL_FORMS.has(head)) return "facility-company";
  if (BUSINESS_HEADS.has(head)) return "facility-business";
  if (SCHOOL_HEADS.has(head)) return "facility-school";
  if (CASED_HEADS.has(head)) return "facility-named-ward";
  return "facility-care";
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
