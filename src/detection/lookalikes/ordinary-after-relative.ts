import { notNamesAfterRole } from "../cues/not-names.ts";
import type { ScanContext } from "../recogniser.ts";
import { FIRST_NAME } from "../word-bits.ts";

const ORDINARY = notNamesAfterRole.words;

/**
 * One word after a relative that is an ordinary word there ("Kangaroo Mother Care", "mother care
 * line", "father figure"), cues/not-names.ts `notNamesAfterRole`, read as the relative's name
 * because it was capitalised or stood alone: no name unless a list gives it as a first name
 * ("daughter Hope").
 */
export function isOrdinaryAfterRelative(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  return (
    first === last && t.isWord(first) && ORDINARY.has(t.lower(first)) && (t.bits(first) & FIRST_NAME) === 0
  );
}
