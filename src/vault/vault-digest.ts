import { createHash } from "node:crypto";
import type { SqlExecutor } from "../storage/database.ts";
import { type VaultDigestRow, vaultRowDigestInput } from "./vault-row-digest.ts";

/**
 * SHA-256 over the sorted encodings (`vaultRowDigestInput`, one a line) of every vault row a
 * document inserted. Computed inside the de-identification's transaction after its rows are
 * written, and again by verification: a deleted, edited, swapped or added row changes it.
 */
export async function documentVaultDigest(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<string> {
  // Every column, so a column added to vaultRowDigestInput needs no change here.
  const rows = await db.all<VaultDigestRow>(
    "SELECT * FROM vault_tokens WHERE tenant = ? AND document_id = ?",
    [tenant, documentId],
  );
  return vaultDigestOf(rows);
}

function vaultDigestOf(rows: readonly VaultDigestRow[]): string {
  const lines = rows.map((row) => vaultRowDigestInput(row)).sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

/** The digest of a document that inserted no vault row (any scope that is not a subject's). */
export const NO_VAULT_ROWS_DIGEST = vaultDigestOf([]);
