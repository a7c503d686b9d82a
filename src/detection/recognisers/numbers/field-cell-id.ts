import { fieldIdLabels, fieldNumberHeads } from "../../cues/id-cues.ts";
import { notIdLabels } from "../../cues/not-ids.ts";
import type { PhiType } from "../../phi-type.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CUE_FIELD_ID_LABEL } from "../../word-bits.ts";
import { columnHeaderType } from "./column-header.ts";

/**
 * An identifier in the value cell of a field table, whatever its register or system: referral
 * e-forms, ambulance records and request forms write a label cell, then the value in the next cell,
 * with no colon between — "| Accession | RA24-118832 |", "Incident number<TAB>2024-118832",
 * "Reg No              KMC 12345" (columns aligned with spaces), or "Lab No:" closing one line
 * and the value alone on the next.
 * - `id-in-field-cell`: the label cell opens its line or follows a "|"; its last word (before any
 *   ":" or ".") is an identifier's name ("Accession", "Specimen", "AHPRA", "Medicare", "Claim",
 *   "Rego") or a word of number ("No", "Number", "ID", "Ref", "#") after any word but a bed's, a
 *   room's, a phone's or a page's (`notIdLabels`). The value cell holds the value alone: letters and
 *   digits joined by touching "-", "/", "." or ":" or by single spaces, four digits or more (three
 *   when letters or joiners stand among them), up to the cell's end ("|", a tab, two spaces, the
 *   line's end). Not a date, a clock time, a decimal or a count with its unit.
 * - `id-in-column-cell`: a value cell with no label cell before it, under a header row whose cell in
 *   the same column names the identifier ("| Incident No | Date |" over "| 2024-118832 | 12/03 |").
 *   Columns are "|" cells (counted by their bars, so empty cells keep their place) or cells set
 *   off by tabs or two spaces; a markdown rule line ("|---|---|") between them is skipped; a line
 *   of more than 64 tokens is no header.
 */

const LABELS = fieldIdLabels.values;
const NUMBER_HEADS = fieldNumberHeads.words;
const NOT_LABELS = notIdLabels.words;

/** Spaces between tokens `k - 1` and `k` that set off a cell: a tab, or two spaces or more. */
export function cellGap(t: TokenStream, k: number): boolean {
  const from = t.end[k - 1]!;
  const to = t.start[k]!;
  if (to - from >= 2) return true;
  return to - from === 1 && t.text.charCodeAt(from) === 9;
}

/** A joiner inside a value: "-", "/", "." or ":" touching letters or digits on both sides. */
export function isJoiner(t: TokenStream, k: number): boolean {
  return (
    (isDash(t, k) || t.isPunct(k, "/") || t.isPunct(k, ".") || t.isPunct(k, ":")) &&
    t.touches(k - 1) &&
    t.touches(k) &&
    (t.isWord(k - 1) || t.isNumber(k - 1)) &&
    (t.isWord(k + 1) || t.isNumber(k + 1))
  );
}

export function isValueToken(t: TokenStream, k: number): boolean {
  const kind = t.kind[k];
  return kind === NUMBER || (kind === WORD && t.length(k) <= 8);
}

/**
 * Token `s - 1` may belong to the value that holds token `s`: a joiner, a value token touching it,
 * or one space before it a number or a short capital group ("KMC 12345") — as `readValue` joins
 * them. Prose words stop the walk back from a number at once.
 */
export function joinsBack(t: TokenStream, s: number, mixedCase: boolean): boolean {
  const p = s - 1;
  if (t.touches(p)) return isJoiner(t, p) || isValueToken(t, p);
  if (!isValueToken(t, p)) return false;
  if (t.isNumber(p)) return true;
  return t.start[s]! - t.end[p]! === 1 && t.length(p) <= 4 && (t.isAllCaps(p) || !mixedCase);
}

/** A cell boundary stands before token `k`: a line start, a "|" or a wide gap. */
export function cellStartsAt(t: TokenStream, k: number): boolean {
  return t.startsLine(k) || t.isPunct(k - 1, "|") || cellGap(t, k);
}

/** The cell of the value ends after token `k`: the text's or line's end, a "|" or a wide gap. */
function cellEndsAfter(t: TokenStream, k: number): boolean {
  const n = k + 1;
  if (n >= t.count || t.startsLine(n)) return true;
  if (t.isPunct(n, "|") && !t.touches(k)) return true;
  return cellGap(t, n);
}

