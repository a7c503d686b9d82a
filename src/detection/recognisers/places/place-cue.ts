// Over 400 lines (issue 18, point 6): one scan over place prepositions that emits 14 rules; the
// word readers it calls after a cue are in readers/cued-place.ts.
import { organizationEndings } from "../../cues/businesses.ts";
import { segmentWords } from "../../cues/clinical.ts";
import { notEmployers, workVerbs } from "../../cues/employers.ts";
import { placeCueNotPlaces, placeCueShortWords } from "../../cues/not-places.ts";
import {
  placeFromCues,
  placePrepositions,
  placeVerbs,
  residence,
  visitWords,
  weakPlacePrepositions,
} from "../../cues/residence.ts";
import { placeCueUnits } from "../../cues/units.ts";
import { departments, handoverWords } from "../../cues/wards.ts";
import { matchPhrase } from "../../phrase-match.ts";
import {
  isClinicalOrCommonwealth,
  isClosingPunct,
  isWardWithFloor,
  placeEndingEnd,
  residenceCue,
  residencePlaceEnd,
  titleCaseRunEnd,
} from "../../readers/cued-place.ts";
import { isAcronymShape, isGeneSymbol, isServiceWord } from "../../readers/facility-words.ts";
import { namesInstrument } from "../../readers/instrument-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CITY_HEAD,
  CLINICAL,
  COUNTRY,
  CUE_PLACE_VERB,
  CUE_RESIDENCE,
  CUE_WORK_VERB,
  FACILITY_HEAD,
  HOSPITAL_HEAD,
  PLACE_PREPOSITION,
  RELATIVE_CUE,
  STAFF_ROLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { isHospitalAbbreviation } from "../organisations/hospital.ts";

/**
 * Places after movement and residence cues: "transferred to GH", "admitted to ELLSWORTH 3",
 * "arrived from juniper square", "lives in Dunmore", "flying in from Lisbon". After a strong cue
 * (a verb of transfer or residence and a preposition) any unknown word is a place; after a bare
 * preposition only listed cities, hospital abbreviations and unknown words before a unit number.
 */
const PLACE_VERBS = placeVerbs.words;
const WORK_VERBS = workVerbs.words;
const RESIDENCE = residence.words;
const PREPOSITIONS = placePrepositions.words;
export const PLACE_TRIGGERS: ReadonlySet<string> = PREPOSITIONS;
const NOT_PLACES = placeCueNotPlaces.words;

const UNITS = placeCueUnits.words;

/** A word that may name a place: not English, not clinical, not a gene, whatever its case. */
function isPlaceWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  // Every test here only refuses: the cheapest first.
  if ((t.bits(i) & (VOCABULARY | CLINICAL | COUNTRY)) !== 0) return false;
  const word = t.lower(i);
  if (isGeneSymbol(word) || isServiceWord(word)) return false;
  // "went to friend's house": the possessive of an English word is a person's, not a place.
  if (word.endsWith("'s") && context.lexicons.vocabulary.has(word.slice(0, -2))) return false;
  // "to theatre", "to resus", a misspelt drug.
  if (isClinicalOrCommonwealth(context, i)) return false;
  return /^[a-z][a-z'-]*$/.test(word);
}

const NOT_EMPLOYERS = notEmployers.words;

/** Last token of an employer's name (up to three words, not clinical), or -1. */
function readEmployer(context: ScanContext, j: number): number {
  const t = context.tokens;
  let last = -1;
  for (let k = j; k < t.count && k < j + 4; k++) {
    // "works for Harper & Webb": an ampersand between two name words.
    if (last !== -1 && t.isPunct(k, "&") && t.isWord(k + 1) && !t.startsLine(k + 1)) continue;
    if (!t.isWord(k) || (k > j && t.startsLine(k))) break;
    const word = t.lower(k);
    // "works for Linden Health": a generic organisation word closes the name, even a clinical one.
    if (last !== -1 && ORGANIZATION_ENDINGS.has(word)) return k;
    if (NOT_EMPLOYERS.has(word) || context.lexicons.clinical.has(word) || PREPOSITIONS.has(word)) break;
    last = k;
  }
  return last;
}

const ORGANIZATION_ENDINGS = organizationEndings.words;

const WEAK_PLACE_PREPOSITIONS = weakPlacePrepositions.words;

