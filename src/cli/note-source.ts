import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { InputJob } from "./input-jobs.ts";
import { readJsonl } from "./jsonl-reader.ts";
import type { InputRecord } from "./note-record.ts";

/** What flows through the pipeline: a record of a job, or the end of a job. */
export type SourceItem =
  | { readonly kind: "record"; readonly job: InputJob; readonly record: InputRecord; readonly offset: number }
  | { readonly kind: "end"; readonly job: InputJob };

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
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
): AsyncGenerator<SourceItem> {
  let finishedBytes = 0;
  for (const job of jobs) {
    if (signal.aborted) return;
    if (job.format === "text") {
      const text = job.path === undefined ? await readAll(stdin) : await readFile(job.path, "utf8");
      finishedBytes += job.bytes ?? Buffer.byteLength(text);
      yield { kind: "record", job, record: { line: 1, text }, offset: finishedBytes };
    } else {
      const stream: Readable =
        job.path === undefined ? stdin : createReadStream(job.path, { highWaterMark: 256 * 1024 });
      let offset = finishedBytes;
      try {
        for await (const record of readJsonl(stream, signal, (bytes) => {
          offset += bytes;
        })) {
          if (signal.aborted) return;
          yield { kind: "record", job, record, offset };
        }
      } finally {
        if (job.path !== undefined) stream.destroy();
      }
      finishedBytes = job.bytes === undefined ? offset : finishedBytes + job.bytes;
    }
    // An interrupted job never ends: its output must not be committed.
    if (signal.aborted) return;
    yield { kind: "end", job };
  }
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
