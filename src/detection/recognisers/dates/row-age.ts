import { ageSexWords } from "../../cues/ages.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { SLOT_NAMELIKE, SLOT_WORDLIKE, slotWordClass } from "../../readers/slot-name.ts";
import { mayBeListed, wordShapes } from "../../readers/word-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";

/**
 * Ages over 89 in the rows of ward lists, handover tables and short reports, where the row gives
 * the age no word: right after a name with a sex or age unit ("Okafor, Chidi - 94M", "Rose Field,
 * 92F", "Jones 95 F") and as a column of its own after a name column ("| MBEKI, Thabo | 91 |",
 * "wu, jian - 101 - uti"). Not a temperature ("temp 95 F", "T 100F"): the word before must be a
 * name's or a column break. Bounded: a few tokens around each number.
 */

const AGE_UNITS = ageSexWords.words;
const AGE_UNIT_SHAPES = wordShapes(AGE_UNITS);

function isBreak(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (t.isPunct(k, "|") || t.isPunct(k, ",") || t.isPunct(k, ";") || t.isPunct(k, "(") || t.isPunct(k, ":"))
    return true;
  return (t.isPunct(k, "-") || t.isPunct(k, "\u2013")) && !t.touches(k) && !t.touches(k - 1);
}

function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  const cls = slotWordClass(context, k);
  if (cls !== SLOT_NAMELIKE && cls !== SLOT_WORDLIKE) return false;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

/** True when the column before break `b` ends with a name word ("Okafor, Chidi |", "Mr Jones -"). */
function nameBefore(context: ScanContext, b: number): boolean {
  const t = context.tokens;
  let k = b - 1;
  if (t.isPunct(k, ".")) k--;
  return !t.startsLine(b) && nameWord(context, k);
}

export function findRowAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers from 90 to 130 are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let k = 0; k < shapes.oldCount; k++) {
    const n = shapes.old[k]!;
    if (n < 1 || t.kind[n] !== NUMBER || t.length(n) < 2 || t.length(n) > 3 || t.startsLine(n)) continue;
    const value = t.value(n); // the digits' value, without slicing them
    if (!(value >= 90 && value <= 125)) continue;
    if (t.touches(n - 1) && !t.isWord(n - 1)) continue;
    const next = n + 1;
    const unit =
      mayBeListed(t, next, AGE_UNIT_SHAPES) &&
      !t.startsLine(next) &&
      AGE_UNITS.has(t.lower(next)) &&
      t.start[next]! - t.end[n]! <= 1;
    if (unit) {
      // the unit ends the word: "94M", "92 F" (not "95 mg", "90 min")
      if (t.isWord(next + 1) && t.touches(next)) continue;
      const prev = n - 1;
      if (t.touches(prev)) continue;
      if (!(isBreak(context, prev) ? nameBefore(context, prev) : nameWord(context, prev))) continue;
    } else {
      // "| 91 |", "- 101 -": a column of its own right after a name column
      const ends = next >= t.count || t.startsLine(next) || isBreak(context, next);
      if (!ends || !isBreak(context, n - 1) || t.isPunct(n - 1, "(") || t.isPunct(n - 1, ":")) continue;
      if (!nameBefore(context, n - 1)) continue;
    }
    out.push(hit("age-in-row", "AGE", t.start[n]!, t.end[n]!));
  }
}

const RULES = defineRules({
  "age-in-row": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 after a name in a ward list or table row",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const rowAgeRecogniser: RecogniserModule = {
  id: "row-age",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findRowAges,
};

const hit = ruleHit(RULES);
