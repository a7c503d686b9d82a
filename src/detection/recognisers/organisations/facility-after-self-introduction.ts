import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import { introductionNotPlaces } from "../../cues/hospitals.ts";
import { homeTownNotPlaces } from "../../cues/not-places.ts";
import { departments, wardHeads } from "../../cues/wards.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CLINICAL, DATE_WORD, ORGANIZATION_CUE } from "../../word-bits.ts";
import { facilityNameEnd } from "./facility-after-movement.ts";

/**
 * "hi Mere its Sarah from Kestrel.", "This is Anil from Riverside Pharmacy", "IT'S JO FROM
 * KESTREL": a writer who gives their given name and then the place they speak for. Text
 * messages, voicemails and phone notes everywhere open so, with no title or role before the name
 * (facility-after-caller reads those). "its"/"it's"/"this is", one or two words of a given name,
 * "from", then the place read as after a verb of movement (facilityNameEnd: capitalised words, or
 * words of which one is no English word, closing the clause; no service, day or lone listed town).
 * At most six tokens from the cue to the place: linear.
 */
const STOP_WORDS = facilityStopWords.words;
const NOT_PLACES = homeTownNotPlaces.words;
const DESKS = introductionNotPlaces.words;
const SERVICES = serviceWords.words;
const WARD_HEADS = wardHeads.words;
const DEPARTMENTS = departments.words;
const CUES: ReadonlySet<string> = new Set(["its", "it's", "it\u2019s", "this"]);

/** A word of the writer's given name: no function, clinical or date word. */
function isGivenWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || t.length(k) < 2) return false;
  if ((t.bits(k) & (CLINICAL | DATE_WORD)) !== 0) return false;
  const word = t.lower(k);
  return word !== "from" && !STOP_WORDS.has(word);
}

/**
 * "ITS THABO FROM DIS-CHEM PHARMACY.", "its karabo from kestrel.": without case, one to four words
 * that no list refuses (no function, clinical, date, service or ward word, no verb form), closing
 * the sentence or the line. The introduction is the evidence that English words name a place here.
 */
function uncasedPlaceEnd(context: ScanContext, first: number): number {
  const t = context.tokens;
  let last = -1;
  for (let k = first; k < t.count && k < first + 6; k++) {
    if (t.startsLine(k)) break;
    if (t.isWord(k)) {
      const word = t.lower(k);
      if (t.length(k) < 2 || (t.bits(k) & (CLINICAL | DATE_WORD)) !== 0 || STOP_WORDS.has(word)) return -1;
      if (NOT_PLACES.has(word) || SERVICES.has(word) || WARD_HEADS.has(word) || DEPARTMENTS.has(word))
        return -1;
      if (k === first && DESKS.has(word)) return -1;
      if (context.lexicons.clinical.has(word) || /(?:ing|ed|ly)$/.test(word)) return -1;
      last = k;
      continue;
    }
    if (t.isPunct(k, "-") && t.touches(k - 1) && t.touches(k)) continue;
    break;
  }
  if (last === -1 || last - first > 4) return -1;
  const n = last + 1;
  const closed =
    n >= t.count || t.startsLine(n) || t.isPunct(n, ".") || t.isPunct(n, ",") || t.isPunct(n, "!");
  return closed ? last : -1;
}

export function findFacilitiesAfterSelfIntroduction(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, ORGANIZATION_CUE); i < t.count; i = t.nextBits(i + 1, ORGANIZATION_CUE)) {
    if (!t.isWord(i) || !CUES.has(t.lower(i))) continue;
    let k = i + 1;
    if (t.lower(i) === "this") {
      if (!t.isWord(k) || t.lower(k) !== "is" || t.startsLine(k)) continue;
      k++;
    }
    if (!isGivenWord(context, k)) continue;
    let from = k + 1;
    if (!(t.isWord(from) && t.lower(from) === "from") && isGivenWord(context, from)) from++;
    if (!t.isWord(from) || t.lower(from) !== "from" || t.startsLine(from)) continue;
    let first = from + 1;
    if (t.isWord(first) && t.lower(first) === "the" && !t.startsLine(first)) first++;
    if (first >= t.count || t.startsLine(first)) continue;
    let last = facilityNameEnd(context, first, true);
    if (last === -1 && !context.mixedCase) last = uncasedPlaceEnd(context, first);
    if (last === -1) continue;
    out.push(hit("facility-after-self-introduction", "HOSPITAL", t.start[first]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "facility-after-self-introduction": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "the place after a writer's own given name and 'from' (its Sarah from Kestrel)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const facilityAfterSelfIntroductionRecogniser: RecogniserModule = {
  id: "facility-after-self-introduction",
  family: "organisations",
  wake: { on: ORGANIZATION_CUE },
  vocabulary: [{ mask: "words", bit: ORGANIZATION_CUE, words: [...CUES] }],
  rules: RULES,
  scan: findFacilitiesAfterSelfIntroduction,
};

const hit = ruleHit(RULES);
