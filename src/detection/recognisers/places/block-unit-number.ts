import { placeTriggers } from "../../readers/place-triggers.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_PLACE_TRIGGER } from "../../word-bits.ts";

/**
 * A Singapore or Malaysian flat address: a block, then whatever street or estate words, then the
 * unit as "#<floor>-<unit>": "Blk 612A Punggol 7 #05-123", "Block 145 Ang Mo Kio Ave 4 #16-16",
 * "BLK 23 JALAN BUKIT MERAH #02-1140". The "#floor-unit" number is the shape of a unit in these
 * countries (two digits of floor, two to five of unit); with "Blk" or "Block" and its number
 * before it on the same line, at most ten tokens back, and a street or estate word between, the run from the block to the unit is the
 * address, whatever the words between are. Bounded work per "#" number.
 */
const REACH = 10;

/** The "#05-123" unit whose floor number is at `i`: its last token, or -1. */
function unitEnd(context: ScanContext, i: number): number {
  const t = context.tokens;
  if (t.length(i) !== 2 || !t.isPunct(i - 1, "#") || !t.touches(i - 1)) return -1;
  if (!t.isPunct(i + 1, "-") || !t.touches(i) || !t.touches(i + 1) || !t.isNumber(i + 2)) return -1;
  const n = t.length(i + 2);
  return n >= 2 && n <= 5 ? i + 2 : -1;
}

/** A street or estate word (three letters or more) between the block's number and the unit. */
function streetBetween(context: ScanContext, from: number, to: number): boolean {
  const t = context.tokens;
  for (let k = from; k < to; k++) if (t.isWord(k) && t.length(k) >= 3) return true;
  return false;
}

/** "Blk 612A", "Block 145" opening the address before the "#" at `hash`: its first token, or -1. */
function blockBefore(context: ScanContext, hash: number): number {
  const t = context.tokens;
  for (let k = hash - 1; k >= 0 && k >= hash - REACH; k--) {
    if (t.isWord(k) && t.isNumber(k + 1)) {
      if (isBlockWord(context, k)) return streetBetween(context, k + 2, hash) ? k : -1;
    }
    if (t.startsLine(k)) return -1;
  }
  return -1;
}

/** The words of a block before its number ("Blk 612A", "Block 145", "Bk 23"): they wake the module. */
const BLOCK_WORDS: readonly string[] = ["blk", "block", "bk"];

export function findBlockUnitNumbers(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only the numbers at most REACH + 1 tokens after a block word and its number can be a unit's
  // floor with that block before it; each is read once, in order (`read`: the last number read).
  let read = 1;
  const triggers = placeTriggers(t);
  for (let n = 0, b = -1; n < triggers.count; n++) {
    if (triggers.at[n]! <= b) continue;
    b = triggers.at[n]!;
    if (!t.isNumber(b + 1) || !isBlockWord(context, b)) continue;
    for (
      let i = t.nextNumber(Math.max(b + 2, read + 1));
      i <= b + REACH + 1 && i + 2 < t.count;
      i = t.nextNumber(i + 1)
    ) {
      read = i;
      const last = unitEnd(context, i);
      if (last === -1) continue;
      const first = blockBefore(context, i - 1);
      if (first === -1) continue;
      out.push(hit("block-unit-number", "STREET_ADDRESS", t.start[first]!, t.end[last]!));
      read = last;
      i = last;
    }
  }
}

function isBlockWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  const w = t.lower(k);
  return w === "blk" || w === "block" || w === "bk";
}

const RULES = defineRules({
  "block-unit-number": {
    types: ["STREET_ADDRESS"],
    level: "shaped",
    anchored: true,
    about: "a flat address from 'Blk/Block <n>' to its '#floor-unit' number ('Blk 612A Punggol 7 #05-123')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const blockUnitNumberRecogniser: RecogniserModule = {
  id: "block-unit-number",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: BLOCK_WORDS }],
  rules: RULES,
  scan: findBlockUnitNumbers,
};

const hit = ruleHit(RULES);
