import type { SqlExecutor } from "../storage/database.ts";
import type { CheckpointMemory } from "./checkpoint-memory.ts";
import { compactRange, rootFromCompactRange } from "./extend-tree.ts";
import { latestCheckpointRow, readNodes } from "./log-tables.ts";
import { equalBytes } from "./merkle-hash.ts";
import type { NoteVerifier } from "./note-verifier.ts";
import { openCheckpoint } from "./verify-receipt.ts";

/** What can stop the log from being verified or signed; each is named as itself. */
export const LOG_HEALTH_CHECKS = [
  "checkpoint_signature",
  "tree_nodes",
  "entries_signed",
  "rolled_back",
  "forked",
  "checkpoint_memory",
] as const;
export type LogHealthCheck = (typeof LOG_HEALTH_CHECKS)[number];

export type LogHealth =
  | { readonly ok: true }
  | { readonly ok: false; readonly check: LogHealthCheck; readonly reason: string };

export interface LogHeadContext {
  readonly db: SqlExecutor;
  readonly verifiers: readonly NoteVerifier[];
  readonly origin: string;
  readonly memory: CheckpointMemory;
}

const fail = (check: LogHealthCheck, reason: string): LogHealth => ({ ok: false, check, reason });

/**
 * Whether the service can go on signing its log: the newest stored checkpoint is signed by this
 * log's key, the stored tree gives its root, no entry lies past it, and the log extends the
 * checkpoint this service remembers signing. The same checks integration makes before it signs,
 * read-only: O(log n) node reads, one signature. For /health, /metrics and the receipt routes.
 */
export async function checkLogHead(ctx: LogHeadContext): Promise<LogHealth> {
  let remembered: ReturnType<CheckpointMemory["read"]>;
  try {
    remembered = ctx.memory.read();
  } catch (error) {
    return fail("checkpoint_memory", error instanceof Error ? error.message : "unreadable");
  }
  // The newest entry is read before the newest checkpoint: entries and their checkpoint commit
  // together, so every entry seen here is covered by a checkpoint read after it, even while
  // another replica integrates a batch between the two reads (read the other way round, that batch
  // looked like entries past the checkpoint: a false entries_signed and a 503 for 5 seconds).
  const newest = await ctx.db.get<{ idx: number | string | null }>(
    "SELECT MAX(idx) AS idx FROM audit_entries",
  );
  const newestEntry = newest?.idx === null || newest?.idx === undefined ? undefined : Number(newest.idx);
  const latest = await latestCheckpointRow(ctx.db);
  if (!latest) {
    if (remembered && remembered.size > 0)
      return fail("rolled_back", `no checkpoint is stored but this service signed one of ${remembered.size}`);
    return { ok: true };
  }
  const size = Number(latest.tree_size);
  const opened = openCheckpoint(latest.note, ctx.verifiers, ctx.origin);
  if (!opened.ok || opened.value.size !== size)
    return fail("checkpoint_signature", `the newest checkpoint (${size}) is not signed by this log's key`);
  let root: Uint8Array;
  try {
    root = rootFromCompactRange(size, await readNodes(ctx.db, compactRange(size)));
  } catch {
    return fail("tree_nodes", "the stored tree is missing nodes under the newest checkpoint");
  }
  if (!equalBytes(root, opened.value.root))
    return fail("tree_nodes", "the stored tree does not give the newest checkpoint's root");
  if (newestEntry !== undefined && newestEntry >= size)
    return fail(
      "entries_signed",
      `entries lie past the newest checkpoint (${size}): newer ones were deleted`,
    );
  if (remembered) {
    if (remembered.size > size)
      return fail(
        "rolled_back",
        `the log's newest checkpoint is ${size} but this service signed ${remembered.size}`,
      );
    const at =
      remembered.size === size
        ? root
        : rootFromCompactRange(remembered.size, await readNodes(ctx.db, compactRange(remembered.size)));
    if (!equalBytes(at, remembered.root))
      return fail(
        "forked",
        `the log's first ${remembered.size} entries differ from the checkpoint this service signed`,
      );
  }
  return { ok: true };
}
