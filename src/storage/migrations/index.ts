import { coreMigration } from "./001-core.ts";
import { auditLogMigration } from "./002-audit-log.ts";
import { tenantListsMigration } from "./003-tenant-lists.ts";
import type { Migration } from "./migration.ts";

/** Every migration, in order. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [coreMigration, auditLogMigration, tenantListsMigration];
