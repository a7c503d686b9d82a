import { instrumentHeads } from "../cues/not-places.ts";
import type { ScanContext } from "../recogniser.ts";
import { CLINICAL, VOCABULARY } from "../word-bits.ts";

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

/** The heads that close a Title Case instrument's name after a facility's ("Liver Cancer staging"). */
const TITLED_HEADS: ReadonlySet<string> = new Set([
  "rule",
  "rules",
  "criteria",
  "score",
  "scale",
  "classification",
  "staging",
  "class",
]);

/**
 * "Barcelona Clinic Liver Cancer staging": where the note has case, a name ending at `last` goes
 * on in one or two capitalised English or clinical words to a rule, criteria, score, scale,
 * classification, staging or class: the name of that instrument. Bounded work: three tokens.
 */
export function titledInstrumentAfter(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  if (!context.mixedCase) return false;
  for (let k = last + 1; k <= last + 3 && t.isWord(k) && !t.startsLine(k); k++) {
    if (k > last + 1 && TITLED_HEADS.has(t.lower(k))) return true;
    if (!t.isCapitalised(k) || (t.bits(k) & (VOCABULARY | CLINICAL)) === 0) return false;
  }
  return false;
}
