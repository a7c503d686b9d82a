import { lowerInwardWords } from "../../cues/not-ids.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, WORD } from "../../token-stream.ts";

/**
 * UK postcodes by shape, anywhere: an outward code (A9, A99, AA9, AA99, A9A, AA9A), an optional
 * space, and an inward code (a digit and two letters): "CT9 4QX", "sw1a 1aa", "EC1A1BB". The
 * letter rules of the Royal Mail PAF format (Royal Mail "Programmers' Guide to PAF", also on
 * Wikipedia "Postcodes in the United Kingdom", validation): the first letter is never Q, V or X,
 * the second never I, J or Z, the third (A9A) one of ABCDEFGHJKPSTUW, the fourth (AA9A) one of
 * ABEHMNPRVWXY, and the inward letters never C, I, K, M, O or V. Clinical look-alikes fail these
 * rules or have no digit-letter-letter inward part: "T2 N0 M0", "C3 C4", "L4 L5", "S1 S2",
 * "V1 V2", "BRCA1", "HER2 positive". Read straight from the text, at most eight characters from
 * each word token of one or two letters that starts a word: linear.
 */
/** Letter classes by lower-case code (a = 0 … z = 25), as bit flags. */
const FIRST_OK = 1;
const SECOND_OK = 2;
const THIRD_OK = 4;
const FOURTH_OK = 8;
const INWARD_OK = 16;
const LETTER_FLAGS = new Uint8Array(26);
for (let c = 0; c < 26; c++) {
  const ch = String.fromCharCode(97 + c);
  let f = 0;
  if (!"qvx".includes(ch)) f |= FIRST_OK;
  if (!"ijz".includes(ch)) f |= SECOND_OK;
  if ("abcdefghjkpstuw".includes(ch)) f |= THIRD_OK;
  if ("abehmnprvwxy".includes(ch)) f |= FOURTH_OK;
  if (!"cikmov".includes(ch)) f |= INWARD_OK;
  LETTER_FLAGS[c] = f;
}
const LOWER_INWARD_WORDS = lowerInwardWords.words;

/** Flags of the letter at `code` (0 when it is no ASCII letter); bit 32 marks a capital. */
function letterFlags(code: number): number {
  if (code >= 97 && code <= 122) return LETTER_FLAGS[code - 97]! | 64;
  if (code >= 65 && code <= 90) return LETTER_FLAGS[code - 65]! | 32 | 64;
  return 0;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordChar(code: number): boolean {
  return isDigit(code) || letterFlags(code) !== 0 || code >= 0x80;
}

/** 1 for a capital's flags, 2 for a small letter's. */
function caseBit(f: number): number {
  return (f & 32) !== 0 ? 1 : 2;
}

/** End of a postcode starting at `from`, or -1. Reads at most eight characters. */
export function postcodeEnd(text: string, from: number): number {
  const n = text.length;
  let p = from;
  // Cases seen: 1 a capital, 2 a small letter (a bit mask, not a closure: no allocation per call).
  let cases = 0;
  const a = letterFlags(text.charCodeAt(p));
  if ((a & FIRST_OK) === 0) return -1;
  cases |= caseBit(a);
  p++;
  const b = letterFlags(text.charCodeAt(p));
  if (b !== 0) {
    if ((b & SECOND_OK) === 0) return -1;
    cases |= caseBit(b);
    p++;
  }
  if (!isDigit(text.charCodeAt(p))) return -1;
  p++;
  const c = text.charCodeAt(p);
  if (isDigit(c)) p++;
  else {
    const l = letterFlags(c);
    // "A9A" or "AA9A" only when the inward code follows; else the letter starts the inward code.
    if ((l & (b !== 0 ? FOURTH_OK : THIRD_OK)) !== 0 && p + 1 < n) {
      const next = text.charCodeAt(p + 1);
      if (next === 32 || isDigit(next)) {
        cases |= caseBit(l);
        p++;
      }
    }
  }
  if (text.charCodeAt(p) === 32) p++;
  if (p + 3 > n || !isDigit(text.charCodeAt(p))) return -1;
  const x = letterFlags(text.charCodeAt(p + 1));
  const y = letterFlags(text.charCodeAt(p + 2));
  if ((x & INWARD_OK) === 0 || (y & INWARD_OK) === 0) return -1;
  cases |= caseBit(x);
  cases |= caseBit(y);
  const end = p + 3;
  if (end < n && isWordChar(text.charCodeAt(end))) return -1;
  // One case throughout: "sw1a 1aa" or "SW1A 1AA", not "Ab1 2cd" mixtures of words.
  if (cases === 3) return -1;
  if ((cases & 1) === 0 && LOWER_INWARD_WORDS.has(text.slice(end - 2, end))) return -1;
  return end;
}

export function findUkPostcodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  const kind = t.kind;
  const starts = t.start;
  const ends = t.end;
  for (let i = t.nextNumber(1) - 1; i + 1 < t.count; i = t.nextNumber(i + 2) - 1) {
    // A word of one or two letters run into a number: "CT9", "sw1a", "EC1A".
    if (kind[i] !== WORD || ends[i]! - starts[i]! > 2 || ends[i] !== starts[i + 1] || kind[i + 1] !== NUMBER)
      continue;
    const from = t.start[i]!;
    if (from > 0 && isWordChar(text.charCodeAt(from - 1))) continue;
    const end = postcodeEnd(text, from);
    if (end === -1) continue;
    out.push(hit("uk-postcode", "ZIP", from, end));
    while (i + 1 < t.count && t.end[i]! < end) i++;
  }
}

const RULES = defineRules({
  "uk-postcode": {
    types: ["ZIP"],
    level: "shaped",
    anchored: true,
    about: "a UK postcode by its format (A9 9AA … AA9A 9AA)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ukPostcodeRecogniser: RecogniserModule = {
  id: "uk-postcode",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findUkPostcodes,
};

const hit = ruleHit(RULES);
