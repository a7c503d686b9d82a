import { instrumentHeads } from "../cues/not-places.ts";
import type { ScanContext } from "../recogniser.ts";

const HEADS = instrumentHeads.words;

/**
 * True when the place name ending at token `last` opens the name of an instrument: up to three
 * words on the same line without punctuation, then a head noun ("Manchester Triage", "Montreal
 * Cognitive Assessment", "Seattle heart failure model", "Birmingham Vasculitis Activity Score").
 * Bounded work: four tokens.
 */
export function namesInstrument(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  for (let k = last + 1; k < t.count && k <= last + 4; k++) {
    if (!t.isWord(k) || t.startsLine(k)) return false;
    if (HEADS.has(t.lower(k))) return true;
  }
  return false;
}
