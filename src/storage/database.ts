/** A value bound to a `?` placeholder or read from a column. */
export type SqlValue = string | number | bigint | null | Uint8Array;

export type Dialect = "sqlite" | "postgres";

/**
 * The portable SQL surface every repository uses. SQL is written once with `?` placeholders
 * and the subset both SQLite and PostgreSQL accept; the PostgreSQL adapter renumbers
 * placeholders. Integer columns come back as JS numbers on both dialects.
 */
export interface SqlExecutor {
  readonly dialect: Dialect;
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}

export interface Database extends SqlExecutor {
  /**
   * Where read-only requests (audit listings, a document's audit trail) send their statements so
   * they do not queue behind transactions for a connection: a small pool of its own on PostgreSQL.
   * Absent on SQLite (one connection); use the database itself then.
   */
  readonly reads?: SqlExecutor;
  /**
   * SQLite only: a value that changes whenever the rows of `table` may have changed — a commit by
   * another connection (`PRAGMA data_version`) or a write to the table on this one (a temporary
   * trigger) — read without a statement queued behind transactions, so a cache of the table may
   * trust itself while it is unchanged. Undefined when it cannot tell yet (ask again later), and
   * absent on PostgreSQL (other replicas write without telling): read a stamp of the rows instead.
   */
  readonly tableVersion?: (table: string) => string | undefined;
  /** Runs `fn` in one transaction: every write inside commits together or not at all. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The database cannot be reached (closed, refused, dropped connection): the API answers 503. */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
]);

/** True for errors that mean "no database", as opposed to a bad statement. */
export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  const message = typeof e?.message === "string" ? e.message : "";
  // SQLSTATE class 08 (connection exception) and 57P0x (server shutting down).
  return (
    CONNECTION_CODES.has(code) ||
    code.startsWith("08") ||
    code.startsWith("57P0") ||
    /Connection terminated|connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect|database is not open/.test(
      message,
    )
  );
}
