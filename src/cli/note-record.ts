import type { KnownValue } from "../service/known-values.ts";
import type { CsvLayout } from "../structured/csv/column-map.ts";
import type { RowDocument } from "../structured/csv/row-document.ts";

/** A CSV row: its cells and how its document maps back to them. */
export interface CsvRowSource {
  readonly layout: CsvLayout;
  readonly cells: readonly string[];
  readonly document: RowDocument;
  readonly delimiter: string;
  readonly eol: string;
  /** 1-based data row (the header is row 0). */
  readonly row: number;
}

/** One note read from the input: a whole text file, or one JSONL line. */
export interface NoteRecord {
  /** 1-based line number in a JSONL file; 1 for a whole-file note. */
  readonly line: number;
  readonly id?: string | number;
  readonly subject_id?: string;
  /** The document id to store the result under (reruns with the same id are idempotent). */
  readonly document_id?: string;
  /** The policy for this note, overriding `--policy`. */
  readonly policy?: string;
  /** The line's own `known_phi` (checked); never written to the output. */
  readonly known_phi?: readonly KnownValue[];
  readonly text: string;
  /** A CSV row: its typed cells must each be covered by their own value (else the row is refused). */
  readonly csv?: CsvRowSource;
}

/** A JSONL line that could not be read as a note; `error` never contains the line's text. */
export interface BadRecord {
  readonly line: number;
  readonly error: string;
  /** The file cannot be read past this point (malformed CSV): its output is not written. */
  readonly wholeFile?: boolean;
}

export type InputRecord = NoteRecord | BadRecord;

export const isBadRecord = (record: InputRecord): record is BadRecord => "error" in record;
