import type { Migration } from "./migration.ts";

/**
 * Binds a document's vault rows and token map to its log entry. `vault_digest` is SHA-256 over the
 * sorted per-row encodings of the vault rows the document inserted (`vault/vault-digest.ts`),
 * `tokens_digest` SHA-256 of the stored token map ciphertext; both are committed in the
 * de-identification entry, so a deleted, edited or swapped vault row or token map no longer
 * matches the log. Documents written before this migration leave both NULL (legacy entries). The
 * index finds a document's vault rows without scanning its subject's.
 */
export const vaultBindingMigration: Migration = {
  version: 9,
  name: "vault-binding",
  up() {
    return [
      "ALTER TABLE documents ADD COLUMN vault_digest TEXT",
      "ALTER TABLE documents ADD COLUMN tokens_digest TEXT",
      "CREATE INDEX vault_tokens_document ON vault_tokens (tenant, document_id)",
    ];
  },
};
