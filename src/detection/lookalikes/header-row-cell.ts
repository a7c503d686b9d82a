import type { ScanContext } from "../recogniser.ts";

/**
 * A table's header row: a line of at least four cells between bars, each of one or two words, with
 * no digit on the line, that opens its table: the line before has no bar ("| Date | Gest | BP |
 * Urine | FH |", "DRUG | DOSE | ROUTE | FREQ"). Its cells are the columns' labels, so a word there
 * read as a name ("Gest", "Pres") is a label. A row of people's names stands under a header row.
 */

/** Longest line read, in tokens: a header row is short. */
const MAX_ROW_TOKENS = 120;
const MIN_CELLS = 4;
const MAX_CELL_WORDS = 2;

/** Tokens `first`..`last` fill one cell of a header row (see above). */
export function inHeaderRow(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  const barBefore = t.isPunct(first - 1, "|") && !t.startsLine(first);
  if (!(barBefore || t.startsLine(first)) || !(t.isPunct(last + 1, "|") || endsLine(t, last))) return false;
  let k = first;
  while (k > 0 && !t.startsLine(k) && first - k < MAX_ROW_TOKENS) k--;
  if (!t.startsLine(k) || barOnLineBefore(t, k)) return false;
  let cells = 0;
  let words = 0;
  let bars = 0;
  for (let n = 0; k < t.count && n < MAX_ROW_TOKENS; k++, n++) {
    if (n > 0 && t.startsLine(k)) break;
    if (t.isNumber(k)) return false;
    if (t.isPunct(k, "|")) {
      bars++;
      if (words > 0) cells++;
      words = 0;
    } else if (t.isWord(k) && ++words > MAX_CELL_WORDS) return false;
  }
  if (words > 0) cells++;
  return bars >= MIN_CELLS - 1 && cells >= MIN_CELLS;
}

function endsLine(t: ScanContext["tokens"], i: number): boolean {
  return i + 1 >= t.count || t.startsLine(i + 1);
}

/** The line before the one opening at token `k` holds a bar (the row is not the table's first). */
function barOnLineBefore(t: ScanContext["tokens"], k: number): boolean {
  for (let m = k - 1, n = 0; m >= 0 && n < MAX_ROW_TOKENS; m--, n++) {
    if (t.isPunct(m, "|")) return true;
    if (t.startsLine(m)) return false;
  }
  return false;
}
