import { columnTypes, type Migration } from "./migration.ts";

/** API keys, documents and the token vault. */
export const coreMigration: Migration = {
  version: 1,
  name: "core",
  up(dialect) {
    const t = columnTypes(dialect);
    return [
      `CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        name TEXT NOT NULL,
        key_hash ${t.blob} NOT NULL,
        scopes TEXT NOT NULL,
        rate_limit_per_minute INTEGER,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      )`,
      "CREATE INDEX api_keys_tenant ON api_keys (tenant)",
      // One row per de-identified document. The result is kept encrypted so an identical retry can
      // return it; `fingerprint` is a keyed digest of (text, policy, subject) for conflict checks.
      `CREATE TABLE documents (
        tenant TEXT NOT NULL,
        document_id TEXT NOT NULL,
        policy TEXT NOT NULL,
        scope TEXT NOT NULL,
        subject_digest TEXT,
        fingerprint TEXT NOT NULL,
        input_salt TEXT NOT NULL,
        input_digest TEXT NOT NULL,
        output_digest TEXT NOT NULL,
        phi_found INTEGER NOT NULL,
        phi_types TEXT NOT NULL,
        engine_version TEXT NOT NULL,
        result_ciphertext ${t.blob} NOT NULL,
        tokens_ciphertext ${t.blob},
        key_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (tenant, document_id)
      )`,
      // Subject-scoped tokens: one per (tenant, scope, prefix, normalised value), found by a keyed
      // HMAC of the normalised value; the first surface form is kept encrypted.
      `CREATE TABLE vault_tokens (
        tenant TEXT NOT NULL,
        scope TEXT NOT NULL,
        prefix TEXT NOT NULL,
        lookup TEXT NOT NULL,
        token TEXT NOT NULL,
        value_ciphertext ${t.blob} NOT NULL,
        key_id TEXT NOT NULL,
        document_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (tenant, scope, prefix, lookup)
      )`,
      "CREATE UNIQUE INDEX vault_tokens_token ON vault_tokens (tenant, scope, token)",
    ];
  },
};
