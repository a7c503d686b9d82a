import type { Migration } from "./migration.ts";

/**
 * Subject memory snapshots say, in the clear, the newest vault row time they cover (`newest`; the
 * same time is inside the ciphertext, and `vault_tokens.created_at` is in the clear already), so a
 * subject not in the cache is read in ONE statement: its row count, its snapshot and the rows
 * written since (`vault/subject-memory-rows.ts`). On PostgreSQL that is one round trip instead of
 * three. The column is only a hint: a wrong value costs a full read (the row count disagrees),
 * never a wrong matcher.
 *
 * Snapshots already stored get `newest` when they cover all their subject's rows (then the newest
 * row is theirs); the others keep NULL, are read with every row once and rewritten.
 */
export const subjectMemoryNewestMigration: Migration = {
  version: 17,
  name: "subject-memory-newest",
  up() {
    return [
      "ALTER TABLE subject_memory ADD COLUMN newest TEXT",
      `UPDATE subject_memory SET newest = (
         SELECT MAX(v.created_at) FROM vault_tokens v
          WHERE v.tenant = subject_memory.tenant AND v.scope = subject_memory.scope)
        WHERE rows_covered = (
         SELECT COUNT(*) FROM vault_tokens v
          WHERE v.tenant = subject_memory.tenant AND v.scope = subject_memory.scope)`,
    ];
  },
};
