import { contractedSubjects, informalAgeAfter, informalAgeSubjects } from "../../cues/ages.ts";
import { numberShapes } from "../../readers/number-shapes.ts";
import { mayBeListed, wordShapes } from "../../readers/word-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";

/**
 * An age over 89 said of a person in a short message: "pt is 102!", "she's 91 and sharp", "mum
 * is 94 now", "he was 96 last month". The subject must be a person (a pronoun, "pt", a family
 * word) right before "is"/"was"/"'s", and the number must end the statement: a measurement
 * ("HR is 95", "sats are 92%", "he's 95 kg") is not an age. Bounded: a few tokens per number.
 */

const SUBJECTS = informalAgeSubjects.words;

const CONTRACTED = contractedSubjects.words;

const AFTER = informalAgeAfter.words;

const NOT_FAMILY = new Set([
  "pt",
  "patient",
  "she",
  "he",
  "they",
  "lady",
  "gentleman",
  "man",
  "woman",
  "resident",
]);

/** Family words that may stand right before the age in a message: "ur gran 92 now?". */
const FAMILY = new Set([...SUBJECTS].filter((w) => !NOT_FAMILY.has(w)));

/** The shapes of the words before an age below: a contracted subject, a verb after one, kin. */
const VERB_SHAPES = wordShapes([...CONTRACTED, ...FAMILY, "is", "was", "turns", "turned"]);

export function findInformalAges(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only numbers from 90 to 130 are read (numberShapes lists them once a note).
  const shapes = numberShapes(context);
  for (let k = 0; k < shapes.oldCount; k++) {
    const n = shapes.old[k]!;
    if (n < 1 || t.kind[n] !== NUMBER || t.length(n) < 2 || t.length(n) > 3) continue;
    const value = t.value(n);
    if (!(value >= 90 && value <= 125) || !mayBeListed(t, n - 1, VERB_SHAPES)) continue;
    const verb = t.lower(n - 1);
    let subject = false;
    if (CONTRACTED.has(verb)) subject = true;
    else if (FAMILY.has(verb)) subject = !t.touches(n - 1) && t.start[n]! - t.end[n - 1]! === 1;
    else if ((verb === "is" || verb === "was" || verb === "turns" || verb === "turned") && t.isWord(n - 2))
      subject = SUBJECTS.has(t.lower(n - 2));
    if (!subject) continue;
    const next = n + 1;
    let ends = next >= t.count || t.startsLine(next);
    if (!ends && t.isWord(next)) ends = AFTER.has(t.lower(next));
    else if (!ends && !t.touches(n))
      ends = t.isPunct(next, ",") || t.isPunct(next, "!") || t.isPunct(next, "?") || t.isPunct(next, ")");
    else if (!ends)
      ends =
        t.isPunct(next, "!") ||
        t.isPunct(next, "?") ||
        t.isPunct(next, ",") ||
        (t.isPunct(next, ".") && !t.isNumber(next + 1));
    if (!ends) continue;
    out.push(hit("age-in-message", "AGE", t.start[n]!, t.end[n]!));
  }
}

const RULES = defineRules({
  "age-in-message": {
    types: ["AGE"],
    level: "context",
    anchored: false,
    about: "an age over 89 said of a person: 'pt is 102!', 'she's 91 and'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const informalAgeRecogniser: RecogniserModule = {
  id: "informal-age",
  family: "dates",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findInformalAges,
};

const hit = ruleHit(RULES);
