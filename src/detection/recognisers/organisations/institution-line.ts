import { facilityStopWords, genericNameWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import {
  institutionHeads,
  institutionJoiners,
  institutionKinds,
  institutionLineRoles,
  institutionQualifiers,
  letterheadWords,
  proseHeads,
  prosePrepositions,
  saints,
  strongInstitutionHeads,
} from "../../cues/hospitals.ts";
import { namesOnlyAKind } from "../../readers/service-kind-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_INSTITUTION_HEAD, VOCABULARY } from "../../word-bits.ts";

const GENERIC = genericNameWords.words;
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;

/**
 * A hospital, trust or practice that fills a line or a part of one, as letterheads, address
 * blocks and signatures write them: "Guy's and St Thomas' NHS Foundation Trust", "ALDER HEY
 * CHILDREN'S HOSPITAL", "Great Ormond Street Hospital for Children", "University Hospitals of
 * Derby and Burton", "Mercy Health – St. Vincent Medical Center", "Queen Elizabeth University
 * Hospital, Glasgow", "Belfast Health and Social Care Trust". Whatever the country, a line that
 * holds only name words and a head is the name of a place, and every word of it belongs to the
 * name (strict coverage needs the whole of it).
 *
 * The part runs from the line's start or a separator (comma, bar, dash) to the line's end or a
 * separator; it ends in a head, or in a head and "of"/"for" and name words. Its words are
 * capitalised where the note uses case, never verbs, prepositions or clinical words, and at least
 * one of them is no word of service ("General Hospital", "Day Surgery" are kinds, not names).
 * Without case the part must open its line and carry a word no list knows, two name words, a
 * strong head (trust, infirmary, hospitals) or an "of"/"for" tail. Each head looks at most ten
 * tokens back and ten forward: linear.
 */
const HEADS = institutionHeads.words;
/** The heads, indexed under CUE_INSTITUTION_HEAD: every loop over heads skips words without the bit. */
export const INSTITUTION_HEADS: readonly string[] = [...HEADS];
/** Heads that need a particular word before them ("Health Board", "Medical Center"). */
const NEEDS_BEFORE = institutionQualifiers.partners;
const STRONG_HEADS = strongInstitutionHeads.words;
const JOINERS = institutionJoiners.words;
const SAINTS = saints.words;
const DASHES = ["-", "\u2013", "\u2014"];

function isDashAt(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return DASHES.some((d) => t.isPunct(k, d));
}

/** A separator between parts of a line: ",", "|", "(", or a dash with spaces around it. */
function isSeparator(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, ",") || t.isPunct(k, "|") || t.isPunct(k, "(") || t.isPunct(k, ";")) return true;
  return isDashAt(context, k) && !t.touches(k) && !t.touches(k - 1);
}

/** True when a part ends after token `k`: the line ends, a separator follows, or a closing stop. */
function endsPart(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const n = k + 1;
  if (n >= t.count || t.startsLine(n) || isSeparator(context, n) || t.isPunct(n, ")")) return true;
  return t.isPunct(n, ".") && (n + 1 >= t.count || t.startsLine(n + 1));
}

type WordKind = "name" | "joiner" | "skip" | "bad";

/** What token `k` is inside a name: a name word, a joiner, punctuation inside a word, or neither. */
function kindOf(context: ScanContext, k: number): WordKind {
  const t = context.tokens;
  if (!t.isWord(k)) {
    // "Guy's", "Thomas'", "St.", "Cedars-Sinai", "Brigham & Women's".
    if (t.isPunct(k, "'") || t.isPunct(k, "\u2019") || t.isPunct(k, "&")) return "skip";
    if (t.isPunct(k, ".") && t.touches(k - 1) && (t.lower(k - 1) === "st" || t.lower(k - 1) === "mt"))
      return "skip";
    if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k)) return "skip";
    return "bad";
  }
  const word = t.lower(k);
  // The "s" of a possessive.
  if (word === "s" && (t.isPunct(k - 1, "'") || t.isPunct(k - 1, "\u2019")) && t.touches(k - 1))
    return "skip";
  if (JOINERS.has(word)) return "joiner";
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return "bad";
  if (SAINTS.has(word)) return "name";
  if (STOP_WORDS.has(word) && word !== "nhs") return "bad";
  // A verb form in a list says what happened, not where ("Awaiting Hospital").
  if ((t.bits(k) & VOCABULARY) !== 0 && (word.endsWith("ing") || word.endsWith("ed"))) return "bad";
  return "name";
}

