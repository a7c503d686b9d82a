import { isKnownValueTables, type KnownValueTables } from "../known-values/known-value-tables.ts";
import type { SqlExecutor } from "../storage/database.ts";
import type { Cipher } from "./cipher.ts";

export interface Snapshot {
  /** The newest `created_at` among the rows covered: later rows are read from the vault. */
  readonly newest: string;
  /** The token of every vault row covered (those not remembered too, such as the date offset row). */
  readonly tokens: readonly string[];
  /** The subject's matcher as built from those rows: a cold load parses nothing again. */
  readonly tables: KnownValueTables;
}

/** What a snapshot's ciphertext is bound to: its subject scope (it cannot be moved or swapped). */
const aad = (tenant: string, scope: string) => `subject-memory\u0000${tenant}\u0000${scope}`;

/**
 * The `subject_memory` table (migration 014): per subject scope, the vault rows' values as one
 * encrypted snapshot of its matcher's tables. A cache: anything unreadable (a key no longer held, a
 * tampered or moved row, bad JSON, the older form holding rows) reads as no snapshot, and the
 * caller rebuilds from the vault and writes it again. Written only forward (a snapshot covering
 * fewer rows never replaces one covering more), so replicas writing at once cannot move it back;
 * one covering as many rows replaces it (an unreadable one, or one without `newest`, written
 * before migration 017, is rewritten by the rebuild that follows).
 */
export function createSubjectMemorySnapshots(cipher: Cipher) {
  return {
    async read(db: SqlExecutor, tenant: string, scope: string): Promise<Snapshot | undefined> {
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
          snapshot.tokens.length,
          cipher.encrypt(JSON.stringify(snapshot), aad(tenant, scope)),
          cipher.keyId,
          new Date().toISOString(),
          snapshot.newest,
        ],
      );
    },
  };
}

export type SubjectMemorySnapshots = ReturnType<typeof createSubjectMemorySnapshots>;

/** A stored snapshot's plaintext, or undefined when it does not decrypt (moved, tampered, old key) or parse. */
export function openSnapshot(
  cipher: Cipher,
  tenant: string,
  scope: string,
  blob: Uint8Array,
  keyId: string,
): Snapshot | undefined {
  try {
    const parsed: unknown = JSON.parse(cipher.decrypt(blob, aad(tenant, scope), keyId));
    return isSnapshot(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== "object" || value === null) return false;
  const { newest, tokens, tables } = value as { newest?: unknown; tokens?: unknown; tables?: unknown };
  return (
    typeof newest === "string" &&
    Array.isArray(tokens) &&
    tokens.every((token) => typeof token === "string") &&
    isKnownValueTables(tables)
  );
}
