import type { ScanContext } from "../recogniser.ts";

/**
 * A table whose header names no person column: "Bed | Age/Sex | Issues | Plan", "Drug | Dose |
 * Route | Indication", "Test | Result | Range | Units". A bed state kept without identifiers, a
 * formulary's table or a lab's reference table heads its columns with what they hold; a list of
 * people has a column for them ("Name", "Patient", "Pt", "Surname", "Nurse", "Consultant",
 * "Contact"…). Under a header with no such column, a word read as a name by a rule no anchor made
 * (a brand "Jamieson", a classification "Weber B", a device "Hydroxyzine Apotex") is what the
 * column holds, not a person; a name after a title, a role or a relative word is kept ("d/w Dr
 * Tan"), and so is every candidate of a table whose header names a person column.
 *
 * The candidate's line and the lines above it hold bars ("|") without a break; the first of them
 * is the header: at least three cells, no digit. Reads at most MAX_TOKENS tokens back.
 */
const PERSON_COLUMNS: ReadonlySet<string> = new Set(
  `name names patient patients pt pts surname surnames forename forenames given first last initials
  client clients resident residents person people who whom staff nurse nurses doctor doctors dr
  consultant consultants cons clinician clinicians provider providers team gp gps contact contacts
  nok kin carer carers owner owners lead leads by signed signature sign author referrer family
  parent parents mother father attending registrar reg sho physician physicians surgeon surgeons
  worker workers officer officers manager managers allocated assigned responsible id mrn nhi urn
  uhid nric hospital ward caller relative relatives spouse child student students visitor
  visitors member members holder`.split(/\s+/),
);
const MAX_TOKENS = 600;
const MIN_CELLS = 3;

type Tokens = ScanContext["tokens"];

/** The token opening the line of token `k`, or -1 past `floor`. */
function lineStart(t: Tokens, k: number, floor: number): number {
  let m = k;
  while (m > floor && !t.startsLine(m)) m--;
  return t.startsLine(m) || m === 0 ? m : -1;
}

/** The line opening at `m` holds a bar before the next line. */
function lineHasBar(t: Tokens, m: number): boolean {
  for (let k = m; k < t.count && (k === m || !t.startsLine(k)); k++) if (t.isPunct(k, "|")) return true;
  return false;
}

/**
 * The line opening at `m` is a header naming no person: at least three cells between bars, no
 * digit, no word of a person column. Returns true for such a header, false otherwise.
 */
function isUnnamedHeader(t: Tokens, m: number): boolean {
  let cells = 0;
  let words = 0;
  for (let k = m; k < t.count && (k === m || !t.startsLine(k)); k++) {
    if (t.isNumber(k)) return false;
    if (t.isPunct(k, "|")) {
      if (words > 0) cells++;
      words = 0;
    } else if (t.isWord(k)) {
      if (PERSON_COLUMNS.has(t.lower(k))) return false;
      words++;
    }
  }
  if (words > 0) cells++;
  return cells >= MIN_CELLS;
}

/** Tokens `first`..`last` stand in a body row of a table whose header names no person (above). */
export function inUnnamedTable(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  const floor = Math.max(0, first - MAX_TOKENS);
  const row = lineStart(t, first, floor);
  if (row <= 0 || !lineHasBar(t, row)) return false;
  // The candidate stays on its row.
  for (let k = first + 1; k <= last; k++) if (t.startsLine(k)) return false;
  // Up the table's lines to its first: each holds a bar.
  let top = row;
  for (;;) {
    const above = lineStart(t, top - 1, floor);
    if (above === -1 || !lineHasBar(t, above)) break;
    top = above;
    if (top === 0) break;
  }
  return top < row && isUnnamedHeader(t, top);
}
