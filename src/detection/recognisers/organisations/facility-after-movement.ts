import { hasMedicalSuffix } from "../../clinical-lookalike.ts";
import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords, traditionalCare } from "../../cues/hospital-services.ts";
import {
  afterMovedFacility,
  facilityAbbreviations,
  facilityVerbPrepositions,
  hospitalKinds,
  hospitalMovementVerbs,
  hospitalShortNameClosers,
  institutionWords,
  movementManner,
} from "../../cues/hospitals.ts";
import { homeTownNotPlaces } from "../../cues/not-places.ts";
import { departments, notWards, wardHeads } from "../../cues/wards.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  DATE_WORD,
  FIRST_NAME,
  ORGANIZATION_CUE,
  STAFF_ROLE,
  SURNAME,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

const VERBS = hospitalMovementVerbs.words;
const KINDS = hospitalKinds.words;
const INSTITUTION_WORDS = institutionWords.words;
const SERVICE_WORDS = serviceWords.words;
const NOT_PLACES = homeTownNotPlaces.words;
const DEPARTMENTS = departments.words;
const NOT_WARDS = notWards.words;
const WARD_HEADS = wardHeads.words;

/**
 * "d/c to Riverside", "transferred from Apollo overnight", "Sent to Tan Tock Seng for PCI": in a
 * note written with case, capitalised words straight after a verb of movement and "to", "from",
 * "at" or "into", closing the clause, are the hospital the patient went to or came from, whatever
 * list knows them (an abbreviation in capitals, a department, a ward, a service, a kind of place,
 * a title or a day is none). Without case the words could be anything, so the note must have case.
 * At most two tokens between verb and preposition and three name words: linear.
 *
 * Verbs that name a facility with one preposition only follow it too: "referred to Christchurch
 * Public", "seen at Middlemore", "died at Baragwanath", "followed up at Bedok". Where the note has
 * no case (or writes the name in lower case) the words must hold one no English list knows and
 * that reads as no abbreviation: "sent to baragwanath for review", "TRANSFERRED FROM TYGERBERG".
 */
export function findFacilitiesAfterMovement(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, ORGANIZATION_CUE); i < t.count; i = t.nextBits(i + 1, ORGANIZATION_CUE)) {
    if (!t.isWord(i)) continue;
    const verbPrepositions = VERB_PREPOSITIONS.get(t.lower(i));
    if (verbPrepositions === undefined && !isMovementVerb(context, i)) continue;
    let p = i + 1;
    // "transferred back to", "sent urgently to", "followed up at", "passed away at", "conveyed pt
    // to", "taken by ambulance to": up to three words of manner, of the patient or of the means.
    const isPrep = (w: string) =>
      verbPrepositions === undefined ? isPreposition(w) : verbPrepositions.has(w);
    for (let n = 0; n < 3 && t.isWord(p) && !t.startsLine(p) && !isPrep(t.lower(p)); n++) {
      const word = t.lower(p);
      if (!(SKIP_AFTER_VERB.has(word) || word.endsWith("ly"))) break;
      p++;
    }
    if (!t.isWord(p) || !isPrep(t.lower(p)) || t.startsLine(p)) continue;
    let first = p + 1;
    if (t.isWord(first) && t.lower(first) === "the" && !t.startsLine(first)) first++;
    // "return to kabaddi", "went to footy": after a verb of going, a lower-case word is an activity.
    // In a note with case a lower-case name needs a verb that moves the patient between places.
    const uncased = !GOING_VERBS.has(t.lower(i)) && (!context.mixedCase || STRONG_MOVES.has(t.lower(i)));
    const last = facilityNameEnd(context, first, uncased);
    if (last === -1) continue;
    // "Referred to Tavio Bressani", "seen at Ana's": after a verb that takes people as well as
    // places, a given name first, or a surname closing two words, is a person.
    if (verbPrepositions !== undefined && personLike(context, first, last)) continue;
    // "referred to", "seen at": people stand there too, so the names read the same words first.
    const moved = verbPrepositions === undefined || STRONG_MOVES.has(t.lower(i)) || FLIGHTS.has(t.lower(i));
    const rule = moved ? "facility-after-movement" : "facility-after-referral";
    out.push(hit(rule, "HOSPITAL", t.start[first]!, t.end[last]!));
    i = last;
  }
}

