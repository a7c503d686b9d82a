import { afterLoneDay } from "../../cues/date-cues.ts";
import { ordinalSuffixes } from "../../cues/date-words.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";

/**
 * A day of the month written as an ordinal alone after a preposition of time: "away until 12th.",
 * "ring back after 3rd", "off work since 21st", "bloods before 2nd, then clinic". Notes, messages
 * and telephone records in every country drop the month when it is this month. The ordinal ends
 * its clause (a mark, the line's end, or a function word: `afterLoneDay`): a noun after it makes
 * it a count or a rank ("after 2nd dose", "by 2nd intention", "since 1st line therapy"). "the 12th"
 * and "on 12th" are read by date-text.
 */

const PREPOSITIONS: ReadonlySet<string> = new Set([
  "until",
  "till",
  "til",
  "after",
  "since",
  "before",
  "from",
  "by",
  "around",
]);
const SUFFIXES = ordinalSuffixes.words;
const AFTER = afterLoneDay.words;

export function findOrdinalDays(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into a word are read (numberShapes lists them once a note), each after the
  // last day found.
  const shapes = numberShapes(context);
  for (let r = 0, i = 0; r < shapes.intoWordCount; r++) {
    if (shapes.intoWord[r]! <= i) continue;
    i = shapes.intoWord[r]!;
    // Most numbers have no word run into them: one test refuses them.
    if (t.kind[i] !== NUMBER || !t.touches(i) || !t.isWord(i + 1) || t.length(i) > 2) continue;
    const suffix = i + 1;
    if (t.length(suffix) !== 2 || !SUFFIXES.has(t.lower(suffix))) continue;
    const day = t.value(i);
    if (day < 1 || day > 31 || !t.isWord(i - 1) || t.touches(i - 1)) continue;
    if (!PREPOSITIONS.has(t.lower(i - 1))) continue;
    const next = suffix + 1;
    if (t.touches(suffix) && (t.isWord(next) || t.isNumber(next))) continue;
    const ends = next >= t.count || t.startsLine(next) || !t.isWord(next) || AFTER.has(t.lower(next));
    if (!ends) continue;
    out.push(hit("date-ordinal-after-preposition", "DATE", t.start[i]!, t.end[suffix]!));
    i = suffix;
  }
}

const RULES = defineRules({
  "date-ordinal-after-preposition": {
    types: ["DATE"],
    level: "weak",
    anchored: false,
    about:
      "an ordinal day alone after until, after, since, before, from or by, ending its clause ('away until 12th.')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ordinalDayRecogniser: RecogniserModule = {
  id: "ordinal-day",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findOrdinalDays,
};

const hit = ruleHit(RULES);
