import { addresseeOpeners } from "../../cues/layout-labels.ts";
import { notAddress } from "../../cues/not-places.ts";
import { addresseeJoiners } from "../../cues/place-names.ts";
import { HONORIFICS } from "../../honorifics.ts";
import { closesAddress } from "../../readers/address-tail.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CREDENTIAL, LETTER_CUE, TITLE } from "../../word-bits.ts";

/**
 * The addressee's block of a letter, as UK and US letters lay it out above the greeting:
 *
 *     Dr H Larsson                      Rebecca Lindqvist, MD          To: The Consultant Surgeon
 *     Preston Park Surgery              Foothills Family Medicine      Royal Severnvale Hospital
 *     2a Florence Road                  880 Kipling St                 Mytton Oak Road
 *     Brighthelm BN1 6DL                Wheat Ridge, CO 80033          Shrewsbury
 *
 * The first line names the person (a title, a name ending in a credential, or "To:", "FAO:",
 * "Attn:"); every line under it, up to a blank line, is a practice, hospital, house, street, town
 * or postcode, whether or not a postcode closes the block. A line that holds a label, a date, an
 * e-mail, a role or department word, or the next addressee ends the block. Only before the
 * letter's greeting or sign-off, in a text that has one: signature blocks under "Yours
 * sincerely" carry roles, not addresses. Each comma-separated part is one span.
 */

const SIGN_OFF_OR_GREETING = LETTER_CUE;
const OPENERS = addresseeOpeners.words;
const TITLES: ReadonlySet<string> = new Set(HONORIFICS);
const NOT_ADDRESS = notAddress.words;
const JOINERS = addresseeJoiners.words;

function roleLike(word: string): boolean {
  return (
    NOT_ADDRESS.has(word) ||
    word.endsWith("ologist") ||
    word.endsWith("iatrist") ||
    word.endsWith("ician") ||
    word.endsWith("apist")
  );
}

/** Last token of the line that starts at `s` (at most 16 tokens), or -1 when longer. */
function lineEnd(t: TokenStream, s: number): number {
  const k = t.nextLineStart(s + 1) - 1;
  return k - s > 16 ? -1 : k;
}

/** True when a blank line stands between token `k - 1` and token `k`. */
function blankBefore(t: TokenStream, k: number): boolean {
  let newlines = 0;
  for (let p = t.end[k - 1]!; p < t.start[k]!; p++) {
    const c = t.text.charCodeAt(p);
    if (c === 10 && ++newlines > 1) return true;
    if (c !== 10 && c !== 13 && c !== 32 && c !== 9) return false;
  }
  return false;
}

/** The line before the one starting at `s` marks the letter private ("Private and Confidential"). */
function afterConfidential(t: TokenStream, s: number): boolean {
  if (s === 0) return false;
  for (let k = s - 1; k >= 0 && k >= s - 10; k--) {
    // Only a word of 12 or 9 letters can be either word: the others are not lower-cased.
    const length = t.length(k);
    const w = length === 12 || length === 9 ? t.lower(k) : "";
    // The blank line is read last: most lines have no such word above them.
    if (w === "confidential" || w === "addressee") return !blankBefore(t, s);
    if (t.startsLine(k)) return false;
  }
  return false;
}

/** The line s..e names the addressee. */
function isAnchor(context: ScanContext, s: number, e: number): boolean {
  const t = context.tokens;
  const first = t.lower(s);
  // "PRIVATE & CONFIDENTIAL\nMaria Cristina Bautista-Reyes": a name line under the privacy line.
  if (afterConfidential(t, s) && e - s <= 6 && t.isWord(e)) {
    for (let k = s; k <= e; k++) if (t.isPunct(k, ":") || t.isNumber(k)) return false;
    return !context.mixedCase || t.isCapitalised(s) || t.isAllCaps(s);
  }
  if (OPENERS.has(first)) return t.isPunct(s + 1, ":");
  if ((t.bits(s) & TITLE) !== 0 && TITLES.has(first)) {
    // "Dr H Larsson", "Mr Nguyen Van Duc", "Dr P. Sandhu & Partners": no label, no sentence.
    for (let k = s + 1; k <= e; k++) if (t.isPunct(k, ":")) return false;
    return e - s <= 10 && t.isWord(e);
  }
  // "Rebecca Lindqvist, MD": a capitalised name line ending in a credential.
  if ((t.bits(e) & CREDENTIAL) === 0 || e - s > 8 || !t.isWord(s)) return false;
  if (context.mixedCase && !t.isCapitalised(s)) return false;
  for (let k = s + 1; k < e; k++) if (t.isPunct(k, ":")) return false;
  return true;
}

