import { yearUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { SLOT_NO, SLOT_PLAIN, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CLINICAL } from "../../word-bits.ts";
import { isDateOrMeasure } from "../numbers/id-run.ts";

/**
 * A patient's record number in a row of a ward-round, handover or MDT list with no label, beside
 * the row's age and sex: every hospital prints the row as name, age/sex, number, whatever the
 * number's local format (an Irish or Australian MRN or UR number, a Canadian chart number, a
 * Nigerian folder number, a Singapore case number, an Indian IP number with its year):
 *
 *     Bed 4  KOVAC, Ana  72F  4839201  CCF  diuresis
 *     2. Tan Wei Ling F/54 12-345678 - breast - adjuvant chemo
 *     B12 | Nguyen Van An | 80/M | 99A12345 | falls
 *
 * `id-beside-age-sex`: a value of digits (six or more in all, one group of five or more), with at
 * most three letters and parts joined by a touching "-" or "/", standing alone as the row's next
 * cell right after an age-sex mark ("72F", "72 F", "F/54", "54/M", "(F, 67)", "67yo M") or right
 * before one. Separators between: "-", "|", ",", ":", ";", brackets, spaces. Not a phone (a "0"
 * and eight digits or more), not a value with a unit or a decimal point.
 * - `id-after-item-name`: the same value as the cell right after the name of a numbered list row
 *   ("1. Jones, Mary (1234567) - ...", "3  ADEYEMI Tunde   483920   ..."): the line opens with an
 *   item number, then two to six words (a name's: no clinical word, capitalised or in capitals in
 *   a note with case) with commas, hyphens and initials' dots, then the value.
 */

const UNITS = yearUnitsAfter.words;

/** Separators between the cells of a row. */
const SEPARATORS = "-|,:;()[]\u2013\u2014";

export function isSeparator(t: TokenStream, k: number): boolean {
  return t.kind[k] !== WORD && t.kind[k] !== NUMBER && t.length(k) === 1 && SEPARATORS.includes(t.raw(k));
}

/** "m", "f", "male", "female" (any case). */
export function isSex(t: TokenStream, k: number): boolean {
  if (t.kind[k] !== WORD) return false;
  const w = t.lower(k);
  return w === "m" || w === "f" || w === "male" || w === "female";
}

/** An age: a number of one to three digits, optionally touching "y", "yo", "yrs" after it. */
function isAge(t: TokenStream, k: number): boolean {
  return t.kind[k] === NUMBER && t.length(k) <= 3 && t.value(k) <= 120;
}

const AGE_UNITS = new Set(["y", "yo", "yr", "yrs", "years"]);

/**
 * The age-sex mark ending at token `p` (its last token): "72F", "72 F", "54/M", "F/54", "F, 67",
 * "67yo M", "72yof". Returns its first token, or -1.
 */
export function ageSexEndingAt(t: TokenStream, p: number): number {
  if (isSex(t, p)) {
    let q = p - 1;
    if (q >= 0 && (t.isPunct(q, "/") || t.isPunct(q, ","))) q--;
    if (q >= 0 && t.kind[q] === WORD && AGE_UNITS.has(t.lower(q))) q--;
    return q >= 0 && isAge(t, q) && !t.startsLine(p) ? q : -1;
  }
  if (t.kind[p] === WORD && (t.lower(p) === "yof" || t.lower(p) === "yom")) {
    return p > 0 && isAge(t, p - 1) && t.touches(p - 1) ? p - 1 : -1;
  }
  if (isAge(t, p)) {
    let q = p - 1;
    if (q >= 0 && (t.isPunct(q, "/") || t.isPunct(q, ","))) q--;
    return q >= 0 && isSex(t, q) && (q === 0 || !t.touches(q - 1) || isSeparator(t, q - 1)) ? q : -1;
  }
  return -1;
}

/** The age-sex mark opening at token `q`; its last token, or -1. */
export function ageSexOpeningAt(t: TokenStream, q: number): number {
  for (let p = q; p < q + 4 && p < t.count; p++) {
    if (p > q && t.startsLine(p)) return -1;
    if (ageSexEndingAt(t, p) === q && (p + 1 >= t.count || !t.touches(p) || isSeparator(t, p + 1))) return p;
  }
  return -1;
}

/** A joiner inside the value: "-" or "/" touching a letter or digit on both sides. */
function joins(t: TokenStream, k: number): boolean {
  return (isDash(t, k) || t.isPunct(k, "/")) && t.touches(k - 1) && t.touches(k);
}

/** The four digits at `n` close a date's chain of two short numbers ("12/03/2024", "3-4-1961"). */
export function yearOfDate(t: TokenStream, n: number): boolean {
  return (
    t.isNumber(n - 2) && t.length(n - 2) <= 2 && t.isNumber(n - 4) && t.length(n - 4) <= 2 && t.touches(n - 3)
  );
}

/** The four digits at `n` close a date ("12/03/2024"), not a number shaped as one ("12/34/5678"). */
function dateYear(t: TokenStream, n: number): boolean {
  return yearOfDate(t, n) && isDateOrMeasure(t.text.slice(t.start[n - 4]!, t.end[n]!));
}

/** Reads the value around the number at `n`: [first, last] tokens, or undefined. */
export function readValue(t: TokenStream, n: number): readonly [number, number] | undefined {
  let s = n;
  while (
    s > 0 &&
    t.touches(s - 1) &&
    (t.kind[s - 1] === NUMBER || t.kind[s - 1] === WORD || joins(t, s - 1))
  ) {
    if (joins(t, s - 1) && !(t.kind[s - 2] === NUMBER || t.kind[s - 2] === WORD)) break;
    s -= joins(t, s - 1) ? 2 : 1;
  }
  let e = n;
  while (e + 1 < t.count && t.touches(e)) {
    const j = e + 1;
    if (t.kind[j] === NUMBER || t.kind[j] === WORD) e = j;
    else if (joins(t, j) && (t.kind[j + 1] === NUMBER || t.kind[j + 1] === WORD)) e = j + 1;
    else break;
  }
  // The value ends its cell: a space, a separator or the line's end after it.
  if (e + 1 < t.count && t.touches(e) && !isSeparator(t, e + 1)) return undefined;
  if (s > 0 && t.touches(s - 1) && !isSeparator(t, s - 1)) return undefined;
  let digits = 0;
  let letters = 0;
  let longest = 0;
  let joiners = 0;
  let capitals = true;
  for (let k = s; k <= e; k++) {
    if (t.kind[k] === NUMBER) {
      digits += t.length(k);
      longest = Math.max(longest, t.length(k));
    } else if (t.kind[k] === WORD) {
      letters += t.length(k);
      if (!t.isAllCaps(k)) capitals = false;
    } else joiners++;
  }
  // Six digits with a group of five ("4839201", "12-345678"); five in a group among letters
  // ("N12345A"); or groups of four joined ("91-2345-6789-0123", "A/24/1234").
  const shaped =
    (digits >= 6 && longest >= 5) ||
    (letters > 0 && digits >= 5 && longest >= 5) ||
    (joiners > 0 && digits >= 6);
  // Three letters at most, or up to five capitals of a scheme or a site before six digits or more
  // ("NHIS-12345678", "AIIMS123456789").
  const lettered = letters <= 3 || (capitals && letters <= 5 && digits >= 6);
  if (!shaped || !lettered || longest < 4) return undefined;
  const raw = t.text.slice(t.start[s]!, t.end[e]!);
  if (/^0\d{7,}$/.test(raw)) return undefined;
  if (letters === 0 && joiners > 0 && isDateOrMeasure(raw)) return undefined;
  return [s, e];
}

/** The token before `k` over separators on its line (at most three), or -1. */
export function cellBefore(t: TokenStream, k: number): number {
  let p = k - 1;
  for (let n = 0; n < 3 && p >= 0 && isSeparator(t, p) && !t.startsLine(p + 1); n++) p--;
  return p < 0 || t.startsLine(p + 1) ? -1 : p;
}

/** The token after `k` over separators on its line (at most three), or -1. */
export function cellAfter(t: TokenStream, k: number): number {
  let q = k + 1;
  for (let n = 0; n < 3 && q < t.count && isSeparator(t, q) && !t.startsLine(q); n++) q++;
  return q >= t.count || t.startsLine(q) ? -1 : q;
}

export function findRowIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers of four digits or more are read (numberShapes lists them once a note), each after
  // the last value read.
  const shapes = numberShapes(context);
  for (let r = 0, n = -1; r < shapes.longCount; r++) {
    if (shapes.long[r]! <= n) continue;
    n = shapes.long[r]!;
    // Most numbers are short: every value this rule reads has a group of five digits or more, or
    // of four after a joiner ("91-2345-6789-0123").
    if (t.length(n) < 4 || (t.length(n) === 4 && (!joins(t, n - 1) || dateYear(t, n)))) continue;
    const value = readValue(t, n);
    if (value === undefined) continue;
    const [s, e] = value;
    n = e;
    // "500000 units": a dose or a count with its unit after it; not the "M" of "M/45".
    if (e + 1 < t.count && t.kind[e + 1] === WORD && UNITS.has(t.lower(e + 1)) && !besideAfter(t, e))
      continue;
    const p = cellBefore(t, s);
    const beside = (p !== -1 && ageSexEndingAt(t, p) !== -1) || besideAfter(t, e);
    if (beside) out.push(hit("id-beside-age-sex", "ID", t.start[s]!, t.end[e]!));
    else if (p !== -1 && afterItemName(context, p))
      out.push(hit("id-after-item-name", "ID", t.start[s]!, t.end[e]!));
  }
}

