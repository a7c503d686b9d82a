import type { AuditLog } from "../audit/audit-log.ts";
import { toAuditTrailEvent } from "../audit/audit-trail-event.ts";
import { entryText } from "../audit/entry.ts";
import type { EventCheck } from "../audit/verify-document-events.ts";
import { DeidError } from "../errors.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { deidentifyEntryOf } from "./audit-adapter.ts";
import { type AuditTrailView, auditTrailView, reasonReader } from "./audit-reason.ts";
import { checkDocumentBindings } from "./document-bindings.ts";
import { loadDocumentRecord } from "./document-record.ts";
import { documentExists } from "./document-store.ts";
import type { ServiceDeps } from "./service-deps.ts";

/** The body of `GET /documents/{id}/audit`: the trail, each event proved against the log. */
export interface DocumentAudit {
  readonly document_id: string;
  /** The re-identifications, in log order, each with whether it verified and, if not, why. */
  readonly events: (AuditTrailView & Omit<EventCheck, "log_index">)[];
  /** True when every event verified and no covered log entry is missing. Pending is not a failure. */
  readonly valid: boolean;
  /** Log indexes of the events that failed and of missing leaves. */
  readonly failed_events: readonly number[];
  readonly deidentification: EventCheck;
  readonly missing_leaves: readonly number[];
  /** Leaves of this page's share not checked for missing rows (`audit verify` checks them). */
  readonly leaves_unchecked: number;
  readonly pending_events: number;
  /** The latest signed checkpoint's size the proofs were checked against. */
  readonly tree_size: number | null;
  /** The stored log does not extend the checkpoint this service remembers signing. */
  readonly log_failure?: "rolled_back" | "forked" | "checkpoint_invalid";
  /** Pass as `cursor` for the next page of re-identifications; absent on the last page. */
  readonly next_cursor?: string;
}

/** Opaque to callers: the log index of the page's last re-identification. */
const CURSOR = /^r([0-9]{1,15})$/;

function parseCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const match = CURSOR.exec(cursor);
  if (!match) {
    throw new DeidError("invalid_request", "cursor is not one this service returned", {
      details: [{ path: "/cursor", message: "invalid cursor" }],
    });
  }
  return Number(match[1]);
}

/**
 * A document's audit trail, every event recomputed from storage and proved included in the latest
 * signed checkpoint. Reasons may hold PHI: decrypted for admin keys only; everyone sees whether
 * each event verified.
 */
export async function documentAudit(
  audit: AuditLog,
  db: SqlExecutor,
  deps: Pick<ServiceDeps, "cipher" | "reasonKey">,
  tenant: string,
  documentId: string,
  withReasons: boolean,
  page: { readonly cursor?: string | undefined; readonly limit: number } = { limit: 100 },
): Promise<DocumentAudit> {
  const after = parseCursor(page.cursor);
  // The document's rows and the log's are read together (on PostgreSQL the round trips overlap
  // instead of following one another); nothing is answered before the document is known to exist.
  const read = Promise.all([
    documentExists(db, tenant, documentId),
    loadDocumentRecord(db, deps.cipher, tenant, documentId),
  ]);
  const deidentifyEntry = read.then(([, record]) => {
    try {
      return record ? entryText(deidentifyEntryOf(record)) : undefined;
    } catch {
      return undefined; // a row too damaged to rebuild an entry from
    }
  });
  // The document's own rows are checked while the log's rows are read. Awaited with the
  // verification, so a failure of either fails the request and none goes unhandled.
  const binding = read.then(([, record]) =>
    record ? checkDocumentBindings(db, tenant, documentId, record).then(([failure]) => failure) : undefined,
  );
  // The reason rows are read once, for the events' verification, and reused by their view.
  const reasons = reasonReader(db, tenant);
  const checking = audit.verifyDocumentEvents(
    tenant,
    documentId,
    {
      deidentifyEntry,
      deidentifyBinding: binding,
      reasonMatches: (ref, digest) => reasons.matches(deps, ref, digest),
    },
    { after, limit: page.limit },
  );
  // Awaited below once the document is known; a missing one's reads must not go unhandled.
  checking.catch(() => {});
  binding.catch(() => {});
  deidentifyEntry.catch(() => {});
  const [exists] = await read;
  if (!exists) throw new DeidError("not_found", "no such document");
  const [checked] = await Promise.all([checking, binding]);
  if (!checked) {
    // The log is disabled (benchmarks only): nothing to prove.
    return {
      document_id: documentId,
      events: [],
      valid: true,
      failed_events: [],
      deidentification: { log_index: null, verified: false, failure: "pending" },
      missing_leaves: [],
      leaves_unchecked: 0,
      pending_events: 0,
      tree_size: null,
    };
  }
  const trail = checked.reidentifications.flatMap((r) => toAuditTrailEvent(r.log_index, r.text) ?? []);
  const views = await auditTrailView(db, deps, tenant, trail, withReasons, reasons);
  const byIndex = new Map(checked.reidentifications.map((r) => [r.log_index, r]));
  return {
    document_id: documentId,
    events: views.map((view) => {
      const { verified, failure } = byIndex.get(view.log_index)!;
      return { ...view, verified, ...(failure ? { failure } : {}) };
    }),
    valid: checked.valid,
    failed_events: checked.failed_events,
    deidentification: checked.deidentification,
    missing_leaves: checked.missing_leaves,
    leaves_unchecked: checked.leaves_unchecked,
    pending_events: checked.pending_events,
    tree_size: checked.tree_size,
    ...(checked.log_failure ? { log_failure: checked.log_failure } : {}),
    ...(checked.next_after !== undefined ? { next_cursor: `r${checked.next_after}` } : {}),
  };
}
