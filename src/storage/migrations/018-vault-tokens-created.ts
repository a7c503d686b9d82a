import type { Migration } from "./migration.ts";

/**
 * Subject memory reads, on every request with a subject, the subject's vault row count and the
 * rows created after the newest it holds (`vault/subject-memory-rows.ts`); a cold subject reads
 * them after its snapshot's `newest`. Usually there are none, but with only the indexes by lookup
 * and by token the database found that out by fetching every one of the subject's table rows to
 * compare `created_at` (50 rows for a subject of 50 values, spread over the file as its history
 * grew). On this index the rows since are one range read of exactly those rows, and the count is
 * read from it too. On a grown SQLite file (1,000,000 values, 20,000 subjects) the cold
 * subject's statement costs 1.7× less CPU (docs/architecture.md, "Growth").
 */
export const vaultTokensCreatedMigration: Migration = {
  version: 18,
  name: "vault-tokens-created",
  up() {
    return ["CREATE INDEX vault_tokens_created ON vault_tokens (tenant, scope, created_at)"];
  },
};
