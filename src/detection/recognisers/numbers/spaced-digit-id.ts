import { numberWords } from "../../cues/id-cues.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CUE_NUMBER_WORD, RECORD_CUE } from "../../word-bits.ts";

/**
 * An identifier typed digit by digit after its label, as speech recognition and dictation typists
 * write what was read out: "hospital number 4 5 2 1 8 9", "MRN is m 4 5 2 1 8 9", "NHI number
 * a b c 1 2 3 4", "UR: 1 2 3 4 5 6 7". After an identifier's label (a record cue, or a word of
 * "number"), "is", a colon, a hash or a dash may stand; then up to three single letters and single
 * digits one space apart on one line: six digits or more, or four digits and letters making six.
 * A count read out ("power 4 4 4 4") has fewer digits and no label. The `spoken-digits` module
 * reads the same values said as words. Bounded: a few tokens after each label word.
 */

const NUMBER_WORDS = numberWords.words;

/** Token `k` stands alone one space after the token before, on the same line. */
function spaced(t: TokenStream, k: number): boolean {
  return k < t.count && !t.startsLine(k) && t.start[k]! - t.end[k - 1]! === 1 && !t.touches(k);
}

function isLoneLetter(t: TokenStream, k: number): boolean {
  return t.isWord(k) && t.length(k) === 1;
}

function isLoneDigit(t: TokenStream, k: number): boolean {
  return t.isNumber(k) && t.length(k) === 1;
}

/** The run after label word `i`: its last token, or -1. Writes the first token to `found.first`. */
function readAfter(t: TokenStream, i: number, found: { first: number }): number {
  let k = i + 1;
  if (t.isPunct(k, ".") && t.touches(i)) k++; // "no."
  if (t.isWord(k) && t.length(k) === 2 && t.lower(k) === "is") k++;
  else if (t.isPunct(k, ":") || t.isPunct(k, "#") || t.isPunct(k, "-")) k++;
  if (k >= t.count || t.startsLine(k)) return -1;
  const first = k;
  let letters = 0;
  while (letters < 3 && isLoneLetter(t, k) && spaced(t, k + 1)) {
    letters++;
    k++;
  }
  // "a" or "i" alone before the digits is the sentence's ("number is a 1 2 …" keeps it only with more letters).
  if (!isLoneDigit(t, k) || (k > first && !spaced(t, k))) return -1;
  let digits = 1;
  let last = k;
  while (isLoneDigit(t, last + 1) && spaced(t, last + 1)) {
    last++;
    digits++;
  }
  // A digit run into something else is no spelled value ("1 2 3 4 5 6mg").
  if (t.touches(last) && !t.isPunct(last + 1, ".") && !t.isPunct(last + 1, ",")) return -1;
  if (digits < 4 || digits + letters < 6) return -1;
  found.first = first;
  return last;
}

const found = { first: 0 };

export function findSpacedDigitIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let done = -1;
  const bits = RECORD_CUE;
  let a = t.nextBits(0, bits);
  let b = t.nextCues(0, CUE_NUMBER_WORD);
  while (a < t.count || b < t.count) {
    const i = a < b ? a : b;
    if (i === a) a = t.nextBits(i + 1, bits);
    if (i === b) b = t.nextCues(i + 1, CUE_NUMBER_WORD);
    // The first digit stands within seven tokens ("number is a b c 1 …"): most labels have none.
    if (i <= done || !t.isWord(i) || t.nextNumber(i + 1) > i + 7) continue;
    const label =
      (t.bits(i) & bits) !== 0 || ((t.cues(i) & CUE_NUMBER_WORD) !== 0 && NUMBER_WORDS.has(t.lower(i)));
    if (!label) continue;
    const last = readAfter(t, i, found);
    if (last === -1) continue;
    out.push(hit("spaced-digit-id", "ID", t.start[found.first]!, t.end[last]!));
    done = last;
  }
}

const RULES = defineRules({
  "spaced-digit-id": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "an identifier typed digit by digit after its label ('hospital number 4 5 2 1 8 9')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const spacedDigitIdRecogniser: RecogniserModule = {
  id: "spaced-digit-id",
  family: "numbers",
  wake: { on: RECORD_CUE, cues: CUE_NUMBER_WORD },
  rules: RULES,
  scan: findSpacedDigitIds,
};

const hit = ruleHit(RULES);
