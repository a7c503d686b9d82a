import { columnTypes, type Migration } from "./migration.ts";

/**
 * Per-tenant deny lists (values always PHI, typed) and allow lists (values never PHI). A value is
 * found by a keyed HMAC of its normalised form and kept encrypted, like the vault's.
 */
export const tenantListsMigration: Migration = {
  version: 6,
  name: "tenant-lists",
  up(dialect) {
    const t = columnTypes(dialect);
    return [
      `CREATE TABLE tenant_list_values (
        tenant TEXT NOT NULL,
        list TEXT NOT NULL,
        type TEXT NOT NULL,
        lookup TEXT NOT NULL,
        value_ciphertext ${t.blob} NOT NULL,
        key_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (tenant, list, lookup)
      )`,
    ];
  },
};
