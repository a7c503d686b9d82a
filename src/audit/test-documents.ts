import { createHash, randomBytes } from "node:crypto";
import type { SqlExecutor } from "../storage/database.ts";
import { type DeidentifyEntry, deidentifyEntry } from "./entry.ts";

/**
 * Test and benchmark support: writes documents rows the way the service does and recomputes a
 * document's expected log entry from its row, as the service's verify route does.
 */
export interface DocumentRow {
  readonly tenant: string;
  readonly document_id: string;
  readonly policy: string;
  readonly subject_digest: string | null;
  readonly input_salt: string;
  readonly input_digest: string;
  readonly output_digest: string;
  readonly phi_types: string;
  readonly engine_version: string;
  readonly created_at: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Stores a documents row for a synthetic note and returns the log entry that belongs to it. */
export async function insertTestDocument(
  tx: SqlExecutor,
  tenant: string,
  documentId: string,
  time: Date = new Date(),
): Promise<DeidentifyEntry> {
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
  await tx.run(
    `INSERT INTO documents (tenant, document_id, policy, scope, subject_digest, fingerprint, input_salt, input_digest,
      output_digest, phi_found, phi_types, engine_version, result_ciphertext, tokens_ciphertext, key_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      tenant,
      documentId,
      entry.policy,
      documentId,
      entry.subject_digest,
      sha256(documentId),
      entry.input_salt,
      entry.input_digest,
      entry.output_digest,
      3,
      JSON.stringify(entry.phi_types),
      entry.engine_version,
      new Uint8Array([1]),
      null,
      "k1",
      entry.time,
    ],
  );
  return entry;
}

/** The entry recomputed from the documents row, or undefined when the row is gone. */
export async function expectedEntry(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<DeidentifyEntry | undefined> {
  const row = await db.get<DocumentRow>(
    `SELECT tenant, document_id, policy, subject_digest, input_salt, input_digest, output_digest, phi_types,
      engine_version, created_at FROM documents WHERE tenant = ? AND document_id = ?`,
    [tenant, documentId],
  );
  if (!row) return undefined;
  return deidentifyEntry({
    tenant: row.tenant,
    documentId: row.document_id,
    policy: row.policy,
    phiTypes: JSON.parse(row.phi_types) as Record<string, number>,
    engineVersion: row.engine_version,
    time: row.created_at,
    subjectDigest: row.subject_digest,
    inputSalt: row.input_salt,
    inputDigest: row.input_digest,
    outputDigest: row.output_digest,
  });
}
