import type { PhiType } from "../../phi-type.ts";
import type { TokenStream } from "../../token-stream.ts";
import { cellGap, headType } from "./field-cell-id.ts";

/**
 * The header of the column a value cell stands in, for `id-in-column-cell` (field-cell-id.ts).
 * Clinic lists, ward-round lists, MDT lists and EHR print-outs print one header row over many
 * rows:
 *
 *     Time   Name                 DOB          Chart #   Reason
 *     09:00  Tremblay, Marc       12/04/1956   483920    AF review
 *     09:20  Singh, Harpreet      03/11/1970   572019    new referral
 *
 * The header is the nearest line above whose cell in the value's column holds words only (a row
 * of the same table holds a number there, or nothing): every line between is a row of the table
 * (two cells at least, no blank line). Columns are "|" cells counted by their bars, or cells set
 * off by tabs or two spaces or more, matched by their character position (a fixed-width list pads
 * every cell to its column, so an empty cell or a wide name keeps the count but not the position).
 */

/** Words of number that name no identifier alone in a header cell. */
const BARE_HEADS: ReadonlySet<string> = new Set(["no", "number", "num", "nr", "nbr"]);

/** Lines longer than this many tokens are prose, not a table's row. */
const MAX_LINE = 64;
/** Rows walked up from a value to its header. */
const MAX_ROWS = 40;

/** The first token of the line holding token `k` (at most MAX_LINE back), or -1. */
export function lineStart(t: TokenStream, k: number): number {
  let a = k;
  for (let n = 0; a > 0 && !t.startsLine(a); n++, a--) if (n >= MAX_LINE) return -1;
  return a;
}

/** The token after the line opening at token `a` (the next line's first, or `count`), or -1. */
function lineEnd(t: TokenStream, a: number): number {
  let end = a + 1;
  for (let m = 0; end < t.count && !t.startsLine(end); m++, end++) if (m >= MAX_LINE) return -1;
  return end;
}

/** The column of token `s` in its line from token `a`: bars before it, or cell gaps when no bar. */
export function columnOf(t: TokenStream, a: number, s: number, bars: boolean): number {
  let column = 0;
  for (let k = a; k <= s; k++) {
    if (bars ? k < s && t.isPunct(k, "|") : k > a && cellGap(t, k)) column++;
  }
  return column;
}

/** "|---|:--:|": a markdown table's rule line from token `a`; the next line's start, or -1. */
export function ruleLineEnd(t: TokenStream, a: number): number {
  let k = a;
  for (let n = 0; n < MAX_LINE && k < t.count && (k === a || !t.startsLine(k)); n++, k++) {
    if (!(t.isPunct(k, "|") || t.isPunct(k, "-") || t.isPunct(k, ":") || t.isPunct(k, "="))) return -1;
  }
  return k;
}

/**
 * The head token of column `column` in the line from token `h` to token `end` (exclusive), and
 * the cell's first token; undefined when the line has no such cell or the cell holds a number.
 */
export function headerCell(t: TokenStream, h: number, end: number, column: number, bars: boolean) {
  const cell = cellAt(t, h, end, column, bars);
  return cell === undefined || cell.number ? undefined : cell;
}

/** The cell of column `column` (by count) in the line h..end: its words' first and last token. */
function cellAt(t: TokenStream, h: number, end: number, column: number, bars: boolean) {
  let c = 0;
  let first = -1;
  let last = -1;
  let number = false;
  for (let k = h; k < end; k++) {
    const opens = bars ? t.isPunct(k, "|") : k > h && cellGap(t, k);
    if (opens) {
      if (c === column && (first !== -1 || number)) break;
      c++;
      if (bars) continue;
    }
    if (c !== column) continue;
    if (t.isNumber(k)) number = true;
    else if (t.isWord(k) || t.isPunct(k, "#")) {
      if (first === -1) first = k;
      last = k;
    }
  }
  return first === -1 && !number ? undefined : { first, last, number };
}

/** The character offset of token `k` from the start of its line (line opening at token `a`). */
function charColumn(t: TokenStream, a: number, k: number): number {
  return t.start[k]! - (t.text.lastIndexOf("\n", t.start[a]!) + 1);
}