/**
 * The last word of a facility's name from `first` that closes its clause, or -1: up to three
 * capitalised name words, or (`uncased`) words of which one is no English word ("sent to tan tock
 * seng"), then perhaps a short-name closer ("Christchurch Public"). One listed town alone, or a
 * listed given name and surname, is left to the places and names.
 */
export function facilityNameEnd(context: ScanContext, first: number, uncased: boolean): number {
  const t = context.tokens;
  let last = -1;
  for (let m = first; m < t.count && m <= first + 2; m++) {
    if (!isNameWord(context, m) && !newTownAfterLetters(context, first, m)) break;
    last = m;
  }
  if (last === -1 && uncased) last = uncasedNameEnd(context, first);
  if (last === -1) return -1;
  // "referred to Christchurch Public", "sent to dubbo base": a hospital's short name.
  const closer = last + 1;
  const closed =
    t.isWord(closer) &&
    !t.startsLine(closer) &&
    SHORT_NAME_CLOSERS.has(t.lower(closer)) &&
    closesClause(context, closer + 1);
  if (closed) return closer;
  if (!closesClause(context, last + 1)) return -1;
  // "arrived from Kalgoorlie": one word a list knows as a town is the town (the places read it).
  if (last === first && context.lexicons.cities.has(t.lower(first))) return -1;
  // "sent to Faith Miller by post": a listed given name then a listed surname is a person.
  if (last > first && (t.bits(first) & FIRST_NAME) !== 0 && (t.bits(last) & SURNAME) !== 0) return -1;
  return last;
}

/**
 * "AIIMS New Delhi": "New" ("new" is a kind of hospital word) opens the town after a hospital
 * known by its letters, when a capitalised word follows it on the line.
 */
function newTownAfterLetters(context: ScanContext, first: number, m: number): boolean {
  const t = context.tokens;
  if (m !== first + 1 || t.raw(m) !== "New" || !t.isAllCaps(first) || !ABBREVIATIONS.has(t.lower(first)))
    return false;
  return t.isWord(m + 1) && !t.startsLine(m + 1) && t.isCapitalised(m + 1) && !t.isAllCaps(m + 1);
}

function personLike(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if ((t.bits(first) & FIRST_NAME) !== 0 && !context.lexicons.cities.has(t.lower(first))) return true;
  return last > first && (t.bits(last) & SURNAME) !== 0 && !context.lexicons.cities.has(t.lower(last));
}

function isPreposition(word: string): boolean {
  return word === "to" || word === "from" || word === "at" || word === "into";
}

/** A verb of movement, or the "c" of "d/c". */
function isMovementVerb(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const word = t.lower(i);
  if (VERBS.has(word)) return true;
  return (
    (word === "c" || word === "dc") && (word === "dc" || (t.isPunct(i - 1, "/") && t.lower(i - 2) === "d"))
  );
}

/** A capitalised word that names no service, department, kind of place, role, title or day. */
function isNameWord(context: ScanContext, m: number): boolean {
  const t = context.tokens;
  if (!t.isWord(m) || t.startsLine(m) || t.length(m) < 3) return false;
  // "referred to AIIMS": a hospital known by its letters.
  if (t.isAllCaps(m) && ABBREVIATIONS.has(t.lower(m))) return true;
  if (!t.isCapitalised(m) || t.isAllCaps(m)) return false;
  if (t.touches(m) && t.isPunct(m + 1, "-")) return false;
  const word = t.lower(m);
  if (NOT_PLACES.has(word) || SERVICE_WORDS.has(word) || KINDS.has(word) || DEPARTMENTS.has(word))
    return false;
  if (NOT_WARDS.has(word) || WARD_HEADS.has(word) || INSTITUTION_WORDS.has(word)) return false;
  if ((t.bits(m) & (CLINICAL | TITLE | STAFF_ROLE | DATE_WORD)) !== 0) return false;
  return !context.lexicons.clinical.has(word);
}

