import { hasMedicalSuffix, isClinicalLookalike } from "./clinical-lookalike.ts";
import { oneLetterAbbreviations } from "./cues/clinical.ts";
import { nameEvidenceStopWords } from "./cues/function-words.ts";
import { messageWords } from "./cues/messaging.ts";
import type { ScanContext } from "./recogniser.ts";
import { NON_ASCII_WORD } from "./token-stream.ts";
import {
  CLINICAL,
  CUE_MESSAGE_WORD,
  CUE_WORLD_WORD,
  FIRST_NAME,
  NAME_LISTED,
  VOCABULARY,
} from "./word-bits.ts";
import { memoiseWordTest } from "./word-memo.ts";

/**
 * How much a word looks like a personal name, from the lexicons and the note's casing.
 * Shared by the name recognisers, which add context (titles, credentials, relatives).
 */
export const NOT_A_NAME = 0;
/** A known name that is also an ordinary word ("Green", "Rose"), capitalised where case tells. */
export const AMBIGUOUS_NAME = 1;
/** A word no lexicon knows (not English, not clinical), capitalised where case tells. */
export const UNKNOWN_WORD = 2;
/** A listed first name or surname that is no English or clinical word. */
export const KNOWN_NAME = 3;

export function nameEvidence(context: ScanContext, i: number): number {
  if (i < 0 || i >= context.tokens.count) return NOT_A_NAME;
  let value = context.evidence[i]!;
  if (value === -1) {
    value = computeEvidence(context, i);
    context.evidence[i] = value;
  }
  return value;
}

function computeEvidence(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 2) return NOT_A_NAME;
  if ((t.cues(i) & CUE_MESSAGE_WORD) !== 0 && t.length(i) <= 6 && MESSAGE_WORDS.has(t.lower(i)))
    return NOT_A_NAME;
  // Letters run into digits ("RXH1234567", "3rd") are codes and ordinals, not names.
  if ((t.touches(i) && t.isNumber(i + 1)) || (t.touches(i - 1) && t.isNumber(i - 1))) return NOT_A_NAME;
  const lex = context.lexicons;
  // The lower-case word is sliced only when needed. It ends in "'s" exactly when the token does
  // (no other code unit lower-cases to an apostrophe or to "s").
  let word: string | undefined;
  let bits = t.bits(i);
  const end = t.end[i]!;
  const apostrophe = t.text.charCodeAt(end - 2);
  const s = t.text.charCodeAt(end - 1);
  if ((apostrophe === 39 || apostrophe === 0x2019) && (s === 115 || s === 83)) {
    word = t.lower(i).slice(0, -2);
    bits = lex.wordBits.get(word);
  }
  if (bits === 0 && hasNonAscii(t.text, t.start[i]!, end)) {
    // "Nguyễn", "Łukasz", "José": the lists are written without diacritics.
    word = foldDiacritics(word ?? t.lower(i));
    bits = lex.wordBits.get(word);
  }
  if ((bits & CLINICAL) !== 0) return NOT_A_NAME;
  const caseOk =
    !context.mixedCase ||
    t.isCapitalised(i) ||
    t.isAllCaps(i) ||
    startsWithNonAsciiCapital(t.text, t.start[i]!);
  const isName = (bits & NAME_LISTED) !== 0;
  const isWord = (bits & VOCABULARY) !== 0 || isWorldWord(context, i, word);
  if (isName && !isWord) {
    if ((bits & FIRST_NAME) === 0 && isClinicalLookalike(word ?? t.lower(i), lex.clinicalLookalikes)) {
      return NOT_A_NAME;
    }
    return caseOk ? KNOWN_NAME : UNKNOWN_WORD;
  }
  if (isWord) return isName && context.mixedCase && t.isCapitalised(i) ? AMBIGUOUS_NAME : NOT_A_NAME;
  if (!caseOk || !isAlphabeticAt(t.text, t.start[i]!, end)) return NOT_A_NAME;
  word ??= t.lower(i);
  // "NMCN", "SNB", "MDCN": a word no list knows with no vowel cannot be said as a name; it is
  // spelt out, an acronym. Syllabic "ng" is a name's own ("Ng", "Sng", "Png", "Hng"), and two
  // letters may be a name's initials ("Okafor JC").
  if (word.length > 2 && !hasVowel(word) && !(word.length === 3 && word.endsWith("ng"))) return NOT_A_NAME;
  return isClinicalShaped(word, lex.clinicalLookalikes) ? NOT_A_NAME : UNKNOWN_WORD;
}

/**
 * `isClinicalLookalike(word, index) || hasMedicalSuffix(word)` (clinical-lookalike.ts), asked of a
 * word no list knows: both answers in one memoised probe per word instead of two, and none for a
 * word of three letters or fewer (neither test reads one).
 */
export function isClinicalShaped(word: string, index: ReadonlySet<string>): boolean {
  return word.length >= 4 && clinicalShaped(word, index);
}

const clinicalShaped = memoiseWordTest(
  (word, index) => isClinicalLookalike(word, index) || hasMedicalSuffix(word),
);

/**
 * "hui", "whānau", "braai": an everyday word of another language written in English notes
 * (data/words-world.txt), folded like the lists. Read only for words English does not know.
 */
