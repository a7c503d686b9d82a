import { cornerCues, streetSuffixes } from "../../cues/streets.ts";
import { addressTailEnd } from "../../readers/address-tail.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { ADDRESS_CUE, CLINICAL, TITLE } from "../../word-bits.ts";

/**
 * A street corner, where ambulance and police records place a scene with no house number:
 * "corner of Smith Street and King Street", "Cnr Smith St & King St", "intersection of Main Road
 * and Beach Road". Every country writes it so. Two streets (capitalised name words closed by a
 * street type, where the note uses case) joined by "and", "&" or "/", after "corner of", "cnr" or
 * "intersection of". Bounded work: a few tokens per cue.
 */
const SUFFIXES = streetSuffixes.words;
const CORNER_CUES = cornerCues.words;
const NAME_WORDS = 3;

/** The street type closing a street name that starts at `k` (one to three capitalised words and a type), or -1. */
function streetEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  for (let p = k; p < t.count && p <= k + NAME_WORDS; p++) {
    if (!t.isWord(p) || (p > k && t.startsLine(p))) return -1;
    if (context.mixedCase ? !t.isCapitalised(p) : !t.isAllCaps(p)) return -1;
    if (p > k && SUFFIXES.has(t.lower(p))) return p;
    if ((t.bits(p) & (CLINICAL | TITLE)) !== 0) return -1;
  }
  return -1;
}

/** The first token after a corner cue ending at `i` ("corner of", "cnr", "cnr.", "intersection of"), or -1. */
function afterCornerCue(context: ScanContext, i: number): number {
  const t = context.tokens;
  const word = t.lower(i);
  if (word === "cnr") return t.isPunct(i + 1, ".") && t.touches(i) ? i + 2 : i + 1;
  if ((word === "corner" || word === "intersection" || word === "junction") && t.lower(i + 1) === "of")
    return i + 2;
  return -1;
}

function findStreetCorners(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let i = t.nextBits(0, ADDRESS_CUE); i + 3 < t.count; i = t.nextBits(i + 1, ADDRESS_CUE)) {
    if ((t.bits(i) & ADDRESS_CUE) === 0 || !CORNER_CUES.has(t.lower(i))) continue;
    const first = afterCornerCue(context, i);
    if (first === -1 || first >= t.count) continue;
    const end1 = streetEnd(context, first);
    if (end1 === -1) continue;
    const joint = end1 + 1;
    const joined =
      t.isPunct(joint, "&") || t.isPunct(joint, "/") || (t.isWord(joint) && t.lower(joint) === "and");
    if (!joined || t.startsLine(joint + 1)) continue;
    const end2 = streetEnd(context, joint + 1);
    if (end2 === -1) continue;
    // "Cnr Smith St & King St, Parramatta": the suburb or town after it, as after a street.
    const tail = Math.max(end2, addressTailEnd(context, end2));
    out.push(hit("street-corner", "STREET_ADDRESS", t.start[first]!, t.end[tail]!));
    i = tail;
  }
}

const RULES = defineRules({
  "street-corner": {
    types: ["STREET_ADDRESS"],
    level: "cued",
    anchored: true,
    about: "two streets after corner of, cnr or intersection of (corner of Smith Street and King Street)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const streetCornerRecogniser: RecogniserModule = {
  id: "street-corner",
  family: "places",
  wake: { on: ADDRESS_CUE },
  vocabulary: [{ mask: "words", bit: ADDRESS_CUE, words: CORNER_CUES }],
  rules: RULES,
  scan: findStreetCorners,
};

const hit = ruleHit(RULES);
