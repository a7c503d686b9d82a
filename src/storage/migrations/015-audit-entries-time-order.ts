import type { Migration } from "./migration.ts";

/**
 * `GET /audit/events` pages a tenant's events newest first by (time, log index), keyset on that
 * pair: with `since`, `until` and `type` in any combination, each page is one index range read of
 * exactly the page's rows, however long the log (indexes by log index alone made `until` skip every
 * newer entry of the tenant).
 */
export const auditEntriesTimeOrderMigration: Migration = {
  version: 15,
  name: "audit-entries-time-order",
  up() {
    return [
      "CREATE INDEX audit_entries_tenant_time ON audit_entries (tenant, time, idx)",
      "CREATE INDEX audit_entries_tenant_kind_time ON audit_entries (tenant, kind, time, idx)",
    ];
  },
};
