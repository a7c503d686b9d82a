// Over 400 lines (issue 18, point 6): one reading of a name in a slot (title, given names,
// particles, surname) whose steps are exported to the name recognisers; its word-shape tests
// already live in slot-name-shapes.ts.
import { abbreviatedGivenNames, nameParticles } from "../cues/name-particles.ts";
import { slotStop } from "../cues/not-names.ts";
import { HONORIFICS } from "../honorifics.ts";
import { hasVowel, isClinicalShaped } from "../name-evidence.ts";
import type { ScanContext } from "../recogniser.ts";
import type { TokenStream } from "../token-stream.ts";
import { CLINICAL, CUE_SLOT_TITLE, FIRST_NAME, NAME_LISTED, SURNAME, VOCABULARY } from "../word-bits.ts";
import { listBit } from "../word-lists.ts";
import {
  capsBeforeGiven,
  lookalikeOnly,
  pairEnd,
  sandwiched,
  stopSurnameLast,
  vietnameseGivenLast,
} from "./slot-name-shapes.ts";
import { trailingInitials } from "./trailing-initials.ts";

const PARTICLES = nameParticles.words;
const PARTICLES_LIST = listBit(PARTICLES);
const ABBREVIATED_GIVEN = abbreviatedGivenNames.words;

/**
 * Reading a name out of a slot: the place after a title, a header label, a greeting or a
 * sign-off, where the context already says "a name stands here". In a slot the shape of the
 * words decides, not the lists: a capitalised word no list knows ("Zorvath"), a listed name that
 * is also an English word ("Grace Field", "Hope Baker"), two-letter surnames, initials, particles
 * ("van der Berg", "bin Rashid"), hyphens ("Asante-Mensah", "Ji-hoon") and apostrophes
 * ("O'Neill") all belong to it. The name stops at a function word, a verb, a clinical word, a
 * comma, a line end, a change of case ("Dr Smith saw"), or a word followed by a colon (the next
 * label on the line). Bounded work: at most `MAX_WORDS` words are read.
 */

const SLOT_STOP = slotStop.words;
const SLOT_STOP_LIST = listBit(SLOT_STOP);

/** A word that may name a person in a slot, and how. */
export const SLOT_NO = 0;
/** A listed name that is also an English word ("Grace", "Field", "Baker"). */
export const SLOT_WORDLIKE = 1;
/** A listed name that is no English word, or a word no list knows ("Okafor", "Zorvath"). */
export const SLOT_NAMELIKE = 2;
/** An ordinary English word no name list has ("Consultant", "reviewed"). */
export const SLOT_PLAIN = 3;

const MAX_WORDS = 4;

/** How token `k` may stand in a name slot, from the lexicons only (case is the caller's). */
export function slotWordClass(context: ScanContext, k: number, continuing = false): number {
  if (k < 0 || k >= context.tokens.count) return SLOT_NO;
  // Per-note cache, one array per value of `continuing` (-1 = not computed), in the stream's NoteScratch.
  const scratch = context.tokens.scratch;
  if (scratch.slotClassNote !== scratch.note) {
    // A new note: reuse the arrays (grown when short), every entry of this note -1.
    scratch.slotClassNote = scratch.note;
    const count = context.tokens.count;
    if (scratch.slotFirst.length < count) {
      scratch.slotFirst = new Int8Array(count * 2);
      scratch.slotContinuing = new Int8Array(count * 2);
    }
    scratch.slotFirst.fill(-1, 0, count);
    scratch.slotContinuing.fill(-1, 0, count);
  }
  const cache = continuing ? scratch.slotContinuing : scratch.slotFirst;
  let value = cache[k]!;
  if (value === -1) {
    readsContinuing = false;
    value = computeClass(context, k, continuing);
    cache[k] = value;
    // Most words are classed before `continuing` is read: the other array gets the same answer.
    if (!readsContinuing) (continuing ? scratch.slotFirst : scratch.slotContinuing)[k] = value;
  }
  return value;
}

/** Set by computeClass when its answer depended on `continuing` (only clinical listed words). */
let readsContinuing = false;

