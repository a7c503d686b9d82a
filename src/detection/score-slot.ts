import { ageAfter, subjectAgeUnits } from "./cues/ages.ts";
import { riskLevels } from "./cues/clinical.ts";
import { notScoreTimes, notScoreUnits } from "./cues/not-names.ts";
import type { ScanContext } from "./recogniser.ts";
import { CLINICAL, VOCABULARY } from "./word-bits.ts";

/**
 * The slot of a score, grade or class after a scale's name: "Braden 14", "Morse 55, Stratify 3",
 * "Waterlow: 18", "Berg = 42/56", "Gleason 3+4", "Garden IV", "Bosniak IIF", "Kessler 10: 28".
 * A scale named after a person or a place is written as its name and its value; a person is not
 * written as a name and a small number, save an age ("Okafor 45M", "Kofi 3 yrs", "Ama 6 weeks
 * old"), a date ("Jones 12/03/1965") or a phone number ("Smith 021 555 1234"), which are refused.
 * Reads at most eight tokens from `j`, the first token after the candidate name, which starts
 * at token `first`.
 */
export function scoreAt(context: ScanContext, first: number, j: number): boolean {
  const t = context.tokens;
  // "1. Priya 2. Kofi", "1) Ama 2) Yaw": the number opens the next item of a numbered list (the
  // number before the name is one less; "GCS 15. Rockwood 5." is no list).
  if (isItemNumber(t, first - 2) && isItemNumber(t, j) && t.value(first - 2) + 1 === t.value(j)) return false;
  let k = j;
  // "| Katz | 6/6 |": the scale's name alone in a table cell, its score over its maximum in the next.
  if (t.isPunct(k, "|") && t.isPunct(first - 1, "|") && !t.startsLine(k + 1) && isCellFraction(t, k + 1))
    return true;
  // "MMSE (Folstein) 24/30", "CrCl (Cockcroft-Gault) 45": the scale's name alone in brackets.
  if (t.isPunct(k, ")") && t.isPunct(first - 1, "(") && t.touches(k - 1)) k++;
  // "Lawton IADL 5/8", "Cockcroft-Gault CrCl 45": the scale's abbreviation before its value
  // ("katz adl 6/6" where the note has no case: a clinical word no English word).
  if (
    !t.startsLine(k) &&
    (isAbbreviation(t, k)
      ? context.mixedCase || (t.bits(k) & CLINICAL) !== 0
      : caseFreeAbbreviation(context, k))
  )
    k++;
  // "Kessler K10 28", "Kessler (K10): 28": the scale's short name of a capital and its number of
  // items, alone or in brackets, before the value.
  else if (!t.startsLine(k) && isItemCountName(t, k) && !t.touches(k + 1)) k += 2;
  // "Kessler K10 28" where the capital was read past as an initial: the digits are its item count.
  else if (t.isNumber(k) && k - 1 > first && isItemCountName(t, k - 1) && !t.touches(k) && t.isNumber(k + 1))
    k++;
  else if (t.isPunct(k, "(") && isItemCountName(t, k + 1) && t.isPunct(k + 3, ")") && t.touches(k + 2))
    k += 4;
  // "Kessler-10: 28": the scale's number of items joined to its name, before the value.
  if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k) && t.isNumber(k + 1) && t.isPunct(k + 2, ":"))
    k += 2;
  // "Waterlow: 18", "Berg = 42" ("Okafor (2)" is a count of people, "Siti - 45 - chest pain" an
  // age in a handover list).
  if ((t.isPunct(k, ":") || t.isPunct(k, "=")) && !t.startsLine(k)) k++;
  if (t.startsLine(k)) return false;
  if (t.isWord(k)) return isGradeNumeral(t, k, context.mixedCase);
  if (!t.isNumber(k) || t.length(k) > 3) return false;
  let next = k + 1;
  // A time ("Priya 14:00-16:00", "Kofi 2.30pm") is a visit, not a score.
  // "Kessler 10: 28" (the scale's short name, a colon and a space) is a score.
  if (t.isPunct(next, ":") && t.touches(k) && t.isNumber(next + 1) && t.touches(next)) return false;
  // A decimal ("Breslow 1.2 mm") or a fraction of the scale's maximum ("Katz 6/6", "Berg 42/56").
  if (
    (t.isPunct(next, ".") || t.isPunct(next, "/")) &&
    t.touches(k) &&
    t.isNumber(next + 1) &&
    t.touches(next)
  ) {
    if (t.isPunct(next, "/") && t.value(k) > t.value(next + 1)) return false;
    next += 2;
    // A third part makes a date ("12/03/1965", "3.4.21").
    if ((t.isPunct(next, "/") || t.isPunct(next, ".") || t.isPunct(next, "-")) && t.isNumber(next + 1))
      return false;
  } else if (t.isPunct(next, "-") && t.touches(k) && t.isNumber(next + 1) && t.touches(next)) {
    // "12-03-1965" is a date; a range "3-4" is a score.
    if (t.isPunct(next + 2, "-") && t.isNumber(next + 3)) return false;
  }
  // A second group of digits after a space is a phone number ("021 555 1234").
  if (t.isNumber(next) && !t.startsLine(next)) return false;
  if (!t.isWord(next) || t.startsLine(next)) return true;
  const word = t.lower(next);
  // "Yaw Mensah 14 Oak Street": a house number before its street. "Norton   12   High": a risk
  // level alone after the score, closing the row ("14 High Street" goes on).
  if (
    context.mixedCase &&
    (t.isCapitalised(next) || t.isAllCaps(next)) &&
    next === k + 1 &&
    !(RISK_LEVELS.has(word) && levelClosesRow(t, next))
  )
    return false;
  if (TIME_WORDS.has(word) || AGE_AFTER.has(word) || AGE_UNITS.has(word) || NOT_SCORE_UNITS.has(word))
    return false;
  // "6 weeks old".
  return t.lower(next + 1) !== "old";
}

