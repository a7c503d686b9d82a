import type { SqlExecutor, SqlValue } from "../storage/database.ts";

/**
 * The one module that reads and writes the `documents` table (as the vault owns its tables and the
 * audit log its own): the service, the receipt routes, the audit test helpers and the benchmarks
 * all go through it.
 */

/** A document as stored: metadata in clear, the result and the token map encrypted. */
export interface DocumentRow {
  readonly tenant: string;
  readonly documentId: string;
  readonly policy: string;
  /** The token scope: `sub:<digest>` for a subject, else the document's own. */
  readonly scope: string;
  readonly subjectDigest: string | null;
  /** Keyed digest of the request (text, policy, subject, known values): retries match it. */
  readonly fingerprint: string;
  readonly inputSalt: string;
  readonly inputDigest: string;
  readonly outputDigest: string;
  readonly phiFound: number;
  readonly phiTypes: Readonly<Record<string, number>>;
  readonly engineVersion: string;
  readonly resultCiphertext: Uint8Array;
  readonly tokensCiphertext: Uint8Array | null;
  readonly keyId: string;
  readonly createdAt: string;
  /** Digests of the vault rows the document inserted and of its token map (migration 009). */
  readonly vaultDigest?: string | null;
  readonly tokensDigest?: string | null;
}

/** The INSERT of a new document, doing nothing when the (tenant, document_id) is taken. */
export function insertDocumentStatement(row: DocumentRow): { sql: string; params: SqlValue[] } {
  return {
    sql: `INSERT INTO documents (tenant, document_id, policy, scope, subject_digest, fingerprint, input_salt, input_digest,
            output_digest, phi_found, phi_types, engine_version, result_ciphertext, tokens_ciphertext, key_id, created_at,
            vault_digest, tokens_digest)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant, document_id) DO NOTHING`,
    params: [
      row.tenant,
      row.documentId,
      row.policy,
      row.scope,
      row.subjectDigest,
      row.fingerprint,
      row.inputSalt,
      row.inputDigest,
      row.outputDigest,
      row.phiFound,
      JSON.stringify(row.phiTypes),
      row.engineVersion,
      row.resultCiphertext,
      row.tokensCiphertext,
      row.keyId,
      row.createdAt,
      row.vaultDigest ?? null,
      row.tokensDigest ?? null,
    ],
  };
}

export async function documentExists(db: SqlExecutor, tenant: string, documentId: string): Promise<boolean> {
  const row = await db.get("SELECT 1 AS ok FROM documents WHERE tenant = ? AND document_id = ?", [
    tenant,
    documentId,
  ]);
  return row !== undefined;
}

/** What a retry needs: the stored request fingerprint and the encrypted result. */
export function storedResultRow(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<{ fingerprint: string; result_ciphertext: Uint8Array; key_id: string } | undefined> {
  return db.get(
    "SELECT fingerprint, result_ciphertext, key_id FROM documents WHERE tenant = ? AND document_id = ?",
    [tenant, documentId],
  );
}

/** What re-identification needs: the token scope and the encrypted token map. */
export function tokenMapRow(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<{ scope: string; tokens_ciphertext: Uint8Array | null; key_id: string } | undefined> {
  return db.get(
    "SELECT scope, tokens_ciphertext, key_id FROM documents WHERE tenant = ? AND document_id = ?",
    [tenant, documentId],
  );
}

/** The columns a document's audit entry is rebuilt from (and its encrypted result, to check it). */
export interface EntryFieldsRow {
  readonly policy: string;
  readonly subject_digest: string | null;
  readonly input_salt: string;
  readonly input_digest: string;
  readonly output_digest: string;
  readonly phi_types: string;
  readonly engine_version: string;
  readonly result_ciphertext: Uint8Array;
  readonly key_id: string;
  readonly created_at: string;
  readonly vault_digest: string | null;
  readonly tokens_digest: string | null;
}

export function entryFieldsRow(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<EntryFieldsRow | undefined> {
  return db.get<EntryFieldsRow>(
    `SELECT policy, subject_digest, input_salt, input_digest, output_digest, phi_types, engine_version,
            result_ciphertext, key_id, created_at, vault_digest, tokens_digest
     FROM documents WHERE tenant = ? AND document_id = ?`,
    [tenant, documentId],
  );
}
