import { hasMedicalSuffix, isClinicalLookalike } from "../../clinical-lookalike.ts";
import { matchPhrase } from "../../phrase-match.ts";
import { isGeneSymbol, isServiceWord } from "../../readers/facility-words.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  COUNTRY,
  CUE_COMMONWEALTH,
  CUE_PLACE_VERB,
  CUE_RESIDENCE,
  CUE_WORK_VERB,
  DATE_WORD,
  FACILITY_HEAD,
  PLACE_PREPOSITION,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";
import { isHospitalAbbreviation } from "../organisations/hospital.ts";

/**
 * Places after movement and residence cues: "transferred to GH", "admitted to ELLSWORTH 3",
 * "arrived from juniper square", "lives in Dunmore", "flying in from Lisbon". After a strong cue
 * (a verb of transfer or residence and a preposition) any unknown word is a place; after a bare
 * preposition only listed cities, hospital abbreviations and unknown words before a unit number.
 */
export const PLACE_VERBS: ReadonlySet<string> = new Set([
  "transferred",
  "transfered",
  "transfer",
  "transferring",
  "admitted",
  "readmitted",
  "sent",
  "taken",
  "went",
  "go",
  "going",
  "presented",
  "arrived",
  "came",
  "accepted",
  "discharged",
  "returned",
  "return",
  "lives",
  "living",
  "live",
  "lived",
  "moved",
  "resides",
  "residing",
  "born",
  "visiting",
  "fly",
  "flying",
  "flew",
  "drove",
  "driving",
  "works",
  "worked",
  "working",
  "employed",
  "screened",
  "seen",
  "enroute",
  "en",
  "bed",
  "d/c'd",
  "dc'd",
  "home",
  "route",
  "transported",
  "brought",
]);
/** PLACE_VERBS, WORK_VERBS and RESIDENCE are indexed under CUE_PLACE_VERB, CUE_WORK_VERB, CUE_RESIDENCE. */
export const WORK_VERBS: ReadonlySet<string> = new Set(["works", "worked", "working", "work", "employed"]);
export const RESIDENCE: ReadonlySet<string> = new Set([
  "lives",
  "living",
  "live",
  "lived",
  "resides",
  "residing",
  "moved",
]);
const PREPOSITIONS = new Set(["to", "from", "at", "in", "into", "@", "near", "by", "for", "outside", "on"]);
export const PLACE_TRIGGERS: ReadonlySet<string> = PREPOSITIONS;
const NOT_PLACES = new Set([
  "the",
  "a",
  "an",
  "his",
  "her",
  "their",
  "this",
  "today",
  "tomorrow",
  "am",
  "pm",
]);

/** Units after a number that make "word number" a dose or a setting, not a ward and floor. */
const UNITS = new Set([
  "mg",
  "mcg",
  "g",
  "gm",
  "gms",
  "ml",
  "cc",
  "l",
  "units",
  "u",
  "meq",
  "hrs",
  "hr",
  "min",
  "x",
  "mm",
]);

function isClosingPunct(code: number): boolean {
  return code === 46 || code === 44 || code === 59 || code === 41 || code === 58;
}

/** A word that may name a place: not English, not clinical, not a gene, whatever its case. */
function isPlaceWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  // Every test here only refuses: the cheapest first.
  if ((t.bits(i) & (VOCABULARY | CLINICAL | COUNTRY)) !== 0) return false;
  // English words in Commonwealth spelling ("to theatre", "to resus"): no list of US words has them.
  if ((t.cues(i) & CUE_COMMONWEALTH) !== 0) return false;
  if (isGeneSymbol(t.lower(i)) || isServiceWord(t.lower(i))) return false;
  // "went to friend's house": the possessive of an English word is a person's, not a place.
  const lower = t.lower(i);
  if (lower.endsWith("'s") && context.lexicons.vocabulary.has(lower.slice(0, -2))) return false;
  // The word's mask holds its vocabulary, clinical and country memberships.
  if ((t.bits(i) & (VOCABULARY | CLINICAL | COUNTRY)) !== 0) return false;
  const word = t.lower(i);
  const lex = context.lexicons;
  if (isClinicalLookalike(word, lex.clinicalLookalikes) || hasMedicalSuffix(word)) return false;
  return /^[a-z][a-z'-]*$/.test(word);
}

/**
 * Words after "works for/at" that are no employer ("works at home", "works nights"), and function
 * words that end an employer's name ("works at Zentrix as an engineer").
 */
