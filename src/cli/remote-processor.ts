import type { KnownValue } from "../known-values/known-values.ts";
import { CliError } from "./exit-codes.ts";
import type {
  DeidentifiedNote,
  DeidentifyOptions,
  InspectedNote,
  NoteOutcome,
  NoteProcessor,
} from "./note-processor.ts";
import type { NoteRecord } from "./note-record.ts";
import { errorMessage, type RemoteClient } from "./remote-client.ts";

interface BatchItemResult {
  readonly index: number;
  readonly error?: { code?: string; message?: string };
}

/**
 * Processes notes through a server: de-identification in batch requests of `batchSize` notes
 * (split in halves when the server says the batch is too large), inspection one note per request;
 * `concurrency` requests in flight.
 */
export function createRemoteProcessor(
  client: RemoteClient,
  concurrency: number,
  batchSize: number,
  knownPhi: readonly KnownValue[] = [],
): NoteProcessor {
  async function deidentifyBatch(
    notes: readonly NoteRecord[],
    options: DeidentifyOptions,
  ): Promise<NoteOutcome<DeidentifiedNote>[]> {
    const texts = notes.map((note) => {
      const subjectId = note.subject_id ?? options.subjectId;
      const policy = note.policy ?? options.policy;
      return {
        text: note.text,
        ...(policy === undefined ? {} : { policy }),
        ...(subjectId === undefined ? {} : { subject_id: subjectId }),
        ...(note.document_id === undefined ? {} : { document_id: note.document_id }),
        ...(note.known_phi === undefined ? {} : { known_phi: note.known_phi }),
      };
    });
    // The --known-phi file's values go once, as the batch's own list.
    const response = await client.request("POST", "api/v1/batch/deidentify", {
      texts,
      ...(knownPhi.length === 0 ? {} : { known_phi: knownPhi }),
    });
    if (response.status === 413 && notes.length > 1) {
      const half = Math.ceil(notes.length / 2);
      return [
        ...(await deidentifyBatch(notes.slice(0, half), options)),
        ...(await deidentifyBatch(notes.slice(half), options)),
      ];
    }
    if (response.status === 413 || (response.status === 400 && notes.length === 1)) {
      return [{ error: errorMessage(response) }];
    }
    if (response.status !== 200)
      throw new CliError(`batch de-identification failed (${errorMessage(response)})`);
    const results = (response.body as { results?: (DeidentifiedNote & BatchItemResult)[] }).results;
    if (!Array.isArray(results) || results.length !== notes.length) {
      throw new CliError("the server's batch response does not match the request");
    }
    const ordered = [...results].sort((a, b) => a.index - b.index);
    return ordered.map((item) => {
      if (item.error) return { error: `${item.error.code ?? "error"}: ${item.error.message ?? "rejected"}` };
      const {
        index: _index,
        processing_time_ms: _time,
        ...rest
      } = item as DeidentifiedNote & BatchItemResult & { processing_time_ms?: number };
      return rest;
    });
  }

  async function inspectOne(note: NoteRecord): Promise<NoteOutcome<InspectedNote>> {
    const known = [...knownPhi, ...(note.known_phi ?? [])];
    const response = await client.request("POST", "api/v1/inspect", {
      text: note.text,
      ...(known.length === 0 ? {} : { known_phi: known }),
    });
    if (response.status === 200) return response.body as InspectedNote;
    if (response.status === 400 || response.status === 413) return { error: errorMessage(response) };
    throw new CliError(`inspection failed (${errorMessage(response)})`);
  }

  return {
    chunkSize: (kind) => (kind === "deidentify" ? batchSize : 1),
    window: concurrency,
    deidentify: deidentifyBatch,
    inspect: (notes) => Promise.all(notes.map(inspectOne)),
    close: async () => {},
  };
}
