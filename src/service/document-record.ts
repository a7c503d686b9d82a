import { createHash } from "node:crypto";
import type { SqlExecutor } from "../storage/database.ts";
import type { Cipher } from "../vault/cipher.ts";
import type { DeidentifyRecord } from "./audit-port.ts";
import { entryFieldsRow } from "./document-store.ts";

/**
 * What storage holds for a document, as the fields of its audit entry. The output digest is
 * recomputed from the stored (encrypted) result, so an edit to either shows. Undefined when the
 * row is missing or no longer decrypts or parses.
 */
export async function loadDocumentRecord(
  db: SqlExecutor,
  cipher: Cipher,
  tenant: string,
  documentId: string,
): Promise<DeidentifyRecord | undefined> {
  const row = await entryFieldsRow(db, tenant, documentId);
  if (!row) return undefined;
  try {
    const result = JSON.parse(
      cipher.decrypt(row.result_ciphertext, `${tenant}\u0000result\u0000${documentId}`, row.key_id),
    ) as { text: string };
    const outputDigest = createHash("sha256").update(result.text).digest("hex");
    return {
      tenant,
      documentId,
      policy: row.policy,
      phiTypes: JSON.parse(row.phi_types) as Record<string, number>,
      engineVersion: row.engine_version,
      time: row.created_at,
      subjectDigest: row.subject_digest,
      inputSalt: row.input_salt,
      inputDigest: row.input_digest,
      // A row whose stored digest disagrees with its own result is reported as not matching.
      outputDigest: outputDigest === row.output_digest ? outputDigest : `mismatch:${row.output_digest}`,
      vaultDigest: row.vault_digest,
      tokensDigest: row.tokens_digest,
    };
  } catch {
    return undefined;
  }
}
