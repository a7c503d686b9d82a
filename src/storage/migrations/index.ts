import { coreMigration } from "./001-core.ts";
import { auditLogMigration } from "./002-audit-log.ts";
import { masterKeyFingerprintsMigration } from "./003-master-key-fingerprints.ts";
import { auditReasonsMigration } from "./004-audit-reasons.ts";
import { auditEntryTimeMigration } from "./005-audit-entry-time.ts";
import { tenantListsMigration } from "./006-tenant-lists.ts";
import { queueVacuumMigration } from "./007-queue-vacuum.ts";
import { vaultSurrogatesMigration } from "./008-vault-surrogates.ts";
import { vaultBindingMigration } from "./009-vault-binding.ts";
import { rowMacsMigration } from "./010-row-macs.ts";
import { auditQuarantineMigration } from "./011-audit-quarantine.ts";
import { logIdentityMigration } from "./012-log-identity.ts";
import { auditEntriesKindMigration } from "./013-audit-entries-kind.ts";
import { subjectMemoryMigration } from "./014-subject-memory.ts";
import { auditEntriesTimeOrderMigration } from "./015-audit-entries-time-order.ts";
import { auditPendingTenantMigration } from "./016-audit-pending-tenant.ts";
import { subjectMemoryNewestMigration } from "./017-subject-memory-newest.ts";
import { vaultTokensCreatedMigration } from "./018-vault-tokens-created.ts";
import type { Migration } from "./migration.ts";

/** Every migration, in order. Append new ones; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  coreMigration,
  auditLogMigration,
  masterKeyFingerprintsMigration,
  auditReasonsMigration,
  auditEntryTimeMigration,
  tenantListsMigration,
  queueVacuumMigration,
  vaultSurrogatesMigration,
  vaultBindingMigration,
  rowMacsMigration,
  auditQuarantineMigration,
  logIdentityMigration,
  auditEntriesKindMigration,
  subjectMemoryMigration,
  auditEntriesTimeOrderMigration,
  auditPendingTenantMigration,
  subjectMemoryNewestMigration,
  vaultTokensCreatedMigration,
];
