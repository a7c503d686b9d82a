import { dictationCues, letterGreetings } from "../../cues/letters.ts";
import { isBracketedAcronyms } from "../../readers/bracketed-acronyms.ts";
import { markShapes } from "../../readers/mark-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { PUNCT, type TokenStream, WORD } from "../../token-stream.ts";
import { CLINICAL, LETTER_CUE, VOCABULARY } from "../../word-bits.ts";

/**
 * The author's and typist's initials of a dictated letter: "TW/kb", "JS/ab/cd", "CA/JM", written
 * after "Dictated by:", "Typed:", "Ref", after the dictation and typing dates on one line
 * ("Dictated 5.6.24  Typed 10.6.24  YP/lm"), or alone on a line. UK secretaries write the
 * author's initials in capitals and their own in lower case; some write both in capitals.
 * Each part is two to four letters; the slash touches both. Clinical pairs ("IV/PO", "HR/BP",
 * "OT/PT") stand in the same place only as lists, so a pair of capitals needs a dictation cue
 * on its line unless neither part is a word or an abbreviation any list knows.
 */

const DICTATION_CUES = dictationCues.words;

function isInitialsPart(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  const n = t.length(k);
  if (n < 2 || n > 4) return false;
  // Letters only ("3b" is a word token of the tokeniser only when it holds letters).
  for (let p = t.start[k]!; p < t.end[k]!; p++) {
    const c = t.text.charCodeAt(p) | 0x20;
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** Last part token of a run "AB/cd[/ef]" starting at `i`, or -1. */
function runEnd(t: TokenStream, i: number): number {
  if (!isInitialsPart(t, i)) return -1;
  let k = i;
  let parts = 1;
  while (parts < 3 && t.isPunct(k + 1, "/") && t.touches(k) && t.touches(k + 1) && isInitialsPart(t, k + 2)) {
    k += 2;
    parts++;
  }
  return parts >= 2 ? k : -1;
}

/** A cue word earlier on the line of token `i`, within a few tokens. */
function cuedOnLine(t: TokenStream, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 8; k--) {
    if (t.isWord(k) && DICTATION_CUES.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

/** Only dates, numbers and punctuation stand before token `i` on its line ("12/03/24  TW/kb"). */
function onlyNumbersBefore(t: TokenStream, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 12; k--) {
    if (t.isWord(k)) return false;
    if (t.startsLine(k)) return true;
  }
  return i === 0 || t.startsLine(i);
}

const GREETINGS = letterGreetings.words;

/** Index of the first sign-off word of a letter ("sincerely", "regards"), or the token count. */
function firstSignOff(t: TokenStream): number {
  if ((t.textBits & LETTER_CUE) === 0) return t.count;
  for (let k = t.nextBits(0, LETTER_CUE); k < t.count; k = t.nextBits(k + 1, LETTER_CUE)) {
    if ((t.bits(k) & LETTER_CUE) !== 0 && !GREETINGS.has(t.lower(k))) return k;
  }
  return t.count;
}

export function findDictationInitials(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let signed = -1;
  const kind = t.kind;
  // Each token before a punctuation mark: a slash touching a short word.
  // Only slashes are read (markShapes lists them once a note), each after the last run read.
  const marks = markShapes(context);
  for (let r = 0, i = -1; r < marks.slashCount; r++) {
    if (marks.slash[r]! - 1 <= i) continue;
    i = marks.slash[r]! - 1;
    if (i + 2 >= t.count) break;
    // Array tests first: a slash touching a short word.
    if (kind[i + 1] !== PUNCT || kind[i] !== WORD || t.text.charCodeAt(t.start[i + 1]!) !== 47) continue;
    if (!t.touches(i)) continue;
    if (t.isPunct(i - 1, "/") && t.touches(i - 1)) continue;
    const end = runEnd(t, i);
    if (end < 0) continue;
    // The run ends its line or a field: not "IV/PO route", not "TW/kb/0481223" (a reference number).
    const after = end + 1;
    const endsLine = after >= t.count || t.startsLine(after);
    if (
      !endsLine &&
      !(t.isPunct(after, ",") || t.isPunct(after, ")") || t.start[after]! - t.end[end]! >= 2)
    ) {
      i = end;
      continue;
    }
    if (t.isPunct(after, "/") && t.touches(end)) {
      i = end;
      continue;
    }
    let known = false;
    for (let k = i; k <= end; k += 2) if ((t.bits(k) & (VOCABULARY | CLINICAL)) !== 0) known = true;
    // The typist's lower-case part after the author's capitals, in a note with case.
    const secretarial = context.mixedCase && t.isAllCaps(i) && !t.isAllCaps(end) && !t.isCapitalised(end);
    const cued = cuedOnLine(t, i);
    // Alone on its line (or after the dates) in a letter: a greeting or sign-off stands in the text.
    const alone = (t.textBits & LETTER_CUE) !== 0 && (t.startsLine(i) || onlyNumbersBefore(t, i)) && endsLine;
    // Under the sign-off of a letter, initials alone on a line may be words too ("CA/JM").
    let signedOff = false;
    if (alone && known && !secretarial) {
      if (signed < 0) signed = firstSignOff(t);
      let unknownPart = false;
      for (let k = i; k <= end; k += 2) if ((t.bits(k) & (VOCABULARY | CLINICAL)) === 0) unknownPart = true;
      signedOff = i > signed && unknownPart;
    }
    if ((cued || (alone && (secretarial || !known || signedOff))) && !isBracketedAcronyms(t, i, end)) {
      for (let k = i; k <= end; k += 2)
        out.push(hit("dictation-initials", "PROVIDER_NAME", t.start[k]!, t.end[k]!));
    }
    i = end;
  }
}

const RULES = defineRules({
  "dictation-initials": {
    types: ["PROVIDER_NAME"],
    level: "context",
    anchored: false,
    about: "author's and typist's initials of a dictated letter ('Dictated by: TW/kb', 'CA/JM' alone)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const dictationInitialsRecogniser: RecogniserModule = {
  id: "dictation-initials",
  family: "names",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findDictationInitials,
};

const hit = ruleHit(RULES);
