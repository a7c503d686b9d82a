import { isValidDocumentId } from "../../service/document-id.ts";
import type { KnownValue } from "../../service/known-values.ts";
import type { CsvLayout } from "./column-map.ts";

/**
 * Between the parts of a row's document. A record separator (U+001E) between blank lines: no
 * recogniser reads across it, no token or surrogate holds it, and a cell that holds it is refused.
 */
export const PART_SEPARATOR = "\n\n\u001e\n\n";

/** One row as one document: its text columns and typed cells, so one receipt covers the record. */
export interface RowDocument {
  /** The non-empty text cells, then the typed cells, joined by PART_SEPARATOR. */
  readonly text: string;
  /** Column index of each part. */
  readonly parts: readonly number[];
  /** Each typed cell as a known value: found wherever the row's text writes it too. */
  readonly knownPhi: readonly KnownValue[];
  /** The header name of each knownPhi entry's column. */
  readonly knownColumns: readonly string[];
  readonly subjectId: string | undefined;
  readonly documentId: string | undefined;
}

/** A row that cannot be processed; the message names columns, never values. */
export interface RowProblem {
  readonly error: string;
}

export function rowDocument(layout: CsvLayout, cells: readonly string[]): RowDocument | RowProblem {
  if (cells.length !== layout.header.length) {
    return { error: `the row has ${cells.length} cells; the header has ${layout.header.length}` };
  }
  const parts: number[] = [];
  const values: string[] = [];
  const knownPhi: KnownValue[] = [];
  const knownColumns: string[] = [];
  // Text columns first: a token restores to the surface first seen in its document, and the note's
  // own writing ("3/4/2021") is what a re-identified note must read back as.
  const order = layout.roles.flatMap((role, i) => (role.kind === "text" ? [i] : []));
  layout.roles.forEach((role, i) => {
    if (role.kind === "phi") order.push(i);
  });
  for (const i of order) {
    const role = layout.roles[i]!;
    const cell = cells[i]!;
    if (role.kind !== "text" && role.kind !== "phi") continue;
    if (cell.trim() === "") continue;
    if (cell.includes("\u001e"))
      return { error: `column "${layout.header[i]}" holds a U+001E control character` };
    if (!cell.isWellFormed()) return { error: `column "${layout.header[i]}" is not valid Unicode` };
    if (role.kind === "phi") {
      if (cell.length > 256) return { error: `column "${layout.header[i]}" is longer than 256 characters` };
      knownPhi.push({ type: role.type, value: cell });
      knownColumns.push(layout.header[i]!);
    }
    parts.push(i);
    values.push(cell);
  }
  const subject = layout.subjectIndex === undefined ? "" : cells[layout.subjectIndex]!.trim();
  const id = layout.idIndex === undefined ? "" : cells[layout.idIndex]!;
  if (id !== "" && !isValidDocumentId(id)) {
    return {
      error: `column "${layout.header[layout.idIndex!]}" must be 1–128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-" (it names the row's document)`,
    };
  }
  return {
    text: values.join(PART_SEPARATOR),
    parts,
    knownPhi,
    knownColumns,
    subjectId: subject === "" ? undefined : subject,
    documentId: id === "" ? undefined : id,
  };
}

/**
 * The output row: each part replaced by its piece of the de-identified document, `keep` and `id`
 * cells as they were, `drop` columns left out. A finding that swallowed a separator would make the
 * pieces unknowable: the row is then refused rather than guessed.
 */
export function assembleRow(
  layout: CsvLayout,
  cells: readonly string[],
  document: RowDocument,
  output: string,
): string[] | RowProblem {
  const pieces = document.parts.length === 0 ? [] : output.split(PART_SEPARATOR);
  if (pieces.length !== document.parts.length) {
    return { error: "a finding crossed the boundary between two columns; the row was not written" };
  }
  const byColumn = new Map(document.parts.map((column, i) => [column, pieces[i]!]));
  const row: string[] = [];
  layout.roles.forEach((role, i) => {
    if (role.kind === "drop") return;
    // keep and id cells, and empty text or typed cells, are written as they were.
    row.push(byColumn.get(i) ?? cells[i]!);
  });
  return row;
}

/** The output header: the input's, less the dropped columns, in the same order. */
export function outputHeader(layout: CsvLayout): string[] {
  return layout.header.filter((_, i) => layout.roles[i]!.kind !== "drop");
}
