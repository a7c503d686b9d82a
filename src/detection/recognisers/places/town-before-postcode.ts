import { closesLine, LINE_OPENERS, lineStartOf } from "../../readers/address-lines.ts";
import { isAddressWord } from "../../readers/address-tail.ts";
import { isDash } from "../../readers/dash.ts";
import { postalShapeEnd } from "../../readers/postal-shape.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { COUNTRY, DATE_WORD, LABEL_END, RECORD_CUE, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";

/**
 * The town line of an address block, closed by its postal code: "Mthatha, 5099", "Whakatane
 * 3194", "Kamloops, V2C 1A1", "Ballinrobe, F31 X2Y3", "Sitapur, PIN: 261001", "Kottayam - 686001".
 * Letters, labels and registration slips in Australia, New Zealand, South Africa, Ireland,
 * Canada, India, Nigeria and Singapore set the town and the code on one line under the street or
 * postal line, whatever the street looks like ("Erf 4521, Zone 6", "RD 4", "RR 3, Site 12",
 * "Vill. Rampur, P.O. Kheri", a townland with no number). A line of one to four address words
 * (capitalised where the note has case), a comma, dash or "PIN:" at most, then a postal code's
 * shape (readers/postal-shape.ts) closing the line; a Canadian code or an Eircode is evidence
 * enough, four or six digits need a word no English list knows (or a listed town) and an address line above: a house or plot number, a comma, a
 * postal opener or the addressee's title, on one of the two lines before. Both the town and the
 * code are marked. Bounded work per line.
 */
const TOWN_WORDS = 4;
/** "Singapore 520123": a country before its code is no town (postcode-sg marks the code). */
const NOT_TOWN = COUNTRY | DATE_WORD | LABEL_END | RECORD_CUE | STAFF_ROLE | TITLE;
/** Openers of a postal or rural line besides LINE_OPENERS ("Erf 4521", "RD 4", "Vill. Rampur"). */
const OPENERS: ReadonlySet<string> = new Set([
  ...LINE_OPENERS,
  "erf",
  "stand",
  "rd",
  "rr",
  "po",
  "private",
  "vill",
  "village",
  "km",
  "behind",
  "opposite",
  "off",
]);

/** Whether the text between tokens `a` and `a + 1` holds a blank line. */
function blankBetween(context: ScanContext, a: number): boolean {
  const t = context.tokens;
  let breaks = 0;
  for (let p = t.end[a]!; p < t.start[a + 1]!; p++) {
    const c = t.text.charCodeAt(p);
    if (c === 10 && ++breaks === 2) return true;
  }
  return false;
}

/** The line from `from` to `to` (exclusive) reads as a street, postal or addressee line. */
function addressEvidence(context: ScanContext, from: number, to: number): boolean {
  const t = context.tokens;
  if (t.isNumber(from)) return true;
  if (t.isWord(from) && ((t.bits(from) & TITLE) !== 0 || OPENERS.has(t.lower(from)))) return true;
  for (let k = from + 1; k < to; k++) if (t.isPunct(k, ",") || t.isNumber(k)) return true;
  return false;
}

/** One of the two lines above line start `s`, in the same block, reads as an address line. */
function addressAbove(context: ScanContext, s: number): boolean {
  const t = context.tokens;
  let end = s;
  for (let n = 0; n < 2 && end > 0; n++) {
    if (blankBetween(context, end - 1)) return false;
    const from = lineStartOf(t, end - 1);
    if (from === -1) return false;
    if (addressEvidence(context, from, end)) return true;
    end = from;
  }
  return false;
}

