import { hasMedicalSuffix, isClinicalLookalike } from "../clinical-lookalike.ts";
import type { ScanContext } from "../recogniser.ts";
import { CLINICAL, COUNTRY, DATE_WORD, RELATIVE_CUE, TITLE, VOCABULARY } from "../word-bits.ts";

/**
 * A capitalised word that may be part of a town's name where the note uses case, in a slot that
 * holds a town ("from Red Deer", "home, Whakatane", "comma Thunder Bay"): not at a line start, no
 * clinical, country, date, title or kin word ("from Pneumonia", "from Spain", "from Monday"), and,
 * when no English list knows it, no misspelt clinical word. English words are allowed: towns are
 * named with them ("Thunder Bay", "Medicine Hat"); the slot is the evidence. Constant work.
 */
export function capitalisedTownWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.startsLine(k) || !t.isCapitalised(k) || t.length(k) < 2) return false;
  if ((t.bits(k) & (CLINICAL | COUNTRY | DATE_WORD | TITLE | RELATIVE_CUE)) !== 0) return false;
  const word = t.lower(k);
  const lex = context.lexicons;
  if (lex.clinical.has(word) || hasMedicalSuffix(word)) return false;
  return (t.bits(k) & VOCABULARY) !== 0 || !isClinicalLookalike(word, lex.clinicalLookalikes);
}
