import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { AsyncMutex } from "./async-mutex.ts";
import { type Database, type SqlExecutor, type SqlValue, StorageUnavailableError } from "./database.ts";
import {
  createWalCheckpointer,
  type WalCheckpointer,
  type WalCheckpointerOptions,
} from "./wal-checkpointer.ts";
import { createWalSync, type WalSync } from "./wal-sync.ts";

/**
 * The most statements a transaction runs between two turns of the event loop (~5–10 ms of inserts
 * on a quiet machine; an ordinary group commit runs a few hundred).
 */
const SLICE_STATEMENTS = 1000;
/**
 * Nor more than this much of the main thread's CPU time (ms) between two turns: a few statements
 * can take long (a SELECT of a large note's thousands of vault rows, or the callers' own work
 * between statements — surrogates, HMACs, encryption). CPU time, not the wall clock, so a loaded
 * machine that deschedules the thread does not make every group yield.
 */
const SLICE_CPU_MS = 8;
/** The thread's CPU clock is read every this many statements (a few statements are well under 1 ms). */
const CPU_CHECK_EVERY = 16;

/**
 * SQLite through node:sqlite. The driver is synchronous, so one connection serves the process and
 * a mutex keeps a transaction's statements from interleaving with other requests' statements.
 * Commits do not fsync on the event loop: `synchronous = NORMAL`, and the WAL is flushed on libuv's
 * thread pool before anyone hears of a commit (`wal-sync.ts`); nothing is returned, not even a read,
 * before what it saw is on disk (decision 0011). Nor do checkpoints: a worker thread runs them on
 * its own connection (`wal-checkpointer.ts`).
 */
