import { eponymHeads } from "../cues/clinical.ts";
import type { ScanContext } from "../recogniser.ts";

/**
 * A run of words read as one name that holds a word no name holds, as capitals and lower case
 * hide the clause ("THOMAS TEST SHOWS A FIXED FLEXION", "SURFACTANT GIVEN VIA LISA"):
 * - an eponym's head noun inside the run, not at its end ("Thomas test shows": the test is
 *   named; a head at the end is eponym-filter.ts's);
 * - a preposition of means or a verb of showing ("via", "per", "shows", "using").
 */
const EPONYM_HEADS = eponymHeads.words;
const CLAUSE_WORDS: ReadonlySet<string> = new Set(["via", "per", "shows", "showed", "showing", "using"]);

/** Tokens `first`..`last` (two words or more) hold such a word. */
export function holdsClauseWord(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last === first) return false;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) continue;
    const word = t.lower(k);
    if (CLAUSE_WORDS.has(word)) return true;
    if (k > first && k < last && EPONYM_HEADS.has(word)) return true;
  }
  return false;
}
