import { referenceCues, selfNaming } from "../../cues/id-cues.ts";
import { referenceAcronyms } from "../../cues/reference-labels.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CUE_SPOKEN_DIGIT } from "../../word-bits.ts";

/**
 * An identifier read out digit by digit, as a dictation transcript or a telephone note writes it:
 * "hospital number four seven two nine one three eight", "NHI is c k l one two three four…",
 * "Medicare two nine five one dash three four eight seven dash one", "double four, seven…".
 * Every writer who types what was said spells the digits as words, whatever the country's format.
 *
 * `spoken-digit-run`: six or more digits said as words ("zero", "oh", "nought", "one" … "nine";
 * "double"/"triple" before one counts it twice or three times) in one run, joined by spaces,
 * commas, dashes, slashes or the words "dash", "hyphen", "slash", "stroke". Six digits are more
 * than any count, score or grade read out in a note ("power four four four four" is four); single
 * letters opening (up to four: a RAMQ head "t r e m …") or closing (up to two) the run are part
 * of the value ("s one two three four five six seven a", an NRIC's prefix and check letter).
 */

const DIGITS: ReadonlyMap<string, number> = new Map([
  ["zero", 1],
  ["oh", 1],
  ["nought", 1],
  ["one", 1],
  ["two", 1],
  ["three", 1],
  ["four", 1],
  ["five", 1],
  ["six", 1],
  ["seven", 1],
  ["eight", 1],
  ["nine", 1],
  ["double", 0],
  ["triple", 0],
]);

const JOIN_WORDS: ReadonlySet<string> = new Set(["dash", "hyphen", "slash", "stroke"]);

const MIN_DIGITS = 6;
/** Fewest digits of a run that spelled letters open or close (an NHI: three letters, four digits). */
const MIN_LETTERED = 4;

function isDigitWord(t: TokenStream, k: number): boolean {
  return k < t.count && (t.cues(k) & CUE_SPOKEN_DIGIT) !== 0 && t.isWord(k) && DIGITS.has(t.lower(k));
}

/** A joiner between two digits of one run: ",", "-", "/" or a spoken dash or slash. */
function isJoiner(t: TokenStream, k: number): boolean {
  if (k >= t.count) return false;
  if (t.isPunct(k, ",") || t.isPunct(k, "-") || t.isPunct(k, "/")) return true;
  // "dash", "slash", "hyphen", "stroke": a word of another length refuses with no string built.
  return t.isWord(k) && t.length(k) >= 4 && t.length(k) <= 6 && JOIN_WORDS.has(t.lower(k));
}

/** A single letter word beside the run ("s", "k"). */
function isLoneLetter(t: TokenStream, k: number): boolean {
  return k >= 0 && k < t.count && t.isWord(k) && t.length(k) === 1;
}

/** "a" or "i": a letter of a value, or the article or pronoun of the sentence around it. */
function isArticle(t: TokenStream, k: number): boolean {
  const w = t.lower(k);
  return w === "a" || w === "i";
}

const LABELS: ReadonlySet<string> = new Set([
  ...selfNaming.words,
  ...referenceCues.words,
  ...referenceAcronyms.words,
  "folder",
  "chart",
  "file",
  "case",
]);

/** Token `k` is an identifier's label word ("number", "NHI", "MRN", "folder"). */
function labelBefore(t: TokenStream, k: number): boolean {
  return k >= 0 && t.isWord(k) && LABELS.has(t.lower(k));
}

export function findSpokenDigits(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  let done = -1;
  for (let i = t.nextCues(0, CUE_SPOKEN_DIGIT); i < t.count; i = t.nextCues(i + 1, CUE_SPOKEN_DIGIT)) {
    if (i <= done || !isDigitWord(t, i)) continue;
    // Read the run forward: digit words, each pair at most one joiner apart.
    let digits = 0;
    let last = i;
    let k = i;
    let multiplier = 1;
    for (;;) {
      const w = t.lower(k);
      if (w === "double" || w === "triple") {
        multiplier = w === "double" ? 2 : 3;
      } else {
        digits += multiplier;
        multiplier = 1;
        last = k;
      }
      let next = k + 1;
      if (isJoiner(t, next)) next++;
      if (!isDigitWord(t, next)) break;
      k = next;
    }
    done = k;
    if (digits < MIN_LETTERED) continue;
    // Letters spelled before the digits: a RAMQ number's four ("t r e m five four …"), an NHI's
    // three ("c k l one two three four"), an NRIC's one.
    let from = i;
    for (let n = 0; n < 4 && isLoneLetter(t, from - 1) && !t.startsLine(from); n++) from--;
    // "a" or "i" opening the letters is the sentence's, unless more letters follow it ("a b c one
    // two …") or an identifier's label stands right before it ("hospital number a one two …").
    while (from < i && isArticle(t, from) && from + 1 === i && !labelBefore(t, from - 1)) from++;
    while (from < i && isArticle(t, from) && from + 1 < i && !isLoneLetter(t, from + 1)) from++;
    // Letters after: a check letter, a version code ("… nine zero - a b"), at most two.
    let to = last;
    let after = to;
    for (let n = 0; n < 2; n++) {
      const next = isJoiner(t, after + 1) && !t.isWord(after + 1) ? after + 2 : after + 1;
      if (!isLoneLetter(t, next) || t.startsLine(next)) break;
      after = next;
    }
    // They belong to the value unless a sentence goes on after them ("… seven a day").
    if (after > to && (!t.isWord(after + 1) || t.startsLine(after + 1) || !isArticle(t, after))) to = after;
    const letters = i - from + (to > last ? 1 : 0);
    // Right after an identifier's label, six letters and digits in all ("hospital number a one two
    // three four five").
    const need = labelBefore(t, from - 1) ? MIN_DIGITS : MIN_DIGITS + 1;
    if (digits < MIN_DIGITS && (digits < MIN_LETTERED || letters === 0 || digits + letters < need)) continue;
    out.push(hit("spoken-digit-run", "ID", t.start[from]!, t.end[to]!));
  }
}

const RULES = defineRules({
  "spoken-digit-run": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "an identifier read out digit by digit: six or more digits said as words in one run",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const spokenDigitsRecogniser: RecogniserModule = {
  id: "spoken-digits",
  family: "numbers",
  wake: { cues: CUE_SPOKEN_DIGIT },
  vocabulary: [{ mask: "cues", bit: CUE_SPOKEN_DIGIT, words: [...DIGITS.keys()] }],
  rules: RULES,
  scan: findSpokenDigits,
};

const hit = ruleHit(RULES);