/** A capitalised word, or an ALL CAPS word of four letters or more, in a mixed-case note. */
function standsOut(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.startsLine(i) || !isPlaceWord(context, i)) return false;
  // "in BRCA2", "at TP53": capitals run into a number are a gene or a code, not a place.
  if (t.touches(i) && t.isNumber(i + 1)) return false;
  const second = t.text.charCodeAt(t.start[i]! + 1);
  if (t.isCapitalised(i) && second >= 97 && second <= 122) return true;
  // "LE's", "PT's": capitals with an apostrophe are abbreviations in the possessive or plural.
  return t.isAllCaps(i) && t.length(i) >= 4 && t.lower(i).indexOf("'") === -1;
}

/** A number and a unit ("Coreg 6.25 mg"): the word before it is a drug, not a place. */
function isDose(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(i)) return false;
  let k = i + 1;
  if (t.isPunct(k, ".") && t.isNumber(k + 1)) k += 2;
  return t.isWord(k) && UNITS.has(t.lower(k));
}

/** "to" within the next three tokens, on the same line. */
function switchesTo(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  for (let k = i; k < i + 3 && k < t.count && !t.startsLine(k); k++) {
    if (t.isWord(k) && t.lower(k) === "to") return true;
  }
  return false;
}

/** A relative or a visit within four words before ("daughter here from", "visiting from"). */
function personBefore(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 4; k--) {
    if ((t.bits(k) & RELATIVE_CUE) !== 0 || VISIT_WORDS.has(t.lower(k))) return true;
    if (t.startsLine(k) || t.isPunct(k, ".") || t.isPunct(k, ";")) return false;
  }
  return false;
}

const VISIT_WORDS = visitWords.words;

function residenceBefore(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 2; k--) {
    if ((t.cues(k) & CUE_RESIDENCE) !== 0 && RESIDENCE.has(t.lower(k))) return true;
  }
  return false;
}

function hasStrongCue(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  for (let k = prep - 1; k >= 0 && k >= prep - 3; k--) {
    if ((t.cues(k) & CUE_PLACE_VERB) !== 0 && PLACE_VERBS.has(t.lower(k))) return true;
    if (t.isPunct(k, ".") || t.isPunct(k, ";") || t.isPunct(k, ",")) return false;
  }
  return false;
}

const DEPARTMENTS = departments.words;
const SHORT_WORDS = placeCueShortWords.words;

/**
 * A hospital written as an abbreviation of two to four capitals that no list knows: after a strong
 * movement cue ("transferred to KX", "sent to QMC for cath"), or before a department after a
 * preposition ("presented to ZB ED", "at UC EW"). Not clinical abbreviations ("to CCU", "to IR",
 * "to CT"), not units ending in "cu", not English words (two-letter ones only before a department).
 */
function isCuedAbbreviation(context: ScanContext, prep: number, j: number, strong: boolean): boolean {
  const t = context.tokens;
  const len = t.length(j);
  if (!t.isWord(j) || len < 2 || len > 4 || (t.touches(j) && t.isPunct(j + 1, "-"))) return false;
  // "at TP53", "to HER2": capitals run into a number are a gene or a code.
  if (t.touches(j) && t.isNumber(j + 1)) return false;
  if (context.mixedCase && !t.isAllCaps(j)) return false;
  const word = t.lower(j);
  // "to CDU", "from HDU", "to SICU": three or more letters ending in "u" name a unit of the hospital.
  if (!isLowerAscii(word) || (len >= 3 && word.endsWith("u")) || SHORT_WORDS.has(word)) return false;
  const lex = context.lexicons;
  // The word mask holds the clinical and English lists' bits: no Set of the lists is probed.
  if ((t.bits(j) & CLINICAL) !== 0 || lex.states.has(word)) return false;
  const department = t.isWord(j + 1) && DEPARTMENTS.has(t.lower(j + 1)) && !t.startsLine(j + 1);
  if (department) return t.lower(prep) !== "on" && t.lower(prep) !== "for";
  const p = t.lower(prep);
  if ((t.bits(j) & VOCABULARY) !== 0) return false;
  // "retired from KP", "records from QMC", "followed at XO": the cue is the preposition itself.
  const fromCue = p === "from" && t.isWord(prep - 1) && FROM_CUES.has(t.lower(prep - 1));
  // After a bare "at" only two or three letters ("at XO", not "at TIHS point").
  return (strong && (p === "to" || p === "into" || p === "from")) || (p === "at" && len <= 3) || fromCue;
}