function isPlainWord(context: ScanContext, k: number): boolean {
  const word = context.tokens.lower(k);
  return SERVICE_WORDS.has(word) || GENERIC.has(word) || HEADS.has(word) || word === "nhs";
}

/**
 * "Royal Victoria Infirmary (RVI)", "Hartwell General Hospital (HGH)": capitals in brackets after
 * a head abbreviate the name; they are the name wherever else the note uses them ("seen at RVI").
 */
function findDefinedAbbreviations(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Made at the first definition: most notes define none, and a Set per note was garbage.
  let defined: Set<string> | undefined;
  for (
    let i = t.nextCues(0, CUE_INSTITUTION_HEAD);
    i + 3 < t.count;
    i = t.nextCues(i + 1, CUE_INSTITUTION_HEAD)
  ) {
    if ((t.cues(i) & CUE_INSTITUTION_HEAD) === 0 || !HEADS.has(t.lower(i)) || !t.isPunct(i + 1, "("))
      continue;
    const a = i + 2;
    if (!t.isWord(a) || !t.isPunct(a + 1, ")") || t.length(a) < 2 || t.length(a) > 6) continue;
    if (context.mixedCase && (!t.isAllCaps(a) || !t.isCapitalised(i) || !t.isCapitalised(i - 1))) continue;
    if ((t.bits(a) & CLINICAL) !== 0 || context.lexicons.clinical.has(t.lower(a))) continue;
    if (namesOnlyAKind(t, i)) continue;
    defined ??= new Set<string>();
    defined.add(t.lower(a));
    out.push(hit("institution-line", "HOSPITAL", t.start[a]!, t.end[a]!));
  }
  if (defined === undefined) return;
  for (let i = 0; i < t.count; i++) {
    if (!t.isWord(i) || !defined.has(t.lower(i))) continue;
    if (context.mixedCase && !t.isAllCaps(i)) continue;
    out.push(hit("institution-line", "HOSPITAL", t.start[i]!, t.end[i]!));
  }
}

/**
 * "Department of Cardiology, HRI", "Outpatients | QMC | Tel …": in the first lines of a letter
 * (before "Dear" or "Re:"), capitals of two to five letters that no list knows, set off by
 * separators on a line that also names a department, a hospital word or a phone: the
 * letterhead's abbreviation of the hospital.
 */
function findLetterheadAbbreviations(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (!context.mixedCase) return;
  // The first six lines, up to a line opened by "Dear" or "Re".
  let limit = 0;
  for (let lines = 0; limit < t.count && lines < 6; lines++) {
    const w = t.isWord(limit) ? t.lower(limit) : "";
    if (w === "dear" || w === "re") break;
    limit = t.nextLineStart(limit + 1);
  }
  for (let i = 0; i < limit; i++) {
    if (!t.isWord(i) || !t.isAllCaps(i) || t.length(i) < 2 || t.length(i) > 5) continue;
    if ((t.bits(i) & (VOCABULARY | CLINICAL)) !== 0) continue;
    const word = t.lower(i);
    if (context.lexicons.clinical.has(word) || context.lexicons.states.has(word) || ROLES.has(word)) continue;
    // Mid-line only: a line's first capitals are mostly a role or a field ("GP - Dr Rowe").
    const before = !t.startsLine(i) && isSeparator(context, i - 1);
    const n = i + 1;
    const after = n >= t.count || t.startsLine(n) || isSeparator(context, n);
    if (!before || !after || (t.startsLine(i) && (n >= t.count || t.startsLine(n)))) continue;
    if (!lineNamesService(context, i)) continue;
    out.push(hit("institution-line", "HOSPITAL", t.start[i]!, t.end[i]!));
  }
}

/** The line of token `i` holds a word of department or hospital, or a phone label. */
function lineNamesService(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  let s = i;
  while (s > 0 && !t.startsLine(s) && s > i - 12) s--;
  for (let k = s; k < t.count && k <= s + 16; k++) {
    if (k > s && t.startsLine(k)) break;
    if (!t.isWord(k)) continue;
    const w = t.lower(k);
    if (LETTERHEAD_WORDS.has(w) || HEADS.has(w)) return true;
  }
  return false;
}
const ROLES = institutionLineRoles.words;
const LETTERHEAD_WORDS = letterheadWords.words;

