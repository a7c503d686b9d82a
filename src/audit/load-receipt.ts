import type { SqlExecutor } from "../storage/database.ts";
import { consistencyProofRanges } from "./consistency-proof.ts";
import type { AuditEntry } from "./entry.ts";
import { inclusionProofRanges } from "./inclusion-proof.ts";
import { checkpointCovering, documentEntry, latestCheckpointRow, readNodes } from "./log-tables.ts";
import { parseAuditEntry } from "./parse-entry.ts";
import { RECEIPT_FORMAT, type Receipt } from "./receipt.ts";
import { type LeafRange, nodeKey, subtreeHash, subtreeNodes } from "./tree-nodes.ts";
import type { CheckFailure } from "./verify-receipt.ts";

export type StorageCheck = "entry_matches_storage" | "inclusion_proof" | "consistency_with_latest";

export interface LoadedReceipt {
  readonly logIndex: number;
  /** The entry text exactly as stored. */
  readonly storedEntry: string;
  /** Undefined when storage no longer holds enough to assemble one. */
  readonly receipt?: Receipt;
  /** What storage could not provide, as failed checks (never PHI: only positions and sizes). */
  readonly problems: readonly CheckFailure<StorageCheck>[];
}

const MISSING = new Uint8Array(32);

/**
 * Assembles a document's receipt from storage: its entry, the checkpoint that first included it,
 * the inclusion proof, and a consistency proof to the latest checkpoint. Trusts nothing it reads;
 * anything missing is reported so verification can name the check it breaks.
 */
export async function loadReceipt(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<LoadedReceipt | undefined> {
  const row = await documentEntry(db, tenant, documentId);
  if (!row) return undefined;
  const logIndex = Number(row.idx);
  const problems: CheckFailure<StorageCheck>[] = [];
  const base = { logIndex, storedEntry: row.entry, problems };

  let entry: AuditEntry | undefined;
  try {
    const parsed = parseAuditEntry(JSON.parse(row.entry));
    if (parsed.ok) entry = parsed.value;
  } catch {
    // reported below
  }
  if (!entry) {
    problems.push({ check: "entry_matches_storage", reason: "the stored log entry is malformed" });
    return base;
  }

  const [covering, latest] = await Promise.all([checkpointCovering(db, logIndex), latestCheckpointRow(db)]);
  if (!covering || !latest) {
    problems.push({ check: "inclusion_proof", reason: `no checkpoint covers log index ${logIndex}` });
    return base;
  }
  const size = Number(covering.tree_size);
  const latestSize = Number(latest.tree_size);
  let inclusion: LeafRange[];
  let consistency: LeafRange[];
  try {
    inclusion = inclusionProofRanges(logIndex, size);
    consistency = consistencyProofRanges(size, latestSize);
  } catch {
    problems.push({
      check: "inclusion_proof",
      reason: "stored checkpoint sizes are inconsistent with the entry",
    });
    return base;
  }

  const nodes = await readNodes(
    db,
    [...inclusion, ...consistency].flatMap((range) => subtreeNodes(range)),
  );
  let missing = 0;
  const hashOf = (range: LeafRange) =>
    Buffer.from(
      subtreeHash(range, (level, index) => {
        const hash = nodes.get(nodeKey(level, index));
        if (!hash) missing++;
        return hash ?? MISSING;
      }),
    ).toString("base64");
  const inclusionHashes = inclusion.map(hashOf);
  if (missing > 0)
    problems.push({ check: "inclusion_proof", reason: "the stored log tree is missing nodes" });
  const before = missing;
  const consistencyHashes = consistency.map(hashOf);
  if (missing > before) {
    problems.push({ check: "consistency_with_latest", reason: "the stored log tree is missing nodes" });
  }

  const receipt: Receipt = {
    format: RECEIPT_FORMAT,
    document_id: documentId,
    log_index: logIndex,
    entry,
    inclusion_proof: { tree_size: size, leaf_index: logIndex, hashes: inclusionHashes },
    checkpoint: covering.note,
    latest_checkpoint: latest.note,
    consistency_proof: consistencyHashes,
  };
  return { ...base, receipt };
}
