import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { cellGap, cellStartsAt, headType, isValueToken, joinsBack, readValue } from "./field-cell-id.ts";

/**
 * An identifier in a table row whose label stands in the header row right above, in the same
 * column — how e-forms and registers lay out one record:
 *
 *     | Incident No | Date       | Callsign |
 *     | 2024-118832 | 12/03/2024 | P341     |
 *
 * - `id-in-column-cell`: the columns are "|" cells (counted by their bars, so empty cells keep
 *   their place) or cells set off by tabs or two spaces; a markdown rule line ("|---|---|")
 *   between header and row is skipped. The header cell's head word names the identifier as in
 *   `field-cell-id` (its name, or a word of number after any word but a bed's or a phone's), and
 *   the value cell holds the value alone, as there.
 */

/** Lines longer than this many tokens are prose, not a table's header. */
const MAX_LINE = 64;

/** The first token of the line holding token `k` (at most MAX_LINE back), or -1. */
function lineStart(t: TokenStream, k: number): number {
  let a = k;
  for (let n = 0; a > 0 && !t.startsLine(a); n++, a--) if (n >= MAX_LINE) return -1;
  return a;
}

/** The column of token `s` in its line from token `a`: bars before it, or cell gaps when no bar. */
function columnOf(t: TokenStream, a: number, s: number, bars: boolean): number {
  let column = 0;
  for (let k = a; k <= s; k++) {
    if (bars ? k < s && t.isPunct(k, "|") : k > a && cellGap(t, k)) column++;
  }
  return column;
}

/** "|---|:--:|": a markdown table's rule line from token `a`; the next line's start, or -1. */
function ruleLineEnd(t: TokenStream, a: number): number {
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
function headerCell(t: TokenStream, h: number, end: number, column: number, bars: boolean) {
  let c = 0;
  let first = -1;
  let last = -1;
  for (let k = h; k < end; k++) {
    const opens = bars ? t.isPunct(k, "|") : k > h && cellGap(t, k);
    if (opens) {
      if (c === column && first !== -1) break;
      c++;
      if (bars) continue;
    }
    if (c !== column) continue;
    if (t.isNumber(k)) return undefined;
    if (t.isWord(k) || t.isPunct(k, "#")) {
      if (first === -1) first = k;
      last = k;
    }
  }
  return last === -1 ? undefined : { first, last };
}

export function findColumnCellIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  for (let n = t.nextNumber(0); n < t.count; n = t.nextNumber(n + 1)) {
    let s = n;
    for (let steps = 0; steps < 8 && s > 0 && !cellStartsAt(t, s); steps++) {
      if (joinsBack(t, s, context.mixedCase)) s--;
      else break;
    }
    if (!cellStartsAt(t, s) || !isValueToken(t, s)) continue;
    // The value first (cheap, and refuses most cells), then the header line above.
    const last = readValue(t, s, context.mixedCase);
    if (last === -1 || last < n) continue;
    const a = lineStart(t, s);
    if (a <= 0) continue;
    const bars = t.isPunct(s - 1, "|") || t.isPunct(a, "|");
    const column = columnOf(t, a, s, bars);
    // The header: the line above, or the one above a markdown rule line.
    let h = lineStart(t, a - 1);
    if (h === -1) continue;
    if (bars && ruleLineEnd(t, h) === a) h = h > 0 ? lineStart(t, h - 1) : -1;
    if (h === -1 || (bars && t.isPunct(h, "|") !== t.isPunct(a, "|"))) continue;
    let end = h + 1;
    for (let m = 0; end < t.count && !t.startsLine(end) && m < MAX_LINE; m++) end++;
    if (end < t.count && !t.startsLine(end)) continue;
    const cell = headerCell(t, h, end, column, bars);
    if (cell === undefined) continue;
    const type = headType(t, cell.last, cell.first);
    if (type === undefined) continue;
    out.push(hit("id-in-column-cell", type, t.start[s]!, t.end[last]!));
    n = last;
  }
}

const RULES = defineRules({
  "id-in-column-cell": {
    types: ["HEALTH_PLAN_ID", "ID", "LICENSE_NUMBER", "MRN", "VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about:
      "an identifier alone in a table cell whose column's header names it ('| Incident No |' above '| 2024-118832 |')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const columnCellIdRecogniser: RecogniserModule = {
  id: "column-cell-id",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findColumnCellIds,
};

const hit = ruleHit(RULES);
