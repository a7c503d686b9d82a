import { facilityColumnHeads } from "../cues/table-heads.ts";
import type { TokenStream } from "../token-stream.ts";

/**
 * Pipe tables ("| Date | Gest | BP | SFH | FHR |" over rows of values), as antenatal cards,
 * observation charts and audit sheets print them. A word alone in a cell is read against its
 * column: a cell of the header row is a column head, and a cell under a head that names no place
 * ("SFH", "FHR", "Pres") holds a finding, not a hospital. Every read is bounded (a line of at most
 * MAX_LINE tokens, at most MAX_ROWS rows up): constant work per cell.
 */

const MAX_LINE = 64;
const MAX_ROWS = 40;
const FACILITY_HEADS = facilityColumnHeads.words;

/** The first token of the line holding token `k` (at most MAX_LINE back), or -1. */
function lineStart(t: TokenStream, k: number): number {
  let a = k;
  for (let n = 0; a > 0 && !t.startsLine(a); n++, a--) if (n >= MAX_LINE) return -1;
  return a;
}

/** The first token after the line opening at `a` (at most MAX_LINE on), or -1. */
function lineEnd(t: TokenStream, a: number): number {
  let k = a + 1;
  for (let n = 0; k < t.count && !t.startsLine(k); n++, k++) if (n >= MAX_LINE) return -1;
  return k;
}

/** The line from `a` to `end` is a markdown rule line ("|---|:--:|"). */
function isRuleLine(t: TokenStream, a: number, end: number): boolean {
  for (let k = a; k < end; k++) {
    if (!(t.isPunct(k, "|") || t.isPunct(k, "-") || t.isPunct(k, ":") || t.isPunct(k, "="))) return false;
  }
  return true;
}

/** The line from `a` to `end` holds a number. */
function holdsNumber(t: TokenStream, a: number, end: number): boolean {
  for (let k = a; k < end; k++) if (t.isNumber(k)) return true;
  return false;
}

/** Cell `column` (bars before it) of the line from `a` to `end` holds a word naming a place. */
function namesPlace(t: TokenStream, a: number, end: number, column: number): boolean {
  let c = 0;
  for (let k = a; k < end; k++) {
    if (t.isPunct(k, "|")) {
      if (++c > column) return false;
    } else if (c === column && t.isWord(k) && FACILITY_HEADS.has(t.lower(k))) return true;
  }
  return false;
}

/**
 * Word `i` stands alone in a cell of a pipe table ("| SFH |") whose column holds no place: the
 * cell is in the table's header row (a row of words over rows holding numbers), or the header
 * cell above it names no hospital, site, ward, unit, clinic or transfer ("| FHR |" over "| FHH |").
 * False outside a bar table, or where no header row of words can be found.
 */
export function inNonPlaceColumn(t: TokenStream, i: number): boolean {
  if (!t.isPunct(i - 1, "|") || !t.isPunct(i + 1, "|")) return false;
  const a = lineStart(t, i);
  if (a === -1 || !t.isPunct(a, "|")) return false;
  let column = 0;
  for (let k = a; k < i; k++) if (t.isPunct(k, "|")) column++;
  // The table's top row: pipe lines up from the cell's, over markdown rule lines.
  let top = a;
  for (let rows = 0; rows < MAX_ROWS && top > 0; rows++) {
    const p = lineStart(t, top - 1);
    if (p === -1 || !t.isPunct(p, "|")) break;
    top = p;
  }
  const topEnd = lineEnd(t, top);
  if (topEnd === -1 || holdsNumber(t, top, topEnd)) return false;
  if (top === a) {
    // A column head: the row under it is a row of the same table.
    const below = lineEnd(t, a);
    return below !== -1 && below < t.count && t.isPunct(below, "|");
  }
  if (isRuleLine(t, top, topEnd)) return false;
  return !namesPlace(t, top, topEnd, column);
}
