import { eponymHeads, historyHeadings } from "../../cues/clinical.ts";
import { facilityStopWords } from "../../cues/facilities.ts";
import {
  afterHospitalShortName,
  beforeHospitalAbbreviation,
  generalRanks,
  hospitalKinds,
  hospitalMovementVerbs,
  hospitalNameEndings,
  hospitalWords,
  institutionPairs,
  institutionWords,
  notBeforeInstitution,
} from "../../cues/hospitals.ts";
import { departments } from "../../cues/wards.ts";
import { nameEvidence, UNKNOWN_WORD } from "../../name-evidence.ts";
import { matchPhrase } from "../../phrase-match.ts";
import { abbreviatesNonPlace } from "../../readers/defined-abbreviation.ts";
import { isAcronymShape, isGeneSymbol, isServiceWord } from "../../readers/facility-words.ts";
import { titledInstrumentAfter } from "../../readers/instrument-name.ts";
import { inNonPlaceColumn } from "../../readers/table-column-head.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import { scoreAt } from "../../score-slot.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CLINICAL, HOSPITAL_HEAD, INSTITUTION, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";
import { townAfterEnd } from "./facility-name-end.ts";

/**
 * Hospitals and other institutions: names from the CMS hospital list ("Eliza Coffee", "Mizell"),
 * words before an institution word ("Alderwood hospital", "Linden Memorial", "VAMC HOSPITAL"),
 * and capitalised hospital abbreviations ("GH", "MGH", "VAMC"). List names that are ordinary
 * words ("Union", "Harbor") need an institution word after them.
 */
const INSTITUTION_WORDS = institutionWords.words;
/** Words that name an institution only with the next word ("medical center", "nursing home"). */
const INSTITUTION_PAIRS = institutionPairs.partners;
export const INSTITUTION_TRIGGERS: readonly string[] = [...INSTITUTION_WORDS, ...INSTITUTION_PAIRS.keys()];
const NAME_ENDINGS = hospitalNameEndings.words;
const NOT_BEFORE_INSTITUTION = notBeforeInstitution.words;
const LINE_STOP_WORDS = facilityStopWords.words;

function isInstitutionAt(t: TokenStream, i: number): boolean {
  if (!t.isWord(i)) return false;
  const word = t.lower(i);
  if (INSTITUTION_WORDS.has(word)) return true;
  const next = INSTITUTION_PAIRS.get(word);
  return next !== undefined && t.isWord(i + 1) && next.has(t.lower(i + 1));
}

const HISTORY_HEADINGS = historyHeadings.words;

/** Capitalised hospital abbreviations: letters ending in H, MC or HC ("GH", "BIDMC"). */
export function isHospitalAbbreviation(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const len = t.length(i);
  if (!t.isWord(i) || len < 2 || len > 5) return false;
  const lastLetter = t.text.charCodeAt(t.end[i]! - 1) | 0x20;
  if (lastLetter !== 104 && lastLetter !== 99) return false; // "h" or "c"
  if ((t.bits(i) & (VOCABULARY | CLINICAL)) !== 0) return false;
  const word = t.lower(i);
  const lex = context.lexicons;
  if (lex.states.has(word)) return false;
  if (!/^[a-z]{1,3}h$|^[a-z]{0,3}(mc|hc)$/.test(word)) return false;
  if (HISTORY_HEADINGS.has(word)) return false;
  return t.isAllCaps(i) || !context.mixedCase;
}

const BEFORE_ABBREVIATION: ReadonlySet<string> = beforeHospitalAbbreviation.words;

/**
 * "PPH 500 mL", "TSH 2.1", "LH/FSH", "prophylactic LMWH daily": capitals that carry a value (a
 * number after them, or after ":", "=", "<", ">") or stand after a word of the clause that is no
 * preposition or joiner are a test, a drug or a condition, not a place: a hospital's abbreviation
 * stands after "to", "from", "at", "with", an article, or alone (a line, a list, a bracket).
 */
