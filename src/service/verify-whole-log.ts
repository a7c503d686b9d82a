import type { RememberedCheckpoint } from "../audit/checkpoint-memory.ts";
import { entryText } from "../audit/entry.ts";
import { parseVerifierKey } from "../audit/note-verifier.ts";
import { type LogVerification, verifyLog } from "../audit/verify-log.ts";
import type { AppContext } from "../context.ts";
import { deidentifyEntryOf } from "./audit-adapter.ts";
import { readReason } from "./audit-reason.ts";
import { checkDocumentBindings } from "./document-bindings.ts";
import { loadDocumentRecord } from "./document-record.ts";
import { verifyRows } from "./verify-rows.ts";

/**
 * `clinical-deid audit verify`: the whole log recomputed from the database (`audit/verify-log.ts`),
 * with the service's keys to rebuild each document's entry from its row and to check each
 * re-identification reason against its entry's MAC, and each document's vault rows and token map
 * against the digests its entry committed to.
 */
export async function verifyWholeLog(
  ctx: AppContext,
  options: { readonly given?: { readonly note: string; readonly source: string } } = {},
): Promise<LogVerification> {
  let remembered: RememberedCheckpoint | null | { unreadable: string };
  try {
    remembered = ctx.checkpointMemory.read() ?? null;
  } catch (error) {
    remembered = {
      unreadable: error instanceof Error ? error.message : "the checkpoint memory is unreadable",
    };
  }
  const identity = ctx.logIdentity;
  const identityNote =
    identity.ok && identity.identity.overExistingLog
      ? [
          `log_identity: created at ${identity.identity.createdAt} over a log that already had checkpoints (expected once after upgrading; otherwise its row was deleted and the checkpoint memory started afresh)`,
        ]
      : [];
  const verifiers = ctx.receiptVerifierKeys.flatMap((key) => {
    const parsed = parseVerifierKey(key);
    return parsed.ok ? [parsed.value] : [];
  });
  const result = await verifyLog({
    db: ctx.db,
    verifiers,
    origin: ctx.config.logOrigin,
    async expectedEntryText(tenant, documentId) {
      const record = await loadDocumentRecord(ctx.db, ctx.deps.cipher, tenant, documentId);
      if (!record) return undefined;
      try {
        return entryText(deidentifyEntryOf(record));
      } catch {
        return undefined;
      }
    },
    bindingFailures: (tenant, documentId, committed) =>
      checkDocumentBindings(ctx.db, tenant, documentId, committed),
    async reasonMatches(tenant, ref, digest) {
      return (await readReason(ctx.db, ctx.deps, tenant, ref, digest)) !== null;
    },
    remembered,
    ...(options.given ? { given: options.given } : {}),
    ...(identity.ok || (identity.reason === "missing" && !(await hasCheckpoints(ctx)))
      ? {}
      : {
          identityProblem:
            identity.reason === "mac"
              ? "the log's identity row fails its MAC (written without the master key)"
              : "the log has checkpoints but no identity row (not started since upgrading, or the row was deleted)",
        }),
    rowProblems: () => verifyRows({ db: ctx.db, rowMac: ctx.rowMac, tenantLists: ctx.deps.tenantLists }),
  });
  return { ...result, notes: [...identityNote, ...result.notes] };
}

async function hasCheckpoints(ctx: AppContext): Promise<boolean> {
  return (await ctx.db.get("SELECT 1 AS one FROM audit_checkpoints LIMIT 1")) !== undefined;
}
