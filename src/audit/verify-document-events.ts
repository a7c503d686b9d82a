import type { SqlExecutor } from "../storage/database.ts";
import type { RememberedCheckpoint } from "./checkpoint-memory.ts";
import { type AuditEntry, entryDocumentId, entryText } from "./entry.ts";
import { inclusionProofRanges, verifyInclusion } from "./inclusion-proof.ts";
import { type DocumentPage, documentLogRows, missingLeaves, readNodes } from "./log-tables.ts";
import { equalBytes, leafHash } from "./merkle-hash.ts";
import type { NoteVerifier } from "./note-verifier.ts";
import { parseAuditEntry } from "./parse-entry.ts";
import { type LeafRange, type NodeRef, nodeKey, subtreeHash, subtreeNodes } from "./tree-nodes.ts";
import { openCheckpoint } from "./verify-receipt.ts";

/**
 * Why one event of a document does not verify: `entry_mismatch` (the stored row is not the entry
 * rebuilt from storage), `entry_malformed` (not an entry), `not_in_log` (no leaf for it under the
 * latest signed checkpoint), `proof_invalid` (its leaf, with the stored tree's audit path, does
 * not give the checkpoint's root: the row was edited, moved or forged), `checkpoint_invalid` (the
 * latest checkpoint is not signed by this log), `reason_mismatch` (the encrypted reason row is gone
 * or no longer matches the entry's MAC), `vault_changed` / `token_map_changed` (a vault row the
 * de-identification inserted, or its token map, no longer matches the digest its entry commits
 * to). `pending` (not integrated yet) is not a failure.
 */
export const EVENT_FAILURES = [
  "entry_mismatch",
  "entry_malformed",
  "not_in_log",
  "proof_invalid",
  "checkpoint_invalid",
  "reason_mismatch",
  "vault_changed",
  "token_map_changed",
] as const;
export type EventFailure = (typeof EVENT_FAILURES)[number];

export interface EventCheck {
  /** The event's log index; null for a de-identification the log does not hold (yet). */
  readonly log_index: number | null;
  readonly verified: boolean;
  readonly failure?: EventFailure | "pending";
}

export interface ReidentifyEventCheck extends EventCheck {
  readonly log_index: number;
  /** The row's entry text as stored (for the trail's view of it). */
  readonly text: string;
}

export interface DocumentEventsVerification {
  readonly valid: boolean;
  /** The size of the latest signed checkpoint every proof was checked against (null: none). */
  readonly tree_size: number | null;
  readonly deidentification: EventCheck;
  /** The document's re-identification rows in log order, each checked. */
  readonly reidentifications: readonly ReidentifyEventCheck[];
  /**
   * Log indexes the checkpoint covers, from the document's de-identification on, that have no
   * entry row: a deleted entry (perhaps one of this document's events). At most 50.
   */
  readonly missing_leaves: readonly number[];
  /**
   * Leaves of this page's share of the log not checked for a missing row (beyond the newest
   * MAX_LEAVES_CHECKED): `audit verify` checks the whole log.
   */
  readonly leaves_unchecked: number;
  /** Log indexes of every failing event and missing leaf. */
  readonly failed_events: readonly number[];
  /** Events of this document committed but not integrated yet (not a failure). */
  readonly pending_events: number;
  /**
   * Set when the stored log is not an extension of the largest checkpoint this service remembers
   * signing (outside the database): `rolled_back` (the stored log is smaller: its tail was
   * deleted) or `forked` (the first leaves differ from the ones signed).
   */
  readonly log_failure?: "rolled_back" | "forked" | "checkpoint_invalid";
  /** Set when more re-identifications follow this page: the last log index it holds. */
  readonly next_after?: number;
}

export interface DocumentEventsContext {
  readonly db: SqlExecutor;
  readonly verifiers: readonly NoteVerifier[];
  readonly origin: string;
  /** The largest checkpoint this service signed, as remembered outside the database. */
  readonly remembered?: RememberedCheckpoint | undefined;
  /** Most leaves a page checks for missing rows (default MAX_LEAVES_CHECKED). */
  readonly maxLeavesChecked?: number;
}

export interface DocumentEventsExpectations {
  /** The de-identification entry rebuilt from the documents row; undefined if it cannot be. */
  readonly deidentifyEntry: string | undefined | Promise<string | undefined>;
  /**
   * The caller's check of the document's vault rows and token map against the entry's digests; a
   * promise may be given, so its reads run while the log's are made (awaited only once needed).
   */
  readonly deidentifyBinding?:
    | "vault_changed"
    | "token_map_changed"
    | undefined
    | Promise<"vault_changed" | "token_map_changed" | undefined>;
  /** True when the reason row `ref` exists and matches the entry's keyed MAC. */
  readonly reasonMatches: (ref: string, digest: string) => Promise<boolean>;
}

const MISSING = new Uint8Array(32);
/** Most leaves one page checks for missing rows. */
export const MAX_LEAVES_CHECKED = 10_000;
const encoder = new TextEncoder();

