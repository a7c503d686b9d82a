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

/**
 * The last token of a town's name read from `first` in a town slot: one to three capitalised town
 * words, parts joined by hyphens counted with the word they join ("Trois-Rivières", "Red Deer"),
 * up to where the caller's `closes` says the slot ends; -1 when no such name stands there (a
 * fourth word, or a word that cannot be a town's). Reads at most a few tokens past `first`.
 */
export function capitalisedTownRun(
  context: ScanContext,
  first: number,
  closes: (context: ScanContext, k: number) => boolean,
): number {
  const t = context.tokens;
  if (!capitalisedTownWord(context, first)) return -1;
  let last = first;
  for (let words = 1; !closes(context, last + 1); ) {
    if (t.isPunct(last + 1, "-") && t.touches(last) && t.touches(last + 1) && t.isWord(last + 2)) {
      last += 2;
      continue;
    }
    if (words === 3 || !capitalisedTownWord(context, last + 1)) return -1;
    last++;
    words++;
  }
  return last;
}
