import { schoolHeads } from "../../cues/businesses.ts";
import { schoolNameBreaks, schoolNameJoiners, schoolNameWords, schoolVerbs } from "../../cues/residence.ts";
import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, CUE_PLACE_TRIGGER, FACILITY_HEAD, VOCABULARY } from "../../word-bits.ts";

/**
 * The school a child or student attends, named after the verb: "attends Westdale Secondary",
 * "HE ATTENDS ST MARY'S COLLEGE", "she attends kings college lagos", "enrolled at Cégep de
 * Sherbrooke". Schools in every country are named by a place or a person and a head word
 * (School, College, Secondary, Intermediate, Kura, Cégep), so the name is the run of words up to
 * a clause's end: it holds a school word, or (where the note uses case) is capitalised throughout
 * with a word no English list knows. Not "attends clinic", "attends dialysis", "attends church".
 * Bounded work: six tokens per cue.
 */
const VERBS = schoolVerbs.words;
const HEADS: ReadonlySet<string> = new Set([...schoolHeads.words, ...schoolNameWords.words]);
const JOINERS: ReadonlySet<string> = schoolNameJoiners.words;
const BREAKS: ReadonlySet<string> = schoolNameBreaks.words;

function nameEnd(context: ScanContext, j: number): number {
  const t = context.tokens;
  let last = -1;
  let head = -1;
  let unknown = false;
  let end = j + 6;
  for (let k = j; k < t.count && k < end; k++) {
    if (k > j && t.startsLine(k)) break;
    // "Westbury Park Boys' High School": the apostrophe of a plural possessive inside the name.
    if (
      (t.isPunct(k, "'") || t.isPunct(k, "\u2019")) &&
      last === k - 1 &&
      t.touches(k - 1) &&
      t.lower(k - 1).endsWith("s") &&
      t.isWord(k + 1)
    ) {
      end = Math.min(end + 1, j + 8);
      continue;
    }
    // "St. Mary's", "Jean-de-Brébeuf": a full stop after an abbreviation, a hyphen inside a name.
    if (
      (t.isPunct(k, ".") && t.touches(k - 1) && t.length(k - 1) <= 3 && t.isWord(k + 1)) ||
      (t.isPunct(k, "-") && t.touches(k) && t.touches(k - 1))
    )
      continue;
    if (!t.isWord(k)) break;
    const word = t.lower(k);
    if (k > j && BREAKS.has(word)) break;
    if (JOINERS.has(word) && k > j) {
      if (context.mixedCase && !t.isCapitalised(k + 1)) break;
      continue;
    }
    if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) break;
    if (HEADS.has(word)) head = k;
    // "attends the Children's Hospital clinic": a hospital or clinic is no school.
    else if ((t.bits(k) & FACILITY_HEAD) !== 0) return -1;
    else if ((t.bits(k) & CLINICAL) !== 0) break;
    // "Children's": the possessive of an English word is no unknown word.
    else if (
      (t.bits(k) & VOCABULARY) === 0 &&
      // "attends AA meetings": capitals alone are an abbreviation; a name is written in mixed case.
      !(context.mixedCase && t.isAllCaps(k)) &&
      !(word.endsWith("'s") && context.lexicons.vocabulary.has(word.slice(0, -2)))
    )
      unknown = true;
    last = k;
  }
  if (last === -1) return -1;
  if (head !== -1) {
    // "Kendriya Vidyalaya No. 2": the number of a school after its head.
    const no = head + 1;
    if (
      last <= no &&
      t.isWord(no) &&
      t.lower(no) === "no" &&
      !t.startsLine(no) &&
      t.isPunct(no + 1, ".") &&
      t.isNumber(no + 2) &&
      t.length(no + 2) <= 3
    )
      return no + 2;
    // "kings college lagos": one word no English list knows after the head names its town.
    return last;
  }
  return context.mixedCase && unknown ? last : -1;
}

export function findSchoolsAfterAttends(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const triggers = placeTriggers(t);
  for (let n = 0, i = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= i) continue;
    i = triggers.at[n]!;
    if (i + 1 >= t.count) break;
    if ((t.cues(i) & CUE_PLACE_TRIGGER) === 0 || !VERBS.has(t.lower(i))) continue;
    let j = i + 1;
    const verb = t.lower(i);
    // "enrolled at", "pupil at", "student at", "attends at": the preposition first.
    if (t.isWord(j) && t.lower(j) === "at") j++;
    else if (verb === "enrolled" || verb === "pupil" || verb === "student") continue;
    if (t.isWord(j) && t.lower(j) === "the") j++;
    if (!t.isWord(j) || t.startsLine(j)) continue;
    // The name's first word is no clinical word ("attends dialysis", "attends Clinic 4").
    if ((t.bits(j) & CLINICAL) !== 0) continue;
    const last = nameEnd(context, j);
    if (last === -1) continue;
    // A bare head is a kind of place ("attends school", "attends church").
    if (last === j && HEADS.has(t.lower(j))) continue;
    out.push(hit("school-after-attends", "ORGANIZATION", t.start[j]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "school-after-attends": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about:
      "a school's name after 'attends' or 'enrolled at': a run with a school word or capitalised unknown words",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const schoolAfterAttendsRecogniser: RecogniserModule = {
  id: "school-after-attends",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: VERBS }],
  rules: RULES,
  scan: findSchoolsAfterAttends,
};

const hit = ruleHit(RULES);
