import { eponymHeads, scaleDomains } from "./cues/clinical.ts";
import type { ScanContext } from "./recogniser.ts";
import { CLINICAL, VOCABULARY } from "./word-bits.ts";

const EPONYM_HEADS = eponymHeads.words;
const SCALE_DOMAINS = scaleDomains.words;

/**
 * An ordinary word in lower case (in a note without case, in any case: "OTTAWA ANKLE RULES"), or a
 * short clinical abbreviation, that may stand between an eponym and its head noun.
 */
export function ordinaryBeforeHead(context: ScanContext, j: number): boolean {
  const t = context.tokens;
  const bits = t.bits(j);
  const caseFree = !context.mixedCase || (!t.isCapitalised(j) && !t.isAllCaps(j));
  if (caseFree && (bits & (VOCABULARY | CLINICAL)) !== 0) return true;
  return t.isAllCaps(j) && t.length(j) <= 3 && (bits & CLINICAL) !== 0;
}

/**
 * The words from token `j` on the line that stand between an eponym and its head noun, when they
 * reach one: one ordinary word ("Ottawa ankle rules", "Glasgow coma scale"), or two or three of
 * what a scale measures or clinical words ("Rockwood clinical frailty scale", "Edinburgh
 * postnatal depression scale"). Returns how many, or 0 when no head noun follows so.
 */
export function wordsBeforeHead(context: ScanContext, j: number): number {
  const t = context.tokens;
  for (let n = 0; n < 3; n++) {
    const k = j + n;
    if (!t.isWord(k) || t.startsLine(k) || !ordinaryBeforeHead(context, k)) return 0;
    if (n > 0 && !SCALE_DOMAINS.has(t.lower(k)) && (t.bits(k) & CLINICAL) === 0) return 0;
    if (n === 0 && t.isWord(k + 1) && EPONYM_HEADS.has(t.lower(k + 1))) return 1;
    if (n > 0 && !SCALE_DOMAINS.has(t.lower(j)) && (t.bits(j) & CLINICAL) === 0) return 0;
    if (t.isWord(k + 1) && !t.startsLine(k + 1) && EPONYM_HEADS.has(t.lower(k + 1))) return n + 1;
  }
  return 0;
}
