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
export async function verifyWholeLog(ctx: AppContext): Promise<LogVerification> {
  const verifiers = ctx.receiptVerifierKeys.flatMap((key) => {
    const parsed = parseVerifierKey(key);
    return parsed.ok ? [parsed.value] : [];
  });
  return verifyLog({
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
    rowProblems: () => verifyRows({ db: ctx.db, rowMac: ctx.rowMac, tenantLists: ctx.deps.tenantLists }),
  });
}