function isClinicalAbbreviationSlot(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let n = i + 1;
  if (!t.startsLine(n) && (t.isPunct(n, ":") || t.isPunct(n, "=") || t.isPunct(n, "<") || t.isPunct(n, ">")))
    n++;
  // A value is short ("SMC 12345", a register's letters before a number, is no value).
  if (t.isNumber(n) && !t.startsLine(n) && t.length(n) <= 4) return !isPlacePrepositionAt(t, i - 1);
  // "40 LMWH", "2 PPH": a count or dose before it.
  if (t.isNumber(i - 1) && !t.startsLine(i)) return true;
  // "LH/FSH": joined to another abbreviation by a slash.
  if ((t.isPunct(i + 1, "/") && t.touches(i)) || (t.isPunct(i - 1, "/") && t.touches(i - 1))) return true;
  const p = i - 1;
  if (!t.isWord(p) || t.startsLine(i)) return false;
  if (t.isCapitalised(p) || t.isAllCaps(p)) return false;
  return !BEFORE_ABBREVIATION.has(t.lower(p));
}

function isPlacePrepositionAt(t: TokenStream, p: number): boolean {
  if (!t.isWord(p)) return false;
  const w = t.lower(p);
  return w === "to" || w === "from" || w === "at" || w === "in" || w === "into" || w === "via" || w === "ex";
}

const EPONYM_HEADS = eponymHeads.words;

/**
 * "Mallory Weiss tear", "Glasgow Blatchford score": a listed name with no institution word after
 * it, before the head noun of an eponym (at once or past one lower-case word), names a sign, a
 * score or a device. (The eponym filter spares the anchored hospital rules, so they look here.)
 */
function beforeEponymHead(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  for (let k = last + 1; k <= last + 2 && t.isWord(k) && !t.startsLine(k); k++) {
    if (EPONYM_HEADS.has(t.lower(k))) return true;
    if (context.mixedCase && (t.isCapitalised(k) || t.isAllCaps(k)))
      return titledInstrumentAfter(context, last);
  }
  return false;
}

/**
 * "Norton 12", "Salter-Harris II", "Garden III": a one-word listed name joined by a hyphen to the
 * word before it, or followed by a score, grade or class, names a scale or a classification,
 * unless a place preposition stands before it ("seen at Norton 2 days ago").
 */
function scaleOrCompound(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.isPunct(i - 1, "-") && t.touches(i - 1) && t.touches(i - 2) && t.isWord(i - 2)) return true;
  if (isPlacePrepositionAt(t, i - 1)) return false;
  return scoreAt(context, i, i + 1);
}

const GENERAL_RANKS: ReadonlySet<string> = generalRanks.words;

/**
 * "Referred from Stone Bridge General.", "d/c to Markham General with …": "General" closing the
 * clause after a name is the hospital's short name, as Canada, Nigeria and the US write it; not
 * "General Surgery", "general anaesthetic" (a word follows it) or a rank ("Surgeon General").
 */
function generalClosesName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (t.lower(i) !== "general" || t.startsLine(i)) return false;
  if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) return false;
  const p = i - 1;
  if (!t.isWord(p) || GENERAL_RANKS.has(t.lower(p)) || (t.bits(p) & (TITLE | STAFF_ROLE)) !== 0) return false;
  const n = i + 1;
  if (n >= t.count || t.startsLine(n)) return true;
  if (t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, ";") || t.isPunct(n, ")")) return true;
  // "Brockton General | Dept of Medicine", "Brockton General – Pathology": a separator on a line.
  if (t.isPunct(n, "|") || (isDash(t, n) && !t.touches(i))) return true;
  // "from Brockton General ED": its emergency department.
  return t.isWord(n) && (AFTER_GENERAL.has(t.lower(n)) || DEPARTMENTS.has(t.lower(n)));
}
const AFTER_GENERAL: ReadonlySet<string> = afterHospitalShortName.words;
const DEPARTMENTS = departments.words;

