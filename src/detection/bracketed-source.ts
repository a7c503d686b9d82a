import { rowHeads } from "./cues/layout-labels.ts";
import type { ScanContext } from "./recogniser.ts";

const ROW_HEADS = rowHeads.words;

/**
 * One name word alone in brackets right after a number that closes its clause, "score 14
 * (Braden).", "risk 3 (Wells)", "2 tabs … 500 (Panadol).": the scale, rule or brand the number is
 * read on, as score sheets, guidelines and charts cite it. A person stands in brackets after a
 * bed or a room ("Bed 4 (Kofi).") and is kept, as is a name before more words ("3 (Kofi said)").
 * Tokens `first` to `last` are the span's words; eponym-filter.ts calls this for weak names.
 */
export function isBracketedSource(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (first !== last || !t.isWord(first) || !t.isPunct(first - 1, "(") || !t.isPunct(last + 1, ")"))
    return false;
  const number = first - 2;
  if (!t.isNumber(number) || t.startsLine(first - 1) || t.startsLine(first)) return false;
  if (t.isWord(number - 1) && ROW_HEADS.has(t.lower(number - 1))) return false;
  const after = last + 2;
  return (
    after >= t.count ||
    t.startsLine(after) ||
    t.isPunct(after, ".") ||
    t.isPunct(after, ",") ||
    t.isPunct(after, ";")
  );
}
