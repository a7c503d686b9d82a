import type { ScanContext } from "../recogniser.ts";
import { hit } from "../rules.ts";
import type { Span } from "../span.ts";

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
const NOT_FIRST = "qvx";
const NOT_SECOND = "ijz";
const THIRD = "abcdefghjkpstuw";
const FOURTH = "abehmnprvwxy";
const NOT_INWARD = "cikmov";
/** Inward parts that read as ordinals or units in a lower-case note ("day 1 2nd", "p2 4hr"). */
const LOWER_INWARD_WORDS = new Set([
  "st",
  "nd",
  "rd",
  "th",
  "hr",
  "wk",
  "yr",
  "lb",
  "pt",
  "dr",
  "ft",
  "yd",
  "gr",
]);

function letter(code: number): number {
  const c = code | 0x20;
  return c >= 97 && c <= 122 ? c : 0;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isWordChar(code: number): boolean {
  return isDigit(code) || letter(code) !== 0 || code >= 0x80;
}

/** End of a postcode starting at `from`, or -1. */
export function postcodeEnd(text: string, from: number): number {
  const n = text.length;
  let p = from;
  const a = letter(text.charCodeAt(p));
  if (a === 0 || NOT_FIRST.includes(String.fromCharCode(a))) return -1;
  p++;
  const b = letter(text.charCodeAt(p));
  if (b !== 0) {
    if (NOT_SECOND.includes(String.fromCharCode(b))) return -1;
    p++;
  }
  if (!isDigit(text.charCodeAt(p))) return -1;
  p++;
  const twoLetters = b !== 0;
  const c = text.charCodeAt(p);
  if (isDigit(c)) p++;
  else {
    const l = letter(c);
    if (l !== 0) {
      const allowed = twoLetters ? FOURTH : THIRD;
      // "A9A" or "AA9A" only when the inward code follows; else the letter starts the inward code.
      if (allowed.includes(String.fromCharCode(l)) && p + 1 < n) {
        const next = text.charCodeAt(p + 1);
        if (next === 32 || isDigit(next)) p++;
      }
    }
  }
  if (text.charCodeAt(p) === 32) p++;
  if (p + 3 > n || !isDigit(text.charCodeAt(p))) return -1;
  const x = letter(text.charCodeAt(p + 1));
  const y = letter(text.charCodeAt(p + 2));
  if (x === 0 || y === 0) return -1;
  if (NOT_INWARD.includes(String.fromCharCode(x)) || NOT_INWARD.includes(String.fromCharCode(y))) return -1;
  const end = p + 3;
  if (end < n && isWordChar(text.charCodeAt(end))) return -1;
  // One case throughout: "sw1a 1aa" or "SW1A 1AA", not "Ab1 2cd" mixtures of words.
  const value = text.slice(from, end);
  const lower = value.toLowerCase();
  const upper = value.toUpperCase();
  if (value !== lower && value !== upper) return -1;
  if (value === lower && LOWER_INWARD_WORDS.has(lower.slice(-2))) return -1;
  return end;
}

export function findUkPostcodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  for (let i = 0; i + 1 < t.count; i++) {
    if (!t.isWord(i) || t.length(i) > 2 || !t.touches(i) || !t.isNumber(i + 1)) continue;
    const from = t.start[i]!;
    if (from > 0 && isWordChar(text.charCodeAt(from - 1))) continue;
    const end = postcodeEnd(text, from);
    if (end === -1) continue;
    out.push(hit("uk-postcode", "ZIP", from, end));
    while (i + 1 < t.count && t.end[i]! < end) i++;
  }
}
