import { relativeActions } from "../cues/document-owned.ts";
import type { ScanContext } from "../recogniser.ts";

const ACTIONS = relativeActions.words;

/**
 * One lower-case word after a relative that is the relative's action, read as the relative's
 * name in text written without capitals: "son rang for an update", "daughter phoned re
 * transport", "wife says he ate" (cues/document-owned.ts `relativeActions`). A capitalised word
 * there ("son Said", "daughter Hope") is left to the name rules. Tokens `first`..`last` are the
 * candidate's.
 */
export function isActionAfterRelative(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  return (
    first === last &&
    t.isWord(first) &&
    !t.isCapitalised(first) &&
    !t.isAllCaps(first) &&
    ACTIONS.has(t.lower(first))
  );
}
