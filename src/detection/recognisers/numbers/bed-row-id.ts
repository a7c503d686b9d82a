import { yearUnitsAfter } from "../../cues/units.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CLINICAL, CUE_ROW } from "../../word-bits.ts";
import { isSeparator, readValue } from "../layout/row-id.ts";
import { readSpacedDigits } from "./id-run.ts";

/**
 * A patient's record number in a ward list's bed row with no age and sex beside it (a patient over
 * 89 has no age printed, a list may leave it out): the row opens with its bed, then the name, then
 * the number in its own cell, whatever its local format:
 *
 *     Bed 12 — Mary O'Brien (123456)
 *     BED 3A - OKAFOR, CHIDI - UCH/2015/12345 - CAP
 *
 * `id-in-bed-row`: a value of `row-id`'s shapes (six digits or more with a group of five, five
 * among letters, groups of four joined) or spaced digit groups ("9123 456 789") right after the row's name cell — one to six words with
 * no clinical word, with commas, hyphens, apostrophes and initials' dots — that follows "Bed",
 * "Bay", "Rm", "Room" or "Cubicle" and its number opening the line. A bracket or a separator
 * before the value, and nothing run into it; not a count with its unit.
 */

const UNITS = yearUnitsAfter.words;
const BED_WORDS = new Set(["bed", "bay", "rm", "room", "cubicle", "cub"]);

/** Token `p` closes a name cell that follows a bed and its number opening the line. */
function afterBedName(t: TokenStream, p: number): boolean {
  let words = 0;
  let k = p;
  for (let n = 0; n < 12 && k > 0 && !t.startsLine(k); n++, k--) {
    if (t.kind[k] === WORD) {
      if ((t.bits(k) & CLINICAL) !== 0) return false;
      words++;
    } else if (!(t.isPunct(k, ",") || t.isPunct(k, ".") || t.isPunct(k, "'") || isDash(t, k))) break;
  }
  if (words < 1 || words > 6) return false;
  // The cell's separator after the bed ("—", "-", "|", ":"), then the bed number ("12", "3A").
  while (k > 0 && !t.startsLine(k) && isSeparator(t, k)) k--;
  if (t.kind[k] === WORD && t.length(k) === 1 && t.isNumber(k - 1) && t.touches(k - 1)) k--;
  if (t.kind[k] !== NUMBER || t.length(k) > 3 || t.startsLine(k)) return false;
  const bed = k - 1;
  return t.startsLine(bed) && t.kind[bed] === WORD && BED_WORDS.has(t.lower(bed));
}

export function findBedRowIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Only lines opening with a bed word are read (most notes have none), and on them only numbers:
  // the row-head cue words (CUE_ROW: "bed", "bay", "rm", …) that open a line.
  for (let line = t.nextCues(0, CUE_ROW); line < t.count; line = t.nextCues(line + 1, CUE_ROW)) {
    if (!t.startsLine(line) || (t.cues(line) & CUE_ROW) === 0) continue;
    if (t.kind[line] !== WORD || t.length(line) > 7 || !BED_WORDS.has(t.lower(line))) continue;
    const next = t.nextLineStart(line + 1);
    for (let n = t.nextNumber(line + 2), done = -1; n < next; n = t.nextNumber(n + 1)) {
      if (n <= done || t.length(n) < 3) continue;
      done = readRowValue(t, n, out);
    }
  }
}

/** Reads the value at number `n` of a bed row and appends it when it follows the row's name; its last token. */
function readRowValue(t: TokenStream, n: number, out: Span[]): number {
  let s = n;
  let e = n;
  // Spaced groups as health cards print them ("9123 456 789"), or one value ("123456", "UCH/2015/12345").
  const spaced =
    t.length(n) <= 4 && (!t.touches(n - 1) || isSeparator(t, n - 1)) ? readSpacedDigits(t, n) : -1;
  if (spaced !== -1) e = spaced;
  else {
    if (t.length(n) < 4 || (t.length(n) === 4 && !t.touches(n - 1))) return n;
    const value = readValue(t, n);
    if (value === undefined) return n;
    [s, e] = value;
  }
  if (t.startsLine(s) || s < 4) return e;
  if (e + 1 < t.count && t.kind[e + 1] === WORD && UNITS.has(t.lower(e + 1))) return e;
  // Its own cell: a bracket or a separator before it.
  let p = s - 1;
  if (!isSeparator(t, p)) return e;
  while (p > 0 && isSeparator(t, p) && !t.startsLine(p)) p--;
  if (t.startsLine(p + 1) || t.kind[p] !== WORD) return e;
  if (afterBedName(t, p)) out.push(hit("id-in-bed-row", "ID", t.start[s]!, t.end[e]!));
  return e;
}

const RULES = defineRules({
  "id-in-bed-row": {
    types: ["ID"],
    level: "anchored",
    anchored: true,
    about:
      "an unlabelled record number after the name in a ward list's bed row ('Bed 12 — Mary O'Brien (123456)')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const bedRowIdRecogniser: RecogniserModule = {
  id: "bed-row-id",
  family: "numbers",
  wake: { cues: CUE_ROW }, // its rows open with "Bed", "Bay", "Rm"… (row-name's CUE_ROW words)
  rules: RULES,
  scan: findBedRowIds,
};

const hit = ruleHit(RULES);
