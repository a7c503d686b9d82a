import { columnTypes, type Migration } from "./migration.ts";

/**
 * The `surrogate` policy keeps, beside each value, the realistic fake that replaced it, encrypted
 * like the value. Its rows live in `vault_tokens` under prefixes of their own (`S:NAM`, `S:LOC` …,
 * `S:DSH` for a scope's date offset) and their `token` column is a keyed digest of the normalised
 * surrogate, so the existing unique index (tenant, scope, token) guarantees that two values of one
 * scope can never share a surrogate. Token rows leave the column NULL.
 */
export const vaultSurrogatesMigration: Migration = {
  version: 8,
  name: "vault-surrogates",
  up(dialect) {
    return [`ALTER TABLE vault_tokens ADD COLUMN surrogate_ciphertext ${columnTypes(dialect).blob}`];
  },
};