/** The line s..e is a part of an address: place words, numbers and light punctuation only. */
function isAddressLine(context: ScanContext, s: number, e: number): boolean {
  const t = context.tokens;
  let words = 0;
  for (let k = s; k <= e; k++) {
    if (t.isWord(k)) {
      words++;
      const lower = t.lower(k);
      if (roleLike(lower)) return false;
      if (k === s && (t.bits(k) & TITLE) !== 0 && TITLES.has(lower)) return false;
      if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k) && !JOINERS.has(lower)) {
        // "2a Florence Road": a letter touching a house number.
        if (!(t.isNumber(k - 1) && t.touches(k - 1) && t.length(k) === 1)) return false;
      }
    } else if (!t.isNumber(k)) {
      const c = t.text.charCodeAt(t.start[k]!);
      // , . ' - & ( ) # only: not ":" (a label), "/" (a date), "@" (an e-mail).
      if (
        c !== 44 &&
        c !== 46 &&
        c !== 39 &&
        c !== 0x2019 &&
        c !== 45 &&
        c !== 38 &&
        c !== 40 &&
        c !== 41 &&
        c !== 35
      )
        return false;
    }
  }
  return words > 0 && words <= 8;
}

function pushParts(context: ScanContext, s: number, e: number, out: Span[]): void {
  const t = context.tokens;
  let from = s;
  for (let k = s; k <= e + 1; k++) {
    // A comma separates the parts; a state code or country ("London ON N6B 1V9") is no part.
    if (k <= e && !t.isPunct(k, ",") && !closesAddress(context, k)) continue;
    let a = from;
    let b = k - 1;
    while (a <= b && !t.isWord(a) && !t.isNumber(a)) a++;
    while (b >= a && !t.isWord(b) && !t.isNumber(b) && !t.isPunct(b, ")")) b--;
    if (a <= b) out.push(hit("address-block-line", "LOCATION", t.start[a]!, t.end[b]!));
    from = k + 1;
  }
}

export function findAddresseeBlocks(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if ((t.textBits & SIGN_OFF_OR_GREETING) === 0) return;
  // The first greeting or sign-off: addressee blocks stand above it.
  const limit = t.nextBits(0, SIGN_OFF_OR_GREETING);
  // Only the line starts before the limit: the other tokens open no line.
  for (let s = t.nextLineStart(0); s < limit; s = t.nextLineStart(s + 1)) {
    if (!t.isWord(s)) continue;
    const e = lineEnd(t, s);
    if (e < 0 || e >= limit) continue;
    if (!isAnchor(context, s, e)) continue;
    let line = e + 1;
    for (let n = 0; n < 6 && line < limit; n++) {
      if (blankBefore(t, line) || (!t.isWord(line) && !t.isNumber(line))) break;
      const end = lineEnd(t, line);
      if (end < 0 || end >= limit || !isAddressLine(context, line, end)) break;
      pushParts(context, line, end, out);
      line = end + 1;
    }
    s = line - 1;
  }
}

const RULES = defineRules({
  "address-block-line": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "a line under a letter's addressee (practice, street, town) above the greeting",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const addresseeBlockRecogniser: RecogniserModule = {
  id: "addressee-block",
  family: "layout",
  wake: { on: LETTER_CUE },
  rules: RULES,
  scan: findAddresseeBlocks,
};

const hit = ruleHit(RULES);
