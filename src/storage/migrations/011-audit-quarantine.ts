import { columnTypes, type Migration } from "./migration.ts";

/**
 * Pending audit entries that fail validation at integration (MAC, schema, key, time) are moved
 * here instead of being signed, so one bad row never blocks the log; `audit verify` reports them.
 */
export const auditQuarantineMigration: Migration = {
  version: 11,
  name: "audit-quarantine",
  up(dialect) {
    const t = columnTypes(dialect);
    const serial = dialect === "postgres" ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY";
    return [
      `CREATE TABLE audit_quarantine (
        id ${serial},
        pending_seq ${t.bigint} NOT NULL,
        tenant TEXT,
        document_id TEXT,
        kind TEXT,
        entry TEXT,
        mac TEXT,
        failure TEXT NOT NULL,
        quarantined_at TEXT NOT NULL
      )`,
    ];
  },
};