function computeClass(context: ScanContext, k: number, continuing: boolean): number {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return SLOT_NO;
  let word = t.lower(k);
  let bits = t.bits(k);
  if (word.endsWith("'s") || word.endsWith("\u2019s")) {
    word = word.slice(0, -2);
    bits = context.lexicons.wordBits.get(word);
  }
  if (word.length < 2 || SLOT_STOP.has(word)) return SLOT_NO;
  // "Rx'd", "NTS'd", "CX'ED", "won't": verbs and contractions, not "O'Neill" or "D'Souza".
  const apostrophe = Math.max(word.indexOf("'"), word.indexOf("\u2019"));
  if (apostrophe > 1 || (apostrophe === 1 && word.length - apostrophe <= 3)) return SLOT_NO;
  for (let p = 0; p < word.length; p++) {
    const c = word.charCodeAt(p);
    const letter = (c >= 97 && c <= 122) || c === 39 || c === 0x2019 || c >= 0xc0;
    if (!letter) return SLOT_NO;
  }
  const listed = (bits & NAME_LISTED) !== 0;
  // "Dear AI", "To: ED": short capitals in a note with case are abbreviations.
  if (context.mixedCase && word.length <= 3 && t.isAllCaps(k) && !listed) return SLOT_NO;
  // "Smith, MRCP", "Jones, FRCS": a word no list knows with no vowel, closing the slot, is spelt
  // out (a credential, a label), not said as a name. Opening a longer name it is read with it
  // ("To: CHSLD Saint-Laurent").
  if (
    !listed &&
    !hasVowel(word) &&
    !(word.length <= 3 && word.endsWith("ng")) &&
    !(t.isWord(k + 1) && !t.startsLine(k + 1))
  )
    return SLOT_NO;
  if ((bits & CLINICAL) !== 0) {
    readsContinuing = true;
    // "Ng", "Le": a two-letter surname written in Title Case, not the clinical capitals "NG", "LE".
    // A listed surname in Title Case after a name has begun: "Jane Doe", "Ana Lima" (not "DOE", "LIMA").
    if (!listed) return SLOT_NO;
    // A listed name of three or more letters that a clinical list also has but English does not
    // ("Cho", carbohydrate; "Thu", Thursday): in a slot it is read like a name that is also a word.
    if (
      word.length >= 3 &&
      (bits & VOCABULARY) === 0 &&
      (!context.mixedCase || isTitleCased(context, k) || !t.isAllCaps(k))
    ) {
      return SLOT_WORDLIKE;
    }
    if (context.mixedCase) {
      if (!isTitleCased(context, k)) return SLOT_NO;
      // Two letters open a name only after a title (as an ordinary word would): "Father: Mi at 60"
      // is myocardial infarction, "Dear Ms Le" a name.
      if (word.length === 2) return continuing ? SLOT_NAMELIKE : SLOT_PLAIN;
      return continuing ? SLOT_WORDLIKE : SLOT_NO;
    }
    // Without case, only where the name ends before punctuation or the line end ("jane doe (dob",
    // "huong le, daughter").
    const ends = !t.isWord(k + 1) || t.startsLine(k + 1);
    return continuing && ends ? SLOT_WORDLIKE : SLOT_NO;
  }
  if ((bits & VOCABULARY) !== 0) return listed ? SLOT_WORDLIKE : SLOT_PLAIN;
  if (listed) return SLOT_NAMELIKE;
  // A capitalised word in a slot of a note with case is a name even when it looks like a
  // misspelt clinical word or ends like one ("Dr Chiara", "spoke with Ifeoma").
  if (context.mixedCase && isTitleCased(context, k)) return SLOT_NAMELIKE;
  return isClinicalShaped(word, context.lexicons.clinicalLookalikes) ? SLOT_NO : SLOT_NAMELIKE;
}

/** Case groups: a capital first letter (Title Case or ALL CAPS), or none. */
function capitalFirst(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const c = t.text.charCodeAt(t.start[k]!);
  if (c < 0x80) return c >= 65 && c <= 90;
  const ch = t.text[t.start[k]!]!;
  return ch !== ch.toLowerCase();
}

/**
 * A capital first letter and lower-case letters after it, beyond ASCII too ("Öztürk",
 * "Żółkiewski"; the tokeniser's flags only know A-Z).
 */
export function isTitleCased(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isCapitalised(k)) return true;
  if (!capitalFirst(context, k) || t.length(k) < 2) return false;
  const rest = t.text.slice(t.start[k]! + 1, t.end[k]!);
  return rest !== rest.toUpperCase();
}

