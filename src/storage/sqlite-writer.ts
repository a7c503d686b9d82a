import { Worker } from "node:worker_threads";
import { type SqlStatement, StorageUnavailableError } from "./database.ts";

/**
 * A writer thread for a SQLite file (decision 0011, round nine): a worker thread with a connection
 * of its own (`sqlite-writer-worker.ts`) commits write-only transactions given as data — the
 * statements of a de-identification that reads nothing — so the statements, the COMMIT's WAL writes
 * (two `pwrite`s a page) and its fsync leave the event loop. The main side posts one batch at a time
 * (a group commit: every transaction that arrived meanwhile) and hears once it is durable.
 *
 * The caller serialises this thread's batches with its own connection's write transactions (one
 * SQLite writer at a time, so neither connection ever waits in SQLite's busy handler) and awaits the
 * WAL's bound before posting (`wal-checkpointer.ts`).
 */
export interface SqliteWriter {
  /** True once the thread's connection is open, until the thread fails or closes. */
  readonly ready: boolean;
  /** True while a batch is posted and not answered (its transaction may be open). */
  readonly busy: boolean;
  /**
   * Commits the transactions in one group; resolves with each one's outcome once the COMMIT (and its
   * fsync) is done. Rejects with a StorageUnavailableError when the group could not commit or the
   * thread died with it posted (what it committed, if anything, is not known).
   */
  commit(transactions: readonly (readonly SqlStatement[])[]): Promise<WriterOutcome[]>;
  /** `PRAGMA wal_autocheckpoint` on the thread's connection (the checkpointer switches it off). */
  autocheckpoint(pages: number): void;
  close(): Promise<void>;
}

export type WriterOutcome = { readonly changes: number[] } | { readonly error: Error };

export interface SqliteWriterOptions {
  /**
   * Commits on the service's own connection before the thread starts (default 64): a short-lived
   * database (tests, CLI runs) never pays for a thread. 0 starts it at once.
   */
  readonly startAfterCommits?: number;
  /** The worker module (a test gives another); the one beside this file by default. */
  readonly workerUrl?: URL;
  /** Called once the thread's connection is open (tests wait for it). */
  readonly onReady?: () => void;
}

/** A thread's answer: one outcome per transaction, or the whole group's failure. */
export interface WriterReply {
  readonly id: number;
  readonly outcomes: ({ readonly changes: number[] } | { readonly error: WriterError })[];
  readonly failed?: WriterError;
}
export interface WriterError {
  readonly message: string;
  readonly code?: string;
  readonly errcode?: number;
  readonly errstr?: string;
}
export interface WriterBatch {
  readonly id: number;
  readonly transactions: readonly (readonly SqlStatement[])[];
}
export type WriterMessage = WriterBatch | { readonly autocheckpoint: number } | "close";

/** An Error like the one node:sqlite threw in the thread (message and codes; no stack from there). */
function rebuilt(error: WriterError): Error {
  const e = new Error(error.message) as Error & { code?: string; errcode?: number; errstr?: string };
  if (error.code !== undefined) e.code = error.code;
  if (error.errcode !== undefined) e.errcode = error.errcode;
  if (error.errstr !== undefined) e.errstr = error.errstr;
  return e;
}

export function createSqliteWriter(databasePath: string, options: SqliteWriterOptions = {}) {
  const workerUrl =
    options.workerUrl ??
    new URL(`./sqlite-writer-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
  let worker: Worker | undefined;
  let ready = false;
  let failed = false;
  let closing = false;
  let nextId = 1;
  let pages: number | undefined;
  let inFlight:
    | { id: number; resolve: (outcomes: WriterOutcome[]) => void; reject: (error: unknown) => void }
    | undefined;
  let exited: Promise<void> | undefined;

  const fail = (cause?: unknown) => {
    if (failed) return;
    failed = true;
    ready = false;
    const waiting = inFlight;
    inFlight = undefined;
    waiting?.reject(
      new StorageUnavailableError("the database's writer thread stopped", cause ? { cause } : undefined),
    );
    void worker?.terminate();
    worker = undefined;
  };
  const onMessage = (reply: WriterReply | { ready: true }) => {
    if ("ready" in reply) {
      if (closing) return;
      if (pages !== undefined) worker?.postMessage({ autocheckpoint: pages } satisfies WriterMessage);
      ready = true;
      options.onReady?.();
      return;
    }
    const waiting = inFlight;
    if (!waiting || waiting.id !== reply.id) return;
    inFlight = undefined;
    if (reply.failed) {
      waiting.reject(
        new StorageUnavailableError("the database could not commit a group of writes", {
          cause: rebuilt(reply.failed),
        }),
      );
      return;
    }
    waiting.resolve(reply.outcomes.map((o) => ("error" in o ? { error: rebuilt(o.error) } : o)));
  };
  const start = () => {
    const thread = new Worker(workerUrl, { workerData: { path: databasePath } });
    worker = thread;
    // Never keeps the process alive on its own; close() ends it.
    thread.unref();
    thread.on("message", onMessage);
    thread.on("error", fail);
    exited = new Promise<void>((resolve) =>
      thread.once("exit", () => {
        resolve();
        if (!closing) fail();
      }),
    );
  };

  const writer: SqliteWriter & { committedOnMain(count: number): void } = {
    get ready() {
      return ready;
    },
    get busy() {
      return inFlight !== undefined;
    },
    commit(transactions) {
      if (!ready || !worker || inFlight)
        return Promise.reject(new StorageUnavailableError("the database's writer thread is not ready"));
      const id = nextId++;
      const thread = worker;
      return new Promise<WriterOutcome[]>((resolve, reject) => {
        inFlight = { id, resolve, reject };
        // A batch in flight keeps the process alive until it is answered.
        thread.ref();
        thread.postMessage({ id, transactions } satisfies WriterMessage);
      }).finally(() => {
        if (!closing) thread.unref();
      });
    },
    autocheckpoint(value) {
      pages = value;
      if (ready) worker?.postMessage({ autocheckpoint: value } satisfies WriterMessage);
    },
    /** The service's connection committed `count` times so far: the thread starts after enough. */
    committedOnMain(count) {
      if (!worker && !failed && !closing && count >= (options.startAfterCommits ?? 64)) start();
    },
    async close() {
      closing = true;
      ready = false;
      const thread = worker;
      worker = undefined;
      if (!thread) return;
      // Awaited below: the thread must keep the process alive until it has closed its connection.
      thread.ref();
      thread.postMessage("close" satisfies WriterMessage);
      await exited;
    },
  };
  return writer;
}
