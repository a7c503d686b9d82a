import type { Migration } from "./migration.ts";

/**
 * Each integrated log entry's time in its own column, so `GET /audit/events` can filter a tenant's
 * events by time without parsing every entry. Rows integrated before this migration are backfilled
 * from their entry's `time`.
 */
export const auditEntryTimeMigration: Migration = {
  version: 5,
  name: "audit-entry-time",
  up(dialect) {
    const extract = dialect === "postgres" ? "(entry::json ->> 'time')" : "json_extract(entry, '$.time')";
    return [
      "ALTER TABLE audit_entries ADD COLUMN time TEXT",
      `UPDATE audit_entries SET time = ${extract}`,
      "CREATE INDEX audit_entries_tenant ON audit_entries (tenant, idx)",
    ];
  },
};