function isDash(t: TokenStream, n: number): boolean {
  return t.isPunct(n, "-") || t.isPunct(n, "\u2013") || t.isPunct(n, "\u2014");
}

const MOVEMENT_VERBS = hospitalMovementVerbs.words;
const HOSPITAL_WORDS = hospitalWords.words;
const HOSPITAL_KINDS = hospitalKinds.words;

/**
 * "arrived from lone pine hosp", "to rehab (quill ridge Memorial)": after a verb of movement and a
 * preposition, up to two words before a hospital word are its name whatever their case, unless
 * they are clinical or describe a kind of hospital. The first word of the name, or -1.
 */
function cuedNameStart(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!HOSPITAL_WORDS.has(t.lower(i))) return -1;
  let first = -1;
  for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
    if (!t.isWord(k) || (t.startsLine(k + 1) && k + 1 !== i && first === -1)) break;
    const word = t.lower(k);
    if (NOT_BEFORE_INSTITUTION.has(word) || context.lexicons.clinical.has(word) || HOSPITAL_KINDS.has(word))
      break;
    first = k;
    if (t.startsLine(k)) break;
  }
  if (first === -1) return -1;
  let p = first - 1;
  if (t.isPunct(p, "(")) {
    // "rehab (quill ridge Memorial)": the name in brackets after an institution word.
    return isInstitutionAt(t, p - 1) ? first : -1;
  }
  if (!t.isWord(p) || !["to", "from", "at", "into"].includes(t.lower(p))) return -1;
  for (p--; p >= 0 && p >= first - 4; p--) {
    if (t.isWord(p) && MOVEMENT_VERBS.has(t.lower(p))) return first;
    if (!t.isWord(p)) return -1;
  }
  return -1;
}

/**
 * True when the listed hospitals cannot matter at the head word `i`: it is an English or clinical
 * word (so no distinctive one-word name and no abbreviation, isHospitalAbbreviation), no
 * institution word stands at or after it, and no phrase of the list goes on after it (the tail bit
 * on neither of the next two tokens, a "." or "-" between). A one-word match there is refused or
 * passed over as no match is, so matchPhrase (its Set probe of the word) is not asked: most heads
 * of a dev note ("the", "new", "good" in capitals or not) are such words.
 */
function idleHead(context: ScanContext, i: number, bits: number): boolean {
  const t = context.tokens;
  const tail = context.lexicons.hospitals.tailBit;
  return (
    context.lexicons.hospitals.headBit !== 0 &&
    (bits & (VOCABULARY | CLINICAL)) !== 0 &&
    (bits & INSTITUTION) === 0 &&
    (t.bits(i + 1) & (INSTITUTION | tail)) === 0 &&
    (t.bits(i + 2) & tail) === 0
  );
}

