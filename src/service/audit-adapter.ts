import type { AuditLog } from "../audit/audit-log.ts";
import { deidentifyEntry, keyEntry, reidentifyEntry, tenantListEntry } from "../audit/entry.ts";
import type { AuditPort, DeidentifyRecord } from "./audit-port.ts";

/** The entry a de-identification wrote, rebuilt from the same fields (for verification). */
export function deidentifyEntryOf(record: DeidentifyRecord) {
  return deidentifyEntry({
    tenant: record.tenant,
    documentId: record.documentId,
    policy: record.policy,
    phiTypes: record.phiTypes,
    engineVersion: record.engineVersion,
    time: record.time,
    subjectDigest: record.subjectDigest,
    inputSalt: record.inputSalt,
    inputDigest: record.inputDigest,
    outputDigest: record.outputDigest,
    vaultDigest: record.vaultDigest,
    tokensDigest: record.tokensDigest,
  });
}

/** Connects the document flows to the Merkle audit log. */
export function auditPortFor(log: AuditLog): AuditPort {
  return {
    insertDeidentified: (tx, insert, record) => log.appendWith(tx, insert, deidentifyEntryOf(record)),
    recordReidentify: (tx, record) =>
      log.append(
        tx,
        reidentifyEntry({
          tenant: record.tenant,
          documentId: record.documentId,
          keyId: record.keyId,
          reasonRef: record.reasonRef,
          reasonDigest: record.reasonDigest,
          tokensRestored: record.tokensRestored,
          time: record.time,
        }),
      ),
    recordKey: (tx, record) =>
      log.append(
        tx,
        keyEntry({
          tenant: record.tenant,
          kind: record.kind,
          keyId: record.keyId,
          scopes: [...record.scopes],
          time: record.time,
        }),
      ),
    recordTenantList: (tx, record) => log.append(tx, tenantListEntry(record)),
    scheduleIntegration: () => log.scheduleIntegration(),
  };
}
