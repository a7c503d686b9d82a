import { nameParticles } from "../../cues/name-particles.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { SLOT_NAMELIKE, SLOT_WORDLIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";
import { CLINICAL } from "../../word-bits.ts";

/**
 * Ages over 89 as a column of their own in a handover row whose name column is written in any
 * case: "Bed 12 - smith, john - 94 - #NOF day 2", "Rm 3 | tan wei ming | 101 | UTI". `row-age`
 * wants a capitalised name in a note with case; here the row itself is the evidence: a bed or
 * row number opens it, a name column of one to five name-like words (commas, apostrophes and
 * hyphens inside) follows, and the number stands between two column breaks. A vital sign or
 * score ("HR - 94 -", "sats | 95 |") has a clinical word where the name column stands. The age may
 * also stand between commas after the name column ("Bed 12 - mary kelly, 94, #NOF"). Bounded:
 * eight tokens back from each number.
 */

const MAX_COLUMN = 8;

/** A spaced dash or en dash, or a bar: a column break. */
function isColumnBreak(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, "|")) return true;
  return (t.isPunct(k, "-") || t.isPunct(k, "\u2013")) && !t.touches(k) && !t.touches(k - 1);
}

function nameLike(context: ScanContext, k: number): boolean {
  const cls = slotWordClass(context, k, true);
  return cls === SLOT_NAMELIKE || cls === SLOT_WORDLIKE || PARTICLES.has(context.tokens.lower(k));
}

/**
 * A word of a name column that the lists do not call a name's, taken where the column shows its
 * name otherwise: no clinical word, and either capitalised in a note with case, short ("Ng",
 * "Wu"), holding an apostrophe ("O'Neill"), or in a column written "SURNAME, Given".
 */
function looseNameWord(context: ScanContext, k: number, comma: boolean): boolean {
  const t = context.tokens;
  if ((t.bits(k) & CLINICAL) !== 0) return false;
  if (comma || t.length(k) <= 3 || t.raw(k).includes("'")) return true;
  return context.mixedCase && (t.isCapitalised(k) || t.isAllCaps(k));
}

const PARTICLES = nameParticles.words;

/**
 * The name column ending before break `b`: its words are all name-like and it is opened by a
 * break after a row number ("Bed 12 -", "3 |") on the same line.
 */
function nameColumnBefore(context: ScanContext, b: number): boolean {
  const t = context.tokens;
  let words = 0;
  let loose = -1;
  let comma = false;
  let k = b - 1;
  for (; k >= 0 && b - k <= MAX_COLUMN; k--) {
    if (t.isWord(k)) {
      if (!nameLike(context, k)) {
        if (loose !== -1) return false;
        loose = k;
      }
      words++;
    } else if (t.isPunct(k, ",")) comma = true;
    else if (!(t.isPunct(k, "'") || (t.isPunct(k, "-") && t.touches(k)))) break;
    if (t.startsLine(k)) return false;
  }
  // One word the lists do not know as a name's, where the column shows a name otherwise.
  if (loose !== -1 && !looseNameWord(context, loose, comma)) return false;
  if (words === 0 || words > 5 || !isColumnBreak(context, k)) return false;
  const row = k - 1;
  return t.isNumber(row) && t.length(row) <= 3 && !t.touches(row);
}

export function findHandoverRowAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers from 90 to 130 are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let k = 0; k < shapes.oldCount; k++) {
    const n = shapes.old[k]!;
    if (n < 1 || t.kind[n] !== NUMBER || t.length(n) < 2 || t.length(n) > 3 || t.startsLine(n)) continue;
    const value = t.value(n);
    if (!(value >= 90 && value <= 125)) continue;
    // "- 94 -", "| 94 |", or set off by commas after the name column ("Bed 12 - mary kelly, 94, #NOF").
    const commas = t.isPunct(n - 1, ",") && t.isPunct(n + 1, ",") && !t.touches(n - 1);
    if (!commas && (t.touches(n) || t.touches(n - 1))) continue;
    if (!commas && (!isColumnBreak(context, n - 1) || !isColumnBreak(context, n + 1))) continue;
    if (t.startsLine(n + 1)) continue;
    if (!nameColumnBefore(context, n - 1)) continue;
    out.push(hit("age-in-handover-row", "AGE", t.start[n]!, t.end[n]!));
  }
}

const RULES = defineRules({
  "age-in-handover-row": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about:
      "an age over 89 as its own column (or set off by commas) after a bed number and a name column of any case",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const handoverRowAgeRecogniser: RecogniserModule = {
  id: "handover-row-age",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findHandoverRowAges,
};

const hit = ruleHit(RULES);
