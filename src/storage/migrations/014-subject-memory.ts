import { columnTypes, type Migration } from "./migration.ts";

/**
 * Subject memory snapshots: one row per subject scope holding, encrypted as one AES-256-GCM blob
 * bound to (tenant, scope), the values its vault rows hold. A process that does not have the
 * subject's matcher cached reads this row and decrypts once, instead of decrypting every vault row
 * (about 11 µs each): the cost of a cold subject no longer grows with its history. A cache of the
 * vault, written by readers (`vault/subject-memory-snapshots.ts`); the vault stays the truth.
 */
export const subjectMemoryMigration: Migration = {
  version: 14,
  name: "subject-memory",
  up(dialect) {
    const t = columnTypes(dialect);
    return [
      `CREATE TABLE subject_memory (
        tenant TEXT NOT NULL,
        scope TEXT NOT NULL,
        rows_covered ${t.bigint} NOT NULL,
        snapshot ${t.blob} NOT NULL,
        key_id TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (tenant, scope)
      )`,
    ];
  },
};
