import type { SqlExecutor } from "../storage/database.ts";
import type { Cipher } from "./cipher.ts";
import { type OpenedSnapshot, openSnapshot } from "./subject-memory-snapshots.ts";
import { vaultValueAad } from "./token-vault.ts";

/** A subject's vault row as subject memory reads it (value decrypted). */
export interface SubjectRow {
  readonly token: string;
  readonly prefix: string;
  readonly value: string;
  readonly createdAt: string;
}

export interface SubjectRowsRead {
  /** How many vault rows the subject has (the truth the memory is checked against). */
  readonly count: number;
  /** Rows created after the asked time (or the snapshot's), values decrypted. */
  readonly rows: SubjectRow[];
}

export interface ColdRead extends SubjectRowsRead {
  /** The subject's stored snapshot, when there is one and it decrypts. */
  readonly snapshot?: OpenedSnapshot;
  /** The stored snapshot has no `newest` in the clear (written before migration 017): rewrite it. */
  readonly unindexed?: boolean;
}

/**
 * Reads for subject memory, each ONE statement (one round trip on PostgreSQL): the row count
 * travels with the rows, and a cold subject's snapshot with the rows written after it.
 */
export interface SubjectRows {
  /**
   * The count and the rows created after `since` ("" for all). Rows of exactly `since` are not
   * sent again: one committed in the same millisecond as the newest held shows as a count that
   * disagrees, and the caller reads all rows.
   */
  since(db: SqlExecutor, tenant: string, scope: string, since: string): Promise<SubjectRowsRead>;
  /** A subject not cached: the count, its snapshot, and the rows after it (all rows without one). */
  cold(db: SqlExecutor, tenant: string, scope: string): Promise<ColdRead>;
}

type Row = {
  part: number;
  token: string | null;
  prefix: string | null;
  data: Uint8Array | null;
  key_id: string | null;
  at: string | null;
  n: number | string | null;
};

const COUNT = "(SELECT COUNT(*) FROM vault_tokens WHERE tenant = ? AND scope = ?)";
const ROWS_SINCE = (since: string) =>
  `SELECT 1, token, prefix, value_ciphertext, key_id, created_at, NULL FROM vault_tokens
    WHERE tenant = ? AND scope = ? AND created_at > ${since}`;

/** The count row first (part 0), then the rows after the given time (part 1). */
export const SINCE_SQL = `SELECT 0 AS part, NULL AS token, NULL AS prefix, NULL AS data, NULL AS key_id, NULL AS at,
  ${COUNT} AS n
  UNION ALL ${ROWS_SINCE("?")}`;

/** The count with the snapshot (if any) first, then the rows since its `newest` (all without one). */
export const COLD_SQL = `SELECT 0 AS part, NULL AS token, NULL AS prefix, m.snapshot AS data, m.key_id AS key_id,
  m.newest AS at, ${COUNT} AS n
  FROM (SELECT 1 AS one) AS o LEFT JOIN subject_memory AS m ON m.tenant = ? AND m.scope = ?
  UNION ALL ${ROWS_SINCE("COALESCE((SELECT newest FROM subject_memory WHERE tenant = ? AND scope = ?), '')")}`;

/**
 * `snapshots: false` reads every row of a cold subject (no snapshot table is read): the way before
 * snapshots, kept for comparison (`bench/subject-memory-cold.bench.ts`).
 */
export function createSubjectRows(cipher: Cipher, options: { snapshots?: boolean } = {}): SubjectRows {
  /** Rows of part 1 created after `after` (all of them for ""), decrypted. */
  const decrypt = (tenant: string, scope: string, rows: readonly Row[], after = "") => {
    const out: SubjectRow[] = [];
    for (const row of rows) {
      if (row.part !== 1 || row.token === null || (row.at ?? "") <= after) continue;
      out.push({
        token: row.token,
        prefix: row.prefix ?? "",
        value: cipher.decrypt(row.data!, vaultValueAad(tenant, scope, row.token), row.key_id ?? ""),
        createdAt: row.at ?? "",
      });
    }
    return out;
  };
  const countOf = (rows: readonly Row[]) => Number(rows.find((r) => r.part === 0)?.n ?? 0);

  const since: SubjectRows["since"] = async (db, tenant, scope, time) => {
    const rows = await db.all<Row>(SINCE_SQL, [tenant, scope, tenant, scope, time]);
    return { count: countOf(rows), rows: decrypt(tenant, scope, rows) };
  };

  return {
    since,
    async cold(db, tenant, scope) {
      if (options.snapshots === false) return since(db, tenant, scope, "");
      const rows = await db.all<Row>(COLD_SQL, [tenant, scope, tenant, scope, tenant, scope, tenant, scope]);
      const head = rows.find((r) => r.part === 0);
      const count = countOf(rows);
      if (!head?.data) return { count, rows: decrypt(tenant, scope, rows) };
      const snapshot = openSnapshot(cipher, tenant, scope, head.data, head.key_id ?? "");
      // Unreadable: the rows after it are not all the rows; the caller reads them all.
      if (!snapshot) return { count, rows: [] };
      // The statement chose the rows by the time in the clear; the snapshot's own (authenticated)
      // time decides which it covers: a clear time missing or wrong never adds a row twice.
      return {
        count,
        snapshot,
        rows: decrypt(tenant, scope, rows, snapshot.newest),
        ...(head.at === null ? { unindexed: true } : {}),
      };
    },
  };
}