/** True when `word` is one or more of the letters a-z only (as /^[a-z]+$/ tests, without a regex). */
function isLowerAscii(word: string): boolean {
  if (word.length === 0) return false;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

const FROM_CUES = placeFromCues.words;

/**
 * "St. Elsewhere", "St Quill" after a preposition of place (not "on", "for"): the last token of the
 * saint's name, or -1. In a mixed-case note "St" is capitalised and the name capitalised or in
 * capitals; elsewhere "St" needs its full stop (an ALL CAPS "ST" is mostly the ECG segment).
 */
function saintNameEnd(context: ScanContext, prep: number, j: number): number {
  const t = context.tokens;
  if (!t.isWord(j) || t.lower(j) !== "st") return -1;
  const p = t.lower(prep);
  if (p === "on" || p === "for" || (p === "by" && !hasStrongCue(context, prep))) return -1;
  const dot = t.isPunct(j + 1, ".");
  if (context.mixedCase ? !t.isCapitalised(j) || t.isAllCaps(j) : !dot) return -1;
  const k = dot ? j + 2 : j + 1;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return -1;
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return -1;
  const word = t.lower(k);
  if (context.lexicons.clinical.has(word) || NOT_PLACES.has(word) || SEGMENT_WORDS.has(word)) return -1;
  if (t.isWord(k + 1) && t.lower(k + 1) === "wort") return -1; // St. John's wort, a herb
  return k;
}

const HANDOVER_WORDS = handoverWords.words;

const SEGMENT_WORDS = segmentWords.words;

/**
 * In a note with case, a word in lower case that is an English, clinical or country word (or
 * shorter than three letters) after a preposition with no strong cue: no reader below takes it
 * (each needs a capital, a place word, a strong cue or one of the cues placeContextBefore tests),
 * so the scan moves on without reading it. A fast refusal only: the readers decide the rest.
 */
function plainLowerWord(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  if (t.isCapitalised(j) || t.isAllCaps(j)) return false;
  return t.length(j) < 3 || (t.bits(j) & (VOCABULARY | CLINICAL | COUNTRY)) !== 0;
}

/**
 * In any note, an English or clinical word after a preposition with no strong cue, that heads no
 * listed city or hospital, is no "St", stands before no floor number and (unless clinical) opens
 * no abbreviation before a department: as plainLowerWord, no reader below takes it.
 */
function plainWord(context: ScanContext, i: number, j: number): boolean {
  const t = context.tokens;
  const bits = t.bits(j);
  if ((bits & (VOCABULARY | CLINICAL)) === 0 || (bits & (CITY_HEAD | HOSPITAL_HEAD)) !== 0) return false;
  const length = t.length(j);
  if (length === 2 && t.lower(j) === "st") return false;
  if ((bits & CLINICAL) !== 0) return true;
  if (t.isNumber(j + 1)) return false;
  // isCuedAbbreviation: a word of two to four letters right after the preposition, before a department.
  if (j !== i + 1 || length < 2 || length > 4 || (context.mixedCase && !t.isAllCaps(j))) return true;
  return !(t.isWord(j + 1) && DEPARTMENTS.has(t.lower(j + 1)));
}

/** A work verb right before the preposition, or a residence cue that residenceBefore or residenceCue reads. */
function placeContextBefore(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if ((t.cues(i - 1) & CUE_WORK_VERB) !== 0) return true;
  return residenceBefore(context, i) || residenceCue(context, i);
}

export function findCuedPlaces(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  // Prepositions and "@": the PLACE_PREPOSITION words are visited, and the punctuation marks
  // only in a text that holds an "@" (one native search of the text decides).
  const at = t.text.indexOf("@") !== -1;
  for (
    let i = at
      ? Math.min(t.nextBits(0, PLACE_PREPOSITION), t.nextPunct(0))
      : t.nextBits(0, PLACE_PREPOSITION);
    i + 1 < t.count;
    i = at
      ? Math.min(t.nextBits(i + 1, PLACE_PREPOSITION), t.nextPunct(i + 1))
      : t.nextBits(i + 1, PLACE_PREPOSITION)
  ) {
    const isPrep = (t.bits(i) & PLACE_PREPOSITION) !== 0 || t.isPunct(i, "@");
    // "for" introduces a place only after work verbs ("works for Linden Health").
    if (
      isPrep &&
      t.lower(i) === "for" &&
      !((t.cues(i - 1) & CUE_WORK_VERB) !== 0 && WORK_VERBS.has(t.lower(i - 1)))
    )
      continue;
    if (!isPrep) continue;
    let j = i + 1;
    if (t.isWord(j) && t.length(j) === 3 && t.lower(j) === "the") j++;
    // The cue bits of the three words before: without a place, work or residence verb among
    // them, no strong cue and no cue but residenceCue's (which reads further back) stands.
    const near = t.cues(i - 1) | t.cues(i - 2) | t.cues(i - 3);
    const strong = (near & CUE_PLACE_VERB) !== 0 && hasStrongCue(context, i);
    if (t.isNumber(j) && t.length(j) <= 4 && !t.touches(j) && t.isWord(j + 1) && strong) j++;
    if (!t.isWord(j)) continue;
    if (
      !strong &&
      ((context.mixedCase && plainLowerWord(context, j)) || plainWord(context, i, j)) &&
      !((near & (CUE_WORK_VERB | CUE_RESIDENCE)) !== 0
        ? placeContextBefore(context, i)
        : residenceCue(context, i))
    )
      continue;
    if (NOT_PLACES.has(t.lower(j))) continue;
    // "handed over to Grace", "handover to Rose": a person receives a handover, not a place.
    if (t.lower(i) === "to" && j === i + 1 && HANDOVER_WORDS.has(t.lower(i - 1))) continue;
    // "accepted by St. Elsewhere", "TO GO TO ST. HIGHLANDS": a saint's name after a preposition.
    const saint = saintNameEnd(context, i, j);
    if (saint !== -1) {
      out.push(hit("hospital-saint", "HOSPITAL", t.start[j]!, t.end[saint]!));
      i = saint;
      continue;
    }
    const state = matchPhrase(context, j, lex.states);
    const code = state === j && t.length(j) === 2;
    const plain = (t.bits(j) & (VOCABULARY | CLINICAL)) !== 0;
    const residence =
      (t.cues(i - 1) & CUE_RESIDENCE) !== 0 &&
      RESIDENCE.has(t.lower(i - 1)) &&
      t.isAllCaps(j) &&
      !context.upperCase;
    if (state !== -1 && strong && t.lower(i) !== "on" && (!(code && plain) || residence)) {
      out.push(hit("state-after-cue", "STATE", t.start[j]!, t.end[state]!));
      i = state;
      continue;
    }
    const city = matchPhrase(context, j, lex.cities);
    const caseOk = !context.mixedCase || t.isCapitalised(j) || t.isAllCaps(j);
    // "on Post-Take", "to Walk-in": a word joined by a hyphen is part of a compound, no town.
    const compound = city === j && t.touches(j) && t.isPunct(j + 1, "-");
    // "with the Ottawa rules", "by Glasgow coma scale": an instrument named after a place.
    if (
      city !== -1 &&
      caseOk &&
      (t.bits(j) & CLINICAL) === 0 &&
      !compound &&
      !namesInstrument(context, city)
    ) {
      const vocabulary = city === j && (t.bits(j) & VOCABULARY) !== 0;
      if (!vocabulary || strong || (context.mixedCase && t.isCapitalised(j))) {
        // "works for Larkspur Health": a place name leading an employer's name.
        const employer =
          (t.cues(i - 1) & CUE_WORK_VERB) !== 0 &&
          WORK_VERBS.has(t.lower(i - 1)) &&
          t.isWord(city + 1) &&
          !t.startsLine(city + 1);
        if (employer && ORGANIZATION_ENDINGS.has(t.lower(city + 1))) {
          out.push(hit("organization-place-led", "ORGANIZATION", t.start[j]!, t.end[city + 1]!));
          i = city + 1;
          continue;
        }
        // "worked for the Post Office": an English word before another capitalised word is part of
        // a compound name, not a town.
        const compoundName =
          vocabulary && context.mixedCase && t.isCapitalised(city + 1) && !t.startsLine(city + 1);
        if (compoundName) continue;
        out.push(
          hit(vocabulary ? "city-after-cue-word" : "city-after-cue", "CITY", t.start[j]!, t.end[city]!),
        );
        i = city;
        continue;
      }
    }
    const hospital = matchPhrase(context, j, lex.hospitals);
    // "to the Falls Clinic": a one-word listed name that names a service is no hospital.
    if (
      hospital !== -1 &&
      !(hospital === j && (isServiceWord(t.lower(j)) || (t.bits(j) & FACILITY_HEAD) !== 0)) &&
      (context.mixedCase ? t.isCapitalised(j) : strong && (hospital > j || (t.bits(j) & VOCABULARY) === 0)) &&
      (t.bits(j) & CLINICAL) === 0
    ) {
      out.push(hit("hospital-after-cue", "HOSPITAL", t.start[j]!, t.end[hospital]!));
      i = hospital;
      continue;
    }
    if (isHospitalAbbreviation(context, j)) {
      out.push(hit("hospital-abbreviation-cued", "HOSPITAL", t.start[j]!, t.end[j]!));
      continue;
    }
    // "works for Linden Health", "works at Mizell Memorial": the employer.
    if (
      (t.cues(i - 1) & CUE_WORK_VERB) !== 0 &&
      WORK_VERBS.has(t.lower(i - 1)) &&
      (t.lower(i) === "for" || t.lower(i) === "at")
    ) {
      const end = readEmployer(context, j);
      // "WORKS AT THE HOSPITAL", "works at a school": one English word is a kind of workplace.
      const kind =
        end === j &&
        (t.bits(j) & VOCABULARY) !== 0 &&
        (!context.mixedCase || !t.isCapitalised(j) || j > i + 1);
      if (end !== -1 && !kind) {
        out.push(hit("employer-after-work-verb", "ORGANIZATION", t.start[j]!, t.end[end]!));
        i = end;
        continue;
      }
    }
    // "lives alone in white marsh": after a residence cue an ordinary word may lead the place name.
    // Read once: the same word is tested again below.
    const placeWord = isPlaceWord(context, j);
    if (!placeWord && residenceBefore(context, i) && isPlaceWord(context, j + 1)) {
      if (!lex.clinical.has(t.lower(j)) && !NOT_PLACES.has(t.lower(j)) && !t.startsLine(j + 1)) {
        out.push(hit("place-after-residence-pair", "LOCATION", t.start[j]!, t.end[j + 1]!));
        i = j + 1;
        continue;
      }
    }
    if (j === i + 1 && isCuedAbbreviation(context, i, j, strong)) {
      out.push(hit("hospital-abbreviation-bare", "HOSPITAL", t.start[j]!, t.end[j]!));
      continue;
    }
    // "transferred to Granite 2", "ON WEST 2": a ward named by any word, with its floor number.
    if (isWardWithFloor(context, i, j, strong)) {
      out.push(hit("ward-with-floor", "LOCATION", t.start[j]!, t.end[j]!));
      i = j;
      continue;
    }
    // "returned to panorama city", "arrived from eagle butte": words closed by a generic place word.
    const generic = strong || residenceBefore(context, i) ? placeEndingEnd(context, j) : -1;
    if (generic !== -1) {
      out.push(hit("place-generic-head", "LOCATION", t.start[j]!, t.end[generic]!));
      i = generic;
      continue;
    }
    // "lives in cedar falls", "FAMILY IS LIVING IN GALENA.": one or two words up to a boundary.
    const home = residenceCue(context, i) ? residencePlaceEnd(context, j) : -1;
    if (home !== -1) {
      out.push(hit("place-after-residence", "LOCATION", t.start[j]!, t.end[home]!));
      i = home;
      continue;
    }
    // "seen by TVN", "to NIC": a staff role is no place.
    if (!placeWord || (t.bits(j) & STAFF_ROLE) !== 0) continue;
    let last = j;
    if (!t.startsLine(j + 1) && isPlaceWord(context, j + 1)) last = j + 1;
    // "to Ellsworth 3": a ward named after a place or person, with its floor number.
    const unitNumber =
      t.isNumber(last + 1) &&
      (!t.touches(last) || t.length(last + 1) === 1) &&
      t.length(last + 1) <= 2 &&
      t.length(last) >= 5 &&
      (!t.touches(last + 1) || isClosingPunct(t.text.charCodeAt(t.end[last + 1]!))) &&
      !(t.isWord(last + 2) && UNITS.has(t.lower(last + 2))) &&
      !t.isPunct(last + 2, "%") &&
      !t.isPunct(last + 2, "/");
    // "transferred to sideroom": where the note uses case, a ward named without its floor number
    // is capitalised; a word in lower case is a kind of room, whatever the cue.
    const lowerInCase = context.mixedCase && !t.isCapitalised(j) && !t.isAllCaps(j);
    // "SEEN AT THE PMTCT CLINIC": without case, an abbreviation's shape is a service's.
    const acronym = !context.mixedCase && last === j && isAcronymShape(t.lower(j));
    if ((strong && t.lower(i) !== "on" && !lowerInCase && !acronym) || unitNumber) {
      const end = t.isNumber(last + 1) && t.touches(last) ? last + 1 : last;
      out.push(hit("ward-with-floor", "LOCATION", t.start[j]!, t.end[end]!));
      i = last;
      continue;
    }
    // "daughter is in Brackwater", "visiting from TOLVENIA": where the note uses case, a
    // capitalised word that no list knows after a bare preposition of place is most likely a place.
    if (context.mixedCase && WEAK_PLACE_PREPOSITIONS.has(t.lower(i)) && standsOut(context, j)) {
      if (!standsOut(context, last)) last = j;
      if (isDose(context, last + 1)) continue;
      // "changed from Lopressor to Coreg": a switch of drugs or settings, not a journey.
      if (t.lower(i) === "from" && (switchesTo(context, last + 1) || !personBefore(context, i))) continue;
      last = titleCaseRunEnd(context, last);
      out.push(hit("place-after-preposition", "LOCATION", t.start[j]!, t.end[last]!));
      i = last;
    }
  }
}

const RULES = defineRules({
  "hospital-saint": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "a saint's name after a preposition",
  },
  "hospital-after-cue": {
    types: ["HOSPITAL"],
    level: "weak",
    anchored: false,
    about: "a hospital name after a movement cue",
  },
  "hospital-abbreviation-cued": {
    types: ["HOSPITAL"],
    level: "weak",
    anchored: false,
    about: "a hospital abbreviation after a movement cue",
  },
  "hospital-abbreviation-bare": {
    types: ["HOSPITAL"],
    level: "list",
    anchored: false,
    about: "a short capital abbreviation after 'at' or 'from'",
  },
  "state-after-cue": {
    types: ["STATE"],
    level: "weak",
    anchored: false,
    about: "a state after a cue of place",
  },
  "city-after-cue": {
    types: ["CITY"],
    level: "context",
    anchored: false,
    about: "a listed city after a cue of place",
  },
  "city-after-cue-word": {
    types: ["CITY"],
    level: "list",
    anchored: false,
    about: "a listed city that is also a word, after a cue of place",
  },
  "ward-with-floor": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a ward named by a word with a floor number",
  },
  "place-generic-head": {
    types: ["LOCATION"],
    level: "weak",
    anchored: false,
    about: "words closed by a generic place word (falls, creek)",
  },
  "place-after-residence": {
    types: ["LOCATION"],
    level: "list",
    anchored: false,
    about: "words after a residence verb",
  },
  "place-after-residence-pair": {
    types: ["LOCATION"],
    level: "weak",
    anchored: false,
    about: "an ordinary word leading a place after a residence cue",
  },
  "place-after-preposition": {
    types: ["LOCATION"],
    level: "faint",
    anchored: false,
    about: "an unknown capitalised word after a preposition of place",
  },
  "organization-place-led": {
    types: ["ORGANIZATION"],
    level: "weak",
    anchored: false,
    about: "a place name leading an employer's name",
  },
  "employer-after-work-verb": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "an employer after 'works for/at'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const placeCueRecogniser: RecogniserModule = {
  id: "place-cue",
  family: "places",
  wake: { on: PLACE_PREPOSITION, at: ["punctuation"] },
  vocabulary: [
    { mask: "words", bit: PLACE_PREPOSITION, words: PLACE_TRIGGERS },
    { mask: "cues", bit: CUE_PLACE_VERB, words: PLACE_VERBS },
    { mask: "cues", bit: CUE_RESIDENCE, words: RESIDENCE },
    { mask: "cues", bit: CUE_WORK_VERB, words: WORK_VERBS },
  ],
  rules: RULES,
  scan: findCuedPlaces,
};

const hit = ruleHit(RULES);
