import { foreignProgrammeHeads, programmeHeads } from "../../cues/clinical.ts";
import { programmeWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { hospitalKinds, institutionWords } from "../../cues/hospitals.ts";
import { homeTownNotPlaces } from "../../cues/not-places.ts";
import { departments, notWards, wardHeads } from "../../cues/wards.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import {
  CLINICAL,
  CREDENTIAL,
  CUE_WORK,
  DATE_WORD,
  RELATIVE_CUE,
  STAFF_ROLE,
  TITLE,
  VOCABULARY,
} from "../../word-bits.ts";

/**
 * "remains under Middlemore gastro", "is under the Mater for his diabetes", "followed under RVI
 * rheumatology": a patient is "under" the hospital whose team follows them, in letters of every
 * country. After "under" (and perhaps "the"), one to three name words, then a specialty or service
 * word, "team", "clinic", "for" or a word of time ("until", "since", "last"): the hospital. In a note with case the words are capitalised
 * (or an abbreviation in capitals); without case one must be a word no English list knows. A
 * title, a role, a clinical or date word refuses it ("under Dr Smith", "under GA", "under review",
 * "under the care of"), and so does a specialty or service in the first place ("under
 * Cardiology"). Linear: at most five tokens read after each "under".
 */
export function findFacilitiesAfterUnder(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || t.length(i) !== 5 || t.lower(i) !== "under") continue;
    let first = i + 1;
    const the = t.isWord(first) && t.lower(first) === "the" && !t.startsLine(first);
    if (the) first++;
    let last = -1;
    let unknown = false;
    for (let k = first; k < t.count && k < first + 3 && !t.startsLine(k); k++) {
      if (!nameWord(context, k, k === first)) break;
      if ((t.bits(k) & VOCABULARY) === 0 && t.length(k) >= 3) unknown = true;
      last = k;
    }
    if (last === -1) continue;
    // In capitals or lower case, a word no list knows ("under luth gastro").
    if (!(context.mixedCase || unknown)) continue;
    if (!serviceAfter(context, last + 1)) continue;
    out.push(hit("facility-after-under", "HOSPITAL", t.start[the ? first - 1 : first]!, t.end[last]!));
    i = last;
  }
}

/** A word of a hospital's name after "under" (`opening`: the first). */
function nameWord(context: ScanContext, k: number, opening: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  if (context.mixedCase && !(t.isCapitalised(k) || t.isAllCaps(k))) return false;
  if ((t.bits(k) & (TITLE | STAFF_ROLE | CREDENTIAL | DATE_WORD | RELATIVE_CUE | CLINICAL)) !== 0)
    return false;
  const word = t.lower(k);
  if (SERVICE_WORDS.has(word) || DEPARTMENTS.has(word) || SPECIALTY.test(word) || NOT_WARDS.has(word))
    return false;
  if (WARD_HEADS.has(word) || context.lexicons.clinical.has(word)) return false;
  // "Under Nikshay Poshan Yojana", "under the Medicare Benefits Schedule": a programme, no hospital.
  if (PROGRAMMES.has(word) || PROGRAMME_HEADS.has(word) || FOREIGN_PROGRAMME_HEADS.has(word)) return false;
  return !(opening && (KINDS.has(word) || INSTITUTION_WORDS.has(word) || NOT_PLACES.has(word)));
}

/** Token `k` is a specialty, a service, "team", "clinic" or "for": what a hospital's team follows with. */
function serviceAfter(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  // "under Pharmac Special Authority": in a note with case a capitalised word runs the name on.
  if (context.mixedCase && (t.isCapitalised(k) || t.isAllCaps(k))) return false;
  const word = t.lower(k);
  if (FOLLOWERS.has(word) || DEPARTMENTS.has(word) || SPECIALTY.test(word)) return true;
  return SERVICE_WORDS.has(word) && !GENERIC.has(word);
}

/** A specialty's shape ("Endocrinology", "Paediatrics", "Psychiatry", "Gastro"). */
const SPECIALTY =
  /(?:olog(?:y|ie|ists?)|iatrics?|iatry|etics|ics|ery|gastro|ortho|haem|onc|paeds|peds|resp|neuro|renal)$/;
const FOLLOWERS: ReadonlySet<string> = new Set([
  ...["team", "teams", "clinic", "clinics", "for", "outpatients", "opd"],
  // "under Middlemore until last year", "under the Mater since 2019": a time closes the clause.
  ...["until", "till", "since", "previously", "before", "last", "then", "now", "currently", "recently"],
]);
/** Service words too general to follow a hospital's name ("under Kent the local …"). */
const GENERIC: ReadonlySet<string> = new Set([
  ...["the", "a", "an", "this", "that", "our", "your", "his", "her", "their", "its", "my", "same", "own"],
  ...["other", "another", "new", "old", "high", "low", "day", "night", "call", "upper", "lower", "back"],
]);
const SERVICE_WORDS = serviceWords.words;
const PROGRAMMES = programmeWords.words;
const PROGRAMME_HEADS = programmeHeads.words;
const FOREIGN_PROGRAMME_HEADS = foreignProgrammeHeads.words;
const KINDS = hospitalKinds.words;
const INSTITUTION_WORDS = institutionWords.words;
const NOT_PLACES = homeTownNotPlaces.words;
const DEPARTMENTS = departments.words;
const NOT_WARDS = notWards.words;
const WARD_HEADS = wardHeads.words;

const RULES = defineRules({
  "facility-after-under": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a hospital's name after 'under', before its team's specialty or 'for' (under Middlemore gastro)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityAfterUnderRecogniser: RecogniserModule = {
  id: "facility-after-under",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: ["under"] }],
  rules: RULES,
  scan: findFacilitiesAfterUnder,
};

const hit = ruleHit(RULES);