const RISK_LEVELS = riskLevels.words;

/** Nothing but a stop, a bar or the end of the line follows the risk level at `k`. */
function levelClosesRow(t: ScanContext["tokens"], k: number): boolean {
  const n = k + 1;
  return n >= t.count || t.startsLine(n) || t.isPunct(n, ".") || t.isPunct(n, "|") || t.isPunct(n, ",");
}

const AGE_AFTER = ageAfter.words;
const AGE_UNITS = subjectAgeUnits.words;
const NOT_SCORE_UNITS = notScoreUnits.words;
const TIME_WORDS = notScoreTimes.words;

/**
 * A grade or class in Roman numerals, with an optional subtype letter: "II", "IIIa", "IV", "IIF"
 * (two letters or more: "I" and "V" alone are initials). In capitals, or in lower case where
 * the note is written without case.
 */
function isGradeNumeral(t: ScanContext["tokens"], k: number, mixedCase: boolean): boolean {
  const length = t.length(k);
  if (length < 2 || length > 5) return false;
  if (mixedCase && !t.isAllCaps(k) && !ROMAN_LOWER_SUFFIX.test(t.raw(k))) return false;
  return ROMAN.test(t.lower(k));
}

const ROMAN = /^(i{1,3}|iv|vi{0,3}|ix)[a-d]?f?$/;
/** "IIIa", "IIb": capitals with a lower-case subtype letter. */
const ROMAN_LOWER_SUFFIX = /^(I{1,3}|IV|VI{0,3}|IX)[a-d]$/;

/**
 * An abbreviation of three to six letters with two capitals or more ("IADL", "CrCl", "ACE"):
 * initials are shorter ("Okafor JC"), and an English word in capitals is no abbreviation unless
 * clinical ("KOFI BED 3").
 */
function isAbbreviation(t: ScanContext["tokens"], k: number): boolean {
  if (!t.isWord(k) || t.length(k) < 3 || t.length(k) > 6) return false;
  if ((t.bits(k) & (VOCABULARY | CLINICAL)) === VOCABULARY) return false;
  let capitals = 0;
  for (let p = t.start[k]!; p < t.end[k]!; p++) {
    const c = t.text.charCodeAt(p);
    if (c >= 65 && c <= 90) capitals++;
  }
  return capitals >= 2;
}

/**
 * A scale's short name of one or two capitals joined to its number of items, "K10", "K6": a word
 * in capitals touching a number of one or two digits.
 */
function isItemCountName(t: ScanContext["tokens"], k: number): boolean {
  if (!t.isWord(k) || t.length(k) > 2 || !t.isAllCaps(k) || !t.touches(k)) return false;
  return t.isNumber(k + 1) && t.length(k + 1) <= 2;
}

/** In a note without case, a clinical word of three to six letters that is no English word ("adl"). */
function caseFreeAbbreviation(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (context.mixedCase || !t.isWord(k) || t.length(k) < 3 || t.length(k) > 6) return false;
  return (t.bits(k) & (VOCABULARY | CLINICAL)) === CLINICAL;
}

/** A score over its maximum alone in a cell at `k`: "6/6 |", "14/23 |" (a at most b). */
function isCellFraction(t: ScanContext["tokens"], k: number): boolean {
  if (!t.isNumber(k) || t.length(k) > 3 || !t.isPunct(k + 1, "/") || !t.touches(k)) return false;
  if (!t.isNumber(k + 2) || !t.touches(k + 1) || t.value(k) > t.value(k + 2)) return false;
  return t.isPunct(k + 3, "|") || k + 3 >= t.count || t.startsLine(k + 3);
}

/** A list item's number at `k`: one or two digits and "." or ")". */
function isItemNumber(t: ScanContext["tokens"], k: number): boolean {
  return (
    t.isNumber(k) && t.length(k) <= 2 && (t.isPunct(k + 1, ".") || t.isPunct(k + 1, ")")) && t.touches(k)
  );
}
