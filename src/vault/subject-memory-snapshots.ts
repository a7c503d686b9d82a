import {
  type KnownValueTables,
  type ReadTables,
  readKnownValueTables,
} from "../known-values/known-value-tables.ts";
import type { SqlExecutor } from "../storage/database.ts";
import type { Cipher } from "./cipher.ts";

/** A snapshot as written: the subject's matcher's tables and how many vault rows they cover. */
export interface Snapshot {
  /** The newest `created_at` among the rows covered: later rows are read from the vault. */
  readonly newest: string;
  /**
   * How many vault rows it covers (those not remembered too, such as the date offset row). Their
   * tokens are not listed: every row after `newest` is new to it, and a count that disagrees with
   * the vault's (a row committed late with an older time) makes the reader read every row.
   */
  readonly rows: number;
  /** The subject's matcher as built from those rows: a cold load parses nothing again. */
  readonly tables: KnownValueTables;
}

/** A snapshot as read: its tables flat, ready to adopt (`KnownValueMatcher.addTables`). */
export interface OpenedSnapshot {
  readonly newest: string;
  readonly rows: number;
  readonly tables: ReadTables;
}

/** The snapshot's form: an older one (a token list, tables of arrays) reads as none and is rewritten. */
const FORM = 2;

/** What a snapshot's ciphertext is bound to: its subject scope (it cannot be moved or swapped). */
const aad = (tenant: string, scope: string) => `subject-memory\u0000${tenant}\u0000${scope}`;

/**
 * The `subject_memory` table (migration 014): per subject scope, the vault rows' values as one
 * encrypted snapshot of its matcher's tables. A cache: anything unreadable (a key no longer held, a
 * tampered or moved row, bad JSON, the older form holding rows) reads as no snapshot, and the
 * caller rebuilds from the vault and writes it again. Written only forward (a snapshot covering
 * fewer rows never replaces one covering more), so replicas writing at once cannot move it back;
 * one covering as many rows replaces it (an unreadable one, one of an older form, or one without
 * `newest`, written before migration 017, is rewritten by the rebuild that follows).
 */
export function createSubjectMemorySnapshots(cipher: Cipher) {
  return {
    async read(db: SqlExecutor, tenant: string, scope: string): Promise<OpenedSnapshot | undefined> {
      const row = await db.get<{ snapshot: Uint8Array; key_id: string }>(
        "SELECT snapshot, key_id FROM subject_memory WHERE tenant = ? AND scope = ?",
        [tenant, scope],
      );
      return row ? openSnapshot(cipher, tenant, scope, row.snapshot, row.key_id) : undefined;
    },

    async write(db: SqlExecutor, tenant: string, scope: string, snapshot: Snapshot): Promise<void> {
      await db.run(
        `INSERT INTO subject_memory (tenant, scope, rows_covered, snapshot, key_id, updated_at, newest)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (tenant, scope) DO UPDATE SET rows_covered = excluded.rows_covered,
           snapshot = excluded.snapshot, key_id = excluded.key_id, updated_at = excluded.updated_at,
           newest = excluded.newest
         WHERE subject_memory.rows_covered <= excluded.rows_covered`,
        [
          tenant,
          scope,
          snapshot.rows,
          cipher.encrypt(JSON.stringify({ form: FORM, ...snapshot }), aad(tenant, scope)),
          cipher.keyId,
          new Date().toISOString(),
          snapshot.newest,
        ],
      );
    },
  };
}

export type SubjectMemorySnapshots = ReturnType<typeof createSubjectMemorySnapshots>;

/**
 * A stored snapshot, or undefined when it does not decrypt (moved, tampered, old key), parse or
 * have the current form. One decryption and one parse of a few strings: no object a value.
 */
export function openSnapshot(
  cipher: Cipher,
  tenant: string,
  scope: string,
  blob: Uint8Array,
  keyId: string,
): OpenedSnapshot | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(cipher.decrypt(blob, aad(tenant, scope), keyId));
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { form, newest, rows, tables } = parsed as Record<string, unknown>;
  if (form !== FORM || typeof newest !== "string" || typeof rows !== "number") return undefined;
  if (!Number.isSafeInteger(rows) || rows < 0) return undefined;
  const read = readKnownValueTables(tables, "known.subject");
  return read && { newest, rows, tables: read };
}