/**
 * The type of the label cell closing right before token `s` (the value's first token), or
 * undefined. `nextLine`: the value opens a line and the label line must end with ":".
 */
function labelType(t: TokenStream, s: number, nextLine: boolean): PhiType | undefined {
  let k = s - 1;
  if (t.isPunct(k, "|") && !nextLine) k--;
  let marked = false;
  while (k >= 0 && (t.isPunct(k, ":") || t.isPunct(k, ".") || (isDash(t, k) && !t.touches(k)))) {
    if (t.isPunct(k, ":")) marked = true;
    k--;
  }
  if (nextLine && (!marked || !t.startsLine(s))) return undefined;
  if (k < 0) return undefined;
  let head = "";
  if (t.isPunct(k, "#")) head = "#";
  else if (t.isWord(k)) head = t.lower(k);
  else return undefined;
  // The label cell: at most five words back to its line's start or a "|", no number among them.
  let first = k;
  for (let n = 0; n < 5 && !t.startsLine(first) && !t.isPunct(first - 1, "|"); n++) {
    const p = first - 1;
    if (!(t.isWord(p) || t.isPunct(p, ".") || t.isPunct(p, "'") || t.isPunct(p, "-") || t.isPunct(p, "/")))
      return undefined;
    if (!t.isPunct(p, "|") && cellGap(t, first) && !nextLine) return undefined;
    first = p;
  }
  if (!t.startsLine(first) && !t.isPunct(first - 1, "|")) return undefined;
  if (nextLine && first === k && head === "#") return undefined;
  return headType(t, k, first);
}

/**
 * The type a label cell names, its head (last word or "#") at token `k` and its first token at
 * `first`; undefined when the cell names no identifier.
 */
export function headType(t: TokenStream, k: number, first: number): PhiType | undefined {
  const head = t.isPunct(k, "#") ? "#" : t.lower(k);
  const own = LABELS.get(head);
  if (own !== undefined) return own;
  if (head !== "#" && !NUMBER_HEADS.has(head)) return undefined;
  // "Bed No", "Room number", "Phone no", "Page #": a word of number after a place's or a phone's.
  let p = k - 1;
  if (t.isPunct(p, ".")) p--;
  if (p < first || !t.isWord(p)) return head === "#" ? undefined : "ID";
  const word = t.lower(p);
  if (NOT_LABELS.has(word)) return undefined;
  return LABELS.get(word) ?? "ID";
}

/** "12/03/2024", "2024-03-12", "14:20", "12.5", "135-145": a date, a time, a decimal or a range. */
function isDateTimeOrDecimal(value: string): boolean {
  const date = /^(\d{1,4})[/.-](\d{1,2})(?:[/.-](\d{2,4}))?$/.exec(value);
  if (date !== null) {
    const a = Number(date[1]);
    const b = Number(date[2]);
    if (a <= 31 || date[1]!.length === 4) return b >= 1 && (b <= 12 || a <= 12 || b <= 31);
  }
  if (/^\d{1,2}:\d{2}(?::\d{2})?$/.test(value) || /^\d+[.,]\d+$/.test(value)) return true;
  // A reference range in a lab table's "Ref" row: "135-145", "3.5-5.0".
  return /^\d{1,3}-\d{1,3}$/.test(value) || /^\d+\.\d+-\d+(?:\.\d+)?$/.test(value);
}

/** "0412 345 678" in a cell of a label that is no phone's: left to the phone readers. */
function isPhoneLike(value: string): boolean {
  return /^(0\d{1,4}|\(0\d{1,4}\))( \d{3,4}){1,3}$/.test(value);
}

