import type { SqlExecutor } from "../storage/database.ts";
import { consistencyProofRanges } from "./consistency-proof.ts";
import { latestCheckpointRow, readNodes } from "./log-tables.ts";
import { nodeKey, subtreeHash, subtreeNodes } from "./tree-nodes.ts";

/** The latest signed checkpoint and an RFC 6962 consistency proof to it from an older tree size. */
export interface ConsistencyProof {
  readonly from: number;
  /** C2SP signed note of the latest checkpoint. */
  readonly checkpoint: string;
  /** Standard-base64 hashes; empty when `from` is the latest size. */
  readonly proof: string[];
}

export type ConsistencyOutcome =
  | { readonly ok: true; readonly value: ConsistencyProof }
  | { readonly ok: false; readonly problem: "too_large" | "no_log" | "missing_nodes" };

/**
 * Proves that the latest checkpoint extends the tree of size `from` (what a holder of an older
 * checkpoint or receipt asks to detect a rollback or a fork). Trusts nothing it reads: a missing node
 * is reported, never papered over.
 */
export async function loadConsistency(db: SqlExecutor, from: number): Promise<ConsistencyOutcome> {
  const latest = await latestCheckpointRow(db);
  // No checkpoint at all: shorter than any checkpoint a holder can have.
  if (!latest) return { ok: false, problem: from > 0 ? "too_large" : "no_log" };
  const size = Number(latest.tree_size);
  if (from > size) return { ok: false, problem: "too_large" };
  const ranges = from === 0 || from === size ? [] : consistencyProofRanges(from, size);
  const nodes = await readNodes(
    db,
    ranges.flatMap((range) => subtreeNodes(range)),
  );
  let missing = false;
  const proof = ranges.map((range) =>
    Buffer.from(
      subtreeHash(range, (level, index) => {
        const hash = nodes.get(nodeKey(level, index));
        if (!hash) missing = true;
        return hash ?? new Uint8Array(32);
      }),
    ).toString("base64"),
  );
  if (missing) return { ok: false, problem: "missing_nodes" };
  return { ok: true, value: { from, checkpoint: latest.note, proof } };
}
