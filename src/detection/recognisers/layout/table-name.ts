import { patientHeaders, relativeHeaders, staffHeaders } from "../../cues/layout-labels.ts";
import type { PhiType } from "../../phi-type.ts";
import {
  nameEndOffset,
  SLOT_NAMELIKE,
  SLOT_NO,
  SLOT_WORDLIKE,
  slotWordClass,
} from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";
import { CLINICAL, NAME_LISTED, VOCABULARY } from "../../word-bits.ts";
import { readRowName } from "./row-name.ts";

/**
 * Names in the cells of pipe-separated tables (handover sheets, bed boards pasted from a
 * spreadsheet): "| 4 | HOLLOWAY, Priya | 82F | CAP | Dr Ng |".
 * - Under a header row, a cell of a column whose header names a person ("Name", "Patient",
 *   "Nurse", "Cons", "NOK", "GP") holds a name when its words have a name's shape, English-word
 *   names included ("| 2 | Rose Field |").
 * - Without a header, the cell after a row's leading number (bed, row) holds the patient's name
 *   when the row reader takes all of it for one ("| 3 | MBEKI, Thabo | 91 | #NOF |").
 * Bounded work: each token is looked at a fixed number of times.
 */

const PATIENT_HEADERS = patientHeaders.words;
const STAFF_HEADERS = staffHeaders.words;
const RELATIVE_HEADERS = relativeHeaders.words;

const MAX_CELLS = 24;
const MAX_CELL_TOKENS = 12;

interface Cell {
  from: number;
  to: number;
}

/** The cells of the line of token `i` (which opens the line), and the index of the next line's first token. */
function lineCells(context: ScanContext, i: number, cells: Cell[]): number {
  const t = context.tokens;
  cells.length = 0;
  let k = i;
  let from = i;
  let pipes = 0;
  while (k < t.count && (k === i || !t.startsLine(k))) {
    if (t.isPunct(k, "|")) {
      pipes++;
      if (k > from && cells.length < MAX_CELLS) cells.push({ from, to: k - 1 });
      else if (k === from && pipes > 1 && cells.length < MAX_CELLS) cells.push({ from: k, to: k - 1 });
      from = k + 1;
    }
    k++;
  }
  if (k > from && cells.length < MAX_CELLS) cells.push({ from, to: k - 1 });
  if (pipes < 2) cells.length = 0;
  return k;
}

function cellText(context: ScanContext, cell: Cell): string {
  const t = context.tokens;
  if (cell.to < cell.from || cell.to - cell.from >= MAX_CELL_TOKENS) return "";
  return t.text.slice(t.start[cell.from]!, t.end[cell.to]!).toLowerCase().replace(/\s+/g, " ");
}

function headerType(label: string): PhiType | undefined {
  if (PATIENT_HEADERS.has(label)) return "PATIENT_NAME";
  if (STAFF_HEADERS.has(label)) return "PROVIDER_NAME";
  if (RELATIVE_HEADERS.has(label)) return "RELATIVE_NAME";
  return undefined;
}

/** True when every word of the cell may stand in a name and one is no plain English word. */
function nameCell(context: ScanContext, cell: Cell, wordsOk: boolean): number {
  const last = shapedCell(context, cell, wordsOk);
  return last < 0 && wordsOk ? listedCell(context, cell) : last;
}

function shapedCell(context: ScanContext, cell: Cell, wordsOk: boolean): number {
  const t = context.tokens;
  if (cell.to < cell.from || cell.to - cell.from >= 8) return -1;
  let last = readRowName(context, cell.from);
  if (last < 0) return -1;
  let namelike = false;
  for (let k = cell.from; k <= last; k++) {
    if (t.kind[k] === NUMBER) return -1;
    if (!t.isWord(k)) continue;
    const cls = slotWordClass(context, k);
    if (cls === SLOT_NAMELIKE) namelike = true;
    else if (cls === SLOT_WORDLIKE && wordsOk) namelike = true;
    else if (cls === SLOT_NO && t.length(k) > 1 && !isTitleWord(t.lower(k))) return -1;
  }
  if (!namelike) return -1;
  // "| szabo, reka |": the cell's bounds make the word after the comma the given name when no
  // list calls it English or clinical.
  if (last + 2 === cell.to && t.isPunct(last + 1, ",") && t.isWord(cell.to) && t.length(cell.to) >= 2) {
    if ((t.bits(cell.to) & (CLINICAL | VOCABULARY)) === 0 && /^\p{L}+$/u.test(t.raw(cell.to))) last = cell.to;
  }
  // the whole cell (a trailing dot or bracket aside)
  for (let k = last + 1; k <= cell.to; k++) if (t.isWord(k) || t.kind[k] === NUMBER) return -1;
  return last;
}