/** Heads strong enough to name a place in prose whatever the case. */
const PROSE_HEADS = proseHeads.words;
const PROSE_PREPOSITIONS = prosePrepositions.words;
const KINDS = institutionKinds.words;

/**
 * "SEEN AT HARROWBY ROYAL INFIRMARY", "to Queen Elizabeth the Queen Mother Hospital", "at the
 * University Hospital of North Tees", "KINGS MILL HOSPITAL": in prose of any case, the words
 * between a preposition and a strong head (hospital, infirmary) name it when they are name words
 * (a word of service alone is a kind: "to general hospital"), with an "of" and name words after
 * it closing the clause. At most six words back and six forward: linear.
 */
function findCuedInstitutions(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (
    let i = t.nextCues(1, CUE_INSTITUTION_HEAD);
    i < t.count;
    i = t.nextCues(i + 1, CUE_INSTITUTION_HEAD)
  ) {
    if ((t.cues(i) & CUE_INSTITUTION_HEAD) === 0 || !PROSE_HEADS.has(t.lower(i))) continue;
    if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    let first = -1;
    let names = 0;
    let k = i - 1;
    let ok = false;
    for (; k >= 0 && k >= i - 7; k--) {
      if (t.isWord(k) && PROSE_PREPOSITIONS.has(t.lower(k)) && first !== -1) {
        ok = true;
        break;
      }
      if (t.isWord(k) && t.lower(k) === "the") {
        // "at the X Hospital": "the" after the preposition; "Queen Elizabeth the Queen Mother".
        if (t.isWord(k - 1) && PROSE_PREPOSITIONS.has(t.lower(k - 1)) && first !== -1) {
          ok = true;
          k--;
          break;
        }
        continue;
      }
      const kind = kindOf(context, k);
      if (kind !== "name" && kind !== "skip") break;
      if (kind === "name") {
        const word = t.lower(k);
        if (KINDS.has(word) || (t.bits(k) & CLINICAL) !== 0 || context.lexicons.clinical.has(word)) break;
        if (!isPlainWord(context, k) && !SAINTS.has(word)) names++;
        first = k;
      }
      if (t.startsLine(k)) break;
    }
    if (!ok || first === -1) continue;
    let unknown = 0;
    for (let m = first; m < i; m++) if (t.isWord(m) && (t.bits(m) & VOCABULARY) === 0) unknown++;
    let end = i;
    // "University Hospital of North Tees": "of" and name words closing the clause.
    if (t.isWord(i + 1) && t.lower(i + 1) === "of" && !t.startsLine(i + 1)) {
      let last = -1;
      for (let m = i + 2; m < t.count && m <= i + 5; m++) {
        if (t.startsLine(m) || kindOf(context, m) !== "name") break;
        const w = t.lower(m);
        if (STOP_WORDS.has(w) || (t.bits(m) & CLINICAL) !== 0) break;
        last = m;
      }
      if (
        last !== -1 &&
        (last + 1 >= t.count ||
          !t.isWord(last + 1) ||
          t.startsLine(last + 1) ||
          !context.mixedCase ||
          !t.isCapitalised(last + 1))
      )
        end = last;
    }
    // A name word is needed, or the "of" tail ("the University Hospital of North Tees"); without
    // case one English word is a verb or a kind ("WANTED TO LEAVE HOSPITAL").
    if (names === 0 && end === i) continue;
    if (!context.mixedCase && unknown === 0 && names < 2 && end === i) continue;
    out.push(hit("institution-line", "HOSPITAL", t.start[first]!, t.end[end]!));
    i = end;
  }
}

