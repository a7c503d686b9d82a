import type { SqlExecutor } from "../storage/database.ts";
import { documentVaultDigest, NO_VAULT_ROWS_DIGEST } from "../vault/vault-digest.ts";
import { tokenMapRow } from "./document-store.ts";
import { tokenMapDigest } from "./token-map-digest.ts";

/** What a de-identification entry commits to beyond the documents row (migration 009). */
export interface DocumentBindings {
  readonly vaultDigest: string;
  readonly tokensDigest: string;
}

/**
 * The bindings of a document being written, inside its transaction after its vault rows. The vault
 * writes rows only for a persistent (subject) scope; for any other the digest is that of no rows,
 * without a query (a row found later under the document's id was not written by it, and
 * verification names it).
 */
export async function documentBindings(
  tx: SqlExecutor,
  tenant: string,
  documentId: string,
  tokensCiphertext: Uint8Array | null,
  persistentScope: boolean,
): Promise<DocumentBindings> {
  return {
    vaultDigest: persistentScope ? await documentVaultDigest(tx, tenant, documentId) : NO_VAULT_ROWS_DIGEST,
    tokensDigest: tokenMapDigest(tokensCiphertext),
  };
}

/** Why a stored document no longer matches the bindings its log entry committed to. */
export type BindingFailure = "vault_changed" | "token_map_changed";

/**
 * Recomputes a document's bindings from the vault and documents tables and compares them with
 * `expected` (from its log entry, or its row). Null digests (a legacy document) are not checked.
 */
export async function checkDocumentBindings(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
  expected: { readonly vaultDigest: string | null; readonly tokensDigest: string | null },
): Promise<BindingFailure[]> {
  const failures: BindingFailure[] = [];
  if (
    expected.vaultDigest !== null &&
    (await documentVaultDigest(db, tenant, documentId)) !== expected.vaultDigest
  )
    failures.push("vault_changed");
  if (expected.tokensDigest !== null) {
    const row = await tokenMapRow(db, tenant, documentId);
    if (!row || tokenMapDigest(row.tokens_ciphertext) !== expected.tokensDigest)
      failures.push("token_map_changed");
  }
  return failures;
}

/**
 * The record with a digest that storage no longer matches replaced by a marker, so the entry rebuilt
 * from it differs from the logged one (as document-record.ts does for the output digest).
 */
export async function withBindingsChecked<
  R extends {
    readonly tenant: string;
    readonly documentId: string;
    readonly vaultDigest: string | null;
    readonly tokensDigest: string | null;
  },
>(db: SqlExecutor, record: R): Promise<R> {
  const failures = await checkDocumentBindings(db, record.tenant, record.documentId, record);
  if (failures.length === 0) return record;
  return {
    ...record,
    ...(failures.includes("vault_changed") ? { vaultDigest: `mismatch:${record.vaultDigest}` } : {}),
    ...(failures.includes("token_map_changed") ? { tokensDigest: `mismatch:${record.tokensDigest}` } : {}),
  };
}
