import { once } from "node:events";
import type { Writable } from "node:stream";
import { type AtomicOutput, openAtomicOutput } from "./atomic-output.ts";
import type { InputJob } from "./input-jobs.ts";

/**
 * Writes each job's output: to stdout, or to a temporary file renamed into place when the job
 * ends. `abort()` deletes whatever is unfinished, so a stopped run leaves no complete-looking file.
 */
export class OutputWriter {
  readonly #stdout: Writable;
  #job: InputJob | undefined;
  #file: AtomicOutput | undefined;

  constructor(stdout: Writable) {
    this.#stdout = stdout;
  }

  async write(job: InputJob, chunk: string): Promise<void> {
    if (this.#job !== job) await this.#open(job);
    const stream = this.#file?.stream ?? this.#stdout;
    if (!stream.write(chunk)) await once(stream, "drain");
  }

  /** The job ended: commit its file (an empty one when it produced no output). */
  async end(job: InputJob): Promise<void> {
    if (this.#job !== job) await this.#open(job);
    const file = this.#file;
    this.#job = undefined;
    this.#file = undefined;
    await file?.commit();
  }

  /** Drops the job's output (a skipped text file). */
  async discard(job: InputJob): Promise<void> {
    if (this.#job !== job) return;
    const file = this.#file;
    this.#job = undefined;
    this.#file = undefined;
    await file?.abort();
  }

  async abort(): Promise<void> {
    const file = this.#file;
    this.#job = undefined;
    this.#file = undefined;
    await file?.abort();
  }

  async #open(job: InputJob): Promise<void> {
    await this.abort();
    this.#job = job;
    this.#file = job.target === undefined ? undefined : await openAtomicOutput(job.target);
  }
}
