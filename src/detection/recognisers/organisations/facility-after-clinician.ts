import { serviceWords } from "../../cues/hospital-services.ts";
import { hospitalKinds, institutionWords } from "../../cues/hospitals.ts";
import { homeTownNotPlaces } from "../../cues/not-places.ts";
import { departments, notWards, wardHeads } from "../../cues/wards.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  DATE_WORD,
  FACILITY_HEAD,
  FIRST_NAME,
  HOSPITAL_HEAD,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * The place a titled clinician works at, written right after the name: "Ref: Dr Okafor
 * (Middlemore)", "referred by Mr Byrne (the Mater)", "Dr Lim (TTSH)", and at a line end after a
 * comma: "GP: Dr A. Smith, Elm Street Pediatrics", "Requesting: Dr Tan WL, Raffles Medical
 * Tampines". MDT lists, referral forms, request forms and EHR fields in every country write a
 * referrer with his hospital or practice so. The name after the title is up to five tokens
 * (words, initials, dots); the place is one to five words closing the bracket, or closing the line
 * after the comma. In a note with case its words are capitalised or an abbreviation ("the" and
 * joiners aside); without case (or in lower case) one must be a word no English list knows or a
 * facility's head word. A role, credential, specialty, department, service, relative, date word
 * or clinical word anywhere refuses it ("Dr Jones (GP)", "Dr Lee (ICU)", "Dr Smith, Consultant
 * Physician", "Mrs Ng (daughter)"), and so does one listed given name alone (a nickname). Linear:
 * a bounded walk from each title.
 */
export function findFacilitiesAfterClinician(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, TITLE); i < t.count; i = t.nextBits(i + 1, TITLE)) {
    if (!t.isWord(i) || (t.bits(i) & TITLE) === 0) continue;
    // The clinician's name: up to five words, initials and dots, on the title's line.
    let k = i + 1;
    if (t.isPunct(k, ".") && t.touches(i)) k++;
    let words = 0;
    for (let n = 0; n < 6 && k < t.count && !t.startsLine(k); n++, k++) {
      if (t.isWord(k)) {
        if ((t.bits(k) & (CLINICAL | DATE_WORD | STAFF_ROLE)) !== 0 && t.length(k) > 2) break;
        words++;
      } else if (!(t.isPunct(k, ".") || (t.touches(k - 1) && (t.isPunct(k, "-") || t.isPunct(k, "'")))))
        break;
    }
    if (words === 0 || words > 4 || k >= t.count || t.startsLine(k)) continue;
    const bracket = t.isPunct(k, "(");
    // After a comma only a doctor's place, after a short name: "Mr John Smith, Family Friend" and
    // "RN regarding pt condition, plan of care" are no referrer and his practice.
    if (!bracket && !(t.isPunct(k, ",") && DOCTORS.has(t.lower(i)) && words <= 3)) continue;
    const first = k + 1;
    if (first >= t.count || t.startsLine(first)) continue;
    const the = t.isWord(first) && t.lower(first) === "the";
    const doctor = DOCTOR_TITLES.has(t.lower(i));
    const last = placeEnd(context, the ? first + 1 : first, bracket, doctor, the, DOCTORS.has(t.lower(i)));
    if (last === -1) continue;
    out.push(hit("facility-after-clinician", "HOSPITAL", t.start[first]!, t.end[last]!));
    i = last;
  }
}

/**
 * The last word of the place from token `first`: one to five words closing the bracket
 * (`bracket`) or the line (after a comma), all acceptable, or -1.
 */
function placeEnd(
  context: ScanContext,
  first: number,
  bracket: boolean,
  doctor: boolean,
  the: boolean,
  onlyDoctor: boolean,
): number {
  const t = context.tokens;
  let last = -1;
  let nameWords = 0;
  let evidence = false;
  let k = first;
  for (let n = 0; n < 9 && k < t.count && !t.startsLine(k); n++, k++) {
    if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k) && t.isWord(k + 1)) continue;
    if (!t.isWord(k)) break;
    const word = t.lower(k);
    const joiner = JOINERS.has(word) && k > first;
    if (!joiner) {
      if (!placeWordOk(context, k, k === first)) return -1;
      nameWords++;
      if (nameWords > 5) return -1;
      if (t.touches(k - 1) && t.isPunct(k - 1, "-")) {
        // "Walk-in", "Long-Term": the joined part may be lower case.
      } else if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return -1;
      if ((t.bits(k) & VOCABULARY) === 0 || (bracket && (t.bits(k) & (HOSPITAL_HEAD | FACILITY_HEAD)) !== 0))
        evidence = true;
      if (context.mixedCase && (t.isCapitalised(k) || t.isAllCaps(k))) evidence = true;
    }
    last = k;
  }
  if (last === -1 || nameWords === 0 || JOINERS.has(t.lower(last))) return -1;
  // A doctor's bracket holds where they work or what they are: the roles, specialties and words of
  // standing are refused above, so in a note in capitals an English word may stand ("(ROYAL FREE)").
  // Not in lower case, where "(away)" or "(surgeons)" would pass: a word in capitals there.
  if (
    !evidence &&
    !(bracket && onlyDoctor && !context.mixedCase && t.isAllCaps(last) && !verbIn(context, first, last))
  )
    return -1;
  const end = last + 1;
  if (bracket) {
    if (!t.isPunct(end, ")")) return -1;
  } else if (
    !(
      end >= t.count ||
      t.startsLine(end) ||
      (t.isPunct(end, ".") && (end + 1 >= t.count || t.startsLine(end + 1)))
    )
  )
    return -1;
  // "Dr Ngata (Hemi)": one listed given name alone is a name the clinician goes by.
  if (
    nameWords === 1 &&
    last === first &&
    !(doctor || the) &&
    (t.bits(first) & FIRST_NAME) !== 0 &&
    !context.lexicons.cities.has(t.lower(first))
  )
    return -1;
  return last;
}

