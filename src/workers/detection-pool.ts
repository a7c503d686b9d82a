import { Piscina } from "piscina";
import type { LexiconData } from "../detection/index.ts";
import type { Span } from "../detection/span.ts";
import { DeidError } from "../errors.ts";
import type { PolicySpan } from "../policy/safe-harbor-ages.ts";
import type { PreparedDocument, PrepareJob } from "../service/prepare-document.ts";

export interface DetectionPool {
  detect(text: string): Promise<Span[]>;
  /** A large document's detection, known values and transform, in one task (`prepare-document.ts`). */
  prepare(job: PrepareJob): Promise<PreparedDocument>;
  /** A large text's `inspect` spans (detection and known values) in one task. */
  inspect(job: Omit<PrepareJob, "policy">): Promise<PolicySpan[]>;
  /** Tasks waiting for a worker (a metric and the load-shedding signal). */
  queueSize(): number;
  close(): Promise<void>;
}

/**
 * Detection off the event loop: `workers` threads, each with its own engine built from shared
 * lexicon data. When `maxQueue` tasks are already waiting the service sheds load (503). A worker
 * that dies during a task (killed, out of memory) fails that task alone with a 503 that names no
 * input, and the pool starts a new thread in its place; nothing else is lost.
 */
export function createDetectionPool(options: {
  workers: number;
  maxQueue: number;
  lexicons: LexiconData;
  /** The surrogate policy's date shift window, for large documents' planning. */
  dateShiftDays: number;
  /** The worker module; the one beside this file unless a test gives another. */
  filename?: string;
}): DetectionPool {
  const pool = new Piscina({
    // The worker beside this file: .ts when run from the sources, .js in the built package.
    filename:
      options.filename ??
      new URL(`./detection-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url).href,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
    workerData: { lexicons: options.lexicons, dateShiftDays: options.dateShiftDays },
  });
  let closing = false;
  async function run<T>(task: unknown, name: string | undefined): Promise<T> {
    try {
      return (await pool.run(task, name === undefined ? {} : { name })) as T;
    } catch (error) {
      if (pool.queueSize >= options.maxQueue) {
        throw new DeidError("unavailable", "the service is at capacity; retry shortly", {
          retryAfterSeconds: 1,
        });
      }
      // A thread that stopped (terminated, out of memory): its error says nothing of the text.
      if (!closing && isWorkerLoss(error)) {
        throw new DeidError("unavailable", "a worker thread stopped while processing the text; retry", {
          retryAfterSeconds: 1,
        });
      }
      throw error;
    }
  }
  return {
    detect: (text) => run<Span[]>(text, undefined),
    prepare: (job) => run<PreparedDocument>(job, "prepare"),
    inspect: (job) => run<PolicySpan[]>(job, "inspect"),
    queueSize: () => pool.queueSize,
    close() {
      closing = true;
      return pool.close();
    },
  };
}

/** Piscina's errors for a thread gone mid-task, and Node's for a worker out of memory. */
function isWorkerLoss(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === "ERR_WORKER_OUT_OF_MEMORY" ||
    (typeof e?.message === "string" &&
      /Terminating worker thread|worker .*(exited|terminated)/i.test(e.message))
  );
}