const NOT_EMPLOYERS = new Set([
  "as",
  "and",
  "but",
  "since",
  "until",
  "when",
  "where",
  "while",
  "because",
  "who",
  "which",
  "home",
  "night",
  "nights",
  "days",
  "night-shift",
  "part",
  "full",
  "a",
  "an",
  "the",
  "his",
  "her",
  "this",
  "that",
  "same",
  // public employers named by a common noun ("works for the council")
  "council",
  "government",
  "army",
  "navy",
  "police",
  "nhs",
  "military",
  "state",
  "city",
  "county",
]);

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

/** Generic last words of organisation names. */
const ORGANIZATION_ENDINGS = new Set(
  "health healthcare care medical pharmacy pharmaceuticals labs laboratories systems services group inc corp co company associates partners insurance bank university college school motors foods logistics".split(
    " ",
  ),
);

/** Prepositions after which a capitalised unknown word reads as a place ("to" and "on" do not: drugs). */
const WEAK_PLACE_PREPOSITIONS = new Set(["from", "at", "in", "near", "outside"]);

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

const VISIT_WORDS = new Set([
  "visiting",
  "visit",
  "visited",
  "visitor",
  "visitors",
  "family",
  "friend",
  "friends",
]);

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

/** Hospital departments that follow a hospital's abbreviation ("presented to KX ED"). */
const DEPARTMENTS = new Set(["ed", "er", "ew", "eu", "micu", "icu", "ccu", "sicu", "cath", "ccu", "nicu"]);
/** Short English words that are never a hospital's abbreviation, in notes written in capitals. */
const SHORT_WORDS = new Set(
  "a an am as at be by do go he if in is it me my no of on or so to up us we the and for his her our its was has had not are she him who".split(
    " ",
  ),
);

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
  if (lex.clinical.has(word) || lex.states.has(word)) return false;
  const department = t.isWord(j + 1) && DEPARTMENTS.has(t.lower(j + 1)) && !t.startsLine(j + 1);
  if (department) return t.lower(prep) !== "on" && t.lower(prep) !== "for";
  const p = t.lower(prep);
  if (lex.vocabulary.has(word)) return false;
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

/** Words before "from" that make the next abbreviation a hospital or employer. */
const FROM_CUES = new Set([
  "retired",
  "records",
  "transfer",
  "transferred",
  "transfered",
  "notes",
  "discharged",
]);

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

/** Words before "to" that make the next word a person: "handed over to", "handover to". */
const HANDOVER_WORDS: ReadonlySet<string> = new Set(["over", "handover", "handoff", "off"]);

/** Words after "ST." that make it the ECG segment. */
const SEGMENT_WORDS = new Set([
  "elevation",
  "elevations",
  "depression",
  "depressions",
  "segment",
  "segments",
  "changes",
  "wave",
  "waves",
  "elev",
  "depr",
  "dep",
]);

