import type { KnownValue } from "../known-values/known-values.ts";

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
}

/** A JSONL line that could not be read as a note; `error` never contains the line's text. */
export interface BadRecord {
  readonly line: number;
  readonly error: string;
}

export type InputRecord = NoteRecord | BadRecord;

export const isBadRecord = (record: InputRecord): record is BadRecord => "error" in record;