/** True for a single letter that reads as an initial in a slot ("J", "J.", "r" in lower-case notes). */
export function isSlotInitial(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) !== 1) return false;
  if (context.mixedCase && !t.isAllCaps(k)) return false;
  return true;
}

/**
 * True when token `k` (a word, or a hyphenated compound starting at `k`) can stand in the name
 * slot given the case of the slot's first word (`capital`). `plainOk` lets an ordinary English
 * word in (right after a title: "Dr Bishop").
 */
function acceptable(
  context: ScanContext,
  k: number,
  capital: boolean,
  plainOk: boolean,
  continuing = false,
): boolean {
  const t = context.tokens;
  const cls = slotWordClass(context, k, continuing);
  if (cls === SLOT_NO) return false;
  if (context.mixedCase) {
    if (capitalFirst(context, k) !== capital) return false;
    // "Attn: kamaljit bains", "Mr haldane": a name written in lower case inside a note with case
    // is still read in a slot when no list knows it as a word.
    if (!capital) return cls === SLOT_NAMELIKE;
    return cls !== SLOT_PLAIN || plainOk;
  }
  if (cls === SLOT_PLAIN) return plainOk;
  if (cls === SLOT_WORDLIKE) return !endsLikeWord(t.lower(k));
  return true;
}

/** The word ends like an English verb, adverb or abstract noun ("-ing", "-ed", "-ly", "-ness"…). */
function endsLikeWord(word: string): boolean {
  return (
    word.endsWith("ing") ||
    word.endsWith("ed") ||
    word.endsWith("ly") ||
    word.endsWith("ful") ||
    word.endsWith("ous") ||
    word.endsWith("ive") ||
    word.endsWith("able") ||
    word.endsWith("ness") ||
    word.endsWith("ment")
  );
}

/**
 * A short Title Case word that a clinical list has, opening a slot before a surname no list
 * knows: "Mother: Ama Owusu" (not "AMA", not "Re: Chest pain", whose next word is ordinary).
 */
function clinicalGivenName(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase || !t.isCapitalised(k) || t.length(k) > 4 || (t.bits(k) & CLINICAL) === 0)
    return false;
  if (t.inList(k, SLOT_STOP_LIST)) return false;
  const next = k + 1;
  if (!t.isWord(next) || t.startsLine(next) || t.start[next]! - t.end[k]! > 2) return false;
  return t.isCapitalised(next) && slotWordClass(context, next) === SLOT_NAMELIKE;
}

/** True when the word after `k` (or, inside a name, the name so far) has a name's own shape. */
function pairedWithName(context: ScanContext, k: number, first: boolean): boolean {
  const t = context.tokens;
  if (!first) return slotWordClass(context, k - 1) === SLOT_NAMELIKE;
  const next = k + 1;
  if (!t.isWord(next) || t.startsLine(next) || t.start[next]! - t.end[k]! > 2) return false;
  return slotWordClass(context, next) === SLOT_NAMELIKE;
}

/** Token `k` ends its line or stands before a comma, a full stop or a bracket. */
function closesAfter(t: TokenStream, k: number): boolean {
  const n = k + 1;
  return n >= t.count || t.startsLine(n) || t.isPunct(n, ",") || t.isPunct(n, ".") || t.isPunct(n, "(");
}

