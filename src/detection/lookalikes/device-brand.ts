import { eponymHeads } from "../cues/clinical.ts";
import type { ScanContext } from "../recogniser.ts";

/**
 * Devices and the makers' names they carry, as resus trolley lists, drug charts and reports write
 * them: a device noun ends in a maker's suffix of instruments ("laryngoscope", "oximeter",
 * "nebuliser", "ventilator", "defibrillator", "humidifier"); a name alone in brackets right after
 * such a noun, or after an eponym's head noun, is the brand ("Videolaryngoscope (McGrath)",
 * "Ventilator (Hamilton) checked", "Mask (Hudson)"). A person in brackets stands after a role or a
 * relation ("the physio (Kofi)", "son (Tane)"), never after a device.
 */

const SUFFIXES = [
  "scope",
  "scopes",
  "meter",
  "meters",
  "ator",
  "ators",
  "iser",
  "izer",
  "ifier",
  "graph",
  "tome",
];
const EPONYM_HEADS = eponymHeads.words;

/** `word` (lower case) names an instrument by its ending ("laryngoscope", "nebuliser"). */
export function isDeviceNoun(word: string): boolean {
  if (word.length < 7) return false;
  for (const suffix of SUFFIXES) if (word.endsWith(suffix)) return true;
  return false;
}

/** Tokens `first`..`last` are one word in brackets right after a device noun (see above). */
export function isBracketedBrand(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(first) || !t.isPunct(first - 1, "(") || !t.isPunct(last + 1, ")"))
    return false;
  const noun = first - 2;
  if (noun < 0 || !t.isWord(noun) || t.startsLine(first - 1) || t.startsLine(first)) return false;
  const word = t.lower(noun);
  return isDeviceNoun(word) || EPONYM_HEADS.has(word);
}