/** Reads the value cell from `s`; its last token, or -1 when the cell holds no identifier. */
export function readValue(t: TokenStream, s: number, mixedCase: boolean): number {
  let digits = 0;
  let letters = 0;
  let joined = false;
  let k = s;
  for (let n = 0; n < 16; n++) {
    if (!isValueToken(t, k)) return -1;
    if (t.kind[k] === NUMBER) digits += t.length(k);
    else letters += t.length(k);
    if (cellEndsAfter(t, k)) break;
    const j = k + 1;
    if (t.touches(k) && isValueToken(t, j)) {
      joined = true;
      k = j;
    } else if (t.touches(k) && isJoiner(t, j)) {
      joined = true;
      k = j + 1;
    } else if (t.start[j]! - t.end[k]! === 1 && isValueToken(t, j)) {
      // A spaced group holds a digit, or is a short register or system prefix before digits
      // ("KMC 12345", "MP 0123456", "CAS 123/04/2024").
      const prefix =
        k === s && t.isWord(k) && t.length(k) <= 4 && (t.isAllCaps(k) || !mixedCase) && t.isNumber(j);
      if (!t.isNumber(j) && !(t.isWord(j) && t.length(j) <= 3 && t.isAllCaps(j) && digits > 0)) return -1;
      if (t.isWord(k) && !prefix && !(t.length(k) <= 3 && t.isAllCaps(k))) return -1;
      k = j;
    } else return -1;
  }
  if (!cellEndsAfter(t, k)) return -1;
  if (digits < (letters > 0 || joined ? 3 : 4)) return -1;
  const value = t.text.slice(t.start[s]!, t.end[k]!);
  if (letters === 0 && (isDateTimeOrDecimal(value) || isPhoneLike(value))) return -1;
  if (/^(19|20)\d\d$/.test(value)) return -1; // a year ("| College | 1994 |"), the year reader's
  return k;
}

export function findFieldCellIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // The last number that found no value: every step of a walk and every test after it depends
  // only on the token reached, so a later walk that reaches it fails the same way ("12/03/2024":
  // the walk from 2024 stops at 03).
  let dead = -1;
  // Every label cell or header names its identifier by a word of LABELS or NUMBER_HEADS, or "#",
  // and stands before the value: no number before the first of them has a label.
  const firstLabel = t.text.indexOf("#") === -1 ? t.nextCues(0, CUE_FIELD_ID_LABEL) : 0;
  if (firstLabel >= t.count) return;
  for (let n = t.nextNumber(firstLabel); n < t.count; n = t.nextNumber(n + 1)) {
    // Walk back from the number to its cell's start, over the value's own tokens.
    // `atStart` is cellStartsAt(t, s), read once per step.
    let s = n;
    let atStart = cellStartsAt(t, s);
    for (let steps = 0; steps < 8 && s > 0 && !atStart; steps++) {
      if (!joinsBack(t, s, context.mixedCase)) break;
      s--;
      if (s === dead) break;
      atStart = cellStartsAt(t, s);
    }
    if (s === dead || s === 0 || !atStart || !isValueToken(t, s)) {
      dead = n;
      continue;
    }
    // The value first (cheap, and refuses most cells), then its label: the cell before it, or its
    // column's header.
    const last = readValue(t, s, context.mixedCase);
    if (last === -1 || last < n) {
      dead = n;
      continue;
    }
    const type = labelType(t, s, t.startsLine(s));
    if (type !== undefined) out.push(hit("id-in-field-cell", type, t.start[s]!, t.end[last]!));
    else {
      const header = columnHeaderType(t, s, last);
      if (header === undefined) {
        dead = n;
        continue;
      }
      out.push(hit("id-in-column-cell", header, t.start[s]!, t.end[last]!));
    }
    n = last;
  }
}

const RULES = defineRules({
  "id-in-field-cell": {
    types: ["HEALTH_PLAN_ID", "ID", "LICENSE_NUMBER", "MRN", "VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about:
      "an identifier alone in a field table's value cell after a label cell naming it ('| Accession | RA24-118832 |', 'Lab No<TAB>24-118832')",
  },
  "id-in-column-cell": {
    types: ["HEALTH_PLAN_ID", "ID", "LICENSE_NUMBER", "MRN", "VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about:
      "an identifier alone in a table cell whose column's header names it ('| Incident No |' above '| 2024-118832 |')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const fieldCellIdRecogniser: RecogniserModule = {
  id: "field-cell-id",
  family: "numbers",
  wake: { at: ["numbers"] },
  vocabulary: [{ mask: "cues", bit: CUE_FIELD_ID_LABEL, words: [...LABELS.keys(), ...NUMBER_HEADS] }],
  rules: RULES,
  scan: findFieldCellIds,
};

const hit = ruleHit(RULES);
