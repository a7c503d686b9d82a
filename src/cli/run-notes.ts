import type { Readable, Writable } from "node:stream";
import type { CsvColumnOptions } from "../structured/csv/column-map.ts";
import { formatCsvRow } from "../structured/csv/format-csv-row.ts";
import { assembleRow } from "../structured/csv/row-document.ts";
import { CliError, EXIT } from "./exit-codes.ts";
import type { InputEncoding } from "./input-encoding.ts";
import type { InputJob, OutputKind } from "./input-jobs.ts";
import type { DeidentifyOptions, NoteProcessor } from "./note-processor.ts";
import { isBadRecord, type NoteRecord } from "./note-record.ts";
import { chunked, noteSource, type SourceItem } from "./note-source.ts";
import { orderedMap } from "./ordered-map.ts";
import { OutputWriter } from "./output-writer.ts";
import type { ProgressBar } from "./progress-bar.ts";

export interface RunNotesOptions {
  readonly kind: OutputKind;
  /** Text inputs: print the JSON response instead of the de-identified text. */
  readonly json: boolean;
  readonly onError: "skip" | "stop";
  readonly deidentify: DeidentifyOptions;
  /** How input bytes are read (`--encoding`; UTF-8, checked, by default). */
  readonly encoding?: InputEncoding;
  /** How CSV and TSV columns are typed (`--text-column`, `--column`…). */
  readonly csv?: CsvColumnOptions;
}

export interface RunNotesIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly signal: AbortSignal;
  readonly progress: ProgressBar;
}

export interface RunNotesSummary {
  readonly notes: number;
  readonly failed: number;
  readonly files: number;
  readonly elapsedMs: number;
}

const interrupted = () => new CliError("interrupted; no output file was left behind", EXIT.interrupted);

type Result = { readonly item: SourceItem; readonly outcome?: object };

function where(job: InputJob, line: number): string {
  return job.format === "text" ? job.name : `${job.name}:${line}`;
}

/** A CSV row's output line, or why the row cannot be written; undefined for other records. */
function csvOutput(record: NoteRecord, outcome: object): string | { error: string } | undefined {
  const csv = record.csv;
  if (csv === undefined || "error" in outcome) return undefined;
  const row = assembleRow(csv.layout, csv.cells, csv.document, (outcome as { text: string }).text);
  if ("error" in row) return { error: `row ${csv.row}: ${row.error}` };
  return formatCsvRow(row, csv.delimiter, csv.eol);
}

/**
 * The streaming pipeline behind `deidentify` and `inspect`: inputs are read a record at a time,
 * processed `processor.window` calls at a time, and written in input order. Memory is bounded by
 * the window whatever the input size. A bad record is reported on stderr with its line and either
 * written as `{line, error}` (skip) or ends the run with no output file left (stop).
 */
export async function runNotes(
  jobs: readonly InputJob[],
  processor: NoteProcessor,
  options: RunNotesOptions,
  io: RunNotesIo,
): Promise<RunNotesSummary> {
  const started = performance.now();
  const totalBytes = jobs.every((j) => j.bytes !== undefined)
    ? jobs.reduce((sum, j) => sum + (j.bytes ?? 0), 0)
    : undefined;
  let notes = 0;
  let failed = 0;
  let files = 0;
  const fraction = (offset: number) =>
    totalBytes === undefined ? undefined : totalBytes === 0 ? 1 : Math.min(1, offset / totalBytes);
  const source = noteSource(jobs, io.stdin, io.signal, options.encoding, options.csv);

  const processChunk = async (items: SourceItem[]): Promise<Result[]> => {
    const notesIn = items.flatMap((item) =>
      item.kind === "record" && !isBadRecord(item.record) ? [item.record as NoteRecord] : [],
    );
    const outcomes =
      notesIn.length === 0
        ? []
        : options.kind === "deidentify"
          ? await processor.deidentify(notesIn, options.deidentify)
          : await processor.inspect(notesIn);
    let next = 0;
    return items.map((item) => {
      if (item.kind !== "record") return { item };
      if (isBadRecord(item.record)) return { item, outcome: { error: item.record.error } };
      return { item, outcome: outcomes[next++]! };
    });
  };

  const writer = new OutputWriter(io.stdout);
  let failedText: InputJob | undefined;
  try {
    const chunks = chunked(source, processor.chunkSize(options.kind));
    for await (const results of orderedMap(chunks, processor.window, processChunk)) {
      for (const { item, outcome } of results) {
        const job = item.job;
        if (item.kind === "raw") {
          await writer.write(job, item.text);
          continue;
        }
        if (item.kind === "end") {
          if (io.signal.aborted) throw interrupted();
          if (failedText === job) await writer.discard(job);
          else await writer.end(job);
          files++;
          continue;
        }
        const record = item.record;
        const csvRow = isBadRecord(record) ? undefined : csvOutput(record, outcome!);
        const refusal = outcome && "error" in outcome ? String(outcome.error) : undefined;
        const row = isBadRecord(record) ? undefined : record.csv?.row;
        const error =
          refusal !== undefined
            ? row === undefined || refusal.startsWith("row ")
              ? refusal
              : `row ${row}: ${refusal}`
            : csvRow !== undefined && typeof csvRow !== "string"
              ? csvRow.error
              : undefined;
        if (error !== undefined) {
          failed++;
          if (options.onError === "stop") {
            throw new CliError(
              `${where(job, record.line)}: ${error} (stopped; --on-error skip goes on past bad records)`,
              EXIT.stopped,
            );
          }
          io.progress.log(`${where(job, record.line)}: ${error} (skipped)\n`);
          if (job.format === "jsonl") {
            const id = isBadRecord(record) || record.id === undefined ? {} : { id: record.id };
            await writer.write(job, `${JSON.stringify({ line: record.line, ...id, error })}\n`);
          } else if (job.format === "text" || (isBadRecord(record) && record.wholeFile === true)) {
            // A CSV row that failed is left out of the output; a file that cannot be read is not written.
            failedText = job;
          }
        } else {
          notes++;
          await writer.write(
            job,
            typeof csvRow === "string" ? csvRow : formatOutcome(job, record as NoteRecord, outcome!, options),
          );
        }
        io.progress.update(notes + failed, fraction(item.offset), failed);
      }
    }
    if (io.signal.aborted) throw interrupted();
  } catch (error) {
    await writer.abort();
    if (io.signal.aborted && !(error instanceof CliError && error.exitCode === EXIT.stopped)) {
      throw interrupted();
    }
    throw error;
  } finally {
    io.progress.finish();
  }
  return { notes, failed, files, elapsedMs: performance.now() - started };
}

function formatOutcome(job: InputJob, record: NoteRecord, outcome: object, options: RunNotesOptions): string {
  if (job.format === "text") {
    if (options.kind === "deidentify" && !options.json) return (outcome as { text: string }).text;
    return `${JSON.stringify(outcome, null, 2)}\n`;
  }
  const head = {
    ...(record.id === undefined ? {} : { id: record.id }),
    ...(record.subject_id === undefined ? {} : { subject_id: record.subject_id }),
  };
  if (options.kind === "deidentify") {
    const { document_id, text, phi_found, phi_types } = outcome as Record<string, unknown>;
    return `${JSON.stringify({ ...head, document_id, text, phi_found, phi_types })}\n`;
  }
  const { entities, phi_count, phi_types } = outcome as Record<string, unknown>;
  return `${JSON.stringify({ ...head, entities, phi_count, phi_types })}\n`;
}
