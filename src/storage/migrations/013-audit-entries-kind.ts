import type { Migration } from "./migration.ts";

/**
 * `GET /audit/events?type=…` pages a tenant's entries of one kind newest first by log index
 * (keyset: `idx < cursor`). With only (tenant, idx) a rare kind scanned every other entry of the
 * tenant to fill a page; this index reads exactly the page.
 */
export const auditEntriesKindMigration: Migration = {
  version: 13,
  name: "audit-entries-kind",
  up() {
    return ["CREATE INDEX audit_entries_tenant_kind ON audit_entries (tenant, kind, idx)"];
  },
};
