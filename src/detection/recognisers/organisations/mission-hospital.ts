import { missionDenominations, missionHeads, missionKinds } from "../../cues/facilities.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_WORK } from "../../word-bits.ts";

const DENOMINATIONS = missionDenominations.words;
const KINDS = missionKinds.words;
const HEADS = missionHeads.words;

/**
 * "Baptist Medical Centre", "METHODIST GENERAL HOSPITAL", "catholic mission hospital": a church's
 * or mission's word, at most two kind words and a hospital's head name one place, as Nigeria,
 * Ghana and India name mission hospitals, though every word is ordinary. Capitals where the note
 * has case; the head must follow at once or after the kind words (a denomination alone is none:
 * "Baptist minister"). At most four tokens forward: linear.
 */
export function findMissionHospitals(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextCues(0, CUE_WORK); i < t.count; i = t.nextCues(i + 1, CUE_WORK)) {
    if (!t.isWord(i) || !DENOMINATIONS.has(t.lower(i)) || !cased(context, i)) continue;
    let head = -1;
    for (let m = i + 1; m < t.count && m <= i + 3; m++) {
      if (!t.isWord(m) || t.startsLine(m) || !cased(context, m)) break;
      const word = t.lower(m);
      if (HEADS.has(word)) {
        head = m;
        break;
      }
      if (!KINDS.has(word) && !DENOMINATIONS.has(word)) break;
    }
    if (head === -1) continue;
    out.push(hit("facility-mission", "HOSPITAL", t.start[i]!, t.end[head]!));
    i = head;
  }
}

function cased(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
}

const RULES = defineRules({
  "facility-mission": {
    types: ["HOSPITAL"],
    level: "context",
    anchored: false,
    about: "a church's or mission's hospital: Baptist, Methodist, Catholic and a hospital's head",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const missionHospitalRecogniser: RecogniserModule = {
  id: "mission-hospital",
  family: "organisations",
  wake: { cues: CUE_WORK },
  vocabulary: [{ mask: "cues", bit: CUE_WORK, words: DENOMINATIONS }],
  rules: RULES,
  scan: findMissionHospitals,
};

const hit = ruleHit(RULES);
