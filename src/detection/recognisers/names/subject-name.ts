import { subjectAgeUnits } from "../../cues/ages.ts";
import { isTitleCased, readSlotName, SLOT_NAMELIKE, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, PUNCT } from "../../token-stream.ts";
import { listBit } from "../../word-lists.ts";

/**
 * The patient named as the subject of the opening sentence, the way US and UK notes and letters
 * begin: "Wiple Cofind is a 70 yo woman", "Kwame Mensah, a 54-year-old man", "JANE DOE IS A 45
 * Y/O". The slot is the start of a line or sentence, the predicate "is a / was a / , a" and an age
 * with its unit; the words in it must have a name's shape (no "Patient is a", "This is a", "CAD
 * is a"). Bounded work: triggered by number tokens, four words read back.
 */
const AGE_UNITS = subjectAgeUnits.words;
const AGE_UNITS_LIST = listBit(AGE_UNITS);

function ageFollows(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  let k = n + 1;
  if (t.isPunct(k, "-") && t.touches(n)) k++;
  return t.isWord(k) && !t.startsLine(k) && t.inList(k, AGE_UNITS_LIST);
}

export function findSubjectNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let n = t.nextNumber(2); n < t.count; n = t.nextNumber(n + 1)) {
    // Cheap tests first: a number after a short word ("a", "an", "is", "was") or a comma.
    if (t.kind[n] !== NUMBER || t.length(n - 1) > 3 || !ageFollows(context, n)) continue;
    // "is a 70", "was an 81", ", a 54", "is 70"
    let v = n - 1;
    const article = t.lower(v) === "a" || t.lower(v) === "an";
    if (article) v--;
    const verb = t.lower(v) === "is" || t.lower(v) === "was";
    if (!verb && !(article && t.isPunct(v, ","))) continue;
    const last = v - 1;
    // The sentence start: back over words and inner hyphens to a line start or punctuation.
    let first = last;
    while (first > 0 && first > last - 6 && !t.startsLine(first)) {
      const before = first - 1;
      if (t.isWord(before) || (t.isPunct(before, "-") && t.touches(before) && t.touches(before - 1))) first--;
      else break;
    }
    if (!t.isWord(first) || !(t.startsLine(first) || t.kind[first - 1] === PUNCT)) continue;
    if (t.isPunct(first - 1, ",") || readSlotName(context, first) !== last) continue;
    if (context.mixedCase && !isTitleCased(context, first) && !t.isAllCaps(first)) continue;
    // A lone English-word name needs company: "Hope is a 70" could be a sentence.
    if (first === last && slotWordClass(context, first) !== SLOT_NAMELIKE) continue;
    out.push(hit("name-before-age", "PATIENT_NAME", t.start[first]!, t.end[last]!));
  }
}

const RULES = defineRules({
  "name-before-age": {
    types: ["PATIENT_NAME"],
    level: "shaped",
    anchored: true,
    about: "name-shaped words opening a sentence before 'is a 70 yo'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const subjectNameRecogniser: RecogniserModule = {
  id: "subject-name",
  family: "names",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findSubjectNames,
};

const hit = ruleHit(RULES);
