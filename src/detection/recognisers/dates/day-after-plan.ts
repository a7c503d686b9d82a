import { afterLoneDay } from "../../cues/date-cues.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";

/**
 * A day of the month alone, written as an ordinal after the plan it dates, the shorthand of ward
 * round lists, handovers and nursing plans everywhere: "Plan: home 14th", "EDD home by 3rd",
 * "?d/c 21st", "TCI 2nd", "review 9th", "booked for theatre 12th". The month is the one the note
 * is written in, so the day alone is the date.
 *
 * `day-ordinal-after-plan`: a number 1-31 touching "st", "nd", "rd" or "th", after a word of a
 * plan or an appointment (home, discharge, d/c, EDD, TCI, review, clinic, appointment, booked,
 * due, theatre, surgery, scan, follow-up), with "by", "on", "the", "for", "until", "from" between
 * at most. Not when a word goes on after it ("review 2nd opinion", "due 3rd dose", "clinic 4th
 * floor"): punctuation, the line end or a joining word must follow.
 */

const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(["st", "nd", "rd", "th"]);

/** Words of a plan or an appointment that an ordinal day may date. */
const PLAN_WORDS: ReadonlySet<string> = new Set([
  "home",
  "discharge",
  "dc",
  "edd",
  "tci",
  "review",
  "rv",
  "clinic",
  "appt",
  "appointment",
  "booked",
  "due",
  "theatre",
  "theatres",
  "surgery",
  "scan",
  "fu",
  "up", // "follow-up", "f/up"
  "c", // "d/c"
]);

/** Words between the plan and the day. */
const BETWEEN: ReadonlySet<string> = new Set(["by", "on", "the", "for", "until", "till", "from"]);

const AFTER_LONE_DAY = afterLoneDay.words;

/** Whether word `k` is a plan word: "c" only as "d/c", "up" only as "follow-up" or "f/up". */
function isPlanWord(t: TokenStream, k: number): boolean {
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  if (!PLAN_WORDS.has(w)) return false;
  if (w === "c") return t.isPunct(k - 1, "/") && t.isWord(k - 2) && t.lower(k - 2) === "d";
  if (w === "up") return (t.isPunct(k - 1, "/") || t.isPunct(k - 1, "-")) && t.touches(k - 1);
  return true;
}

export function findDaysAfterPlans(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers run into a word are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let r = 0; r < shapes.intoWordCount; r++) {
    const n = shapes.intoWord[r]!;
    // The suffix is two letters: "10mg", "5cm" refuse before a lower-cased string is built.
    if (t.length(n) > 2 || !t.touches(n) || !t.isWord(n + 1) || t.length(n + 1) !== 2) continue;
    const v = t.value(n);
    if (v < 1 || v > 31 || !ORDINAL_SUFFIXES.has(t.lower(n + 1))) continue;
    if (t.touches(n - 1) && !t.isPunct(n - 1, "(")) continue; // "x14th", "12-14th", "3/14th"
    const next = n + 2;
    if (!(next >= t.count || t.startsLine(next) || !t.isWord(next) || AFTER_LONE_DAY.has(t.lower(next))))
      continue;
    let p = n - 1;
    for (let k = 0; k < 2 && t.isWord(p) && BETWEEN.has(t.lower(p)); k++) p--;
    if (t.startsLine(n) || !isPlanWord(t, p)) continue;
    out.push(hit("day-ordinal-after-plan", "DATE", t.start[n]!, t.end[n + 1]!));
  }
}

const RULES = defineRules({
  "day-ordinal-after-plan": {
    types: ["DATE"],
    level: "cued",
    anchored: false,
    about: "an ordinal day alone after a plan word ('home 14th', 'TCI 2nd', 'review by 9th')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const dayAfterPlanRecogniser: RecogniserModule = {
  id: "day-after-plan",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findDaysAfterPlans,
};

const hit = ruleHit(RULES);