export function findCuedPlaces(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let i = 0; i + 1 < t.count; i++) {
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
    if (t.isWord(j) && t.lower(j) === "the") j++;
    if (t.isNumber(j) && t.length(j) <= 4 && !t.touches(j) && t.isWord(j + 1) && hasStrongCue(context, i))
      j++;
    if (!t.isWord(j) || NOT_PLACES.has(t.lower(j))) continue;
    // "handed over to Grace", "handover to Rose": a person receives a handover, not a place.
    if (t.lower(i) === "to" && j === i + 1 && HANDOVER_WORDS.has(t.lower(i - 1))) continue;
    const strong = hasStrongCue(context, i);
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
    if (city !== -1 && caseOk && (t.bits(j) & CLINICAL) === 0 && !compound) {
      const vocabulary = city === j && (t.bits(j) & VOCABULARY) !== 0;
      if (!vocabulary || hasStrongCue(context, i) || (context.mixedCase && t.isCapitalised(j))) {
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
    if (!isPlaceWord(context, j) && residenceBefore(context, i) && isPlaceWord(context, j + 1)) {
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
    if (!isPlaceWord(context, j) || (t.bits(j) & STAFF_ROLE) !== 0) continue;
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
    if ((strong && t.lower(i) !== "on") || unitNumber) {
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

/** Words that take a number after "to" or "on" but name no ward ("to level 2", "on day 3"). */
const NOT_WARDS = new Set(
  "day days pod grade level stage type class phase step room bed beds floor size number position setting settings zone lead leads times hour hours week weeks month months year years cycle round dose doses score page line lines item bag bags tube port lumen liter liters litre litres point points count total rate goal about around approx approximately only over under less more than least just nearly almost another other every each then past last next first weight temp pressure sats pain scale volume flow bolus drip hold unit units pack packs vial side mode vent ratio factor degree degrees plus minus down back from now still with without into onto over station stations times visit visits shift shifts night nights morning afternoon evening trial trials pump pumps card cards code codes number theater theatre theatres bay bays cubicle cubicles".split(
    " ",
  ),
);
/** Words after the floor number that make it a quantity ("on 2 L", "to 2 liters"). */
const NOT_AFTER_FLOOR = new Set([
  ...UNITS,
  "lnc",
  "lpm",
  "nc",
  "liter",
  "liters",
  "litres",
  "times",
  "days",
  "day",
  "weeks",
  "wks",
  "wk",
  "hours",
  "hour",
  "h",
  "minutes",
  "mins",
  "doses",
  "dose",
  "tabs",
  "puffs",
  "drops",
  "amps",
  "bags",
  "cm",
  "kg",
  "lb",
  "lbs",
  "percent",
  "of",
  "or",
  "to",
  "mmhg",
  "breaths",
  "bpm",
  "mls",
  "more",
  "times",
  "point",
  "points",
  "pm",
  "am",
]);

/**
 * A word and a floor number after "to", "into" or "on" (or after a movement cue): "transferred to
 * Granite 2", "PLAN: TO WEST 2 WHEN BED AVAIL", "INTUBATED ON CASCADE 2". Not clinical words, not
 * words that take a count ("to level 2", "on day 3"), not a number that is a quantity or a
 * decimal, a range, a ratio, a time ("on levo 2 mcg", "to 2-3", "at 2/4", "on 2 L NC").
 */
function isWardWithFloor(context: ScanContext, prep: number, j: number, strong: boolean): boolean {
  const t = context.tokens;
  const p = t.lower(prep);
  if (!(p === "to" || p === "into" || p === "on" || (strong && (p === "from" || p === "at")))) return false;
  if (!t.isWord(j) || t.length(j) < 4 || t.startsLine(j)) return false;
  // The floor number first: every test up to the number's value only refuses.
  if (!t.isNumber(j + 1) || t.touches(j) || t.startsLine(j + 1) || t.length(j + 1) > 2) return false;
  const word = t.lower(j);
  if (!/^[a-z]+'?s?$/.test(word) || NOT_WARDS.has(word) || NOT_PLACES.has(word) || SHORT_WORDS.has(word))
    return false;
  const lex = context.lexicons;
  if ((t.bits(j) & CLINICAL) !== 0 || lex.clinical.has(word)) return false;
  if ((t.cues(j) & CUE_COMMONWEALTH) !== 0) return false;
  if (isClinicalLookalike(word, lex.clinicalLookalikes) || hasMedicalSuffix(word)) return false;
  // Where the note uses case, a ward is written capitalised or in capitals, or after a strong cue.
  if (context.mixedCase && !t.isCapitalised(j) && !t.isAllCaps(j) && !strong) return false;
  const n = j + 1;
  if (!t.isNumber(n) || t.touches(j) || t.startsLine(n) || t.length(n) > 2) return false;
  const digits = t.text.slice(t.start[n]!, t.end[n]!);
  const value = Number(digits);
  if (digits.startsWith("0") || value < 1 || value > 20) return false;
  const after = n + 1;
  if (after >= t.count || t.startsLine(after)) return true;
  if (t.touches(n)) {
    const code = t.text.charCodeAt(t.end[n]!);
    // "Granite 2." closes the sentence; "2.5", "2-3", "2/4", "2:30", "2%" are no floors.
    if (!isClosingPunct(code) || t.isNumber(after + 1)) return false;
    return code !== 58;
  }
  if (!t.isWord(after)) return !t.isNumber(after);
  const next = t.lower(after);
  // "to give 2 cans", "napped in 3 hour stretches": a count before a noun.
  const plural = next.length > 3 && next.endsWith("s") && !next.endsWith("ss");
  return !NOT_AFTER_FLOOR.has(next) && !plural;
}

/** Generic last words of place names ("Panorama City", "Eagle Butte", "Pine Hollow"). */
const PLACE_ENDINGS = new Set(
  "city falls beach springs heights hills valley lake lakes creek harbor harbour bay village county island grove hollow ridge junction mills rapids bluffs butte township park port haven crossing landing ferry glen shores woods fork forks".split(
    " ",
  ),
);

/** The last token of one or two words closed by a generic place word, or -1. */
function placeEndingEnd(context: ScanContext, j: number): number {
  const t = context.tokens;
  const lex = context.lexicons;
  for (let k = j; k < t.count && k <= j + 2; k++) {
    if (!t.isWord(k) || (k > j && t.startsLine(k))) return -1;
    const word = t.lower(k);
    if (k > j && PLACE_ENDINGS.has(word)) return k;
    if (lex.clinical.has(word) || NOT_PLACES.has(word) || SHORT_WORDS.has(word) || NOT_RESIDENCES.has(word))
      return -1;
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k) && (t.bits(k) & VOCABULARY) !== 0)
      return -1;
  }
  return -1;
}

/** A residence verb earlier in the clause, up to six tokens before ("LIVES WITH HER NIECE IN"). */
function residenceCue(context: ScanContext, prep: number): boolean {
  const t = context.tokens;
  if (t.lower(prep) !== "in") return false;
  for (let k = prep - 1; k >= 0 && k >= prep - 8; k--) {
    if ((t.cues(k) & CUE_RESIDENCE) !== 0 && RESIDENCE.has(t.lower(k))) return true;
    // "LIVES WITH HER SON-IN-LAW IN …": hyphens join words of one clause.
    const hyphen = t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1);
    if ((!t.isWord(k) && !hyphen) || t.startsLine(k)) return false;
  }
  return false;
}

/** Words after "lives in" that are no town ("lives in a group home", "lives in fear"). */
const NOT_RESIDENCES = new Set(
  "sheltered accommodation bungalow terraced semi-detached detached warden caravan hostel home homes house apartment apt condo town area housing facility building complex community shelter fear pain assisted senior elderly group same private public rural city country suburbs suburb nursing rest retirement independent independently basement trailer room rooms hotel motel family alone together own law laws car street streets boarding rooming residence residential care sober halfway single first second third floor unit neighborhood neighbourhood local vicinity close proximity rehab south north east west southern northern eastern western part parts section low high long short good poor fair bad denial chronic constant daily this that these those which there here place places new old big small large state states".split(
    " ",
  ),
);
/** Words that end a residence phrase ("lives in galena with her son"). */
const PHRASE_BREAKS = new Set([
  ...PREPOSITIONS,
  "and",
  "or",
  "but",
  "with",
  "w",
  "where",
  "since",
  "who",
  "which",
  "until",
  "alone",
  "independently",
  "and",
  "per",
  "is",
  "was",
  "has",
  "had",
  "will",
  "pt",
  "as",
  "of",
]);

/** One or two ordinary words after a residence cue, then a boundary; the last token, or -1. */
function residencePlaceEnd(context: ScanContext, j: number): number {
  const t = context.tokens;
  const lex = context.lexicons;
  let last = -1;
  for (let k = j; k < t.count && k <= j + 2; k++) {
    if (k > j && (!t.isWord(k) || t.startsLine(k) || PHRASE_BREAKS.has(t.lower(k)))) return last;
    if (k === j + 2) return -1;
    const word = t.lower(k);
    if (!/^[a-z][a-z'-]*$/.test(word) || t.length(k) < 3) return -1;
    if (
      lex.clinical.has(word) ||
      (t.bits(k) & CLINICAL) !== 0 ||
      NOT_PLACES.has(word) ||
      SHORT_WORDS.has(word)
    )
      return -1;
    if (
      NOT_RESIDENCES.has(word) ||
      PHRASE_BREAKS.has(word) ||
      isClinicalLookalike(word, lex.clinicalLookalikes)
    )
      return -1;
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return -1;
    last = k;
  }
  return last;
}

/**
 * "at Belvoir Park Neurosciences", "at Marionville Community Fire Station": the Title Case words
 * right after a place word that stands out belong to its name, up to four, when the run ends
 * before a word that is not Title Case (a title or a day or month ends it: "in Brackwater Dr Lee").
 */
function titleCaseRunEnd(context: ScanContext, last: number): number {
  const t = context.tokens;
  let end = last;
  for (let n = 0; n < 4; n++) {
    const k = end + 1;
    if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[end]! !== 1 || !t.isCapitalised(k)) break;
    if ((t.bits(k) & (TITLE | DATE_WORD)) !== 0) break;
    end = k;
  }
  const after = end + 1;
  if (end > last && t.isWord(after) && !t.startsLine(after) && t.isCapitalised(after)) return last;
  return end;
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
  wake: { everyToken: "prepositions and verbs of place from two masks at every word" },
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