export function findHospitals(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lex = context.lexicons;
  // Hospital heads, institution words and, where the note has case, abbreviations: unknown words
  // in capitals (isHospitalAbbreviation), all in the shorter of the unknown and the capitalised
  // words' lists. Without case an abbreviation alone is never a hospital (see below).
  const heads = HOSPITAL_HEAD | INSTITUTION;
  const byCapitals = t.initialUpperCount < t.unknownCount;
  const next = !context.mixedCase
    ? (i: number) => t.nextBits(i, heads)
    : (i: number) => Math.min(t.nextBits(i, heads), byCapitals ? t.nextInitialUpper(i) : t.nextUnknown(i));
  for (let i = next(0); i < t.count; i = next(i + 1)) {
    const bits = t.bits(i);
    if ((bits & (HOSPITAL_HEAD | INSTITUTION)) === 0 && !isHospitalAbbreviation(context, i)) continue;
    const last =
      (bits & HOSPITAL_HEAD) !== 0 && !idleHead(context, i, bits)
        ? matchPhrase(context, i, lex.hospitals)
        : -1;
    // "St. John's wort" is a herb, not St. John's hospital.
    if (last !== -1 && !(t.isWord(last + 1) && t.lower(last + 1) === "wort")) {
      const multiWord = last > i;
      const distinctive = (bits & (VOCABULARY | CLINICAL)) === 0 && t.length(i) >= 4;
      // "the Falls Clinic": a one-word listed name that names a service is no hospital.
      if (!multiWord && isServiceWord(t.lower(i))) continue;
      const caseOk = !context.mixedCase || t.isCapitalised(i) || t.isAllCaps(i);
      const institution = isInstitutionAt(t, last + 1);
      if (!multiWord && !institution && scaleOrCompound(context, i)) continue;
      const eponym = !institution && beforeEponymHead(context, last);
      // "Milpark Hospital for surgery": a listed name's last word in lower case where the note
      // has case is the sentence going on ("Hospital for Surgery" is listed), not the name.
      const tailOk =
        !multiWord ||
        !context.mixedCase ||
        t.isCapitalised(last) ||
        t.isAllCaps(last) ||
        isInstitutionAt(t, last);
      if ((caseOk || institution) && (multiWord || distinctive || institution) && !eponym && tailOk) {
        let end = last;
        // Never across a line: "Hospital: St Mary's\nClinic: …" holds two fields.
        const sameLine = (k: number) => !t.startsLine(k);
        if (t.isWord(end + 1) && sameLine(end + 1) && NAME_ENDINGS.has(t.lower(end + 1))) end++;
        // The institution words after the name: "Eliza Coffee Hospital", "Juniper Medical Center".
        const pair = INSTITUTION_PAIRS.get(t.lower(end));
        if (pair !== undefined && t.isWord(end + 1) && sameLine(end + 1) && pair.has(t.lower(end + 1))) end++;
        else if (sameLine(end + 1) && isInstitutionAt(t, end + 1))
          end += INSTITUTION_PAIRS.has(t.lower(end + 1)) ? 2 : 1;
        // "LIVING WORD CLINIC, AGBOWO BEFORE REFERRAL": the town after a comma closing the clause.
        if (end > i && t.isPunct(end + 1, ",") && INSTITUTION_WORDS.has(t.lower(end)))
          end = Math.max(end, townAfterEnd(context, end, context.mixedCase));
        out.push(
          hit(multiWord ? "hospital-name" : "hospital-name-one-word", "HOSPITAL", t.start[i]!, t.end[end]!),
        );
        i = end;
        continue;
      }
    }
    if (
      isHospitalAbbreviation(context, i) &&
      t.isAllCaps(i) &&
      context.mixedCase &&
      !isClinicalAbbreviationSlot(context, i) &&
      !inNonPlaceColumn(t, i) &&
      !abbreviatesNonPlace(t, i) &&
      !beforeCountry(context, i)
    ) {
      out.push(hit("hospital-abbreviation", "HOSPITAL", t.start[i]!, t.end[i]!));
      continue;
    }
    // An institution word carries the INSTITUTION bit (INSTITUTION_TRIGGERS).
    if ((bits & INSTITUTION) === 0 || i === 0) continue;
    const pair = isInstitutionAt(t, i);
    if (!pair && !generalClosesName(context, i)) continue;
    // "Clinic: …", "Hospital: …" opening a line: a field's label, whose name is on the same line.
    if (t.startsLine(i)) continue;
    // Words before the institution word: "Alderwood hospital", "MIZELL MEMORIAL".
    let first = -1;
    // "Good Samaritan Hospital", "Sunrise Nursing Home": in a mixed-case note, capitalised words
    // before a capitalised institution word are its name even when they are ordinary words.
    const named = context.mixedCase && t.isCapitalised(i);
    for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
      if (t.isPunct(k, ".") && t.touches(k - 1) && t.lower(k - 1) === "st" && first !== -1) {
        first = k - 1; // "St. Elsewhere Hospital"
        break;
      }
      if (!t.isWord(k) || NOT_BEFORE_INSTITUTION.has(t.lower(k))) break;
      // "; GP Kanata Clinic": "GP" opening the clause labels the practice ("Hervey Bay GP Super Clinic" keeps it).
      if (first !== -1 && t.lower(k) === "gp" && (t.startsLine(k) || !t.isWord(k - 1))) break;
      // "Radiology Clinic", "the Fracture Clinic": a service of our own hospital, not a name.
      if (isServiceWord(t.lower(k)) && !NAME_ENDINGS.has(t.lower(k))) break;
      if (isGeneSymbol(t.lower(k))) break;
      // "EGFR clinic", "HIV clinic": capitals before a lower-case institution word in a mixed-case
      // note are an abbreviation of a service, unless they read as a hospital's ("MGH clinic").
      const lowerHead = !t.isCapitalised(i) && !t.isAllCaps(i);
      if (context.mixedCase && lowerHead && t.isAllCaps(k) && !isHospitalAbbreviation(context, k)) break;
      const placeLike =
        (named && t.isCapitalised(k) && !lex.clinical.has(t.lower(k))) ||
        // "the arv clinic": without case, an abbreviation's shape is a programme's, not a name.
        (nameEvidence(context, k) >= UNKNOWN_WORD && (context.mixedCase || !isAcronymShape(t.lower(k)))) ||
        lex.hospitals.has(t.lower(k)) ||
        (k === i - 1 && NAME_ENDINGS.has(t.lower(k))) ||
        (t.isAllCaps(k) && t.length(k) === 2 && lex.states.has(t.lower(k)) && !context.upperCase) ||
        lex.cities.has(t.lower(k)) ||
        isHospitalAbbreviation(context, k);
      if (!placeLike) break;
      // "Attends Ashworth Community Hospital": a capitalised English word opening a sentence.
      // A line that holds the name alone ("Elm Park General" heading a letter) opens no sentence.
      // A verb or a function word opening it still opens a sentence ("Attends Ashworth Hospital").
      const nameLine =
        t.startsLine(k) && (i + 1 >= t.count || t.startsLine(i + 1)) && !LINE_STOP_WORDS.has(t.lower(k));
      const opens = (t.startsLine(k) && !nameLine) || t.isPunct(k - 1, ".") || t.isPunct(k - 1, ":");
      if (opens && named && (t.bits(k) & VOCABULARY) !== 0 && first !== -1) break;
      first = k;
      if (t.startsLine(k)) break;
    }
    const cued = cuedNameStart(context, i);
    if (cued !== -1 && (first === -1 || cued < first)) first = cued;
    if (first === -1) continue;
    // "Medical Center", "Nursing Home": the pair's second word belongs to the name.
    const end = pair && INSTITUTION_PAIRS.has(t.lower(i)) ? i + 1 : i;
    out.push(hit("hospital-institution-words", "HOSPITAL", t.start[first]!, t.end[end]!));
  }
}

