// Where a facility's name ends after its head: a town after it, a second head or a legal form, an
// "of" tail ("Institute of Medical Sciences"), the place after "University of". Each looks a few
// tokens ahead: linear.
import { trailingHeads, trailingLegal } from "../../cues/businesses.ts";
import { afterMovedFacility } from "../../cues/hospitals.ts";
import { landscapeWords } from "../../cues/place-names.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import type { ScanContext } from "../../recogniser.ts";
import { CLINICAL, DATE_WORD, NAME_LISTED } from "../../word-bits.ts";
import { closesClause } from "./facility-context.ts";
import { isNameWord, isUnknownWord } from "./facility-name-word.ts";

const TRAILING_HEADS = trailingHeads.words;
const TRAILING_LEGAL = trailingLegal.words;

/** The last token of heads that follow the head at `i` on its line (at most three), or `i`. */
export function trailingHeadsEnd(context: ScanContext, i: number, cased: boolean): number {
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
  // "Dunmore Hospital and Health Service": Queensland's joint name for a hospital and its district.
  const and = end + 1;
  if (
    end === i &&
    t.lower(i) === "hospital" &&
    t.isWord(and) &&
    t.lower(and) === "and" &&
    t.lower(and + 1) === "health" &&
    (t.lower(and + 2) === "service" || t.lower(and + 2) === "services") &&
    !t.startsLine(and) &&
    !t.startsLine(and + 1) &&
    !t.startsLine(and + 2) &&
    (!cased || t.isCapitalised(and + 1) || t.isAllCaps(and + 1))
  )
    end = and + 2;
  // "Goodness Hospital and Maternity", "Grace Clinic & Maternity Home", "Tata Memorial Hospital
  // and Research Centre": a second kind of care joined by "and" belongs to the name.
  if (end === i) end = joinedKindEnd(context, i, cased);
  // "Royal Melbourne Hospital - City Campus", "The Ottawa Hospital – General Campus": a campus
  // after a dash, one to three words, is the hospital's site.
  if (end === i) end = dashCampusEnd(context, i, cased);
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

/** Heads of care after which "and" may join a second kind of care to the name. */
const JOINED_KIND_HEADS: ReadonlySet<string> = new Set(["hospital", "clinic", "hospitals", "clinics"]);
/** Kinds of care that a hospital's name joins to it by "and" ("Hospital and Maternity"). */
const JOINED_KINDS: ReadonlySet<string> = new Set(["maternity", "research", "diagnostic", "fertility"]);
/** Heads that may close a joined kind of care ("and Maternity Home", "and Research Centre"). */
const JOINED_KIND_ENDS: ReadonlySet<string> = new Set(["home", "centre", "center", "clinic", "institute"]);

/**
 * "and Maternity", "& Maternity Home", "and Research Centre" after a hospital's or a clinic's head
 * at `i` (capitalised where the note has case): the last token of the joined kind, or `i`. Nigerian,
 * Indian and Ghanaian private hospitals write the maternity or research wing into their name.
 */
function joinedKindEnd(context: ScanContext, i: number, cased: boolean): number {
  const t = context.tokens;
  const and = i + 1;
  const kind = and + 1;
  if (!JOINED_KIND_HEADS.has(t.lower(i))) return i;
  if (!(t.isPunct(and, "&") || (t.isWord(and) && t.lower(and) === "and")) || t.startsLine(and)) return i;
  if (!t.isWord(kind) || t.startsLine(kind) || !JOINED_KINDS.has(t.lower(kind))) return i;
  if (cased && !t.isCapitalised(kind) && !t.isAllCaps(kind)) return i;
  const head = kind + 1;
  const closing =
    t.isWord(head) &&
    !t.startsLine(head) &&
    JOINED_KIND_ENDS.has(t.lower(head)) &&
    (!cased || t.isCapitalised(head) || t.isAllCaps(head));
  if (closing) return head;
  // "Research", "Diagnostic" alone are no place; "Maternity" is.
  return t.lower(kind) === "maternity" ? kind : i;
}

/** Words that follow "Kura" in the name of a Māori-language school ("Te Kura Kaupapa Māori"). */
const KURA_KINDS: ReadonlySet<string> = new Set(["kaupapa", "māori", "maori", "kaupapa-māori"]);

/**
 * "Te Kura Kaupapa Māori o Te Rito", "Te Kura o Hiruharama", "Te Kura Kaupapa Māori ki Ōtara":
 * after a school's head at `end`, the kind of a Māori-language school and "o" or "ki" (of, at)
 * with one to three capitalised words (where the note has case) belong to its name. The last
 * token of the name, or `end`.
 */
export function maoriOfTailEnd(context: ScanContext, end: number, cased: boolean): number {
  const t = context.tokens;
  let k = end + 1;
  while (k <= end + 2 && t.isWord(k) && !t.startsLine(k) && KURA_KINDS.has(t.lower(k))) k++;
  if (!t.isWord(k) || t.startsLine(k)) return end;
  const particle = t.lower(k);
  if ((particle !== "o" && particle !== "ki") || (cased && t.raw(k) !== particle)) return end;
  let last = -1;
  for (let m = k + 1; m <= k + 3 && m < t.count; m++) {
    if (!t.isWord(m) || t.startsLine(m) || (cased && !t.isCapitalised(m))) break;
    if ((t.bits(m) & (CLINICAL | DATE_WORD)) !== 0) break;
    last = m;
    // "o Te Rito": "Te" leads a name word, never closes one.
    if (t.lower(m) !== "te") break;
  }
  return last === -1 || t.lower(last) === "te" ? end : last;
}

/** " - City Campus" after the head at `i`: the campus word's token, or `i`. */
function dashCampusEnd(context: ScanContext, i: number, cased: boolean): number {
  const t = context.tokens;
  const dash = i + 1;
  if (!(t.isPunct(dash, "-") || t.isPunct(dash, "\u2013")) || t.touches(i) || t.startsLine(dash)) return i;
  for (let k = dash + 1; k <= dash + 3 && k < t.count; k++) {
    if (!t.isWord(k) || t.startsLine(k) || (cased && !t.isCapitalised(k) && !t.isAllCaps(k))) return i;
    if (t.lower(k) === "campus") return k;
    if ((t.bits(k) & (CLINICAL | DATE_WORD)) !== 0) return i;
  }
  return i;
}

/**
 * "Ang Mo Kio Polyclinic (AMKP)", "Lagos State University Teaching Hospital (LASUTH)": the short
 * name in brackets right after a facility's name (two to eight capitals) is the same place's: the
 * closing bracket's token, or `end`.
 */
export function bracketAbbreviationEnd(context: ScanContext, end: number): number {
  const t = context.tokens;
  const k = end + 2;
  if (!t.isPunct(end + 1, "(") || !t.isWord(k) || !t.isAllCaps(k) || !t.isPunct(k + 1, ")")) return end;
  if (t.length(k) < 2 || t.length(k) > 8 || t.startsLine(end + 1) || !t.touches(k)) return end;
  return k + 1;
}

const OF_TAIL_HEADS: ReadonlySet<string> = new Set([
  "institute",
  "college",
  "academy",
  "university",
  "centre",
]);

/** Words of a field of care or study that may follow "of" in a name written without case. */
const OF_TAIL_WORDS: ReadonlySet<string> = new Set([
  "medical",
  "sciences",
  "science",
  "health",
  "mental",
  "child",
  "medicine",
  "research",
  "education",
  "nursing",
  "dental",
  "neurosciences",
  "postgraduate",
  "technology",
  "pharmacy",
]);

/**
 * "All India Institute of Medical Sciences", "Postgraduate Institute of Medical Education and
 * Research": where the note has case, "of" and capitalised words (with "and", "&") after an
 * institute's or college's head belong to its name, whatever words they are. Without case
 * (`cased` false) only words of a field of care or study do ("institute of mental health").
 * At most six tokens.
 */
export function ofTailEnd(context: ScanContext, i: number, cased = true): number {
  const t = context.tokens;
  if (!OF_TAIL_HEADS.has(t.lower(i)) || !t.isWord(i + 1) || t.lower(i + 1) !== "of" || t.startsLine(i + 1))
    return i;
  let end = i;
  for (let k = i + 2; k < t.count && k <= i + 7 && !t.startsLine(k); k++) {
    const named = cased
      ? t.isWord(k) && t.isCapitalised(k) && (t.bits(k) & CLINICAL) === 0
      : t.isWord(k) && OF_TAIL_WORDS.has(t.lower(k));
    if (named) end = k;
    else if (!(t.isWord(k) && (t.lower(k) === "and" || t.lower(k) === "&")) && !t.isPunct(k, "&")) break;
  }
  return end;
}

const TIME_AFTER = afterMovedFacility.words;

/** ", Sheffield" after a hospital's name, closing the line or the sentence: its last token, or -1. */
export function townAfterEnd(context: ScanContext, head: number, cased: boolean): number {
  const t = context.tokens;
  // "Oduya Pharmacy Ikeja", "Hayes Pharmacy Ballina": without the comma, one word in no English
  // list that closes the clause, or (where the note has case) goes on in lower case ("admitted
  // to Hayes Pharmacy Ballina yesterday"). Without case: "ODUYA PHARMACY IKEJA.".
  // "O'BRIEN'S PHARMACY ENNIS" in capitals in a mixed-case note: capitals after a head in capitals.
  const capsAfter = (k: number) => t.isAllCaps(head) && t.isAllCaps(k) && t.length(k) >= 3;
  if (
    t.isWord(head + 1) &&
    !t.startsLine(head + 1) &&
    (!cased || t.isCapitalised(head + 1) || capsAfter(head + 1))
  ) {
    const k = head + 1;
    // "Ora Toa Medical Centre Cannons Creek", "Eastern Health Clinic Box Hill": where the note
    // has case, two capitalised words ending in a word of landscape close the name as its suburb.
    if (cased) {
      const two = suburbAfterHead(context, k);
      if (two !== -1) return two;
    }
    // A listed surname is no town unless a list of towns knows it too ("Lloyds Chemist Ennis").
    const listed = (t.bits(k) & NAME_LISTED) !== 0 && !context.lexicons.cities.has(t.lower(k));
    // "Bon Secours Hospital Cork": a capitalised town a list knows, where the note has case.
    const town = isUnknownWord(context, k) || (cased && context.lexicons.cities.has(t.lower(k)));
    if (!isNameWord(context, k, cased) || !town || listed) return -1;
    // "from hickey's chemist clonmel today": a word of time may close the clause too.
    const timeAfter = t.isWord(k + 1) && !t.startsLine(k + 1) && TIME_AFTER.has(t.lower(k + 1));
    if (!cased) return (closesClause(context, k + 1) || timeAfter) && !isAcronymShape(t.lower(k)) ? k : -1;
    const n = k + 1;
    const lowerAfter = t.isWord(n) && !t.startsLine(n) && !t.isCapitalised(n) && !t.isAllCaps(n);
    // "To: Hayes Pharmacy Ballina Attn: …": the next field's label after the town.
    const labelAfter = t.isWord(n) && !t.startsLine(n) && t.isPunct(n + 1, ":");
    return closesClause(context, n) || lowerAfter || labelAfter ? k : -1;
  }
  if (!cased) return uncasedCommaTown(context, head);
  const k = head + 2;
  if (!t.isPunct(head + 1, ",") || !t.isWord(k) || t.startsLine(k) || !(t.isCapitalised(k) || capsAfter(k)))
    return -1;
  if (!isNameWord(context, k, true)) return -1;
  let last = k;
  const townWord = (m: number) => t.isCapitalised(m) || capsAfter(m);
  if (t.isWord(k + 1) && !t.startsLine(k + 1) && townWord(k + 1) && isNameWord(context, k + 1, true))
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
  if (closesClause(context, last + 1)) return last;
  // "Federal Medical Centre, Abeokuta for review": the clause goes on in lower case after a town
  // (no date word, no listed name unless towns list it too).
  const n = last + 1;
  const lowerAfter = t.isWord(n) && !t.startsLine(n) && !t.isCapitalised(n) && !t.isAllCaps(n);
  const listed = (t.bits(k) & NAME_LISTED) !== 0 && !context.lexicons.cities.has(t.lower(k));
  return lowerAfter && !listed && (t.bits(k) & DATE_WORD) === 0 && isUnknownWord(context, k) ? last : -1;
}

const LANDSCAPE = landscapeWords.words;

/**
 * Two capitalised words at `k` after a care head, the second a word of landscape ("Cannons
 * Creek", "Box Hill", "Cockle Bay"), then the clause's end or lower case: the second word's
 * token, or -1.
 */
function suburbAfterHead(context: ScanContext, k: number): number {
  const t = context.tokens;
  const n = k + 1;
  if (!t.isWord(n) || t.startsLine(n) || !t.isCapitalised(k) || !t.isCapitalised(n)) return -1;
  if (!LANDSCAPE.has(t.lower(n)) || !isNameWord(context, k, true)) return -1;
  if ((t.bits(k) & (DATE_WORD | CLINICAL)) !== 0) return -1;
  const after = n + 1;
  const lowerAfter =
    t.isWord(after) && !t.startsLine(after) && !t.isCapitalised(after) && !t.isAllCaps(after);
  return closesClause(context, after) || lowerAfter ? n : -1;
}

const CLAUSE_GOES_ON: ReadonlySet<string> = new Set([
  "for",
  "with",
  "on",
  "in",
  "at",
  "and",
  "since",
  "via",
  "before",
  "after",
  "then",
]);

/**
 * "NNAMDI AZIKIWE UNIVERSITY TEACHING HOSPITAL, NNEWI FOR REVIEW" without case: one word no list
 * knows after the comma (no abbreviation's shape, no listed name), closing the clause or followed
 * by a preposition ("… CLINIC, AGBOWO BEFORE REFERRAL HERE"). Its token, or -1.
 */
function uncasedCommaTown(context: ScanContext, head: number): number {
  const t = context.tokens;
  const k = head + 2;
  if (!t.isPunct(head + 1, ",") || !t.isWord(k) || t.startsLine(k) || t.length(k) < 4) return -1;
  if (!isNameWord(context, k, false) || !isUnknownWord(context, k) || isAcronymShape(t.lower(k))) return -1;
  if ((t.bits(k) & (NAME_LISTED | DATE_WORD)) !== 0) return -1;
  const n = k + 1;
  const goesOn = t.isWord(n) && !t.startsLine(n) && CLAUSE_GOES_ON.has(t.lower(n));
  return closesClause(context, n) || goesOn ? k : -1;
}

/** "University of Exmoor": the last token of the place after "of", or -1. */
export function universityOfEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  let last = -1;
  for (let k = i + 2; k < t.count && k <= i + 4; k++) {
    if (t.startsLine(k) || !isNameWord(context, k, context.mixedCase)) break;
    if (!context.mixedCase && !isUnknownWord(context, k) && last === -1) break;
    last = k;
  }
  return last;
}