/**
 * The cell of a gap-set line h..end standing over character column `col`: the last cell opening
 * at or before col + 1 (a value may sit a space right of its header), when no later cell opens
 * before the value's own cell could end.
 */
function alignedCell(t: TokenStream, h: number, end: number, col: number) {
  let from = -1;
  for (let k = h; k < end; k++) {
    if (k > h && !cellGap(t, k)) continue;
    if (charColumn(t, h, k) > col + 1) break;
    from = k;
  }
  if (from === -1) return undefined;
  let first = -1;
  let last = -1;
  let number = false;
  for (let k = from; k < end && (k === from || !cellGap(t, k)); k++) {
    if (t.isNumber(k)) number = true;
    else if (t.isWord(k) || t.isPunct(k, "#")) {
      if (first === -1) first = k;
      last = k;
    }
  }
  // The cell must reach the value's column: a cell ending well before it is another column's.
  if (charColumn(t, h, lastOf(t, from, end)) + t.length(lastOf(t, from, end)) + 2 < col) return undefined;
  return first === -1 && !number ? undefined : { first, last, number };
}

/** The last token of the cell opening at token `from` (before the next gap or the line end). */
function lastOf(t: TokenStream, from: number, end: number): number {
  let k = from;
  while (k + 1 < end && !cellGap(t, k + 1)) k++;
  return k;
}

/** The number of cells of the line h..end: bars, or gaps + 1. */
function cellCount(t: TokenStream, h: number, end: number, bars: boolean): number {
  let n = bars ? 0 : 1;
  for (let k = h; k < end; k++) if (bars ? t.isPunct(k, "|") : k > h && cellGap(t, k)) n++;
  return n;
}

/** The value s..last is one piece (no space inside) holding six digits or more. */
function wholeNumber(t: TokenStream, s: number, last: number): boolean {
  let digits = 0;
  for (let k = s; k <= last; k++) {
    if (k < last && !t.touches(k)) return false;
    if (t.isNumber(k)) digits += t.length(k);
  }
  return digits >= 6;
}

/** True when a blank line stands between the line ending at token `last` and token `a`. */
function blankBefore(t: TokenStream, last: number, a: number): boolean {
  const gap = t.text.slice(t.end[last]!, t.start[a]!);
  return gap.indexOf("\n") !== gap.lastIndexOf("\n");
}

/**
 * The type the header row names for the value cell of tokens `s` to `last`: the cell in the same
 * column of the nearest line above holding words there, over rows of the same table; undefined
 * if none.
 */
export function columnHeaderType(t: TokenStream, s: number, last: number): PhiType | undefined {
  const a = lineStart(t, s);
  if (a <= 0) return undefined;
  const bars = t.isPunct(s - 1, "|") || t.isPunct(a, "|");
  const column = columnOf(t, a, s, bars);
  const col = charColumn(t, a, s);
  let below = a;
  for (let rows = 0; rows < MAX_ROWS && below > 0; rows++) {
    const h = lineStart(t, below - 1);
    if (h === -1 || blankBefore(t, below - 1, below)) return undefined;
    const end = lineEnd(t, h);
    if (end === -1) return undefined;
    below = h;
    if (bars && ruleLineEnd(t, h) === end) continue;
    if (bars && t.isPunct(h, "|") !== t.isPunct(a, "|")) return undefined;
    // A line of one cell is a title or prose, not a row of the table.
    if (cellCount(t, h, end, bars) < 2) return undefined;
    let cell = rows === 0 || bars ? cellAt(t, h, end, column, bars) : undefined;
    if (!bars && (cell === undefined || cell.number)) cell = alignedCell(t, h, end, col) ?? cell;
    if (cell === undefined || cell.number) continue;
    // A header of one bare word of number ("Number", "No.", "#") names an identifier only over a
    // value of six digits or more in one piece: a leaflet's "Service / Number" columns list
    // helplines ("1767", "6389 2222"). "ID" and "Ref" alone name one.
    const bare =
      cell.first === cell.last && (t.isPunct(cell.last, "#") || BARE_HEADS.has(t.lower(cell.last)));
    if (bare && !wholeNumber(t, s, last)) return undefined;
    return headType(t, cell.last, cell.first);
  }
  return undefined;
}