function parseRow(text: string): AuditEntry | undefined {
  try {
    const parsed = parseAuditEntry(JSON.parse(text));
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Proves every event of one document against the latest signed checkpoint, trusting no stored
 * row: the de-identification entry must equal the one rebuilt from the documents row, each
 * re-identification row must be a canonical entry of this document whose reason row still matches
 * its MAC, and each leaf must be included, by the audit path assembled from the stored tree, in
 * the checkpoint's root. A deleted row leaves its leaf without an entry (`missing_leaves`).
 * Never throws on tampered data; reports checks and log positions only, never PHI.
 */
export async function verifyDocumentEvents(
  ctx: DocumentEventsContext,
  tenant: string,
  documentId: string,
  expected: DocumentEventsExpectations,
  page: DocumentPage = { limit: Number.MAX_SAFE_INTEGER - 1 },
): Promise<DocumentEventsVerification> {
  // The caller's reads of the document may still be under way: the log's are made meanwhile.
  const [{ rows: read, pending, latestNote }, deidentifyEntry] = await Promise.all([
    documentLogRows(ctx.db, tenant, documentId, page),
    expected.deidentifyEntry,
  ]);
  // One re-identification beyond the page was read: another page follows, after the last one kept.
  const reidentifyRows = read.filter((r) => r.kind === "reidentify");
  const more = reidentifyRows.length > page.limit;
  const beyond = more ? reidentifyRows[page.limit] : undefined;
  const rows = beyond ? read.filter((r) => r !== beyond) : read;
  const lastKept = more ? Number(reidentifyRows[page.limit - 1]!.idx) : undefined;
  const opened = latestNote !== undefined ? openCheckpoint(latestNote, ctx.verifiers, ctx.origin) : undefined;
  const checkpoint = opened?.ok ? opened.value : undefined;
  const size = checkpoint?.size ?? null;

  // Leaves to prove, then one read of every node their audit paths need.
  const toProve: { index: number; leaf: Uint8Array; ranges: LeafRange[] }[] = [];
  const prove = (index: number, text: string): EventFailure | undefined => {
    if (!checkpoint || size === null) return "checkpoint_invalid";
    if (index < 0 || index >= size) return "not_in_log";
    toProve.push({ index, leaf: leafHash(encoder.encode(text)), ranges: inclusionProofRanges(index, size) });
    return undefined;
  };

  const deidRows = rows.filter((r) => r.kind === "deidentify");
  const first = deidRows[0];
  let deidFailure: EventFailure | "pending" | undefined;
  if (!first) deidFailure = pending.includes("deidentify") ? "pending" : "not_in_log";
  else if (deidentifyEntry === undefined || first.entry !== deidentifyEntry) deidFailure = "entry_mismatch";
  else deidFailure = prove(Number(first.idx), first.entry);

  const reidChecks: {
    index: number;
    text: string;
    failure: EventFailure | undefined;
    ref?: [string, string];
  }[] = [];
  // A second de-identification row of one document is never written by the service: forged.
  const extra: number[] = deidRows.slice(1).map((r) => Number(r.idx));
  for (const row of rows) {
    if (row.kind !== "reidentify") continue;
    const index = Number(row.idx);
    const entry = parseRow(row.entry);
    let failure: EventFailure | undefined;
    if (!entry) failure = "entry_malformed";
    else if (
      entry.kind !== "reidentify" ||
      entry.tenant !== tenant ||
      entryDocumentId(entry) !== documentId ||
      entryText(entry) !== row.entry
    )
      failure = "entry_mismatch";
    else failure = prove(index, row.entry);
    const ref =
      entry?.kind === "reidentify" && "reason_ref" in entry && entry.reason_ref !== null
        ? ([entry.reason_ref, entry.reason_digest ?? ""] as [string, string])
        : undefined;
    reidChecks.push({ index, text: row.entry, failure, ...(ref ? { ref } : {}) });
  }

  // The remembered checkpoint: the stored log must extend it (same first leaves, no fewer).
  const remembered = ctx.remembered && ctx.remembered.size > 0 ? ctx.remembered : undefined;
  const prefix = remembered && size !== null && remembered.size <= size ? remembered.size : undefined;
  const prefixRange = prefix === undefined ? [] : subtreeNodes({ start: 0, end: prefix });
  // A stored checkpoint that does not verify is a bad signature (or origin), not a shorter log.
  const checkpointInvalid = latestNote !== undefined && size === null;
  const rolledBack =
    !checkpointInvalid && remembered !== undefined && (size === null || remembered.size > size);

  // This page's share of the leaves from the de-identification on: from the first page's
  // de-identification (or the cursor) to the page's last event, or, on the last page, up to the
  // larger of the stored and the remembered checkpoint. Pages together cover every leaf once.
  const firstIndex = first ? Number(first.idx) : rows.length > 0 ? Number(rows[0]!.idx) : undefined;
  const start = page.after === undefined ? firstIndex : page.after + 1;
  const end = lastKept !== undefined ? lastKept + 1 : Math.max(size ?? 0, rolledBack ? remembered!.size : 0);
  // Counting rows costs time in the range's length (a 1,000,000-leaf share: 0.4–2 s on SQLite), so
  // a page checks at most the newest MAX_LEAVES_CHECKED leaves of its share (where a rolled-back or
  // freshly deleted tail shows) and says how many it left to `audit verify`, which checks them all.
  const from =
    start === undefined ? undefined : Math.max(start, end - (ctx.maxLeavesChecked ?? MAX_LEAVES_CHECKED));
  // The page's reasons are checked while the proofs' nodes are read (on PostgreSQL, over several
  // pool connections); a reason decides only an event that nothing else failed.
  const reasonChecks = new Map<number, Promise<boolean>>();
  for (const check of reidChecks) {
    if (check.failure !== undefined || !check.ref) continue;
    const matches = expected.reasonMatches(check.ref[0], check.ref[1]);
    matches.catch(() => {}); // awaited below; a failed node read must not leave it unhandled
    reasonChecks.set(check.index, matches);
  }
  // Read with the nodes too (on PostgreSQL one round trip instead of three in a row).
  const missingRead = from !== undefined ? missingLeaves(ctx.db, from, end, 50) : Promise.resolve([]);
  const [nodes, missing] = await Promise.all([
    readNodesChunked(ctx.db, [
      ...toProve.flatMap((p) => p.ranges.flatMap((range) => subtreeNodes(range))),
      ...prefixRange,
    ]),
    missingRead,
  ]);
  const lookup = (level: number, index: number) => nodes.get(nodeKey(level, index)) ?? MISSING;
  const proofFailed = new Set<number>();
  for (const p of toProve) {
    const path = p.ranges.map((range) => subtreeHash(range, lookup));
    if (!checkpoint || verifyInclusion(p.leaf, p.index, checkpoint.size, path, checkpoint.root) !== undefined)
      proofFailed.add(p.index);
  }

  if (deidFailure === undefined && first && proofFailed.has(Number(first.idx))) deidFailure = "proof_invalid";
  if (deidFailure === undefined && first) deidFailure = await expected.deidentifyBinding;
  const reidentifications: ReidentifyEventCheck[] = await Promise.all(
    reidChecks.map(async (check) => {
      let failure = check.failure ?? (proofFailed.has(check.index) ? "proof_invalid" : undefined);
      const reasonCheck = reasonChecks.get(check.index);
      if (failure === undefined && reasonCheck && !(await reasonCheck)) failure = "reason_mismatch";
      return {
        log_index: check.index,
        text: check.text,
        verified: failure === undefined,
        ...(failure ? { failure } : {}),
      };
    }),
  );

  let logFailure: "rolled_back" | "forked" | "checkpoint_invalid" | undefined;
  if (checkpointInvalid) logFailure = "checkpoint_invalid";
  else if (rolledBack) logFailure = "rolled_back";
  else if (remembered && prefix !== undefined) {
    const root = subtreeHash({ start: 0, end: prefix }, lookup);
    if (!equalBytes(root, remembered.root)) logFailure = "forked";
  }
  const unchecked = start !== undefined && from !== undefined ? Math.max(0, from - start) : 0;

  const deidIndex = first ? Number(first.idx) : null;
  const deidentification: EventCheck = {
    log_index: deidIndex,
    verified: deidFailure === undefined,
    ...(deidFailure ? { failure: deidFailure } : {}),
  };
  const failedEvents = new Set<number>([...extra, ...missing]);
  if (deidFailure !== undefined && deidFailure !== "pending" && deidIndex !== null)
    failedEvents.add(deidIndex);
  for (const r of reidentifications) if (!r.verified) failedEvents.add(r.log_index);
  const deidFailed = deidFailure !== undefined && deidFailure !== "pending";
  return {
    valid: failedEvents.size === 0 && !deidFailed && logFailure === undefined,
    tree_size: size,
    deidentification,
    reidentifications,
    missing_leaves: missing,
    leaves_unchecked: unchecked,
    failed_events: [...failedEvents].sort((a, b) => a - b),
    pending_events: pending.length,
    ...(logFailure ? { log_failure: logFailure } : {}),
    ...(lastKept !== undefined ? { next_after: lastKept } : {}),
  };
}

/** readNodes a bounded number of nodes at a time (its OR chain must stay short for SQLite). */
async function readNodesChunked(db: SqlExecutor, refs: readonly NodeRef[]): Promise<Map<string, Uint8Array>> {
  const unique = [...new Map(refs.map((r) => [nodeKey(r.level, r.index), r])).values()];
  const nodes = new Map<string, Uint8Array>();
  for (let i = 0; i < unique.length; i += 200) {
    for (const [key, hash] of await readNodes(db, unique.slice(i, i + 200))) nodes.set(key, hash);
  }
  return nodes;
}