function townLineAt(context: ScanContext, s: number, out: Span[]): number {
  const t = context.tokens;
  let k = s;
  let lastTown = -1;
  for (let words = 0; words < TOWN_WORDS && k < t.count && (k === s || !t.startsLine(k)); ) {
    if (t.isWord(k) && t.lower(k) === "pin") break;
    if (t.isWord(k) && isAddressWord(context, k) && (t.bits(k) & NOT_TOWN) === 0) {
      lastTown = k;
      words++;
      k++;
    } else if (lastTown !== -1 && t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k)) k++;
    else break;
  }
  if (lastTown === -1 || k !== lastTown + 1 || t.startsLine(k)) return -1;
  let named = false;
  for (let w = s; w <= lastTown && !named; w++)
    named = t.isWord(w) && ((t.bits(w) & VOCABULARY) === 0 || context.lexicons.cities.has(t.lower(w)));
  if (t.isPunct(k, ",") || (isDash(t, k) && !t.touches(lastTown))) k++;
  // "Sitapur, PIN: 261001", "Kottayam PIN 686001"
  if (t.isWord(k) && t.lower(k) === "pin") {
    k++;
    if (t.isPunct(k, ":")) k++;
  }
  if (k >= t.count || t.startsLine(k)) return -1;
  const last = postalShapeEnd(context, k);
  if (last === -1 || !closesLine(t, last)) return -1;
  const lettered = t.isWord(k);
  // Four or six digits after English words alone ("Total 2000") are a count, not a code.
  if (!lettered && (!named || !addressAbove(context, s))) return -1;
  out.push(hit("town-before-postcode", "CITY", t.start[s]!, t.end[lastTown]!));
  out.push(hit("town-before-postcode", "ZIP", t.start[k]!, t.end[last]!));
  return last;
}

/**
 * "Erf 4521, 12 Church Street / Mthatha / 5099": the code alone on its line under the town's line
 * (South African and Nigerian letters set it so), the town's line of one to four address words,
 * one no English word or a listed town, under an address line. `k` is the code's only token.
 */
function townAboveCode(context: ScanContext, k: number, out: Span[]): void {
  const t = context.tokens;
  const n = t.length(k);
  if ((n !== 4 && n !== 6) || t.touches(k) || blankBetween(context, k - 1)) return;
  const s = lineStartOf(t, k - 1);
  if (s === -1 || !t.isWord(s) || !t.isWord(k - 1)) return;
  let named = false;
  let words = 0;
  for (let w = s; w < k; w++) {
    if (t.isPunct(w, "-") && w > s && t.touches(w - 1) && t.touches(w)) continue;
    if (!t.isWord(w) || !isAddressWord(context, w) || (t.bits(w) & NOT_TOWN) !== 0 || ++words > TOWN_WORDS)
      return;
    if ((t.bits(w) & VOCABULARY) === 0 || context.lexicons.cities.has(t.lower(w))) named = true;
  }
  if (!named || !addressAbove(context, s)) return;
  out.push(hit("town-before-postcode", "CITY", t.start[s]!, t.end[k - 1]!));
  out.push(hit("town-before-postcode", "ZIP", t.start[k]!, t.end[k]!));
}

/**
 * The first token of a postal code closing the line whose last token is `e` (a comma or stop after
 * it aside): four or six digits, three and three, or a Canadian code or an Eircode (a letter
 * touching the first digits), or -1. At most six tokens back: constant work per line.
 */
function codeEndingAt(context: ScanContext, e: number): number {
  const t = context.tokens;
  if (t.isPunct(e, ",") || t.isPunct(e, ".")) e--;
  for (let k = e; k > 0 && k >= e - 5 && !t.startsLine(k); k--) {
    const digits = t.isNumber(k) && (t.length(k) === 3 || t.length(k) === 4 || t.length(k) === 6);
    const lettered = t.isWord(k) && t.length(k) === 1 && t.isNumber(k + 1) && t.touches(k);
    if ((digits || lettered) && postalShapeEnd(context, k) === e) return k;
  }
  return -1;
}

export function findTownsBeforePostcodes(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // The last token of each line: the token before the next line's start, and the text's last.
  for (let n = t.nextLineStart(1); ; n = t.nextLineStart(n + 1)) {
    const e = Math.min(n, t.count) - 1;
    const k =
      e > 0 && (t.isNumber(e) || t.isWord(e) || t.isPunct(e, ",") || t.isPunct(e, "."))
        ? codeEndingAt(context, e)
        : -1;
    if (k !== -1) {
      const s = lineStartOf(t, k);
      if (s !== -1 && s < k && t.isWord(s)) townLineAt(context, s, out);
    } else if (e > 1 && t.isNumber(e) && t.startsLine(e)) townAboveCode(context, e, out);
    if (n >= t.count) break;
  }
}

const RULES = defineRules({
  "town-before-postcode": {
    types: ["CITY", "ZIP"],
    level: "context",
    anchored: false,
    about: "a town line closed by a postal code under an address line ('Mthatha, 5099', 'Whakatane 3194')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townBeforePostcodeRecogniser: RecogniserModule = {
  id: "town-before-postcode",
  family: "places",
  wake: { at: ["lineStarts"] },
  rules: RULES,
  scan: findTownsBeforePostcodes,
};

const hit = ruleHit(RULES);
