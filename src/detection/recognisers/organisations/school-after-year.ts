import { schoolHeads } from "../../cues/businesses.ts";
import { facilityStopWords, genericNameWords } from "../../cues/facilities.ts";
import { schoolNameWords } from "../../cues/residence.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, FACILITY_HEAD, VOCABULARY } from "../../word-bits.ts";
import { listBit } from "../../word-lists.ts";

/**
 * The school a child is in, after the school year and "at": "Year 10 at Kelston Boys High", "in
 * Grade 9 at Thornhill Secondary", "Form 4 at St Joseph's College", "Yr 8 at Ōtara Primary".
 * Psychiatry and social histories in Australia, New Zealand, South Africa, Canada and Ireland give
 * the school year and then the school, so the year's word, its number and "at" are the cue; the
 * name is one to five capitalised words (where the note has case) holding a school word (High,
 * Primary, Secondary, College, School) and before it a name word that is no generic word ("Year 10
 * at High School" names no school). Without case a word no English list knows must be among them.
 * A comma may stand for "at" ("Class 8, Sunrise Public School"). Visits only the note's numbers and reads at most eight tokens after each: linear.
 */
const YEAR_WORDS: ReadonlySet<string> = new Set([
  "year",
  "yr",
  "grade",
  "gr",
  "form",
  "standard",
  "std",
  "class",
]);
const SCHOOL_WORDS: ReadonlySet<string> = new Set([...schoolHeads.words, ...schoolNameWords.words]);
/** School heads that are places of worship, not schools, when alone ("Year 10 at Church"). */
const NOT_SCHOOLS: ReadonlySet<string> = new Set([
  "church",
  "chapel",
  "mosque",
  "synagogue",
  "temple",
  "cathedral",
  "university",
  "public",
  "state",
]);
const GENERIC = genericNameWords.words;
const STOP_WORDS = facilityStopWords.words;
/** Words of a school's kind inside its name ("Kelston Boys High", "Westlake Girls' High"). */
const KIND_WORDS: ReadonlySet<string> = new Set([
  "boys",
  "girls",
  "boys'",
  "girls'",
  "community",
  "memorial",
]);

const YEAR_WORDS_LIST = listBit(YEAR_WORDS);

function yearBefore(context: ScanContext, n: number): boolean {
  const t = context.tokens;
  const w = n - 1;
  // "Year 10", "Grade 9": one or two digits, no part of a date or a measure ("Year 2019"). The
  // number's length and the list bit first: most numbers of a note follow no year word.
  if (t.length(n) > 2 || !t.isWord(w) || t.startsLine(n) || t.touches(w)) return false;
  if (!t.inList(w, YEAR_WORDS_LIST)) return false;
  return !t.touches(n) || t.isPunct(n + 1, ",");
}

function isNameWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return false;
  if (context.mixedCase && !t.isCapitalised(k) && !t.isAllCaps(k)) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD)) !== 0) return false;
  return !STOP_WORDS.has(t.lower(k));
}

export function findSchoolsAfterYear(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let n = t.nextNumber(1); n < t.count; n = t.nextNumber(n + 1)) {
    if (!yearBefore(context, n)) continue;
    const at = n + 1;
    // "Class 8, Sunrise Public School", "Year 11, Kingsgate College": a comma in place of "at".
    const comma = t.isPunct(at, ",") && t.touches(n);
    if (!comma && (!t.isWord(at) || t.lower(at) !== "at" || t.startsLine(at))) continue;
    let last = -1;
    let school = false;
    let named = false;
    let unknown = false;
    for (let k = at + 1; k < t.count && k <= at + 8; k++) {
      // "St. Joseph's": a saint's stop, an apostrophe inside a name word.
      if (t.isPunct(k, ".") && t.touches(k - 1) && t.length(k - 1) <= 3 && t.isWord(k + 1)) continue;
      if ((t.isPunct(k, "'") || t.isPunct(k, "\u2019")) && t.touches(k - 1) && last === k - 1) continue;
      if (!isNameWord(context, k)) break;
      const word = t.lower(k);
      const kind = SCHOOL_WORDS.has(word) && !NOT_SCHOOLS.has(word);
      if (kind && named) {
        school = true;
        last = k;
        continue;
      }
      // "attends the Children's Hospital clinic": a facility's head is no school.
      if ((t.bits(k) & FACILITY_HEAD) !== 0 && !SCHOOL_WORDS.has(word)) break;
      if (school) break;
      if (!GENERIC.has(word) && !KIND_WORDS.has(word) && !SCHOOL_WORDS.has(word)) named = true;
      if ((t.bits(k) & VOCABULARY) === 0) unknown = true;
      last = k;
    }
    if (!school || last === -1) continue;
    if (!context.mixedCase && !unknown) continue;
    out.push(hit("school-after-year", "ORGANIZATION", t.start[at + 1]!, t.end[last]!));
    n = last;
  }
}

const RULES = defineRules({
  "school-after-year": {
    types: ["ORGANIZATION"],
    level: "context",
    anchored: false,
    about: "a school named after the school year and 'at' (Year 10 at Kelston Boys High)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const schoolAfterYearRecogniser: RecogniserModule = {
  id: "school-after-year",
  family: "organisations",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findSchoolsAfterYear,
};

const hit = ruleHit(RULES);
