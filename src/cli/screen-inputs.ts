import { open } from "node:fs/promises";
import { usageError } from "./exit-codes.ts";
import { type InputEncoding, invalidUtf8Message } from "./input-encoding.ts";
import type { InputJob } from "./input-jobs.ts";
import { Utf8Scanner } from "./utf8-scanner.ts";

/** Bytes looked at for a NUL, as git and grep do to call a file binary. */
const SNIFF_BYTES = 8000;
const CHUNK = 256 * 1024;

export interface ScreenedInputs {
  /** The jobs to run: every text file, in order. */
  readonly jobs: InputJob[];
  /** Files skipped as binary (a PDF, an image…): never read as notes, never written. */
  readonly binary: InputJob[];
}

const hasUtf16Bom = (head: Uint8Array) =>
  head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));

/**
 * Looks at every input file before any is processed: a file with a NUL byte in its first 8,000
 * bytes is binary and set aside (UTF-16 with a byte-order mark excepted, under `--encoding utf-16`);
 * under UTF-8 (the default) a file with an invalid byte refuses the whole run, naming the file, the
 * line and the byte offset, so nothing is written from a file that would lose characters. stdin
 * is checked as it is read instead.
 */
export async function screenInputs(
  jobs: readonly InputJob[],
  encoding: InputEncoding,
): Promise<ScreenedInputs> {
  const kept: InputJob[] = [];
  const binary: InputJob[] = [];
  for (const job of jobs) {
    if (job.path === undefined) {
      kept.push(job);
      continue;
    }
    const file = await open(job.path, "r");
    try {
      const buffer = Buffer.alloc(CHUNK);
      let scanner = encoding === "utf-8" ? new Utf8Scanner() : undefined;
      let first = true;
      for (;;) {
        const { bytesRead } = await file.read(buffer, 0, CHUNK, null);
        if (bytesRead === 0) break;
        const chunk = buffer.subarray(0, bytesRead);
        if (first) {
          first = false;
          const head = chunk.subarray(0, SNIFF_BYTES);
          if (head.includes(0) && !(encoding === "utf-16" && hasUtf16Bom(head))) {
            binary.push(job);
            scanner = undefined;
            break;
          }
          if (!scanner) break;
        }
        const bad = scanner!.push(chunk);
        if (bad) throw usageError(`${job.name}: ${invalidUtf8Message(bad.line, bad.byte)}`);
      }
      const bad = scanner?.end();
      if (bad) throw usageError(`${job.name}: ${invalidUtf8Message(bad.line, bad.byte)}`);
      if (!binary.includes(job)) kept.push(job);
    } finally {
      await file.close();
    }
  }
  return { jobs: kept, binary };
}