function lonelyName(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 3 || slotWordClass(context, k) !== SLOT_NAMELIKE) return false;
  // Without case, only a listed name ("lindqvist", not "ccf", "hyperemesis").
  return context.mixedCase ? t.isCapitalised(k) : (t.bits(k) & NAME_LISTED) !== 0;
}

/**
 * Under a person header, a cell of one to three listed names that are also English or function
 * words ("| Will Baker |", "| Hope |"), Title Case where the note has case.
 */
function listedCell(context: ScanContext, cell: Cell): number {
  const t = context.tokens;
  if (cell.to - cell.from > 2) return -1;
  for (let k = cell.from; k <= cell.to; k++) {
    if (!t.isWord(k) || t.length(k) < 2 || (t.bits(k) & NAME_LISTED) === 0 || (t.bits(k) & CLINICAL) !== 0)
      return -1;
    if (context.mixedCase && !t.isCapitalised(k)) return -1;
  }
  return cell.to;
}

function isTitleWord(word: string): boolean {
  return (
    word === "dr" || word === "mr" || word === "mrs" || word === "ms" || word === "miss" || word === "prof"
  );
}

/** True for a header row: three or more cells, every one a short label without digits. */
function isHeader(context: ScanContext, cells: readonly Cell[]): boolean {
  if (cells.length < 3) return false;
  let person = false;
  for (const cell of cells) {
    const label = cellText(context, cell);
    if (label === "" || /\d/.test(label) || label.length > 24) return false;
    if (headerType(label) !== undefined) person = true;
  }
  return person;
}

export function findTableNames(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // Most texts hold no pipe at all: one native search, not a walk over every punctuation mark.
  if (t.text.indexOf("|") === -1) return;
  const cells: Cell[] = [];
  let columns: (PhiType | undefined)[] = [];
  // Only lines holding a pipe can have cells: the pipes are visited, and a line without one (it
  // has no cells and ends a table) is skipped, clearing the header as reading it would.
  let i = 0;
  while (i < t.count) {
    let pipe = t.nextPunct(i);
    while (pipe < t.count && !t.isPunct(pipe, "|")) pipe = t.nextPunct(pipe + 1);
    if (pipe >= t.count) return;
    let start = pipe;
    while (start > i && !t.startsLine(start)) start--;
    if (start > i) columns = [];
    i = start;
    const next = lineCells(context, i, cells);
    if (cells.length === 0) {
      columns = [];
    } else if (isHeader(context, cells)) {
      columns = cells.map((cell) => headerType(cellText(context, cell)));
    } else {
      let rowName = false;
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c]!;
        const type = columns[c];
        const leading =
          c === 1 &&
          columns.length === 0 &&
          cells[0]!.from === cells[0]!.to &&
          t.kind[cells[0]!.from] === NUMBER;
        // "| 3 | MBEKI, Thabo | 91 | #NOF | Lindqvist |": a later cell of one name-shaped word
        // no list has as English, in a row whose patient column held a name.
        const later = rowName && c > 1 && cell.from === cell.to && lonelyName(context, cell.from);
        if (type === undefined && !leading && !later) continue;
        const last = later ? cell.from : nameCell(context, cell, type !== undefined);
        if (leading && last >= 0) rowName = true;
        if (last < 0) continue;
        let from = cell.from;
        while (from <= last && !t.isWord(from)) from++;
        if (from <= last && isTitleWord(t.lower(from))) from++;
        while (from <= last && !t.isWord(from)) from++;
        if (from > last) continue;
        out.push(
          hit(
            "name-in-table-cell",
            type ?? (later ? "NAME" : "PATIENT_NAME"),
            t.start[from]!,
            nameEndOffset(context, last),
          ),
        );
      }
    }
    i = next;
  }
}

const RULES = defineRules({
  "name-in-table-cell": {
    types: ["PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "NAME"],
    level: "anchored",
    anchored: true,
    about: "a name in a pipe table's cell: under a person header, or after a row's leading number",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const tableNameRecogniser: RecogniserModule = {
  id: "table-name",
  family: "layout",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findTableNames,
};

const hit = ruleHit(RULES);
