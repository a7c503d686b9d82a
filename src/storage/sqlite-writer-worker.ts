import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import type { WriterBatch, WriterError, WriterMessage, WriterReply } from "./sqlite-writer.ts";

/**
 * The thread that commits write-only transactions to a SQLite file on a connection of its own
 * (`sqlite-writer.ts`), so their statements, the COMMIT's WAL writes and its fsync never run on the
 * event loop. `synchronous = FULL`: SQLite syncs the WAL inside COMMIT before it makes the commit
 * visible to any other connection, so what the service's connection can read of these commits is
 * already on disk, and the reply that acknowledges a batch comes after that fsync.
 *
 * A batch is one group: `BEGIN IMMEDIATE`, each transaction in its own SAVEPOINT (a failing one
 * rolls back alone and is answered with its error), `COMMIT`. Errors carry SQLite's message and
 * codes only (they may name a table or constraint, never a value).
 */
const port = parentPort;
if (!port) throw new Error("sqlite-writer-worker runs as a worker thread");
const db = new DatabaseSync((workerData as { path: string }).path, { readBigInts: false });
db.exec("PRAGMA synchronous = FULL");
db.exec("PRAGMA foreign_keys = ON");
db.exec("PRAGMA busy_timeout = 5000");
db.exec("PRAGMA temp_store = MEMORY");

const statements = new Map<string, StatementSync>();
const prepare = (sql: string): StatementSync => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
};
const begin = db.prepare("BEGIN IMMEDIATE");
const savepoint = db.prepare("SAVEPOINT tx");
const release = db.prepare("RELEASE tx");
const rollbackTo = db.prepare("ROLLBACK TO tx");
const commit = db.prepare("COMMIT");

function errorOf(error: unknown): WriterError {
  const e = error as { message?: unknown; code?: unknown; errcode?: unknown; errstr?: unknown };
  return {
    message: typeof e?.message === "string" ? e.message : "SQLite write failed",
    ...(typeof e?.code === "string" ? { code: e.code } : {}),
    ...(typeof e?.errcode === "number" ? { errcode: e.errcode } : {}),
    ...(typeof e?.errstr === "string" ? { errstr: e.errstr } : {}),
  };
}

function run(batch: WriterBatch): WriterReply {
  const outcomes: WriterReply["outcomes"] = [];
  try {
    begin.run();
    for (const transaction of batch.transactions) {
      savepoint.run();
      try {
        const changes: number[] = [];
        for (const { sql, params } of transaction)
          changes.push(Number(prepare(sql).run(...(params as SQLInputValue[])).changes));
        release.run();
        outcomes.push({ changes });
      } catch (error) {
        rollbackTo.run();
        release.run();
        outcomes.push({ error: errorOf(error) });
      }
    }
    commit.run();
    return { id: batch.id, outcomes };
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec("ROLLBACK");
      } catch {
        // The connection is unusable; the main side fails the batch either way.
      }
    }
    return { id: batch.id, outcomes: [], failed: errorOf(error) };
  }
}

port.on("message", (message: WriterMessage) => {
  if (message === "close") {
    statements.clear();
    db.close();
    port.close();
    return;
  }
  if ("autocheckpoint" in message) {
    db.exec(`PRAGMA wal_autocheckpoint = ${Math.trunc(message.autocheckpoint)}`);
    return;
  }
  port.postMessage(run(message));
});
port.postMessage({ ready: true } satisfies WriterReply | { ready: true });
