import { eponymPairs } from "../cues/clinical.ts";
import { scoreBefore } from "../cues/not-dates.ts";
import type { ScanContext } from "../recogniser.ts";
import { scoreAt } from "../score-slot.ts";
import { CLINICAL, NAME_LISTED, VOCABULARY } from "../word-bits.ts";

/**
 * The matter of a ward list's row read as the patient's name in the column after "Bed 4 -", "Rm
 * 3:": a list without names (a teaching list, a handover template, a list already de-identified)
 * writes the diagnosis where the name would stand, and a diagnosis is often an eponym or an
 * abbreviation. A patient's name is never written as:
 * - one name (or names joined by hyphens) in the possessive closing its column ("Bed 2 -
 *   Hartmann's, stoma active", "Rm 1: Addison's, on hydrocortisone");
 * - one name and a grade in Roman numerals, II or above, with its subtype letter ("Rm 3: Hinchey
 *   II", "Gustilo IIIB", "Garden IV", "Bosniak IIF"); a lone "I", "V" or "X" may be an initial;
 * - a listed eponym of names joined by hyphens ("Rm 3: Stevens-Johnson,", "Child-Pugh A":
 *   cues/clinical.ts, eponymPairs), never a double-barrelled surname;
 * - a bedside scale's name before its score ("Rm 2: Braden 14,", "Morse 45"): scales named after
 *   people or towns that are written with a score (cues/not-dates.ts, scoreBefore; score-slot.ts
 *   refuses an age with its sex, a date and a phone number);
 * - an English word in lower case where the note writes case, before a duration or a score
 *   ("Bed 1 - day 3/7 abx") or a clinical column ("Rm 10: falls, PT eval");
 * - a clinical abbreviation of two to four capitals in a note that writes case ("Bed 11 - AKI,",
 *   "Bed 12 - ACS,"): a word no name list holds (not before an age: "OYE, 45M"), or a listed one
 *   before a clinical column ("CAP, CURB-65 2"), a clinical word before a duration ("NBM
 *   8/24"); "LEE, 67M" and "BO 3/7" are kept.
 * Reads the candidate's tokens and the two after it: no work outside the rows' candidates.
 */

const SCORE_NAMES = scoreBefore.words;
const EPONYM_PAIRS = eponymPairs.words;
const ROMAN_GRADE = /^(?:II|III|IV|VI{0,3}|IX)(?:[a-dA-D]|F)?$/;

/** Tokens `first`..`last` are one name: words joined by touching hyphens, or one word. */
function isOneName(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) {
    if ((k - first) % 2 === 0 ? !t.isWord(k) : !(t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k)))
      return false;
  }
  return (last - first) % 2 === 0;
}

/** Token `k` closes a column: a line end, the text's end, or a comma, stop, semicolon or dash. */
function closesColumn(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  return (
    t.isPunct(k, ",") || t.isPunct(k, ".") || t.isPunct(k, ";") || t.isPunct(k, "-") || t.isPunct(k, "|")
  );
}

/** The name-in-row candidate over tokens `first`..`last` holds a row's matter, not a name (above). */
export function isRowDiagnosis(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  // "Hartmann's", "Cheyne-Stokes'": a possessive alone in its column.
  if (isOneName(context, first, last) && closesColumn(context, last + 1)) {
    const word = t.lower(last);
    if (t.length(last) >= 4 && (word.endsWith("'s") || word.endsWith("\u2019s"))) return true;
  }
  // "Hinchey II", "Gustilo IIIB": the grade inside the candidate or right after it.
  if (t.isWord(last) && last > first && ROMAN_GRADE.test(t.raw(last)) && isOneName(context, first, last - 1))
    return closesColumn(context, last + 1);
  const next = last + 1;
  if (
    isOneName(context, first, last) &&
    t.isWord(next) &&
    !t.touches(last) &&
    !t.startsLine(next) &&
    ROMAN_GRADE.test(t.raw(next))
  )
    return closesColumn(context, next + 1);
  // "Stevens-Johnson", "Child-Pugh A": a listed eponym of joined names (a grade letter may follow).
  const nameEnd = last > first && t.length(last) === 1 && t.isAllCaps(last) ? last - 1 : last;
  if (nameEnd > first && isOneName(context, first, nameEnd)) {
    let form = "";
    for (let k = first; k <= nameEnd; k++) form += t.lower(k);
    if (EPONYM_PAIRS.has(form)) return true;
  }
  // "Braden 14", "Morse 45": a scale's name and its score.
  if (first === last && SCORE_NAMES.has(t.lower(first)) && scoreAt(context, first, next)) return true;
  // "falls, PT eval": an English word in lower case where the note writes case, before a clinical column.
  if (
    first === last &&
    context.mixedCase &&
    t.raw(first) === t.lower(first) &&
    (t.bits(first) & VOCABULARY) !== 0 &&
    (fractionAt(context, next) || (closesColumn(context, next) && clinicalColumnAt(context, next + 1)))
  )
    return true;
  // "AKI", "ACS", "CAP": a clinical abbreviation in capitals where the note writes case.
  if (
    first !== last ||
    !context.mixedCase ||
    !t.isAllCaps(first) ||
    t.length(first) < 2 ||
    t.length(first) > 4
  )
    return false;
  const bits = t.bits(first);
  // "ACS", "UTI", "NBM 8/24": capitals no name list holds.
  if ((bits & NAME_LISTED) === 0)
    return fractionAt(context, next) || (closesColumn(context, next) && !t.isNumber(next + 1));
  // "AKI, IVF", "CAP, CURB-65 2", "NG 3/7": capitals a name list holds too, before a clinical column
  // or (a clinical word) a duration; "LEE, 67M" is kept.
  if ((bits & CLINICAL) !== 0 && fractionAt(context, next)) return true;
  return closesColumn(context, next) && clinicalColumnAt(context, next + 1);
}

/** Tokens from `k` are a duration or a score written "a/b" ("3/7", "8/24", "14/15"). */
function fractionAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(k) || t.startsLine(k) || !t.isPunct(k + 1, "/") || !t.isNumber(k + 2)) return false;
  return t.touches(k) && t.touches(k + 1) && !t.isPunct(k + 3, "/");
}

/** Token `k` opens a clinical column: a clinical word, or an abbreviation in capitals no name list holds. */
function clinicalColumnAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  const bits = t.bits(k);
  if ((bits & CLINICAL) !== 0) return true;
  return t.isAllCaps(k) && t.length(k) >= 2 && (bits & NAME_LISTED) === 0;
}
