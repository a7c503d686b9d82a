import { Piscina } from "piscina";
import type { LexiconData } from "../detection/index.ts";
import type { Span } from "../detection/span.ts";
import { DeidError } from "../errors.ts";
import type { PolicySpan } from "../policy/safe-harbor-ages.ts";
import type { StrayJob } from "../pseudonymise/stray-job.ts";
import type { PreparedDocument, PrepareJob } from "../service/prepare-document.ts";
import type { WarmUpReport } from "./warm-engine.ts";
import { isWarmUpMessage, WARM_UP_MESSAGE } from "./warm-up-message.ts";

/** The start-up warm-up of a pool's workers (`warmedUp`). */
export interface PoolWarmUp {
  /** Each initial worker's report, in the order they finished (empty when the warm-up is off). */
  readonly workers: readonly (WarmUpReport & { readonly failed?: true })[];
  /** Wall time from the pool's creation until the last initial worker was warm. */
  readonly wallMs: number;
  /** False when the wait gave up before every worker reported (`warmedUp`). */
  readonly complete: boolean;
}

export interface DetectionPool {
  detect(text: string): Promise<Span[]>;
  /**
   * A document's detection, known values and transform (`prepare-document.ts`): a large one in a
   * task of its own; an `ordinary` job (a small note whose job posts no matcher) batched with other
   * notes as `detect` is.
   */
  prepare(job: PrepareJob): Promise<PreparedDocument>;
  /** A large text's `inspect` spans (detection and known values) in one task. */
  inspect(job: Omit<PrepareJob, "policy">): Promise<PolicySpan[]>;
  /** A large output's stray-surrogate check: the folded surrogates found where they were not put. */
  stray(job: StrayJob): Promise<string[]>;
  /**
   * Resolves once every initial worker has warmed its engine (`warmUpMs`), at once when the
   * warm-up is off. Tasks sent before then wait for a warm worker; the service listens only after
   * it. Never rejects: a wait beyond every worker's wall-time cap resolves with `complete: false`.
   */
  warmedUp(): Promise<PoolWarmUp>;
  /** Tasks waiting for a worker (a metric and the load-shedding signal). */
  queueSize(): number;
  close(): Promise<void>;
}

/**
 * Detection off the event loop: `workers` threads, each with its own engine built from shared
 * lexicon data. When `maxQueue` notes (or large tasks) are already waiting the service sheds load
 * (503). A worker that dies during a task (killed, out of memory) fails that task alone — a batch
 * of ordinary notes, or one large document — with a 503 that names no input, and the pool starts a
 * new thread in its place; nothing else is lost.
 */
