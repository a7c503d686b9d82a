import { hasMedicalSuffix } from "../../clinical-lookalike.ts";
import { employerKindWords, notEmployers, workCues } from "../../cues/employers.ts";
import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CUE_WORK,
  DATE_WORD,
  FACILITY_HEAD,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * Employers named before the word that says so: "she is a Westpine Energy employee", "Tesco
 * employee, on nights", "a BHP contractor", and "works in the Quarrington Distribution warehouse",
 * "labours on the Kestrel Downs farm". Social and occupational-health histories in every country
 * put the company before "employee" or before the kind of workplace after a work word. The name
 * is one to four capitalised words (the note must have case: in capitals or lower case the
 * words cannot be told from the sentence), one of them a word no English list knows ("a Council
 * employee", "a Government employee", "the Distribution Centre warehouse" name no one). Wakes on
 * the work words only; reads four words back or eight forward from each: linear.
 */
const WORK_CUES = workCues.words;
const EMPLOYEE_WORDS: ReadonlySet<string> = new Set(["employee", "employees", "contractor"]);
/** Kinds of workplace a company's name stands before ("the Tata Steel plant"). */
const WORKPLACES: ReadonlySet<string> = new Set([
  ...["warehouse", "factory", "plant", "depot", "mine", "mill", "farm", "yard", "store", "shop"],
  ...["site", "refinery", "smelter", "quarry", "abattoir", "cannery", "dairy", "branch", "office"],
]);
const WORK_VERBS: ReadonlySet<string> = new Set(["works", "worked", "working", "work", "employed"]);
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(["in", "on", "at"]);
const NOT_EMPLOYERS = notEmployers.words;
const KIND_WORDS = employerKindWords.words;
const STOP_WORDS = facilityStopWords.words;
const SERVICE_WORDS = serviceWords.words;

function nameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  if (!t.isCapitalised(k) && !t.isAllCaps(k)) return false;
  const word = t.lower(k);
  if (NOT_EMPLOYERS.has(word) || KIND_WORDS.has(word) || STOP_WORDS.has(word) || SERVICE_WORDS.has(word))
    return false;
  if ((t.bits(k) & (TITLE | DATE_WORD | RELATIVE_CUE | CLINICAL | STAFF_ROLE | FACILITY_HEAD)) !== 0)
    return false;
  return !(context.lexicons.clinical.has(word) || hasMedicalSuffix(word));
}

/** A word no English list knows ("Westpine", "BHP"). */
function unknownWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return (t.bits(k) & VOCABULARY) === 0;
}

function beforeEmployee(context: ScanContext, i: number, out: Span[]): void {
  const t = context.tokens;
  if (t.startsLine(i)) return;
  let first = -1;
  let unknown = false;
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (!nameWord(context, k)) break;
    if (unknownWord(context, k)) unknown = true;
    first = k;
    if (t.startsLine(k)) break;
  }
  if (first === -1 || !unknown) return;
  out.push(hit("employer-before-employee", "ORGANIZATION", t.start[first]!, t.end[i - 1]!));
}

function beforeWorkplace(context: ScanContext, i: number, out: Span[]): number {
  const t = context.tokens;
  const p = i + 1;
  if (!t.isWord(p) || !PLACE_PREPOSITIONS.has(t.lower(p)) || t.startsLine(p)) return i;
  if (!t.isWord(p + 1) || t.lower(p + 1) !== "the" || t.startsLine(p + 1)) return i;
  const j = p + 2;
  let last = -1;
  let unknown = false;
  for (let k = j; k < t.count && k < j + 4; k++) {
    if (t.startsLine(k) || !nameWord(context, k)) break;
    if (unknownWord(context, k)) unknown = true;
    last = k;
  }
  if (last === -1 || !unknown) return i;
  const head = last + 1;
  if (!t.isWord(head) || t.startsLine(head) || !WORKPLACES.has(t.lower(head))) return i;
  if (t.isCapitalised(head)) return i;
  out.push(hit("employer-before-workplace", "ORGANIZATION", t.start[j]!, t.end[last]!));
  return head;
}

export function findEmployersBeforeKind(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if ((t.cues(i) & CUE_WORK) === 0 || !t.isWord(i)) continue;
    const word = t.lower(i);
    if (!WORK_CUES.has(word)) continue;
    if (EMPLOYEE_WORDS.has(word)) {
      if (!t.isCapitalised(i) && !t.isAllCaps(i)) beforeEmployee(context, i, out);
    } else if (WORK_VERBS.has(word)) i = beforeWorkplace(context, i, out);
  }
}

const RULES = defineRules({
  "employer-before-employee": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about:
      "capitalised words with an unknown word before 'employee' or 'contractor' (a Westpine Energy employee)",
  },
  "employer-before-workplace": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "capitalised words after 'works in the' before a workplace (works in the Quarrington warehouse)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const employerBeforeKindRecogniser: RecogniserModule = {
  id: "employer-before-kind",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: WORK_CUES }],
  rules: RULES,
  scan: findEmployersBeforeKind,
};

const hit = ruleHit(RULES);