const RULES = defineRules({
  "hospital-name": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "several capitalised words before a hospital word, or a listed hospital",
  },
  "hospital-name-one-word": {
    types: ["HOSPITAL"],
    level: "weak",
    anchored: false,
    about: "one word before a hospital word",
  },
  "hospital-institution-words": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "name words closed by institution words",
  },
  "hospital-abbreviation": {
    types: ["HOSPITAL"],
    level: "plausible",
    anchored: false,
    about: "a hospital abbreviation in capitals",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const hospitalRecogniser: RecogniserModule = {
  id: "hospital",
  family: "organisations",
  wake: { on: HOSPITAL_HEAD | INSTITUTION, at: ["unknown"] },
  vocabulary: [{ mask: "words", bit: INSTITUTION, words: INSTITUTION_TRIGGERS }],
  rules: RULES,
  scan: findHospitals,
};

const hit = ruleHit(RULES);

/**
 * "MOH Singapore", "HSE Ireland", "NHS England": an abbreviation right before a country's name, one
 * space apart on the same line, names the country's ministry or health service, not a hospital.
 */
function beforeCountry(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const k = i + 1;
  if (!t.isWord(k) || t.startsLine(k) || t.start[k]! - t.end[i]! !== 1) return false;
  return context.lexicons.countries.has(t.lower(k));
}
