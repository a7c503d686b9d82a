import { Worker } from "node:worker_threads";

/**
 * SQLite's WAL checkpoints off the event loop (decision 0011). SQLite checkpoints by itself inside
 * the COMMIT that crosses 1000 WAL pages: the copy into the database file and two fsyncs, run
 * synchronously on the thread that commits — the event loop. Here a worker thread with its own
 * connection runs PASSIVE checkpoints (`wal-checkpoint-worker.ts`) a second after commits, and the
 * service's connection runs with `wal_autocheckpoint = 0` once that thread is ready.
 *
 * A PASSIVE checkpoint never blocks the writer, but the WAL restarts from its beginning only when a
 * write begins after a checkpoint that copied every frame; under continuous writes each checkpoint
 * ends behind the newest commit and the WAL would grow without end (checkpoint starvation). The
 * bound: once a checkpoint reports `restartFrames` frames or more, new writes wait (`writable()`,
 * a promise, never a blocked loop) until a checkpoint copies every frame — the background ones
 * have already copied most, so this one copies what came since — and the next write restarts the
 * WAL. If the thread fails or exits, SQLite's own checkpoints are switched back on.
 */
export interface WalCheckpointer {
  /** Records a COMMIT (or an autocommit write): a checkpoint follows after `intervalMs`. */
  committed(): void;
  /** A promise to wait for before writing while the WAL is over its bound; otherwise undefined. */
  writable(): Promise<void> | undefined;
  close(): Promise<void>;
}

export interface WalCheckpointerOptions {
  /**
   * Commits before the thread starts (default 64): a short-lived database keeps SQLite's own
   * checkpoints and never pays for a thread.
   */
  readonly startAfterCommits?: number;
  /** WAL frames at which writes wait for a complete checkpoint (default 4000: ~16 MB of 4 KiB pages). */
  readonly restartFrames?: number;
  /**
   * The delay between a commit and the background checkpoint that follows it (default 1 s): each
   * checkpoint costs two fsyncs (the WAL, then the database file), which compete on the disk with
   * the commits' own; SQLite's default made one per 1000 pages.
   */
  readonly intervalMs?: number;
  /** The worker module (a test gives another); the one beside this file by default. */
  readonly workerUrl?: URL;
}

interface Report {
  readonly ok?: boolean;
  readonly ready?: boolean;
  readonly busy?: number;
  readonly log?: number;
  readonly checkpointed?: number;
}

/** SQLite's default `wal_autocheckpoint`, restored when the thread is gone. */
const SQLITE_AUTOCHECKPOINT = 1000;

export function createWalCheckpointer(
  databasePath: string,
  /** Sets `PRAGMA wal_autocheckpoint` on the service's connection. */
  setAutocheckpoint: (pages: number) => void,
  /** Whether the service's connection has a transaction open. */
  inTransaction: () => boolean,
  options: WalCheckpointerOptions = {},
): WalCheckpointer {
  const startAfter = options.startAfterCommits ?? 64;
  const restartFrames = options.restartFrames ?? 4000;
  const intervalMs = options.intervalMs ?? 1000;
  const workerUrl =
    options.workerUrl ??
    new URL(`./wal-checkpoint-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
  let commits = 0;
  /** `commits` when the running checkpoint was asked for. */
  let requestedAt = 0;
  let worker: Worker | undefined;
  let active = false;
  let failed = false;
  let closing = false;
  let running = false;
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  let gate: { promise: Promise<void>; release: () => void } | undefined;
  let exited: Promise<void> | undefined;

  const release = () => {
    gate?.release();
    gate = undefined;
  };
  const request = () => {
    timer = undefined;
    if (!active || running || !worker) return;
    dirty = false;
    running = true;
    requestedAt = commits;
    worker.postMessage("checkpoint");
  };
  const schedule = () => {
    if (!active || running || timer || !dirty) return;
    timer = setTimeout(request, intervalMs);
    timer.unref();
  };
  /** The thread is gone or failing: SQLite checkpoints inside COMMIT again, and no write waits. */
  const fallBack = () => {
    if (failed) return;
    failed = true;
    active = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!closing) setAutocheckpoint(SQLITE_AUTOCHECKPOINT);
    release();
    void worker?.terminate();
    worker = undefined;
  };
  const onReport = (report: Report) => {
    if (report.ready) {
      if (closing) return;
      setAutocheckpoint(0);
      active = true;
      schedule();
      return;
    }
    running = false;
    if (!report.ok) return fallBack();
    if ((report.log ?? 0) < restartFrames) {
      release();
      schedule();
      return;
    }
    // Over the bound. The WAL restarts at the next write that begins after a checkpoint copied every
    // frame. A report is complete as of the checkpoint's start: a commit since it was asked for, or
    // a transaction open now, may have appended frames it did not copy. So writes wait until a
    // checkpoint copies every frame with no commit meanwhile; the next write restarts the WAL.
    const complete =
      report.busy === 0 &&
      (report.checkpointed ?? 0) >= (report.log ?? 0) &&
      commits === requestedAt &&
      !inTransaction();
    if (complete) {
      release();
      schedule();
      return;
    }
    if (!gate) {
      let resolve!: () => void;
      gate = { promise: new Promise<void>((r) => (resolve = r)), release: () => resolve() };
    }
    setImmediate(request);
  };
  const start = () => {
    const thread = new Worker(workerUrl, { workerData: { path: databasePath } });
    worker = thread;
    // Never keeps the process alive; close() ends it.
    thread.unref();
    thread.on("message", onReport);
    thread.on("error", fallBack);
    exited = new Promise<void>((resolve) =>
      thread.once("exit", () => {
        resolve();
        if (!closing) fallBack();
      }),
    );
  };

  return {
    committed() {
      commits++;
      dirty = true;
      if (!worker && !failed && !closing && commits >= startAfter) start();
      else schedule();
    },
    writable: () => gate?.promise,
    async close() {
      closing = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      release();
      const thread = worker;
      worker = undefined;
      active = false;
      // Awaited below: the thread must keep the process alive until it has closed its connection.
      thread?.ref();
      thread?.postMessage("close");
      await exited;
    },
  };
}
