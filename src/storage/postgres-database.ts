import pg from "pg";
import {
  type Database,
  isConnectionError,
  type SqlExecutor,
  type SqlValue,
  StorageUnavailableError,
} from "./database.ts";

export interface PostgresOptions {
  readonly url: string;
  /** Schema to use as search_path (tests isolate themselves in their own schema). */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Connections of the pool for read-only requests (`Database.reads`; default 4). */
  readonly readConnections?: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Renumbers `?` placeholders to `$1..$n`. Our SQL never has `?` inside string literals. */
export function toPostgresPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** SQLSTATEs after which running the same transaction again can succeed. */
const RETRYABLE_STATES: ReadonlySet<string> = new Set([
  "40001", // serialization_failure
  "40P01", // deadlock_detected
]);
export const MAX_TRANSACTION_ATTEMPTS = 4;
const RETRY_BASE_MS = 5;

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === "string" && RETRYABLE_STATES.has(code)) || isStalePlan(error);
}

/**
 * A prepared statement whose result columns changed under it (a table altered while this process
 * runs): PostgreSQL refuses to run it again on that connection. The statement is then sent unnamed.
 */
export function isStalePlan(error: unknown): boolean {
  const { code, message } = (error as { code?: unknown; message?: unknown } | null) ?? {};
  return code === "0A000" && typeof message === "string" && message.includes("cached plan must not change");
}

/** Distinct statements prepared by name on each connection; any more are sent unnamed. */
export const MAX_PREPARED_STATEMENTS = 256;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function unavailable(error: unknown): unknown {
  return isConnectionError(error)
    ? new StorageUnavailableError("PostgreSQL is unreachable", { cause: error })
    : error;
}

/** PostgreSQL through a pg connection pool; each transaction runs on one pooled client. */
export function openPostgresDatabase(options: PostgresOptions): Database {
  const types = {
    getTypeParser(oid: number, format?: string) {
      if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format as "text");
    },
  };
  const newPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      connectionTimeoutMillis: 5000,
      types: types as pg.CustomTypesConfig,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on("error", () => {});
    return pool;
  };
  const pool = newPool(options.maxConnections ?? 10);
  // Listings and audit trails read here: under load they wait for a core, not for a connection held
  // by a de-identification's transaction. Connections open on first use, like the main pool's.
  const readPool = newPool(options.readConnections ?? 4);
  const translated = new Map<string, string>();
  const text = (sql: string): string => {
    let out = translated.get(sql);
    if (out === undefined) {
      out = toPostgresPlaceholders(sql);
      translated.set(sql, out);
    }
    return out;
  };

  // Statements with parameters are prepared by name, once per connection (as SQLite's are once per
  // database): the server parses and plans each distinct statement once instead of on every call.
  // Our SQL texts form a small fixed set; past MAX_PREPARED_STATEMENTS they are sent unnamed.
  const names = new Map<string, string | null>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined) {
      name = names.size < MAX_PREPARED_STATEMENTS ? `deid_${names.size + 1}` : null;
      names.set(sql, name);
    }
    return name ?? undefined;
  };

  const query = async (client: pg.Pool | pg.PoolClient, sql: string, params: readonly SqlValue[]) => {
    const name = params.length > 0 ? nameOf(sql) : undefined;
    try {
      const result: pg.QueryResult | pg.QueryResult[] = await client.query({
        text: text(sql),
        values: params as unknown[],
        ...(name ? { name } : {}),
      });
      // Several statements without parameters travel as one simple query: the last one's result.
      return Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    } catch (error) {
      if (name && isStalePlan(error)) names.set(sql, null);
      throw unavailable(error);
    }
  };

  type Send = (sql: string, params: readonly SqlValue[]) => Promise<pg.QueryResult>;
  const executor = (send: Send): SqlExecutor => ({
    dialect: "postgres",
    async all<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await send(sql, params)).rows as T[];
    },
    async get<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await send(sql, params)).rows[0] as T | undefined;
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      return { changes: (await send(sql, params)).rowCount ?? 0 };
    },
  });
  const direct = executor((sql, params) => query(pool, sql, params));
  const reads = executor((sql, params) => query(readPool, sql, params));

  const runTransaction = async <T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> => {
    const client = await pool.connect().catch((error: unknown) => {
      throw unavailable(error);
    });
    // BEGIN is sent with the transaction's first statement: in the same round trip when that
    // statement has no parameters (the simple protocol takes several statements), else just before.
    let begun = false;
    const send: Send = async (sql, params) => {
      if (begun) return query(client, sql, params);
      begun = true;
      if (params.length === 0) return query(client, `BEGIN; ${sql}`, params);
      await query(client, "BEGIN", []);
      return query(client, sql, params);
    };
    try {
      const result = await fn(executor(send));
      if (begun) await client.query("COMMIT");
      return result;
    } catch (error) {
      if (begun) await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    ...direct,
    reads,
    async transaction(fn) {
      // A deadlock or serialisation failure rolls the whole transaction back; the work is run again
      // from the start (every transaction body here only reads and writes the database), a few times.
      for (let attempt = 1; ; attempt++) {
        try {
          return await runTransaction(fn);
        } catch (error) {
          if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
          await sleep(RETRY_BASE_MS * attempt * (1 + Math.random()));
        }
      }
    },
    async ping() {
      await query(pool, "SELECT 1", []);
    },
    async close() {
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}
