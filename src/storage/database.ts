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
  /** Runs `fn` in one transaction: every write inside commits together or not at all. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
