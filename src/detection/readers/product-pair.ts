import { listFrequencies, preparationModifiers } from "../cues/not-names.ts";
import type { ScanContext } from "../recogniser.ts";
import { FIRST_NAME } from "../word-bits.ts";

const MODIFIERS = preparationModifiers.words;
const FREQUENCIES = listFrequencies.words;

/**
 * Two capitalised words from token `first` to `last` that name a product, not a person: a word
 * that is no listed given name and a maker's variant word ("Calcichew Forte", "Aquacel Ag",
 * "Nurofen Plus"), or any two such words before a dash or comma and a frequency on the same line
 * ("Motilium Instants - when needed" aside, "Nexium Control - once daily"). "Maria Forte" stays.
 */
export function isProductPair(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last !== first + 1 || !t.isWord(first) || !t.isWord(last) || t.touches(first)) return false;
  if ((t.bits(first) & FIRST_NAME) !== 0) return false;
  if (context.mixedCase && !(t.isCapitalised(last) || t.isAllCaps(last))) return false;
  const variant = t.lower(last);
  // "Ventolin Evohaler", "Pulmicort Turbohaler": an inhaler device's name.
  if (MODIFIERS.has(variant) || (variant.length > 6 && variant.endsWith("haler"))) return true;
  let k = last + 1;
  if (!(t.isPunct(k, "-") || t.isPunct(k, ",") || t.isPunct(k, "\u2013")) || t.startsLine(k)) return false;
  k++;
  // "- one daily", "- 1 twice daily": a count before the frequency.
  if ((t.isNumber(k) || ONE_TWO.has(t.lower(k))) && !t.startsLine(k)) k++;
  return t.isWord(k) && !t.startsLine(k) && FREQUENCIES.has(t.lower(k));
}

const ONE_TWO: ReadonlySet<string> = new Set(["one", "two", "three"]);