export function findInstitutionLines(context: ScanContext, out: Span[]): void {
  findCuedInstitutions(context, out);
  findDefinedAbbreviations(context, out);
  findLetterheadAbbreviations(context, out);
  const t = context.tokens;
  const cased = context.mixedCase;
  let done = -1;
  for (
    let i = t.nextCues(1, CUE_INSTITUTION_HEAD);
    i < t.count;
    i = t.nextCues(i + 1, CUE_INSTITUTION_HEAD)
  ) {
    if (i <= done || (t.cues(i) & CUE_INSTITUTION_HEAD) === 0 || !HEADS.has(t.lower(i)) || t.startsLine(i))
      continue;
    const head = t.lower(i);
    if (cased && !t.isCapitalised(i) && !t.isAllCaps(i)) continue;
    const needs = NEEDS_BEFORE.get(head);
    if (needs !== undefined && !(t.isWord(i - 1) && needs.has(t.lower(i - 1)))) continue;
    // Backwards to the part's start.
    let first = -1;
    let names = 0;
    let unknown = 0;
    let ok = true;
    let k = i - 1;
    for (; k >= 0 && k >= i - 10; k--) {
      const kind = kindOf(context, k);
      if (kind === "bad") {
        ok = isSeparator(context, k) && (cased || false);
        break;
      }
      if (kind === "name") {
        const saint = SAINTS.has(t.lower(k));
        if (!saint && ((t.bits(k) & CLINICAL) !== 0 || context.lexicons.clinical.has(t.lower(k)))) {
          if (!SERVICE_WORDS.has(t.lower(k))) {
            ok = false;
            break;
          }
        }
        if (!isPlainWord(context, k)) {
          names++;
          if ((t.bits(k) & VOCABULARY) === 0) unknown++;
        }
        first = k;
      } else if (kind === "joiner" && t.lower(k) === "the") {
        first = k;
      }
      if (t.startsLine(k)) break;
    }
    if (!ok || first === -1 || (k < i - 10 && !t.startsLine(first))) continue;
    // The part opens its line, or follows a separator where the note has case.
    const opensLine = t.startsLine(first);
    if (!opensLine && !(cased && isSeparator(context, first - 1))) continue;
    if (JOINERS.has(t.lower(first)) && t.lower(first) !== "the") continue;
    // Forwards: the head ends the part, or "of"/"for" and name words do.
    let end = i;
    let tail = false;
    if (!endsPart(context, i)) {
      const j = i + 1;
      if (!t.isWord(j) || !(t.lower(j) === "of" || t.lower(j) === "for")) continue;
      let last = -1;
      for (let m = j + 1; m < t.count && m <= j + 8; m++) {
        if (t.startsLine(m)) break;
        const kind = kindOf(context, m);
        if (kind === "bad") break;
        if (kind === "name") {
          if (!isPlainWord(context, m)) names++;
          last = m;
        }
        if (endsPart(context, m)) break;
      }
      if (last === -1 || !endsPart(context, last)) continue;
      end = last;
      tail = true;
    }
    if (names === 0) continue;
    // "Routine Diabetes Clinic": one English word before a head of service names no place.
    if (unknown === 0 && names < 2 && !tail && !STRONG_HEADS.has(head) && head !== "hospital") continue;
    if (!cased) {
      if (!opensLine) continue;
      if (unknown === 0 && names < 2 && !STRONG_HEADS.has(head) && !tail) continue;
    }
    // ", Glasgow" or "– Kenner" closing the line after the name: its town.
    const sep = end + 1;
    if ((cased || opensLine) && isSeparator(context, sep) && !t.isPunct(sep, "(")) {
      const a = sep + 1;
      const b = a + 1;
      const townWord = (m: number) =>
        t.isWord(m) &&
        !t.startsLine(m) &&
        (cased ? t.isCapitalised(m) : kindOf(context, m) === "name") &&
        (t.bits(m) & CLINICAL) === 0 &&
        !STOP_WORDS.has(t.lower(m)) &&
        !SERVICE_WORDS.has(t.lower(m));
      if (townWord(a) && endsPart(context, a) && !t.isPunct(a + 1, ",")) end = a;
      else if (townWord(a) && townWord(b) && endsPart(context, b) && !t.isPunct(b + 1, ",")) end = b;
    }
    out.push(hit("institution-line", "HOSPITAL", t.start[first]!, t.end[end]!));
    done = end;
  }
}

const RULES = defineRules({
  "institution-line": {
    types: ["HOSPITAL"],
    level: "shaped",
    anchored: true,
    about: "a hospital, trust or practice filling a line or a part of one (letterheads, address blocks)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const institutionLineRecogniser: RecogniserModule = {
  id: "institution-line",
  family: "organisations",
  wake: { cues: CUE_INSTITUTION_HEAD, at: ["lineStarts"] },
  vocabulary: [{ mask: "cues", bit: CUE_INSTITUTION_HEAD, words: INSTITUTION_HEADS }],
  rules: RULES,
  scan: findInstitutionLines,
};

const hit = ruleHit(RULES);
