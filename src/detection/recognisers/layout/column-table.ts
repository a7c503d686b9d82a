import type { PhiType } from "../../phi-type.ts";
import { SLOT_NO, SLOT_PLAIN, slotWordClass } from "../../readers/slot-name.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import type { TokenStream } from "../../token-stream.ts";
import { LABEL_END, RECORD_CUE } from "../../word-bits.ts";

/**
 * A header row of field labels and the row of values under it, as patient-detail tables in
 * discharge summaries and clinic letters print them (cells apart by a tab or two spaces or more):
 *
 *     Name                     Date of birth   Hospital no.   NHS no.
 *     Mwangi-Otieno, Wairimu   07-07-1981      HX771204       489 201 7735
 *
 * Every cell of the header must be a label this file knows; each value cell takes its column's
 * kind (a name, a date, an identifier, an address). Cells under labels of no PHI kind (sex, ward,
 * age) are left to the other rules.
 */

const NAME = 1;
const DATE = 2;
const ID = 3;
const PLACE = 4;
const PROVIDER = 5;
const RELATIVE = 6;
const OTHER = 7;

/** Header labels (lower case, dots and colons dropped), hand-written. */
const LABELS: ReadonlyMap<string, number> = new Map([
  ["name", NAME],
  ["patient", NAME],
  ["patient name", NAME],
  ["patient's name", NAME],
  ["full name", NAME],
  ["surname", NAME],
  ["forename", NAME],
  ["forenames", NAME],
  ["first name", NAME],
  ["last name", NAME],
  ["given name", NAME],
  ["family name", NAME],
  ["dob", DATE],
  ["d o b", DATE],
  ["date of birth", DATE],
  ["birth date", DATE],
  ["born", DATE],
  ["admitted", DATE],
  ["admission date", DATE],
  ["date of admission", DATE],
  ["discharged", DATE],
  ["discharge date", DATE],
  ["date of discharge", DATE],
  ["clinic date", DATE],
  ["hospital no", ID],
  ["hospital number", ID],
  ["hosp no", ID],
  ["unit no", ID],
  ["unit number", ID],
  ["nhs no", ID],
  ["nhs number", ID],
  ["mrn", ID],
  ["chi", ID],
  ["chi no", ID],
  ["chi number", ID],
  ["case no", ID],
  ["patient id", ID],
  ["id", ID],
  ["address", PLACE],
  ["home address", PLACE],
  ["postcode", PLACE],
  ["gp", PROVIDER],
  ["consultant", PROVIDER],
  ["next of kin", RELATIVE],
  ["nok", RELATIVE],
  ["sex", OTHER],
  ["gender", OTHER],
  ["age", OTHER],
  ["ward", OTHER],
  ["specialty", OTHER],
]);

const TYPES: Record<number, PhiType> = {
  [NAME]: "PATIENT_NAME",
  [DATE]: "DATE",
  [ID]: "ID",
  [PLACE]: "LOCATION",
  [PROVIDER]: "PROVIDER_NAME",
  [RELATIVE]: "RELATIVE_NAME",
};

const MAX_CELLS = 8;

/** True when a cell boundary stands before token `k`: a tab, or two spaces or more. */
function cellBreak(t: TokenStream, k: number): boolean {
  const gap = t.start[k]! - t.end[k - 1]!;
  if (gap >= 2) return true;
  return gap === 1 && t.text.charCodeAt(t.end[k - 1]!) === 9;
}

/**
 * Splits the line starting at `s` into cells: their first tokens in `starts` (the line's end
 * token + 1 pushed last). Returns false when the line is too long or has too many cells.
 */
function splitLine(t: TokenStream, s: number, starts: number[]): boolean {
  starts.length = 0;
  starts.push(s);
  let k = s + 1;
  for (; k < t.count && !t.startsLine(k); k++) {
    if (k - s > 40) return false;
    if (cellBreak(t, k)) {
      if (starts.length === MAX_CELLS) return false;
      starts.push(k);
    }
  }
  starts.push(k);
  return starts.length >= 3;
}

/** The label kind of the cell from..to (exclusive), or 0. */
function labelKind(t: TokenStream, from: number, to: number): number {
  let key = "";
  let words = 0;
  for (let k = from; k < to; k++) {
    if (t.isWord(k)) {
      if (++words > 4) return 0;
      key = key === "" ? t.lower(k) : `${key} ${t.lower(k)}`;
    } else if (!(t.isPunct(k, ".") || t.isPunct(k, ":") || t.isPunct(k, "'"))) return 0;
  }
  // "Patient's name": the tokeniser keeps the apostrophe inside the word.
  return LABELS.get(key) ?? 0;
}

/** Scratch of findColumnTables, reused from note to note (emptied before each use). */
const header: number[] = [];
const values: number[] = [];
const kinds: number[] = [];

export function findColumnTables(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // A table's header opens a line with a label word: the line starts are fewer than the words
  // that carry either bit, so those are walked and their first word tested.
  for (let s = t.nextLineStart(0); s < t.count; s = t.nextLineStart(s + 1)) {
    if ((t.bits(s) & (LABEL_END | RECORD_CUE)) === 0) continue;
    if (!splitLine(t, s, header)) continue;
    const cells = header.length - 1;
    kinds.length = 0;
    let useful = false;
    for (let c = 0; c < cells; c++) {
      const kind = labelKind(t, header[c]!, header[c + 1]!);
      if (kind === 0) break;
      kinds.push(kind);
      if (kind !== OTHER) useful = true;
    }
    const next = header[cells]!;
    if (kinds.length !== cells || !useful || next >= t.count) continue;
    if (!splitLine(t, next, values) || values.length - 1 !== cells) continue;
    for (let c = 0; c < cells; c++) {
      const type = TYPES[kinds[c]!];
      if (type === undefined) continue;
      const from = values[c]!;
      let to = values[c + 1]! - 1;
      while (to > from && (t.isPunct(to, ",") || t.isPunct(to, ";"))) to--;
      let digits = false;
      for (let k = from; k <= to; k++) if (t.isNumber(k)) digits = true;
      // Numbers and dates need a digit; names have none ("Mwangi-Otieno, Wairimu").
      const numeric = kinds[c] === ID || kinds[c] === DATE;
      if (numeric !== digits && kinds[c] !== PLACE) continue;
      if (kinds[c] === NAME || kinds[c] === PROVIDER || kinds[c] === RELATIVE) {
        // Name words only, one at least that is no plain English word ("Seen" is a note, not a name).
        let named = false;
        let bad = false;
        for (let k = from; k <= to; k++) {
          if (!t.isWord(k) || t.length(k) < 2) continue;
          const cls = slotWordClass(context, k);
          if (cls === SLOT_NO) bad = true;
          else if (cls !== SLOT_PLAIN) named = true;
        }
        if (bad || !named) continue;
      }
      out.push(hit("table-column-value", type, t.start[from]!, t.end[to]!));
    }
    s = next;
  }
}

const RULES = defineRules({
  "table-column-value": {
    types: ["PATIENT_NAME", "DATE", "ID", "LOCATION", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "labelled",
    anchored: true,
    about: "a value under its label in a patient-detail table's header row (name, DOB, hospital no.)",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const columnTableRecogniser: RecogniserModule = {
  id: "column-table",
  family: "layout",
  wake: { on: LABEL_END | RECORD_CUE },
  rules: RULES,
  scan: findColumnTables,
};

const hit = ruleHit(RULES);
