import type { NoteRecord } from "./note-record.ts";

/** The service's de-identification result for one note. */
export interface DeidentifiedNote {
  readonly text: string;
  readonly document_id: string;
  readonly phi_found: number;
  readonly phi_types: Record<string, number>;
}

export interface InspectedNote {
  readonly entities: { type: string; text: string; start: number; end: number; confidence: number }[];
  readonly phi_count: number;
  readonly phi_types: Record<string, number>;
}

/** A note the service refused (too large, bad subject_id…); the message never holds note text. */
export interface NoteFailure {
  readonly error: string;
}

export type NoteOutcome<R> = R | NoteFailure;
export const isNoteFailure = <R extends object>(o: NoteOutcome<R>): o is NoteFailure => "error" in o;

export interface DeidentifyOptions {
  readonly policy: string | undefined;
  readonly subjectId: string | undefined;
}

/**
 * Where notes are processed: in this process with the library (local) or by a server (remote).
 * A run-wide failure (server unreachable, key refused) rejects; a problem with one note is a
 * NoteFailure in its slot. Results come back in the order of `notes`.
 */
export interface NoteProcessor {
  /** Notes per call (1 locally; a batch request remotely). */
  chunkSize(kind: "deidentify" | "inspect"): number;
  /** Calls in flight at once. */
  readonly window: number;
  deidentify(
    notes: readonly NoteRecord[],
    options: DeidentifyOptions,
  ): Promise<NoteOutcome<DeidentifiedNote>[]>;
  inspect(notes: readonly NoteRecord[]): Promise<NoteOutcome<InspectedNote>[]>;
  close(): Promise<void>;
}
