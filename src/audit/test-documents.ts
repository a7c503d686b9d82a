import { createHash, randomBytes } from "node:crypto";
import { entryFieldsRow, insertDocumentStatement } from "../service/document-store.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { type DeidentifyEntry, deidentifyEntry, type LegacyDeidentifyEntry } from "./entry.ts";

/**
 * Test and benchmark support: writes documents rows the way the service does and recomputes a
 * document's expected log entry from its row, as the service's verify route does.
 */

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Stores a documents row for a synthetic note and returns the log entry that belongs to it. */
export async function insertTestDocument(
  tx: SqlExecutor,
  tenant: string,
  documentId: string,
  time: Date = new Date(),
): Promise<DeidentifyEntry | LegacyDeidentifyEntry> {
  const salt = randomBytes(16).toString("hex");
  const entry = deidentifyEntry({
    tenant,
    documentId,
    policy: "safe_harbor",
    phiTypes: { DATE: 1, PATIENT_NAME: 2 },
    engineVersion: "0.1.0",
    time,
    subjectDigest: null,
    inputSalt: salt,
    inputDigest: sha256(`${salt}synthetic note ${documentId}`),
    outputDigest: sha256(`output ${documentId}`),
  });
  const insert = insertDocumentStatement({
    tenant,
    documentId,
    policy: entry.policy,
    scope: documentId,
    subjectDigest: entry.subject_digest,
    fingerprint: sha256(documentId),
    inputSalt: entry.input_salt,
    inputDigest: entry.input_digest,
    outputDigest: entry.output_digest,
    phiFound: 3,
    phiTypes: entry.phi_types,
    engineVersion: entry.engine_version,
    resultCiphertext: new Uint8Array([1]),
    tokensCiphertext: null,
    keyId: "k1",
    createdAt: entry.time,
  });
  await tx.run(insert.sql, insert.params);
  return entry;
}

/** The entry recomputed from the documents row, or undefined when the row is gone. */
export async function expectedEntry(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<DeidentifyEntry | LegacyDeidentifyEntry | undefined> {
  const row = await entryFieldsRow(db, tenant, documentId);
  if (!row) return undefined;
  return deidentifyEntry({
    tenant,
    documentId,
    policy: row.policy,
    phiTypes: JSON.parse(row.phi_types) as Record<string, number>,
    engineVersion: row.engine_version,
    time: row.created_at,
    subjectDigest: row.subject_digest,
    inputSalt: row.input_salt,
    inputDigest: row.input_digest,
    outputDigest: row.output_digest,
    vaultDigest: row.vault_digest,
    tokensDigest: row.tokens_digest,
  });
}