/** The name ends before token `n`: the text or line ends, punctuation, or a small word. */
function closesClause(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  if (n >= t.count || t.startsLine(n)) return true;
  // "transfered to commode/chair": words joined by a slash are things, not a place.
  if (t.isPunct(n, "/") && t.touches(n - 1)) return false;
  if (!t.isWord(n))
    return !t.isPunct(n, "-") && !t.isPunct(n, "'") && !t.isPunct(n, "\u2019") && !t.isPunct(n, "&");
  if (context.mixedCase && (t.isCapitalised(n) || t.isAllCaps(n))) return false;
  // "to Riverside for PCI", "from Apollo yesterday": a function word or a word of time follows.
  const word = t.lower(n);
  return STOP_WORDS.has(word) || AFTER_NAME.has(word);
}

const STOP_WORDS = facilityStopWords.words;
const AFTER_NAME = afterMovedFacility.words;
const VERB_PREPOSITIONS = facilityVerbPrepositions.partners;
const ABBREVIATIONS = facilityAbbreviations.words;
const SHORT_NAME_CLOSERS = hospitalShortNameClosers.words;
const TRADITIONAL_CARE = traditionalCare.words;
const STRONG_MOVES: ReadonlySet<string> = new Set([
  ...["transferred", "transfered", "transfer", "transported", "conveyed", "retrieved", "airlifted"],
  ...["evacuated", "repatriated", "discharged", "c", "dc"],
]);
const SKIP_AFTER_VERB = movementManner.words;
const FLIGHTS: ReadonlySet<string> = new Set(["diverted", "flown"]);
const GOING_VERBS: ReadonlySet<string> = new Set(["return", "returned", "go", "going", "went", "came"]);

/** A word written without capitals (or in a note in capitals) that may stand in a name. */
function isUncasedNameWord(context: ScanContext, m: number): boolean {
  const t = context.tokens;
  if (!t.isWord(m) || t.startsLine(m) || t.length(m) < 3) return false;
  if (context.mixedCase && (t.isCapitalised(m) || t.isAllCaps(m))) return false;
  if (t.touches(m) && t.isPunct(m + 1, "-")) return false;
  const word = t.lower(m);
  if (STOP_WORDS.has(word) || AFTER_NAME.has(word) || NOT_PLACES.has(word) || SERVICE_WORDS.has(word))
    return false;
  if (KINDS.has(word)) return false;
  if (DEPARTMENTS.has(word) || NOT_WARDS.has(word) || WARD_HEADS.has(word) || INSTITUTION_WORDS.has(word))
    return false;
  if ((t.bits(m) & (CLINICAL | TITLE | STAFF_ROLE | DATE_WORD)) !== 0) return false;
  return !context.lexicons.clinical.has(word);
}

/** A word no English list knows, of a name's shape, not an abbreviation's ("baragwanath", not "snf"). */
function isUnknownNameWord(context: ScanContext, m: number): boolean {
  const t = context.tokens;
  if ((t.bits(m) & VOCABULARY) !== 0 || t.length(m) < 4) return false;
  const word = t.lower(m);
  // "referred to orthopaedician", "sent to the physiotherapists": a person's calling, no place.
  if (/(?:ician|ist)s?$/.test(word) || TRADITIONAL_CARE.has(word) || hasMedicalSuffix(word)) return false;
  return !isAcronymShape(word);
}

/** The last of up to three uncased name words from `first`, one of them unknown, or -1. */
function uncasedNameEnd(context: ScanContext, first: number): number {
  let last = -1;
  let unknown = false;
  for (let m = first; m < context.tokens.count && m <= first + 2; m++) {
    if (!isUncasedNameWord(context, m)) break;
    if (isUnknownNameWord(context, m)) unknown = true;
    last = m;
  }
  return unknown ? last : -1;
}

const RULES = defineRules({
  "facility-after-referral": {
    types: ["HOSPITAL"],
    level: "weak",
    anchored: false,
    about: "name words after referred to/from, seen/died/treated at (referred to Christchurch Public)",
  },
  "facility-after-movement": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "capitalised name words after a verb of movement and to/from/at (d/c to Riverside)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityAfterMovementRecogniser: RecogniserModule = {
  id: "facility-after-movement",
  family: "organisations",
  wake: { on: ORGANIZATION_CUE },
  vocabulary: [
    { mask: "words", bit: ORGANIZATION_CUE, words: [...VERBS, ...VERB_PREPOSITIONS.keys(), "c", "dc"] },
  ],
  rules: RULES,
  scan: findFacilitiesAfterMovement,
};

const hit = ruleHit(RULES);
