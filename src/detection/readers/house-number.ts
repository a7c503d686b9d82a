import { complexHeads } from "../cues/streets.ts";
import type { ScanContext } from "../recogniser.ts";
import type { TokenStream } from "../token-stream.ts";
import { CLINICAL } from "../word-bits.ts";

/**
 * The slots around a house number that writers in many countries fill (issue 19): "No 14 Awolowo
 * Road", "No. 7 Bode Thomas Street", "#12, MG Road", "12, Gandhi Road", and a complex or estate
 * before the street ("12 Sunset Villas, 45 Main Road"). Each reader looks a fixed few tokens
 * around the number: constant time per number.
 */

/** Words before a house number that say "number": "No 14", "NO. 7", "no 3". */
const NUMBER_WORDS: ReadonlySet<string> = new Set(["no", "nos"]);

/** A "#" run into the house number ("#12, MG Road"): true when token `i - 1` is that hash. */
export function hashBefore(t: TokenStream, i: number): boolean {
  return t.isPunct(i - 1, "#") && t.touches(i - 1) && !t.touches(i - 2);
}

/**
 * "No 14", "No. 14", "#14": the first token of the word or mark for "number" right before the
 * house number at `i`, or `i`. "No" must stand apart from the word before it and, in a note with
 * case, be written "No" or "NO" (never "no" in a sentence: "no 2 days alike").
 */
export function numberWordStart(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (hashBefore(t, i)) return i - 1;
  let p = i - 1;
  if (t.isPunct(p, ".") && t.touches(p - 1)) p--;
  if (!t.isWord(p) || !NUMBER_WORDS.has(t.lower(p)) || t.touches(p - 1)) return i;
  if (context.mixedCase && !t.isCapitalised(p) && !t.isAllCaps(p)) return i;
  if (!context.mixedCase && context.upperCase && !t.isAllCaps(p)) return i;
  return p;
}

/**
 * "12, Gandhi Road", "#12, MG Road", "No. 4, Nehru Street": a comma between the house number at
 * `i` and the street may stand where the number opens the address — after a "#", a word for
 * "number" or a word of address ("lives at 12, …", "Address: 12, …"). Not at a line's start alone:
 * numbered lists write "1, …" there.
 */
export function commaAfterHouseOk(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isPunct(i + 1, ",") || !t.touches(i) || t.startsLine(i + 2) || !t.isWord(i + 2)) return false;
  if (t.length(i) > 5) return false;
  const start = numberWordStart(context, i);
  if (start < i) return true;
  let p = i - 1;
  if (t.isPunct(p, ":")) p--;
  return t.isWord(p) && COMMA_CUES.has(t.lower(p));
}

/** Words of address right before "12, Gandhi Road". */
const COMMA_CUES: ReadonlySet<string> = new Set([
  "address",
  "addr",
  "at",
  "on",
  // "the deceased, of 45, Adeola Odeku Street": a person's address in a coroner's or police report.
  "of",
  "lives",
  "resides",
  "residing",
]);

const COMPLEX_HEADS = complexHeads.words;

/**
 * "12 Sunset Villas, 45 Main Road", "4 Rosewood Court, 18 Oak Avenue": a unit number and a
 * complex's name (capitalised words ending in a complex's head) before the comma that comes right
 * before the street's first token `from`, on its line: the complex's number token, or `from`.
 */
export function complexBeforeStart(context: ScanContext, from: number): number {
  const t = context.tokens;
  const comma = from - 1;
  if (!t.isPunct(comma, ",") || t.startsLine(from) || t.startsLine(comma)) return from;
  const head = comma - 1;
  if (!t.isWord(head) || !t.touches(head)) return from;
  const written = (k: number) =>
    context.mixedCase ? t.isCapitalised(k) || t.isAllCaps(k) : !context.upperCase || t.isAllCaps(k);
  if (!written(head)) return from;
  // Where the note has case, any capitalised name of no clinical word will do ("12 Sunset
  // Palms, 45 Main Road"); without case the name must end in a complex's head.
  if (!COMPLEX_HEADS.has(t.lower(head)) && (!context.mixedCase || (t.bits(head) & CLINICAL) !== 0))
    return from;
  // One to three name words, then the complex's number.
  for (let k = head - 1; k >= 0 && k >= head - 3; k--) {
    if (t.isNumber(k)) {
      if (k === head - 1 || t.length(k) > 4 || t.touches(k)) return from;
      return t.startsLine(k) || !t.touches(k - 1) ? k : from;
    }
    if (!t.isWord(k) || !written(k) || t.startsLine(k + 1) || (t.bits(k) & CLINICAL) !== 0) return from;
  }
  return from;
}
