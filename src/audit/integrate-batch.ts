import type { Database, SqlExecutor } from "../storage/database.ts";
import { formatCheckpoint } from "./checkpoint.ts";
import type { CheckpointMemory } from "./checkpoint-memory.ts";
import { compactRange, extendTree, rootFromCompactRange } from "./extend-tree.ts";
import {
  insertBatch,
  lockAndReadLatestCheckpoint,
  quarantinePending,
  readNodes,
  takePending,
} from "./log-tables.ts";
import { equalBytes, leafHash } from "./merkle-hash.ts";
import type { NoteSigner } from "./note-signer.ts";
import type { NoteVerifier } from "./note-verifier.ts";
import { type PendingFailure, type PendingValidation, validatePending } from "./validate-pending.ts";
import { openCheckpoint } from "./verify-receipt.ts";

// Any constant shared by every replica: one integrator at a time across processes.
const POSTGRES_INTEGRATION_LOCK = 7_214_002;

export interface IntegrationContext {
  readonly db: Database;
  readonly signer: NoteSigner;
  /** Keys whose checkpoints this log accepts as its own (the signer's and any retired ones). */
  readonly verifiers: readonly NoteVerifier[];
  readonly origin: string;
  readonly now: () => Date;
  readonly batchLimit: number;
  /** Notes this process signed itself: their signatures need no second check. */
  readonly trustedNotes?: Set<string>;
  /** The last checkpoint this service signed, kept outside the database (checkpoint-memory.ts). */
  readonly memory?: CheckpointMemory;
  /** How pending rows are checked before they are signed (their MAC, schema, key and time). */
  readonly validation: Omit<PendingValidation, "now">;
  /** Told after commit how many rows were quarantined, by failure (never their content). */
  readonly onQuarantine?: (failures: readonly PendingFailure[]) => void;
}

/** Thrown when the stored tree no longer matches its latest signed checkpoint: the log will not extend it. */
export class AuditLogIntegrityError extends Error {
  override readonly name = "AuditLogIntegrityError";
}

/**
 * Moves up to `batchLimit` committed pending entries into the log, in one transaction: assigns the
 * next indices in queue order, stores their leaves and the subtrees they complete, and signs a new
 * checkpoint. Reads only the old tree's compact range, so the cost is O(batch + log n). Rows that
 * fail validation (validate-pending.ts) are quarantined instead. Returns the number of rows taken
 * from the queue (a checkpoint is written for an empty log too).
 */
export async function integrateBatch(ctx: IntegrationContext): Promise<number> {
  const { count, signed, quarantined } = await ctx.db.transaction(async (tx) => {
    const latest = await lockAndReadLatestCheckpoint(tx, POSTGRES_INTEGRATION_LOCK);
    // Taken inside the transaction: if anything below fails, the entries return to the queue.
    const taken = await takePending(tx, ctx.batchLimit);
    // Nothing is signed unchecked: a row that fails is set aside, and the rest go on.
    const { valid: pending, bad } = await validatePending(tx, taken, { ...ctx.validation, now: ctx.now });
    await quarantinePending(tx, bad, ctx.now().toISOString());
    const quarantined = bad.map((row) => row.failure);
    if (latest && pending.length === 0) return { count: taken.length, signed: undefined, quarantined };

    const oldSize = latest ? Number(latest.tree_size) : 0;
    const range = await readNodes(tx, compactRange(oldSize));
    if (latest) {
      // Refuse to sign on top of a tree that does not match what was signed before.
      const opened = openCheckpoint(latest.note, ctx.verifiers, ctx.origin, ctx.trustedNotes);
      if (!opened.ok || opened.value.size !== oldSize) {
        throw new AuditLogIntegrityError("the latest stored checkpoint does not verify");
      }
      let root: Uint8Array;
      try {
        root = rootFromCompactRange(oldSize, range);
      } catch {
        throw new AuditLogIntegrityError("the stored log tree is missing nodes");
      }
      if (!equalBytes(root, opened.value.root)) {
        throw new AuditLogIntegrityError("the stored log tree does not match its latest checkpoint");
      }
    }

    if (ctx.memory) {
      let root: Uint8Array;
      try {
        root = rootFromCompactRange(oldSize, range);
      } catch {
        throw new AuditLogIntegrityError("the stored log tree is missing nodes");
      }
      await checkAgainstMemory(tx, ctx.memory, oldSize, root);
    }
    const leaves = pending.map((row) => leafHash(new TextEncoder().encode(row.entry)));
    const extension = extendTree(oldSize, range, leaves);
    const body = formatCheckpoint({ origin: ctx.origin, size: extension.size, root: extension.root });
    const note = ctx.signer.sign(body);
    await insertBatch(tx, {
      entries: pending.map((row, i) => ({
        seq: Number(row.seq),
        idx: oldSize + i,
        tenant: row.tenant,
        document_id: row.document_id,
        kind: row.kind,
        entry: row.entry,
        time: row.parsed.time,
      })),
      nodes: extension.nodes,
      checkpoint: { tree_size: extension.size, root_hash: extension.root, note },
      createdAt: ctx.now().toISOString(),
    });
    if (ctx.trustedNotes) {
      ctx.trustedNotes.clear();
      ctx.trustedNotes.add(note);
    }
    return { count: taken.length, signed: { size: extension.size, root: extension.root }, quarantined };
  });
  // Remembered only once committed: a memory ahead of the database would be a false alarm later.
  if (signed) await ctx.memory?.remember(signed);
  if (quarantined.length > 0) ctx.onQuarantine?.(quarantined);
  return count;
}

/**
 * Refuses to extend a tree that is not an extension of the largest checkpoint this service signed:
 * shorter (the tail was deleted), or with a different root at that size (rolled back and refilled).
 */
async function checkAgainstMemory(
  tx: SqlExecutor,
  memory: CheckpointMemory | undefined,
  oldSize: number,
  oldRoot: Uint8Array,
): Promise<void> {
  const remembered = memory?.read();
  if (!remembered) return;
  if (remembered.size > oldSize) {
    throw new AuditLogIntegrityError(
      `the log has ${oldSize} entries but this service signed a checkpoint of ${remembered.size}: it was rolled back`,
    );
  }
  const root =
    remembered.size === oldSize
      ? oldRoot
      : rootFromCompactRange(remembered.size, await readNodes(tx, compactRange(remembered.size)));
  if (!equalBytes(root, remembered.root)) {
    throw new AuditLogIntegrityError(
      `the log's first ${remembered.size} entries differ from the checkpoint this service signed at that size`,
    );
  }
}