export function createDetectionPool(options: {
  workers: number;
  maxQueue: number;
  lexicons: LexiconData;
  /** The surrogate policy's date shift window, for large documents' planning. */
  dateShiftDays: number;
  /** The worker module; the one beside this file unless a test gives another. */
  filename?: string;
  /**
   * CPU ms each worker spends on invented notes before it takes work (`warm-engine.ts`); 0 or
   * absent: none (the CLI, the library and the tests).
   */
  warmUpMs?: number;
}): DetectionPool {
  const started = performance.now();
  const warmUpMs = options.warmUpMs ?? 0;
  const pool = new Piscina({
    // The worker beside this file: .ts when run from the sources, .js in the built package.
    filename:
      options.filename ??
      new URL(`./detection-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url).href,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
    // Piscina's run and wait time histograms: nothing reads them (two clock reads and records a task).
    recordTiming: false,
    workerData: { lexicons: options.lexicons, dateShiftDays: options.dateShiftDays, warmUpMs },
  });
  const minBatch = Math.min(MIN_BATCH, options.maxQueue);
  const warmed = warmUpMs > 0 ? watchWarmUp(pool, options.workers, warmUpMs, started) : undefined;
  let closing = false;
  async function run<T>(task: unknown, name: string | undefined): Promise<T> {
    try {
      return (await pool.run(task, name === undefined ? {} : { name })) as T;
    } catch (error) {
      if (pool.queueSize >= options.maxQueue) throw atCapacity();
      // A thread that stopped (terminated, out of memory): its error says nothing of the text.
      if (!closing && isWorkerLoss(error)) {
        throw new DeidError("unavailable", "a worker thread stopped while processing the text; retry", {
          retryAfterSeconds: 1,
        });
      }
      throw error;
    }
  }

  // Ordinary notes are detected in batches: while every worker has a task, texts wait here, and
  // when one finishes, its share of those waiting goes to it as one task (one message each way for up to
  // MAX_BATCH notes instead of one per note: messaging was ~12 % of the event loop). A large
  // document's task counts as a worker's task too, so no batch queues behind it in piscina.
  // A batch item is a text to detect or an ordinary note's whole preparation (`BatchItem`).
  const waiting: { item: BatchItem; resolve: (result: never) => void; reject: (error: unknown) => void }[] =
    [];
  let busy = 0;
  let scheduled = false;
  // While another worker is busy, a few notes wait for more (up to HOLD_MS): under load each
  // message then carries several notes, and their results arrive together, so their transactions
  // share one group commit. With no worker busy a note goes at once (no wait when idle).
  let hold: NodeJS.Timeout | undefined;
  let held = false;
  const release = () => {
    hold = undefined;
    held = true;
    flush();
  };
  const flush = () => {
    scheduled = false;
    while (busy < options.workers && waiting.length > 0) {
      if (busy > 0 && waiting.length < minBatch && !held) {
        hold ??= setTimeout(release, HOLD_MS);
        return;
      }
      held = false;
      if (hold) {
        clearTimeout(hold);
        hold = undefined;
      }
      // A share for each free worker, not all for the first one: the others take theirs at once.
      const free = options.workers - busy;
      const batch = waiting.splice(0, Math.min(MAX_BATCH, Math.ceil(waiting.length / free)));
      const items = batch.map((w) => w.item);
      // The worker answers JSON text (`detection-worker.ts`): each item's spans or prepared document.
      void occupy(() => run<string>(items, undefined)).then(
        (json) => {
          const results = JSON.parse(json) as never[];
          for (const [i, w] of batch.entries()) w.resolve(results[i]!);
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      );
    }
  };
  /** Runs a task counted as one worker busy; what waits is flushed when it ends. */
  async function occupy<T>(task: () => Promise<T>): Promise<T> {
    busy++;
    try {
      return await task();
    } finally {
      busy--;
      flush();
    }
  }
  function batched<T>(item: BatchItem): Promise<T> {
    if (waiting.length >= options.maxQueue) return Promise.reject(atCapacity());
    return new Promise<T>((resolve, reject) => {
      waiting.push({ item, resolve: resolve as (result: never) => void, reject });
      // setImmediate, not a microtask: texts that arrive in this turn of the event loop go together.
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  }
  return {
    detect: (text) => batched<Span[]>(text),
    prepare: async (job) =>
      job.ordinary === true
        ? batched<PreparedDocument>(job)
        : (JSON.parse(await occupy(() => run<string>(job, "prepare"))) as PreparedDocument),
    inspect: async (job) => JSON.parse(await occupy(() => run<string>(job, "inspect"))) as PolicySpan[],
    stray: (job) => occupy(() => run<string[]>(job, "stray")),
    warmedUp: () => warmed ?? Promise.resolve({ workers: [], wallMs: 0, complete: true }),
    queueSize: () => waiting.length + pool.queueSize,
    close() {
      closing = true;
      if (hold) clearTimeout(hold);
      return pool.close();
    },
  };
}

/**
 * Collects the warm-up reports of the first `workers` threads. A thread's warm-up is capped at three
 * times the budget of wall time (`warm-engine.ts`); building the engine and loading the module
 * come before it, so the wait gives up at three times the budget plus a minute, and the service
 * then starts with the workers it has rather than never.
 */
function watchWarmUp(pool: Piscina, workers: number, warmUpMs: number, started: number): Promise<PoolWarmUp> {
  return new Promise((resolve) => {
    const reports: PoolWarmUp["workers"][number][] = [];
    const finish = (complete: boolean) => {
      pool.off("message", onMessage);
      clearTimeout(timer);
      resolve({ workers: reports, wallMs: performance.now() - started, complete });
    };
    const onMessage = (message: unknown) => {
      if (!isWarmUpMessage(message)) return;
      reports.push(message[WARM_UP_MESSAGE]);
      if (reports.length >= workers) finish(true);
    };
    pool.on("message", onMessage);
    const timer = setTimeout(() => finish(false), 3 * warmUpMs + 60_000);
    timer.unref();
  });
}

/**
 * What a batch carries for one note: its text (detection only), or an ordinary note's whole
 * preparation (`PrepareJob` with `ordinary`), which saves the event loop the known-value and
 * transform stages when no matcher need be posted with the note.
 */
export type BatchItem = string | PrepareJob;

/** The most notes one detection task carries. */
const MAX_BATCH = 16;
/** Fewer notes than this wait for more while another worker is busy… */
const MIN_BATCH = 4;
/** …for at most this long (ms). */
const HOLD_MS = 2;

const atCapacity = () =>
  new DeidError("unavailable", "the service is at capacity; retry shortly", { retryAfterSeconds: 1 });

/** Piscina's errors for a thread gone mid-task, and Node's for a worker out of memory. */
function isWorkerLoss(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === "ERR_WORKER_OUT_OF_MEMORY" ||
    (typeof e?.message === "string" &&
      /Terminating worker thread|worker .*(exited|terminated)/i.test(e.message))
  );
}