/**
 * Token `p` closes the name cell of a numbered row: back from it, two to six words with commas,
 * hyphens, apostrophes and dots, then the item number ("1.", "2)", "3") opening the line.
 */
function afterItemName(context: ScanContext, p: number): boolean {
  const t = context.tokens;
  let words = 0;
  let named = false;
  let first = -1;
  let k = p;
  for (let n = 0; n < 12 && k > 0 && !t.startsLine(k); n++, k--) {
    if (t.kind[k] === WORD) {
      if ((t.bits(k) & CLINICAL) !== 0) return false;
      // Where case tells, a name's words are capitalised ("van", "bin" and other short particles aside).
      if (context.mixedCase && t.length(k) > 3 && !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
      // Name words only, one at least no plain English word ("Blood culture" is a test).
      const cls = t.length(k) < 2 ? SLOT_PLAIN : slotWordClass(context, k);
      if (cls === SLOT_NO) return false;
      if (cls !== SLOT_PLAIN) named = true;
      words++;
      first = k;
    } else if (!(t.isPunct(k, ",") || t.isPunct(k, ".") || t.isPunct(k, "'") || isDash(t, k))) break;
  }
  if (t.isPunct(k, ")") && !t.startsLine(k)) k--;
  if (!named || words < 2 || words > 6 || !t.startsLine(k) || t.kind[k] !== NUMBER || t.length(k) > 2)
    return false;
  return !context.mixedCase || t.isCapitalised(first) || t.isAllCaps(first);
}

/** The age-sex mark opens the cell right after the value's last token `e`. */
function besideAfter(t: TokenStream, e: number): boolean {
  const q = cellAfter(t, e);
  return q !== -1 && ageSexOpeningAt(t, q) !== -1;
}

const RULES = defineRules({
  "id-beside-age-sex": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about: "an unlabelled record number beside a list row's age and sex ('KOVAC, Ana  72F  4839201')",
  },
  "id-after-item-name": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled record number right after the name of a numbered list row ('1. Jones, Mary (1234567)')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const rowIdRecogniser: RecogniserModule = {
  id: "row-id",
  family: "layout",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findRowIds,
};

const hit = ruleHit(RULES);
