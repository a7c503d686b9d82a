import type { Migration } from "./migration.ts";

/**
 * Keyed MACs (crypto/row-mac.ts) on the rows the service acts on: API keys, tenant list values and
 * pending audit entries. Rows written before this migration keep a NULL MAC; what each table
 * does with them is docs/decisions/0007-row-macs.md (keys are refused, list values are accepted
 * only when bound by their ciphertext and the log, pending entries are quarantined).
 */
export const rowMacsMigration: Migration = {
  version: 10,
  name: "row-macs",
  up() {
    return [
      "ALTER TABLE api_keys ADD COLUMN mac TEXT",
      "ALTER TABLE tenant_list_values ADD COLUMN mac TEXT",
      "ALTER TABLE audit_pending ADD COLUMN mac TEXT",
    ];
  },
};
