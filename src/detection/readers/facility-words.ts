import { geneSymbols } from "../cues/clinical.ts";
import { serviceWords } from "../cues/hospital-services.ts";

/**
 * Word lists of the facility recognisers, written by hand for this project: generic words inside
 * place names, words that name a service rather than a place, function words that end a name, and
 * gene symbols that must never read as places.
 */
const GENE_SYMBOLS = geneSymbols.words;

export function isGeneSymbol(word: string): boolean {
  return GENE_SYMBOLS.has(word);
}

const SERVICE_WORDS = serviceWords.words;

/** True when the word names a kind of service, not a place ("Radiology", "Fracture", "local"). */
export function isServiceWord(word: string): boolean {
  return SERVICE_WORDS.has(word);
}

/**
 * Three letters or fewer, or no vowel at all ("arv", "pmtct"): the shape of an abbreviation of a
 * programme or service. Where the note has no case, such a word before a facility head ("the
 * pmtct clinic", "THE ARV CLINIC") is no name.
 */
export function isAcronymShape(word: string): boolean {
  if (word.length <= 3) return true;
  for (let k = 0; k < word.length; k++) if ("aeiouy".includes(word[k]!)) return false;
  return true;
}