export function openSqliteDatabase(
  path: string,
  options: { readonly checkpoint?: WalCheckpointerOptions } = {},
): Database {
  // Owner-only: the database holds ciphertexts, digests and API key hashes.
  if (path !== ":memory:") {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // Created empty with mode 0600 before SQLite opens it (SQLite would use 0644 less the umask);
    // SQLite gives the -wal and -shm files the database file's mode. An existing file is untouched.
    closeSync(openSync(path, "a", 0o600));
  }
  const db = new DatabaseSync(path, { readBigInts: false });
  db.exec("PRAGMA journal_mode = WAL");
  const file = path !== ":memory:";
  // WAL frames reach the disk through `sync` below, off the event loop (FULL would fsync in COMMIT).
  db.exec(`PRAGMA synchronous = ${file ? "NORMAL" : "FULL"}`);
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  // Sub-journals in memory: every request of a group commit runs in its own SAVEPOINT, and SQLite
  // copies each page a savepoint first changes into its sub-journal, which past 64 KiB spills to a
  // temporary file (a pwrite per page on the event loop). They only serve a rollback to the
  // savepoint, never recovery, so memory loses nothing on a crash.
  db.exec("PRAGMA temp_store = MEMORY");
  const statements = new Map<string, StatementSync>();
  const mutex = new AsyncMutex();
  const sync: WalSync | undefined = file ? createWalSync(path) : undefined;
  const checkpointer: WalCheckpointer | undefined = file
    ? createWalCheckpointer(
        path,
        (pages) => db.exec(`PRAGMA wal_autocheckpoint = ${Math.trunc(pages)}`),
        () => db.isTransaction,
        options.checkpoint,
      )
    : undefined;
  /** Waits, without blocking the loop, while the WAL is over its bound (a checkpoint is copying it). */
  const writable = async () => {
    for (let gate = checkpointer?.writable(); gate; gate = checkpointer?.writable()) await gate;
  };
  /** A commit made: its number for the fsync, and a checkpoint to follow. */
  const committed = () => {
    checkpointer?.committed();
    return sync?.committed();
  };
  let closed = false;
  /** Waits until every commit up to `seq` is durable (nothing to wait for in memory). */
  const durable = async (seq: number | undefined) => {
    if (sync && seq !== undefined) await sync.durable(seq);
  };

  const prepare = (sql: string): StatementSync => {
    if (closed) throw new StorageUnavailableError("database is closed");
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // Transaction control as prepared statements, not `exec` (which parses the SQL on every call):
  // four of them run per de-identification in a group commit.
  const control = (sql: string) => {
    let statement: StatementSync | undefined;
    return () => {
      statement ??= db.prepare(sql);
      statement.run();
    };
  };
  const begin = control("BEGIN IMMEDIATE");
  const savepoint = control("SAVEPOINT tx");
  const release = control("RELEASE tx");
  const rollbackTo = control("ROLLBACK TO tx");
  const commit = control("COMMIT");
  const bind = (params: readonly SqlValue[]): SQLInputValue[] => params as SQLInputValue[];
  // A transaction's statements resolve as microtasks, so a long one (a 1 MB note's thousands of vault
  // rows) would hold the event loop until COMMIT. Every SLICE_STATEMENTS statements it yields one
  // turn of the loop: other requests are parsed and answered meanwhile, while their statements wait
  // for the mutex (or the next group) as before — nothing interleaves with the open transaction.
  // Counted, not timed: on a loaded machine the wall clock runs on while the thread is descheduled,
  // and a timed slice would yield (holding the mutex a turn longer) in almost every group.
  // Also after SLICE_CPU_MS of the main thread's CPU time, read every CPU_CHECK_EVERY statements.
  let sliceStatements = 0;
  let sliceCpuAt = 0;
  const startSlice = () => {
    sliceStatements = 0;
    sliceCpuAt = threadCpuMs();
  };
  const pause = async () => {
    ++sliceStatements;
    if (sliceStatements % CPU_CHECK_EVERY !== 0) return;
    if (sliceStatements < SLICE_STATEMENTS && threadCpuMs() - sliceCpuAt < SLICE_CPU_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    startSlice();
  };

  // Group commit: transactions that arrive together share one BEGIN … COMMIT (one fsync), each in
  // its own SAVEPOINT so a failing one rolls back alone. Each caller resolves only after COMMIT.
  const pending: {
    fn: (tx: SqlExecutor) => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const commitGroup = async () => {
    const group = pending.splice(0, pending.length);
    if (group.length === 0) return;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    let seq: number | undefined;
    startSlice();
    try {
      if (closed) throw new StorageUnavailableError("database is closed");
      begin();
      for (const { fn } of group) {
        savepoint();
        try {
          outcomes.push({ ok: true, value: await fn(direct) });
          release();
        } catch (error) {
          rollbackTo();
          release();
          outcomes.push({ ok: false, error });
        }
      }
      commit();
      seq = committed();
    } catch (error) {
      if (!closed && db.isTransaction) db.exec("ROLLBACK");
      for (const { reject } of group) reject(error);
      return;
    }
    // The next group may run while this one's commit is flushed; its callers hear only after.
    void settle(group, outcomes, seq);
  };
  const settle = async (
    group: typeof pending,
    outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[],
    seq: number | undefined,
  ) => {
    try {
      await durable(seq);
    } catch (error) {
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  };
  /** A statement outside a transaction: its answer waits until what it saw or wrote is durable. */
  const outside = async <T>(write: boolean, fn: () => Promise<T>): Promise<T> => {
    let seq: number | undefined;
    if (write) await writable();
    const value = await mutex.lock(async () => {
      startSlice();
      const result = await fn();
      seq = write ? committed() : sync?.latest();
      return result;
    });
    await durable(seq);
    return value;
  };

  const direct: SqlExecutor = {
    dialect: "sqlite",
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      await pause();
      return prepare(sql).all(...bind(params)) as T[];
    },
    async get<T>(sql: string, params: readonly SqlValue[] = []) {
      await pause();
      return prepare(sql).get(...bind(params)) as T | undefined;
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      await pause();
      const result = prepare(sql).run(...bind(params));
      return { changes: Number(result.changes) };
    },
  };

  // tableVersion: this connection's writes per watched table, counted by temporary triggers (they
  // fire on this connection only; other connections' commits move `data_version` instead).
  const tableWrites = new Map<string, number>();
  let dataVersion: StatementSync | undefined;
  // `PRAGMA data_version` begins a read transaction (WAL read locks: system calls) each time, and
  // every request asks. It is read once per turn of the event loop: requests parsed in one turn
  // arrived together, and another connection's commit seen one turn later is seen by the next
  // requests. This connection's own writes are counted live (the triggers), never cached.
  let externalVersion: number | undefined;
  const forgetExternalVersion = () => {
    externalVersion = undefined;
  };
  const watch = (table: string): boolean => {
    if (tableWrites.has(table)) return true;
    // Created outside any transaction: inside a group's, a rollback would undo the triggers.
    if (db.isTransaction || !/^[a-z_]+$/.test(table)) return false;
    if (tableWrites.size === 0)
      db.function("deid_table_written", { deterministic: false }, (name) => {
        tableWrites.set(String(name), (tableWrites.get(String(name)) ?? 0) + 1);
        return null;
      });
    for (const event of ["insert", "update", "delete"])
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS deid_watch_${table}_${event} AFTER ${event.toUpperCase()} ON main.${table}
         BEGIN SELECT deid_table_written('${table}'); END`,
      );
    tableWrites.set(table, 0);
    return true;
  };
  return {
    dialect: "sqlite",
    tableVersion: (table) => {
      if (closed) throw new StorageUnavailableError("database is closed");
      if (!watch(table)) return undefined;
      if (externalVersion === undefined) {
        dataVersion ??= db.prepare("PRAGMA data_version");
        externalVersion = (dataVersion.get() as { data_version: number }).data_version;
        setImmediate(forgetExternalVersion);
      }
      return `${externalVersion}:${tableWrites.get(table)}`;
    },
    all: (sql, params) => outside(false, () => direct.all(sql, params)),
    get: (sql, params) => outside(false, () => direct.get(sql, params)),
    run: (sql, params) => outside(true, () => direct.run(sql, params)),
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ fn, resolve: resolve as (value: unknown) => void, reject });
        // setImmediate, not a microtask: completions that arrived in this turn of the event loop (such
        // as detection results from the workers) join the same group and share its fsync.
        // While the WAL is over its bound the group waits (and grows) until a checkpoint copied it.
        if (pending.length === 1) setImmediate(() => void writable().then(() => mutex.lock(commitGroup)));
      }),
    async ping() {
      await outside(false, () => direct.get("SELECT 1 AS ok"));
    },
    async close() {
      await mutex.lock(async () => {
        if (closed) return;
        closed = true;
        // The checkpoint thread's connection first: the service's own must be the last to close.
        await checkpointer?.close();
        // Commits already made are flushed before the connection goes.
        await sync?.close();
        statements.clear();
        db.close();
      });
    },
  };
}

/** The calling thread's CPU time in milliseconds (user + system). */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}