/** End token of a hyphenated compound starting at `k` ("Asante-Mensah", "Ji-hoon"), or `k`. */
export function compoundEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  let end = k;
  while (t.isPunct(end + 1, "-") && t.touches(end) && t.touches(end + 1) && t.isWord(end + 2)) {
    // The hyphen binds: any alphabetic part joins ("Sung-min", "Asante-Mensah"), not a stop word.
    const part = t.lower(end + 2);
    // Syllables of two letters join even when they are words ("Hae-in", "Ji-a"); "Greta-well" not.
    if ((SLOT_STOP.has(part) && part.length > 2) || !/^[\p{L}'’]+$/u.test(part)) break;
    // Not an ordinary longer word ("ENGLAND-EXTENSIVE"); short syllables join ("Jae-won", "Soo-ah").
    // In a note with case, a Title Case part after a Title Case part is a double-barrelled surname
    // even when it is a word ("Osei-Tutu", "Pryce-Jones", "Ashby-Rose").
    if (
      t.length(end + 2) > 3 &&
      slotWordClass(context, end + 2) === SLOT_PLAIN &&
      !(context.mixedCase && isTitleCased(context, k) && isTitleCased(context, end + 2)) &&
      // Without case, a compound that closes the name before punctuation or the line end
      // ("DEAR DR OSEI-TUTU,", "DR J. PRYCE-JONES").
      !(!context.mixedCase && closesAfter(t, end + 2))
    )
      break;
    end += 2;
    if (end - k > 6) break;
  }
  return end;
}

/** True when token `k` is followed by a colon (the next label on the line: "Grace Field  DOB:"). */
function beforeColon(context: ScanContext, k: number): boolean {
  return context.tokens.isPunct(k + 1, ":");
}

export interface SlotOptions {
  /** The first word may be an ordinary English word ("Dr Bishop"). */
  readonly plainFirst?: boolean;
  /** The slot may end in an initial ("SMITH, John A"). */
  readonly trailingInitial?: boolean;
  /** The caller has already judged the first word a name ("dr ho van son" after a title). */
  readonly firstTaken?: boolean;
}

/**
 * Reads the name starting at token `j`: returns its last token, or -1 when `j` does not start a
 * name. Words must be on one line, separated by at most two spaces, in one case group.
 */
export function readSlotName(context: ScanContext, j: number, options: SlotOptions = {}): number {
  const t = context.tokens;
  if (!t.isWord(j)) return -1;
  let k = j;
  let last = -1;
  let capital = capitalFirst(context, j);
  let words = 0;
  let first = true;
  // Initials do not count as words; the loop still stops after a bounded number of tokens.
  for (let steps = 0; k < t.count && words < MAX_WORDS && steps < 2 * MAX_WORDS; steps++) {
    if (!first && (t.startsLine(k) || t.start[k]! - t.end[k - 1]! > 2)) break;
    const pair = first ? -1 : pairEnd(context, k); // "Tan Ah Moi", "Robert 'Bob' Jenkins"
    if (pair > k) [last, words, k] = [pair, words + 2, pair + 1];
    if (pair > k) continue;
    if (!t.isWord(k)) break;
    if (beforeColon(context, k) && !first) break;
    // An initial: "J", "J.", needs a name word after it unless the slot allows it to end.
    if (isSlotInitial(context, k)) {
      let next = k + 1;
      if (t.isPunct(next, ".") && t.touches(k)) next++;
      const followed =
        t.isWord(next) &&
        !t.startsLine(next) &&
        t.start[next]! - t.end[next - 1]! <= 2 &&
        // After an initial the next word continues a name: "S Oh", "P. Le" (two-letter surnames).
        (isSlotInitial(context, next) || acceptable(context, next, capitalFirst(context, next), false, true));
      if (followed) {
        if (first) capital = capitalFirst(context, next) || !context.mixedCase;
        last = next - 1;
        k = next;
        first = false;
        continue;
      }
      const endsLine = next >= t.count || t.startsLine(next);
      if (options.trailingInitial && !first && (t.isAllCaps(k) || (!context.mixedCase && endsLine))) {
        last = next - 1;
      }
      break;
    }
    // A particle: "van der Berg", "de la Cruz", "bin Rashid", "al-Farsi".
    const word = t.lower(k);
    const short = abbreviatedGiven(context, k, word);
    if (short > k) {
      if (first) capital = capitalFirst(context, k + 2);
      [last, words, k, first] = [short, words + 2, short + 1, false];
      continue;
    }
    if (t.inList(k, PARTICLES_LIST) || word === "der" || word === "den" || word === "du" || word === "ibn") {
      let m = k + 1;
      while (m < k + 3 && t.isWord(m) && (t.inList(m, PARTICLES_LIST) || t.lower(m) === "der")) m++;
      if (t.isPunct(m, "-") && t.touches(m - 1) && t.touches(m)) {
        const end = compoundEnd(context, m - 1);
        if (end > m - 1) {
          last = end;
          k = end + 1;
          words++;
          first = false;
          continue;
        }
      }
      if (
        t.isWord(m) &&
        !t.startsLine(m) &&
        (acceptable(context, m, capitalFirst(context, m), false) || t.lower(m) === "son")
      ) {
        last = compoundEnd(context, m);
        k = last + 1;
        words++;
        first = false;
        continue;
      }
      if (!first && vietnameseGivenLast(context, k + 1)) {
        last = k + 1;
        break;
      }
      if (!(word === "le" || word === "la" || word === "da" || word === "do")) break;
    }
    const end = compoundEnd(context, k);
    // "Dr Ho Thanh Son": the Vietnamese given name, in Title Case inside a name.
    const givenSon = !first && word === "son" && context.mixedCase && t.isCapitalised(k);
    // "Will Baker", "May Oduya": a given name that is a function word, opening the slot in Title
    // Case before a surname in Title Case.
    const givenStop =
      first &&
      context.mixedCase &&
      t.isCapitalised(k) &&
      SLOT_STOP.has(word) &&
      (t.bits(k) & FIRST_NAME) !== 0 &&
      t.isWord(k + 1) &&
      !t.startsLine(k + 1) &&
      t.isCapitalised(k + 1) &&
      ((t.bits(k + 1) & SURNAME) !== 0 || slotWordClass(context, k + 1) === SLOT_NAMELIKE);
    const ok0 =
      (first && capsBeforeGiven(context, k)) ||
      (!first && capital && stopSurnameLast(context, k)) ||
      (!first && sandwiched(context, k) && acceptable(context, k + 1, capital, false, true));
    const ok =
      ok0 ||
      givenSon ||
      givenStop ||
      (first && options.firstTaken === true) ||
      acceptable(context, k, capital, first && options.plainFirst === true, !first) ||
      // A hyphenated compound is name-shaped in itself: "Min-ho", "Soo-ah" in Title Case.
      (end > k &&
        capitalFirst(context, k) === capital &&
        (slotWordClass(context, k) !== SLOT_NO || (context.mixedCase && isTitleCased(context, k)))) ||
      (first && end === k && clinicalGivenName(context, k)) ||
      (!first && vietnameseGivenLast(context, k)) ||
      (lookalikeOnly(context, k) && pairedWithName(context, k, first));
    // "Lee KS", "TAN WM", "Ng K H": run-together initials after the surname end the slot.
    if (!ok && options.trailingInitial && !first) last = Math.max(last, trailingInitials(context, k));
    if (!ok) break;
    last = end;
    words++;
    first = false;
    // A possessive ends the name ("Mrs Lee's daughter").
    if (t.lower(end).endsWith("'s") || t.lower(end).endsWith("\u2019s")) break;
    k = end + 1;
  }
  return last;
}

/**
 * "Ma. Cristina Santos", "Md. Rafiqul Islam", "Mohd. Hafiz": a given name written short with its
 * dot, before a name word in the same case on the line (in a note with case, in Title Case);
 * returns the last token of that word, or -1.
 */
function abbreviatedGiven(context: ScanContext, k: number, word: string): number {
  const t = context.tokens;
  // The dot first: nearly every word is refused without a Set probe.
  if (!t.isPunct(k + 1, ".") || !t.touches(k) || !ABBREVIATED_GIVEN.has(word)) return -1;
  // In a note with case "MD." and "MA." in capitals are degrees ("J Smith MD. Cardiology").
  if (context.mixedCase && !t.isCapitalised(k)) return -1;
  const next = k + 2;
  if (!t.isWord(next) || t.startsLine(next) || t.start[next]! - t.end[k + 1]! > 2) return -1;
  const capital = capitalFirst(context, next);
  if (capital !== capitalFirst(context, k)) return -1;
  // The short given name says a name follows: an English word may carry it on ("Mohd. Hafiz").
  return acceptable(context, next, capital, true, true) ? compoundEnd(context, next) : -1;
}

/** End offset of token `k` without a possessive "'s" ("Lee's" → "Lee"). */
export function nameEndOffset(context: ScanContext, k: number): number {
  const t = context.tokens;
  const word = t.lower(k);
  if (t.length(k) > 3 && (word.endsWith("'s") || word.endsWith("\u2019s"))) return t.end[k]! - 2;
  return t.end[k]!;
}

/** Title words a slot value may open with: "GP: Dr A Okafor", "Dear Mrs Nguyen". */
export const SLOT_TITLES: ReadonlySet<string> = new Set(HONORIFICS);

/** Skips a title and its dot at `j`; returns the first token after it (or `j`). */
export function skipTitle(context: ScanContext, j: number): number {
  const t = context.tokens;
  if ((t.cues(j) & CUE_SLOT_TITLE) === 0 || !SLOT_TITLES.has(t.lower(j))) return j;
  let k = j + 1;
  if (t.isPunct(k, ".") && t.touches(j)) k++;
  if (!t.isWord(k) || t.startsLine(k)) return j;
  return k;
}
