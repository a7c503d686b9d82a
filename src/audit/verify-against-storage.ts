import type { SqlExecutor } from "../storage/database.ts";
import { type AuditEntry, entryText } from "./entry.ts";
import { loadReceipt } from "./load-receipt.ts";
import { latestCheckpointRow } from "./log-tables.ts";
import type { NoteVerifier } from "./note-verifier.ts";
import { type CheckFailure, openCheckpoint, verifyReceipt } from "./verify-receipt.ts";

export const STORAGE_CHECKS = [
  "entry_matches_storage",
  "inclusion_proof",
  "checkpoint_signature",
  "consistency_with_latest",
] as const;
export type StorageVerifyCheck = (typeof STORAGE_CHECKS)[number];

/** The body of GET /api/v1/receipts/{document_id}/verify. */
export interface VerifyResult {
  readonly document_id: string;
  readonly valid: boolean;
  readonly checks: { readonly [C in StorageVerifyCheck]: boolean };
  readonly log_index: number | null;
  readonly verified_at: string;
  /** Present when a check failed: which, and why (positions and sizes only, never PHI). */
  readonly failures?: readonly CheckFailure<StorageVerifyCheck>[];
}

export interface StorageVerifyContext {
  readonly db: SqlExecutor;
  readonly verifiers: readonly NoteVerifier[];
  readonly origin: string;
  readonly now: () => Date;
}

/**
 * Verifies a document against storage: the stored entry equals the one recomputed from the
 * document's row, the entry is in the tree its checkpoint signs, the checkpoints are signed by this
 * log's key, and the latest checkpoint extends the receipt's. Undefined when neither the log nor
 * the documents table knows the document. Never throws on tampered data.
 */
export async function verifyAgainstStorage(
  ctx: StorageVerifyContext,
  tenant: string,
  documentId: string,
  expected: AuditEntry | undefined,
): Promise<VerifyResult | undefined> {
  const loaded = await loadReceipt(ctx.db, tenant, documentId);
  if (!loaded && !expected) return undefined;
  const failures: CheckFailure<StorageVerifyCheck>[] = [];
  const fail = (check: StorageVerifyCheck, reason: string) => {
    if (!failures.some((f) => f.check === check && f.reason === reason)) failures.push({ check, reason });
  };

  const failed = (check: StorageVerifyCheck) => failures.some((f) => f.check === check);

  if (!loaded) {
    fail("entry_matches_storage", "the log holds no entry for this document");
    fail("inclusion_proof", "there is no log entry to prove");
    fail("consistency_with_latest", "there is no receipt checkpoint to compare");
    await checkLatestSignature(ctx, fail);
  } else {
    if (!expected) fail("entry_matches_storage", "the document's stored record is missing");
    else if (entryText(expected) !== loaded.storedEntry) {
      fail("entry_matches_storage", "the log entry differs from the document's stored record");
    }
    for (const problem of loaded.problems) fail(problem.check, problem.reason);
    if (loaded.receipt) {
      const offline = verifyReceipt(loaded.receipt, ctx.verifiers, { origin: ctx.origin });
      for (const f of offline.failures) {
        fail(f.check === "receipt_format" ? "entry_matches_storage" : f.check, f.reason);
      }
    } else {
      if (!failed("inclusion_proof")) fail("inclusion_proof", "no receipt could be assembled from storage");
      if (!failed("consistency_with_latest"))
        fail("consistency_with_latest", "there is no receipt checkpoint to compare");
      await checkLatestSignature(ctx, fail);
    }
  }

  const checks = Object.fromEntries(STORAGE_CHECKS.map((c) => [c, !failed(c)])) as VerifyResult["checks"];
  return {
    document_id: documentId,
    valid: failures.length === 0,
    checks,
    log_index: loaded ? loaded.logIndex : null,
    verified_at: ctx.now().toISOString(),
    ...(failures.length > 0 ? { failures } : {}),
  };
}

/** Without a receipt, the signature check still covers the log's latest checkpoint. */
async function checkLatestSignature(
  ctx: StorageVerifyContext,
  fail: (check: StorageVerifyCheck, reason: string) => void,
): Promise<void> {
  const latest = await latestCheckpointRow(ctx.db);
  const opened = latest ? openCheckpoint(latest.note, ctx.verifiers, ctx.origin) : undefined;
  if (!opened?.ok) fail("checkpoint_signature", opened?.reason ?? "the log has no checkpoint");
}
