import { isClinicalLookalike } from "../../clinical-lookalike.ts";
import { homeKindAbbreviations } from "../../cues/not-places.ts";
import { nearTownClosers, originBreaks, originCopulas, townInLeads } from "../../cues/residence.ts";
import { placeClauseClosesAt } from "../../readers/address-ends.ts";
import { isAcronymShape } from "../../readers/facility-words.ts";
import type { ScanContext } from "../../recogniser.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, RELATIVE_CUE, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * Where a person is from, after a copula: "patient is from ballina", "HE IS ORIGINALLY FROM
 * TRALEE", "her family are from Mthatha.", in any casing. A copula and "from" say origin in every
 * variety of English; the place is one or two words up to the clause's end, each no English or
 * clinical word (or a listed town), capitalised where the note has case. Read by town-after-in.ts,
 * whose cue bit marks "from" too. Bounded work per "from".
 */
const COPULAS: ReadonlySet<string> = originCopulas.words;
const BREAKS: ReadonlySet<string> = originBreaks.words;
const NEAR_CLOSERS: ReadonlySet<string> = nearTownClosers.words;
const TOWN_IN_LEADS: ReadonlySet<string> = townInLeads.words;
/** "lives in racf", "in a 4-room hdb flat": a kind of home, no town. */
const HOME_ABBREVIATIONS: ReadonlySet<string> = homeKindAbbreviations.words;

export const FROM_WORDS: readonly string[] = ["from"];

export function placeWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 3) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD | TITLE | RELATIVE_CUE)) !== 0) return false;
  if (context.mixedCase && !t.isCapitalised(k)) return false;
  const word = t.lower(k);
  const lex = context.lexicons;
  if ((t.bits(k) & VOCABULARY) !== 0 && !lex.cities.has(word)) return false;
  if (HOME_ABBREVIATIONS.has(word)) return false;
  if (lex.clinical.has(word) || isClinicalLookalike(word, lex.clinicalLookalikes)) return false;
  for (let c = 0; c < word.length; c++) {
    const code = word.charCodeAt(c);
    if (!((code >= 97 && code <= 122) || code === 39 || code === 45 || code >= 0x80)) return false;
  }
  return true;
}

/**
 * A town after "near", in any casing: "lives on a farm near kalgoorlie", "STAYING NEAR WHAKATANE",
 * "a property near Moree." One or two words no English or clinical list knows (or a listed town),
 * capitalised where the note has case, closing the clause: "near" before such a word is where a
 * place stands ("near syncope", "near normal" are English or clinical words). Bounded work per
 * "near": `i` is a word of CUE_TOWN_PREPOSITION; returns the town's last token, or -1.
 */
export function townAfterNear(context: ScanContext, i: number, out: Span[], hit: TownHit): number {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) !== 4 || t.lower(i) !== "near") return -1;
  // "Near miss", a heading "Near:": the preposition inside a clause, after a word.
  if (!t.isWord(i - 1) || t.startsLine(i)) return -1;
  if (context.mixedCase && !t.isCapitalised(i + 1)) return -1;
  const j = i + 1;
  if (!placeWord(context, j) || (t.touches(j) && !t.isPunct(j + 1, ",") && !t.isPunct(j + 1, "."))) return -1;
  let last = j;
  if (placeWord(context, j + 1) && !t.touches(j)) last = j + 1;
  // "near gundagai this am", "near upington on the n10": a word of time or place closes it too.
  if (!placeClauseClosesAt(t, last + 1, BREAKS) && !placeClauseClosesAt(t, last + 1, NEAR_CLOSERS)) return -1;
  // "near normal", "near Gladstone"? A listed town that is also an English word is no evidence.
  if ((t.bits(j) & VOCABULARY) !== 0 && (t.bits(last) & VOCABULARY) !== 0) return -1;
  out.push(hit(t.start[j]!, t.end[last]!));
  return last;
}

/**
 * A town after "in", "outside" or "around" mid-clause in a note written in lower case, where
 * capitals cannot tell a name: "mva in toowoomba last night", "works as a teacher in kelowna,
 * off work", "her son is in tauranga, visits weekly". As after "near", one
 * or two words no English or clinical list knows (or a listed town), at least four letters and
 * no abbreviation's shape, closing the clause; only after a kin word, a copula or a word of home,
 * work or an event (drugs, tests and misspellings are words no list knows too). Mixed-case notes are read by the capitalised
 * reader. Bounded work per preposition: `i` is a word of CUE_TOWN_PREPOSITION; returns the
 * town's last token, or -1.
 */
export function townAfterInUncased(context: ScanContext, i: number, out: Span[], hit: TownHit): number {
  const t = context.tokens;
  if (context.mixedCase || !t.isWord(i) || t.lower(i) === "near" || t.lower(i) === "from") return -1;
  if (!t.isWord(i - 1) || t.startsLine(i) || t.startsLine(i + 1)) return -1;
  // "son in tauranga", "was in kelowna", "mva in toowoomba": a person's people, a copula or an
  // event before "in". Not "rise in troponin", "started in quetiapine", "covered in brusies":
  // drugs, tests and misspellings are words no list knows too.
  if ((t.bits(i - 1) & RELATIVE_CUE) === 0 && !TOWN_IN_LEADS.has(t.lower(i - 1))) return -1;
  const j = i + 1;
  // In capitals, words no list knows are as often misspellings and other languages' words
  // ("COVERED IN BRUSIES"): lower case only.
  if (!placeWord(context, j) || t.length(j) < 4 || t.isAllCaps(j) || isAcronymShape(t.lower(j))) return -1;
  if (t.touches(j) && !t.isPunct(j + 1, ",") && !t.isPunct(j + 1, ".")) return -1;
  let last = j;
  if (
    placeWord(context, j + 1) &&
    !t.touches(j) &&
    !t.isAllCaps(j + 1) &&
    !isAcronymShape(t.lower(j + 1)) &&
    !NEAR_CLOSERS.has(t.lower(j + 1))
  )
    last = j + 1;
  if (!placeClauseClosesAt(t, last + 1, BREAKS) && !placeClauseClosesAt(t, last + 1, NEAR_CLOSERS)) return -1;
  if ((t.bits(j) & VOCABULARY) !== 0 && (t.bits(last) & VOCABULARY) !== 0) return -1;
  out.push(hit(t.start[j]!, t.end[last]!));
  return last;
}

/** The span of a town found by these readers, under the caller's rule. */
export type TownHit = (start: number, end: number) => Span;

/**
 * Where a person is from after a copula (see above): `i` is a word of CUE_TOWN_PREPOSITION;
 * returns the town's last token, or -1.
 */
export function townAfterFrom(context: ScanContext, i: number, out: Span[], hit: TownHit): number {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) !== 4 || t.lower(i) !== "from") return -1;
  if (!t.isWord(i - 1) || !COPULAS.has(t.lower(i - 1))) return -1;
  const j = i + 1;
  if (!placeWord(context, j)) return -1;
  let last = j;
  if (placeWord(context, j + 1) && !t.touches(j)) last = j + 1;
  const after = last + 1;
  const closed =
    after >= t.count ||
    t.startsLine(after) ||
    (!t.isWord(after) && !t.isNumber(after)) ||
    (t.isWord(after) && BREAKS.has(t.lower(after)));
  if (!closed) return -1;
  out.push(hit(t.start[j]!, t.end[last]!));
  return last;
}
