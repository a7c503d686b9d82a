import type { Migration } from "./migration.ts";

/**
 * The audit queue is small when drained, but its table is not: on PostgreSQL every integrated
 * entry leaves a dead row until vacuum, and the file keeps its largest size. Reading it by tenant
 * and document (`hasPending` on every receipt and audit trail, `pending_events` on every events
 * page) scanned the whole file: after 1,000,000 entries, about a second a request. This index
 * reads only the tenant's (and document's) rows.
 */
export const auditPendingTenantMigration: Migration = {
  version: 16,
  name: "audit-pending-tenant",
  up() {
    return ["CREATE INDEX audit_pending_tenant_document ON audit_pending (tenant, document_id)"];
  },
};
