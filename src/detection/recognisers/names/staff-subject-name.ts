import { slotStop } from "../../cues/not-names.ts";
import { staffActions, staffTasks } from "../../cues/person-verbs.ts";
import { duties, dutyStates } from "../../cues/roles.ts";
import { isOpenWord } from "../../name-evidence.ts";
import { nameShapeScore } from "../../name-shape.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, NAME_LISTED, RELATIVE_CUE, STAFF_ROLE, TITLE, VOCABULARY } from "../../word-bits.ts";

const SLOT_STOP = slotStop.words;

/**
 * A colleague or patient named by a word opening a line or sentence before what staff do or where
 * they are, the way handovers, ward boards and shift notes write first names: "Kemi on bleep 4412",
 * "Arvid covering bays 1-3", "Shreya is NIC", "Oyinda to do 10pm meds", "Thandeka did the 2am
 * obs", "Cormac escorted pt to CT", "Ngaire happy to take bay 2", "ADEBOLA TO CHASE BLOODS",
 * "oluchi tolerated diet". The word is no English, clinical, role or kin word; a word no list
 * knows must also be spelt like a name (the trigram model of name-shape.ts) or carry letters
 * beyond ASCII, so drugs and shorthand opening a line ("Tazocin to continue", "Obs to be 4 hrly")
 * stay clean. Where the note has no case the word must open a line. Bounded: three words ahead.
 */

const ACTIONS = staffActions.words;
const TASKS = staffTasks.words;
const DUTIES = duties.words;
const DUTY_STATES = dutyStates.words;

/** Bits of words that are no person's name at the head of a line. */
const NOT_NAME_BITS = VOCABULARY | CLINICAL | STAFF_ROLE | RELATIVE_CUE | TITLE;

function opensLineOrSentence(context: ScanContext, i: number, lineOnly: boolean): boolean {
  const t = context.tokens;
  if (i === 0 || t.startsLine(i)) return true;
  if (lineOnly) return false;
  const p = i - 1;
  if (t.isPunct(p, ".")) return !(t.isWord(p - 1) && t.length(p - 1) === 1);
  return t.isPunct(p, "?") || t.isPunct(p, "!") || t.isPunct(p, ";");
}

/** True when the word at `i` looks like a given name by its spelling or the lists. */
function nameShaped(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const bits = t.bits(i);
  if ((bits & NOT_NAME_BITS) !== 0 || t.length(i) < 3 || SLOT_STOP.has(t.lower(i))) return false;
  if (t.touches(i) && !t.isPunct(i + 1, ",")) return false;
  // Where the note has case, a listed name; without case ("TED CHECKED") spelling must agree too.
  if ((bits & NAME_LISTED) !== 0 && context.mixedCase) return true;
  if (!context.mixedCase && t.length(i) < 4) return false;
  if ((bits & NAME_LISTED) === 0 && !isOpenWord(context, i)) return false;
  const score = nameShapeScore(context.lexicons.nameShape, t.text, t.start[i]!, t.end[i]!);
  // NaN: letters beyond ASCII ("Zdeněk"), which English and clinical words do not have.
  return Number.isNaN(score) ? /[\u00c0-\u024f]/.test(t.raw(i)) : score > (context.mixedCase ? 0.3 : 0.4);
}

/** True when what follows token `i` says what a person does or where they are on shift. */
function dutyFollows(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  const k = i + 1;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  if (context.mixedCase && t.raw(k) !== t.lower(k)) return false;
  const verb = t.lower(k);
  if (ACTIONS.has(verb)) return true;
  const next = t.lower(k + 1);
  if (verb === "to" || verb === "will") return TASKS.has(next);
  if (verb === "happy") return next === "to";
  if (verb === "is") return DUTY_STATES.has(next);
  if (verb === "on") {
    // "on 2nd bleep": an ordinal between.
    const m = t.isNumber(k + 1) ? (t.isWord(k + 2) && t.touches(k + 1) ? k + 3 : k + 2) : k + 1;
    return t.isWord(m) && DUTIES.has(t.lower(m));
  }
  return false;
}

export function findStaffSubjectNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const lineOnly = !context.mixedCase;
  // The name is no English or clinical word (nameShaped refuses NOT_NAME_BITS): an unknown word.
  for (let i = t.nextUnknown(0); i + 1 < t.count; i = t.nextUnknown(i + 1)) {
    if (!opensLineOrSentence(context, i, lineOnly)) continue;
    if (
      context.mixedCase ? !t.isCapitalised(i) : context.upperCase ? !t.isAllCaps(i) : t.raw(i) !== t.lower(i)
    )
      continue;
    if (!dutyFollows(context, i) || !nameShaped(context, i)) continue;
    out.push(hit("name-before-duty", "NAME", t.start[i]!, t.end[i]!));
  }
}

const RULES = defineRules({
  "name-before-duty": {
    types: ["NAME"],
    level: "weak",
    anchored: false,
    about:
      "a name-shaped word opening a line or sentence before what staff do ('Kemi on bleep', 'Yaw to chase')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const staffSubjectNameRecogniser: RecogniserModule = {
  id: "staff-subject-name",
  family: "names",
  wake: { at: ["unknown"] },
  rules: RULES,
  scan: findStaffSubjectNames,
};

const hit = ruleHit(RULES);
