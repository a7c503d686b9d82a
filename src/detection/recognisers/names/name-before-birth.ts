import { nameParticles } from "../../cues/name-particles.ts";
import { slotStop } from "../../cues/not-names.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_SLOT_TITLE,
  DATE_FRAGMENT_CUE,
  DATE_WORD,
  NAME_LISTED,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * The name written right before its date of birth, the way lists, referrals, e-mails and dictated
 * letters of every country identify a patient: "2. GEDGE, Hamish, 827003, DOB 27 December 1985",
 * "Could you see Amit (DOB 16.05.1943) soon?", "re sibongile mabaso date of birth 1997-10-20",
 * "4. NANDHINI T., 90447/2024, DOB 16.10.1954". Before "DOB" or "date of birth" (a bracket, a
 * comma or a dash and one identifier with its comma may stand between), one to five name words
 * read backwards on the line: initials with their dot, one "Surname, Given" comma, particles.
 * In a note with case every word opens with a capital (particles aside); without case a word
 * that is English needs a list to know it as a name. One word at least must be a listed name or
 * a word no English list knows; never a title or a word for the person ("78-year-old lady, DOB").
 * The words stop at a sentence's or item's stop, a colon, the line start or any other word.
 * Bounded: a dozen tokens back from each cue.
 */

const PARTICLES = nameParticles.words;
const SLOT_STOP = slotStop.words;
/** Words of a heading or label before the name ("re sibongile mabaso date of birth …"). */
const LEADS: ReadonlySet<string> = new Set(["re", "ref", "regarding", "attn", "cc", "subject", "see"]);
/** Who the date of birth belongs to, said without a name ("78-year-old lady, DOB …"). */
const PERSON_NOUNS: ReadonlySet<string> = new Set([
  "lady",
  "man",
  "woman",
  "male",
  "female",
  "gentleman",
  "boy",
  "girl",
  "baby",
  "child",
  "infant",
  "patient",
  "client",
  "resident",
]);
const MAX_WORDS = 5;
const NOT_NAME = CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE | DATE_WORD | DATE_FRAGMENT_CUE;

function hasDigit(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isNumber(k)) return true;
  if (!t.isWord(k)) return false;
  for (let p = t.start[k]!; p < t.end[k]!; p++) {
    const c = t.text.charCodeAt(p);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** Steps back over one identifier ("827003", "3587492931-2", "8226 0233 3871") and its comma. */
function skipIdentifier(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (!hasDigit(context, k)) return k;
  let m = k;
  for (let n = 0; n < 6 && m > 0 && !t.startsLine(m); n++) {
    const prev = m - 1;
    const joined = t.start[m]! - t.end[prev]! <= 1;
    if (!joined) break;
    // "MH3744230", "UNTH/03/5801": letters touching the digits belong to the identifier.
    const touching = t.start[m]! === t.end[prev]! && t.isWord(prev);
    if (touching || hasDigit(context, prev) || t.isPunct(prev, "-") || t.isPunct(prev, "/")) m = prev;
    else break;
  }
  if (t.startsLine(m) || !t.isPunct(m - 1, ",")) return -1;
  return m - 2;
}

/** Token `k` may be a word of the name before a birth date. */
function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) > 30 || hasDigit(context, k)) return false;
  // "M. V. SUMATHI": a capital initial with its dot.
  if (t.length(k) === 1) return t.isAllCaps(k) && t.isPunct(k + 1, ".") && t.touches(k);
  const word = t.lower(k);
  if ((SLOT_STOP.has(word) && !PARTICLES.has(word)) || LEADS.has(word) || PERSON_NOUNS.has(word))
    return false;
  if ((t.cues(k) & CUE_SLOT_TITLE) !== 0) return false;
  const bits = t.bits(k);
  // "re sibongile mabaso": two letters are a name's only when a list knows them ("Ng", "Le").
  if (t.length(k) === 2 && (bits & NAME_LISTED) === 0) return false;
  if ((bits & NOT_NAME) !== 0 && (bits & NAME_LISTED) === 0) return false;
  if ((bits & CLINICAL) !== 0 && t.length(k) > 1) return false;
  if (context.mixedCase) {
    if (PARTICLES.has(word)) return true;
    const first = t.text.charAt(t.start[k]!);
    return first !== first.toLowerCase();
  }
  return (bits & VOCABULARY) === 0 || (bits & NAME_LISTED) !== 0;
}

export function findNamesBeforeBirth(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, DATE_FRAGMENT_CUE); i < t.count; i = t.nextBits(i + 1, DATE_FRAGMENT_CUE)) {
    if (t.length(i) !== 3 && t.length(i) !== 5) continue;
    const word = t.lower(i);
    let cue = -1;
    if (word === "dob") cue = i;
    else if (word === "birth" && t.lower(i - 1) === "of" && t.lower(i - 2) === "date") cue = i - 2;
    if (cue < 1 || t.startsLine(cue)) continue;
    let k = cue - 1;
    if (t.isPunct(k, "(") || t.isPunct(k, ",") || t.isPunct(k, "-")) {
      if (t.startsLine(k)) continue;
      k--;
    }
    k = skipIdentifier(context, k);
    if (k < 0 || (!t.isWord(k) && !t.isPunct(k, "."))) continue;
    // "NANDHINI T.,": a closing initial's dot.
    let last = k;
    if (t.isPunct(k, ".")) {
      if (t.length(k - 1) !== 1 || !t.touches(k - 1)) continue;
      last = k;
      k--;
    }
    let first = -1;
    let words = 0;
    let comma = false;
    let evidence = false;
    for (let m = k; m >= 0 && words < MAX_WORDS; m--) {
      if (!nameWord(context, m)) break;
      first = m;
      words++;
      const bits = t.bits(m);
      if (t.length(m) > 1 && ((bits & NAME_LISTED) !== 0 || (bits & VOCABULARY) === 0)) evidence = true;
      if (t.startsLine(m)) break;
      const before = m - 1;
      if (t.isPunct(before, ".") && t.length(before - 1) === 1 && t.touches(before - 1)) {
        m = before;
        continue;
      }
      if (t.isPunct(before, ",") && !comma && t.touches(before - 1) && !t.startsLine(before)) {
        comma = true;
        m = before;
        continue;
      }
      if (t.start[m]! - t.end[before]! > 2 || !t.isWord(before)) break;
    }
    // A lone letter opens the name only as an initial with its dot ("M. V. SUMATHI").
    if (first < 0 || !evidence || (t.length(first) === 1 && !t.isPunct(first + 1, "."))) continue;
    out.push(hit("name-before-birth-date", "PATIENT_NAME", t.start[first]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-before-birth-date": {
    types: ["PATIENT_NAME"],
    level: "cued",
    anchored: true,
    about: "the name written right before its date of birth ('GEDGE, Hamish, 827003, DOB …')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const nameBeforeBirthRecogniser: RecogniserModule = {
  id: "name-before-birth",
  family: "names",
  wake: { on: DATE_FRAGMENT_CUE },
  rules: RULES,
  scan: findNamesBeforeBirth,
};

const hit = ruleHit(RULES);