export function isWorldWord(context: ScanContext, i: number, lowered?: string): boolean {
  const t = context.tokens;
  if (t.length(i) < 3 || context.lexicons.worldWords.size === 0) return false;
  // An ASCII word read as written: its cue mask says, without a string (build-lexicons.ts sets
  // CUE_WORLD_WORD on each world word).
  if (lowered === undefined && (t.flags[i]! & NON_ASCII_WORD) === 0)
    return (t.cues(i) & CUE_WORLD_WORD) !== 0;
  let word = lowered ?? t.lower(i);
  if (hasNonAscii(word, 0, word.length)) word = foldDiacritics(word);
  return context.lexicons.worldWords.has(word);
}

/** True when the word has a vowel letter (y counts: "Llwyd", "Wynn"; non-ASCII letters count). */
export function hasVowel(word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121 || c >= 0xc0) return true;
  }
  return false;
}

/** "Østergaard", "Łukasz": the tokeniser flags capitals in ASCII only. */
function startsWithNonAsciiCapital(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 0xc0) return false;
  const letter = text[at]!;
  return letter.toLowerCase() !== letter;
}

function hasNonAscii(text: string, from: number, to: number): boolean {
  for (let p = from; p < to; p++) if (text.charCodeAt(p) >= 0x80) return true;
  return false;
}

/** Letters that do not decompose under NFD, written as the lists write them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ł: "l",
  đ: "d",
  ø: "o",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ı: "i",
};

/** Folded words seen lately: a note repeats its names, and folding normalises the string. */
const FOLDED = new Map<string, string>();
const FOLDED_LIMIT = 4096;

/** The lower-case word without diacritics ("nguyễn" -> "nguyen", "łukasz" -> "lukasz"). */
export function foldDiacritics(word: string): string {
  let folded = FOLDED.get(word);
  if (folded === undefined) {
    folded = word
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[łđøßæœı]/g, (c) => PLAIN_LETTERS[c] ?? c);
    if (FOLDED.size >= FOLDED_LIMIT) FOLDED.clear();
    FOLDED.set(word, folded);
  }
  return folded;
}

/** isAlphabetic of text[from, to), read in place (no slice). */
function isAlphabeticAt(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39 || c === 0x2019 || c >= 0xc0;
    if (!letter) return false;
  }
  return true;
}

function isAlphabetic(word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 39 || c === 0x2019 || c >= 0xc0;
    if (!letter) return false;
  }
  return true;
}

/**
 * A word no list knows, whatever its case: not English, not clinical, no misspelt clinical word.
 * Used where the context already says "a name stands here" ("novak aware").
 */
export function isOpenWord(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 3) return false;
  const bits = t.bits(i);
  if ((bits & (VOCABULARY | CLINICAL)) !== 0) return false;
  const word = t.lower(i);
  if (!isAlphabetic(word) || isClinicalLookalike(word, context.lexicons.clinicalLookalikes)) return false;
  return !hasMedicalSuffix(word);
}

/** True when a name list has the word and the clinical list does not (vocabulary allowed). */
export function isListedName(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) < 2) return false;
  const bits = t.bits(i);
  return (bits & NAME_LISTED) !== 0 && (bits & CLINICAL) === 0;
}

/**
 * True when the word may carry on a name already found next to it ("Edith Pellman",
 * "Hank Wojcik"): any name evidence, a listed name even if also a word, or an initial.
 * A word opening a line continues the name after it only when `lineStartOk` (a caller extending
 * leftwards within the line: "KOFI BOATENG" at the start of a line).
 */
export function continuesName(
  context: ScanContext,
  i: number,
  rightwards = false,
  lineStartOk = false,
): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || (t.startsLine(i) && !lineStartOk)) return false;
  if ((t.cues(i) & CUE_MESSAGE_WORD) !== 0 && MESSAGE_WORDS.has(t.lower(i))) return false;
  if (isInitial(context, i) || nameEvidence(context, i) >= AMBIGUOUS_NAME) return true;
  const word = t.lower(i);
  // A capitalised word after a name is its surname ("Edith Pellman") unless clinical.
  if (rightwards && !context.upperCase && t.isCapitalised(i) && !context.lexicons.clinical.has(word)) {
    return !STOP_WORDS.has(word);
  }
  if (context.mixedCase && !t.isCapitalised(i) && !t.isAllCaps(i)) return false;
  return isListedName(context, i) && !STOP_WORDS.has(t.lower(i));
}

const MESSAGE_WORDS = messageWords.words;

const STOP_WORDS = nameEvidenceStopWords.words;

/** True for a one-letter initial ("V" or "V."). */
export function isInitial(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isWord(i) || t.length(i) !== 1) return false;
  if (t.isPunct(i + 1, ".") && t.touches(i)) return true;
  // Without a dot, "w", "r", "l", "x", "c", "s", "p"... are with, right, left, times, with, without, plan.
  return t.isAllCaps(i) && !ONE_LETTER_ABBREVIATIONS.has(t.lower(i));
}

const ONE_LETTER_ABBREVIATIONS = oneLetterAbbreviations.words;
