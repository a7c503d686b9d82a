import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  CsvColumnError,
  type CsvColumnOptions,
  type CsvLayout,
  planColumns,
} from "../structured/csv/column-map.ts";
import { readCsvRows } from "../structured/csv/csv-rows.ts";
import { formatCsvRow } from "../structured/csv/format-csv-row.ts";
import { outputHeader, rowDocument } from "../structured/csv/row-document.ts";
import { usageError } from "./exit-codes.ts";
import { decodeAll, decodingStream, type InputEncoding, InputEncodingError } from "./input-encoding.ts";
import type { InputJob } from "./input-jobs.ts";
import { readJsonl } from "./jsonl-reader.ts";
import type { InputRecord } from "./note-record.ts";

/** What flows through the pipeline: a record of a job, output written as it is, or the end of a job. */
export type SourceItem =
  | { readonly kind: "record"; readonly job: InputJob; readonly record: InputRecord; readonly offset: number }
  | { readonly kind: "raw"; readonly job: InputJob; readonly text: string }
  | { readonly kind: "end"; readonly job: InputJob };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** An input its encoding cannot read ends the run with exit 2, naming the input and the place. */
function refused(job: InputJob, error: unknown): unknown {
  return error instanceof InputEncodingError ? usageError(`${job.name}: ${error.message}`) : error;
}

/**
 * Yields every record of every job in order, each job closed by an "end" item, with `offset`: the
 * input bytes up to the end of the record across all jobs (the progress bar's fraction). Stops
 * early when `signal` aborts.
 */
export async function* noteSource(
  jobs: readonly InputJob[],
  stdin: Readable,
  signal: AbortSignal,
  encoding: InputEncoding = "utf-8",
  csv?: CsvColumnOptions,
): AsyncGenerator<SourceItem> {
  let finishedBytes = 0;
  for (const job of jobs) {
    if (signal.aborted) return;
    if (job.format === "text") {
      const bytes = job.path === undefined ? await readAll(stdin) : await readFile(job.path);
      let text: string;
      try {
        text = decodeAll(bytes, encoding);
      } catch (error) {
        throw refused(job, error);
      }
      finishedBytes += job.bytes ?? bytes.length;
      yield { kind: "record", job, record: { line: 1, text }, offset: finishedBytes };
    } else if (job.format === "csv" || job.format === "tsv") {
      const stream: Readable =
        job.path === undefined ? stdin : createReadStream(job.path, { highWaterMark: 256 * 1024 });
      let offset = finishedBytes;
      const count = (chunk: Buffer) => {
        offset += chunk.length;
      };
      stream.on("data", count);
      const decoded = stream.pipe(decodingStream(encoding));
      stream.once("error", (error) => decoded.destroy(error));
      try {
        for await (const item of csvRecords(job, decoded, csv ?? { textColumns: [] })) {
          if (signal.aborted) return;
          if (item.kind === "record") yield { ...item, offset };
          else yield item;
        }
      } catch (error) {
        throw refused(job, error);
      } finally {
        stream.off("data", count);
        if (job.path !== undefined) stream.destroy();
        else stream.unpipe(decoded);
        decoded.destroy();
      }
      finishedBytes = job.bytes === undefined ? offset : finishedBytes + job.bytes;
    } else {
      const stream: Readable =
        job.path === undefined ? stdin : createReadStream(job.path, { highWaterMark: 256 * 1024 });
      const decoded = stream.pipe(decodingStream(encoding));
      // pipe() does not forward errors: a read error ends the decoded stream with it.
      stream.once("error", (error) => decoded.destroy(error));
      let offset = finishedBytes;
      try {
        for await (const record of readJsonl(decoded, signal, (bytes) => {
          offset += bytes;
        })) {
          if (signal.aborted) return;
          yield { kind: "record", job, record, offset };
        }
      } catch (error) {
        throw refused(job, error);
      } finally {
        if (job.path !== undefined) stream.destroy();
        else stream.unpipe(decoded);
        decoded.destroy();
      }
      finishedBytes = job.bytes === undefined ? offset : finishedBytes + job.bytes;
    }
    // An interrupted job never ends: its output must not be committed.
    if (signal.aborted) return;
    yield { kind: "end", job };
  }
}

/**
 * A CSV or TSV job's items: its header (typed by the column options; a header they do not cover
 * ends the run with exit 2) written as it is, then one record per row: the row's document, or a
 * bad record naming the row.
 */
async function* csvRecords(
  job: InputJob,
  decoded: Readable,
  options: CsvColumnOptions,
): AsyncGenerator<SourceItem | { kind: "record"; job: InputJob; record: InputRecord }> {
  const delimiter = job.format === "tsv" ? "\t" : ",";
  let layout: CsvLayout | undefined;
  let eol = "\r\n";
  for await (const item of readCsvRows(decoded, delimiter)) {
    if ("error" in item) {
      yield { kind: "record", job, record: { line: item.line, error: item.error, wholeFile: true } };
      return;
    }
    if (layout === undefined) {
      try {
        layout = planColumns(item.cells, options);
      } catch (error) {
        if (error instanceof CsvColumnError) throw usageError(`${job.name}: ${error.message}`);
        throw error;
      }
      eol = item.eol;
      yield { kind: "raw", job, text: formatCsvRow(outputHeader(layout), delimiter, eol) };
      continue;
    }
    const document = rowDocument(layout, item.cells);
    const record: InputRecord =
      "error" in document
        ? { line: item.line, error: `row ${item.row}: ${document.error}` }
        : {
            line: item.line,
            text: document.text,
            known_phi: document.knownPhi,
            ...(document.subjectId === undefined ? {} : { subject_id: document.subjectId }),
            ...(document.documentId === undefined ? {} : { document_id: document.documentId }),
            csv: { layout, cells: item.cells, document, delimiter, eol, row: item.row },
          };
    yield { kind: "record", job, record };
  }
  // An empty file has no header to keep: its output is empty.
}

/** Groups consecutive items into arrays of at most `size`. */
export async function* chunked<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of source) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
