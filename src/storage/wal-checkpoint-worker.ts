import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

/**
 * The thread that checkpoints a SQLite database's WAL (`wal-checkpointer.ts`), on its own
 * connection, so the copy into the database file and its two fsyncs never run on the event loop.
 * Each "checkpoint" message runs one PASSIVE checkpoint (it never waits for, nor blocks, the
 * writer) and answers what it saw: frames in the WAL and frames copied. "close" closes the
 * connection (never the last one: the service's own is still open) and ends the thread.
 */
const port = parentPort;
if (!port) throw new Error("wal-checkpoint-worker runs as a worker thread");
const db = new DatabaseSync((workerData as { path: string }).path, { readBigInts: false });
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");

port.on("message", (message: unknown) => {
  if (message === "close") {
    db.close();
    port.close();
    return;
  }
  try {
    const row = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    port.postMessage({ ok: true, busy: row.busy, log: row.log, checkpointed: row.checkpointed });
  } catch {
    // SQLite's message may name the file, never data; the main side only needs to know it failed.
    port.postMessage({ ok: false });
  }
});
port.postMessage({ ready: true });