/** A word of `first`..`last` reads as a verb's form ("(ACCOMPANIED BY …)", "(VISITING DAILY)"). */
function verbIn(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) {
    if (t.isWord(k) && t.length(k) >= 5 && /(?:ing|ed)$/.test(t.lower(k))) return true;
  }
  return false;
}

/** A word that may stand in a hospital's or practice's name here (`opening`: its first word). */
function placeWordOk(context: ScanContext, k: number, opening: boolean): boolean {
  const t = context.tokens;
  if (t.length(k) < 2 && !t.isAllCaps(k)) return false;
  if ((t.bits(k) & (TITLE | STAFF_ROLE | CREDENTIAL | DATE_WORD | RELATIVE_CUE | CLINICAL)) !== 0)
    return false;
  const word = t.lower(k);
  if (NOT_HERE.has(word) || DEPARTMENTS.has(word) || NOT_WARDS.has(word) || WARD_HEADS.has(word))
    return false;
  if (context.lexicons.clinical.has(word)) return false;
  // A service or kind of place may close a name ("Elm Street Pediatrics"), never open one.
  if (opening && SPECIALTY.test(word)) return false;
  if (
    opening &&
    (SERVICE_WORDS.has(word) || KINDS.has(word) || INSTITUTION_WORDS.has(word) || NOT_PLACES.has(word))
  )
    return false;
  return true;
}

/** A specialty's shape ("Endocrinology", "Paediatrics", "Geriatrics", "Psychiatry"). */
const SPECIALTY = /(?:olog(?:y|ie)|iatrics?|iatry|etics|ics|ery)$/;
const SERVICE_WORDS = serviceWords.words;
const KINDS = hospitalKinds.words;
const INSTITUTION_WORDS = institutionWords.words;
const NOT_PLACES = homeTownNotPlaces.words;
const DEPARTMENTS = departments.words;
const NOT_WARDS = notWards.words;
const WARD_HEADS = wardHeads.words;
/** Titles of doctors, whose bracket names a hospital rather than a nickname. */
const DOCTOR_TITLES: ReadonlySet<string> = new Set([
  "dr",
  "doctor",
  "prof",
  "professor",
  "drs",
  "mr",
  "ms",
  "miss",
]);
/** Titles only doctors bear. */
const DOCTORS: ReadonlySet<string> = new Set(["dr", "doctor", "prof", "professor", "drs"]);
const JOINERS: ReadonlySet<string> = new Set(["of", "and", "de", "du", "la", "le", "&", "on", "upon"]);
/** Words in a bracket after a clinician's name that say how they stand, not where they work. */
const NOT_HERE: ReadonlySet<string> = new Set([
  ...["retd", "retired", "locum", "covering", "cover", "oncall", "acting", "deceased", "dec", "ext"],
  ...["bleep", "pager", "tel", "mob", "ph", "via", "leave", "she", "her", "he", "him", "they", "them"],
  ...["team", "lead", "fellow", "trainee", "intern", "resident", "student", "phone", "mobile", "email"],
  ...["call", "new", "old", "senior", "junior", "visiting", "honorary", "emeritus", "private", "sick"],
  ...["will", "may", "can", "could", "would", "should", "must", "shall", "might", "is", "was", "not"],
  ...["no", "to", "be", "has", "had", "please", "only", "does", "did", "do", "if", "when", "at"],
  ...["cc", "attached", "enc", "encl", "reg", "regd", "tbc", "tba", "pending", "unknown", "nil", "none"],
]);

const RULES = defineRules({
  "facility-after-clinician": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about:
      "a hospital or practice in brackets or closing the line after a titled clinician (Dr Okafor (Middlemore))",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityAfterClinicianRecogniser: RecogniserModule = {
  id: "facility-after-clinician",
  family: "organisations",
  wake: { on: TITLE },
  rules: RULES,
  scan: findFacilitiesAfterClinician,
};

const hit = ruleHit(RULES);
