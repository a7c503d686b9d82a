import { hasVowel } from "../../name-evidence.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { CLINICAL, LABEL_END, NAME_LISTED, VOCABULARY } from "../../word-bits.ts";

/**
 * The names down a list's "Name" column, the way clinic lists, theatre lists, MDT lists and bed
 * boards print one patient a row under a header of three cells or more:
 *
 *     time   id          name                 type  note
 *     08:00  977149      ong hui min          dna x1  interpreter booked
 *     08:30  8003 6093 7598 6336 rajesh mishra    new
 *
 * The header cell "Name" (or "Patient", "Patient name") stands alone between cell breaks (a tab,
 * two spaces or more, a bar). In each row under it, the first word at the column's place (or, when
 * a long identifier pushes it right, the first word after it) opens the name, which runs to the
 * next cell break: letters only, at most six words, one of them at least a listed name or a word no
 * English list knows, no clinical word. The column is the evidence, so case does not matter. The
 * rows end at a blank line, after three rows with no name, or after sixty rows. Bounded: thirty
 * tokens a row, each row read once.
 */

const MAX_ROWS = 60;
const ROW_TOKENS = 30;
const MAX_WORDS = 6;
const HEADER_TOKENS = 24;

/** Offset of the first character of the line holding offset `at`. */
function lineBegin(text: string, at: number): number {
  return text.lastIndexOf("\n", at - 1) + 1;
}

/** True when two or more spaces, a tab or a bar stand between token `k - 1` and token `k`. */
function cellBreak(t: TokenStream, k: number): boolean {
  if (t.isPunct(k, "|") || t.isPunct(k - 1, "|")) return true;
  const gap = t.text.slice(t.end[k - 1]!, t.start[k]!);
  return gap.length >= 2 || gap.includes("\t");
}

/** Cells on the header line starting at token `s` (bounded), or 0 when the line is too long. */
function cellsOnLine(t: TokenStream, s: number): number {
  let cells = 1;
  let k = s + 1;
  for (; k < t.count && !t.startsLine(k); k++) {
    if (k - s > HEADER_TOKENS) return 0;
    if (cellBreak(t, k) && !t.isPunct(k, "|")) cells++;
  }
  return cells;
}

/** The first token of the line holding token `k`. */
function lineStartToken(t: TokenStream, k: number): number {
  let s = k;
  for (let n = 0; n < HEADER_TOKENS && s > 0 && !t.startsLine(s); n++) s--;
  return t.startsLine(s) || s === 0 ? s : -1;
}

/** Reads the name opening at `m` to the next cell break; returns its last token or -1. */
function readNameCell(context: ScanContext, m: number): number {
  const t = context.tokens;
  let last = -1;
  let words = 0;
  let evidence = false;
  for (let k = m; k < t.count && k < m + MAX_WORDS * 3; k++) {
    if (k > m && (t.startsLine(k) || cellBreak(t, k))) break;
    if (t.isPunct(k, ",") || t.isPunct(k, ".") || t.isPunct(k, "-") || t.isPunct(k, "'")) continue;
    if (!t.isWord(k)) return -1;
    const word = t.lower(k);
    const bits = t.bits(k);
    if (/\d/.test(word) || (t.length(k) > 1 && !hasVowel(word) && (bits & NAME_LISTED) === 0)) return -1;
    if ((bits & CLINICAL) !== 0 && (bits & NAME_LISTED) === 0) return -1;
    if ((bits & NAME_LISTED) !== 0 || (bits & VOCABULARY) === 0) evidence = true;
    if (++words > MAX_WORDS) return -1;
    last = k;
  }
  return evidence && words > 0 ? last : -1;
}

export function findNameColumnRows(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const text = t.text;
  let from = 0;
  for (let i = t.nextBits(0, LABEL_END); i < t.count; i = t.nextBits(Math.max(i + 1, from), LABEL_END)) {
    if (i < from || (t.length(i) !== 4 && t.length(i) !== 7)) continue;
    const word = t.lower(i);
    if (word !== "name" && word !== "patient") continue;
    // "Patient name" is one cell; "Name" or "Patient" alone is another.
    const head = word === "name" && (t.lower(i - 1) === "patient" || t.lower(i - 1) === "pt") ? i - 1 : i;
    const tail = word === "patient" && t.lower(i + 1) === "name" ? i + 1 : i;
    if (!(t.startsLine(head) || cellBreak(t, head))) continue;
    if (!(tail + 1 >= t.count || t.startsLine(tail + 1) || cellBreak(t, tail + 1))) continue;
    const s = lineStartToken(t, head);
    if (s < 0 || cellsOnLine(t, s) < 3) continue;
    const column = t.start[head]! - lineBegin(text, t.start[head]!);
    let k = tail + 1;
    while (k < t.count && !t.startsLine(k)) k++;
    let misses = 0;
    for (let row = 0; row < MAX_ROWS && k < t.count && misses < 3; row++) {
      const begin = lineBegin(text, t.start[k]!);
      if (begin >= 2 && text.charCodeAt(begin - 2) === 10) break;
      let m = k;
      let found = -1;
      for (; m < t.count && m < k + ROW_TOKENS && (m === k || !t.startsLine(m)); m++) {
        if (t.start[m]! - begin > column + 30) break;
        if (found < 0 && t.isWord(m) && t.start[m]! - begin >= column - 3 && (m === k || !t.touches(m - 1)))
          found = m;
      }
      const last = found < 0 ? -1 : readNameCell(context, found);
      if (last < 0) misses++;
      else {
        misses = 0;
        out.push(hit("name-in-name-column", "PATIENT_NAME", t.start[found]!, t.end[last]!));
      }
      while (m < t.count && !t.startsLine(m)) m++;
      k = m;
    }
    from = k;
  }
}

const RULES = defineRules({
  "name-in-name-column": {
    types: ["PATIENT_NAME"],
    level: "labelled",
    anchored: false,
    about: "a name in the rows under a list's 'Name' header cell (clinic, theatre and MDT lists)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const nameColumnRowsRecogniser: RecogniserModule = {
  id: "name-column-rows",
  family: "names",
  wake: { on: LABEL_END },
  rules: RULES,
  scan: findNameColumnRows,
};

const hit = ruleHit(RULES);
