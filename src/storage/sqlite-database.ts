import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { AsyncMutex } from "./async-mutex.ts";
import { type Database, type SqlExecutor, type SqlValue, StorageUnavailableError } from "./database.ts";

/**
 * SQLite through node:sqlite. The driver is synchronous, so one connection serves the process and
 * a mutex keeps a transaction's statements from interleaving with other requests' statements.
 */
export function openSqliteDatabase(path: string): Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { readBigInts: false });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  const statements = new Map<string, StatementSync>();
  const mutex = new AsyncMutex();
  let closed = false;

  const prepare = (sql: string): StatementSync => {
    if (closed) throw new StorageUnavailableError("database is closed");
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const bind = (params: readonly SqlValue[]): SQLInputValue[] => params as SQLInputValue[];

  const direct: SqlExecutor = {
    dialect: "sqlite",
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).all(...bind(params)) as T[];
    },
    async get<T>(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).get(...bind(params)) as T | undefined;
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      const result = prepare(sql).run(...bind(params));
      return { changes: Number(result.changes) };
    },
  };

  return {
    dialect: "sqlite",
    all: (sql, params) => mutex.lock(() => direct.all(sql, params)),
    get: (sql, params) => mutex.lock(() => direct.get(sql, params)),
    run: (sql, params) => mutex.lock(() => direct.run(sql, params)),
    transaction: (fn) =>
      mutex.lock(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await fn(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw error;
        }
      }),
    async ping() {
      await mutex.lock(() => direct.get("SELECT 1 AS ok"));
    },
    async close() {
      await mutex.lock(() => {
        if (closed) return;
        closed = true;
        statements.clear();
        db.close();
      });
    },
  };
}
