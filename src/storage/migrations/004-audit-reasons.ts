import { columnTypes, type Migration } from "./migration.ts";

/**
 * Re-identification reasons, encrypted like vault values. The log entry of a re-identification
 * holds only `reason_ref` (this row's key) and `reason_digest` (a keyed MAC of the reason), so a
 * reason never enters the audit log in plain text and an edited row no longer matches its entry.
 */
export const auditReasonsMigration: Migration = {
  version: 4,
  name: "audit-reasons",
  up(dialect) {
    const t = columnTypes(dialect);
    return [
      `CREATE TABLE audit_reasons (
        tenant TEXT NOT NULL,
        reason_ref TEXT NOT NULL,
        reason_ciphertext ${t.blob} NOT NULL,
        key_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (tenant, reason_ref)
      )`,
    ];
  },
};
