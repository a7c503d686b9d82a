import assert from "node:assert/strict";
import type { SqlExecutor } from "../storage/database.ts";
import { parseCheckpoint } from "./checkpoint.ts";
import { verifyConsistency } from "./consistency-proof.ts";
import { MemoryTree } from "./memory-tree.ts";
import { leafHash } from "./merkle-hash.ts";

/** Test support. Rebuilds the tree from the stored entries and checks it against every stored checkpoint. */
// Every entry once, at contiguous indices, and every stored checkpoint a prefix of the same tree.
export async function assertOneConsistentLog(db: SqlExecutor, origin: string): Promise<number> {
  const rows = await db.all<{ idx: number; entry: string }>(
    "SELECT idx, entry FROM audit_entries ORDER BY idx",
  );
  for (const [i, row] of rows.entries()) assert.equal(Number(row.idx), i, "indices are contiguous from 0");
  assert.equal(new Set(rows.map((r) => r.entry)).size, rows.length, "every entry appears once");
  const tree = new MemoryTree();
  tree.append(rows.map((r) => leafHash(new TextEncoder().encode(r.entry))));
  const checkpoints = await db.all<{ tree_size: number; note: string }>(
    "SELECT tree_size, note FROM audit_checkpoints ORDER BY tree_size",
  );
  const latest = checkpoints.at(-1);
  assert.equal(Number(latest?.tree_size), rows.length, "the latest checkpoint covers the whole log");
  for (const cp of checkpoints) {
    const body = cp.note.slice(0, cp.note.lastIndexOf("\n\n") + 1);
    const parsed = parseCheckpoint(body);
    assert.ok(parsed.ok);
    assert.equal(parsed.value.origin, origin);
    assert.deepEqual(parsed.value.root, tree.root(Number(cp.tree_size)), `checkpoint ${cp.tree_size} root`);
    const proof = tree.consistencyProof(Number(cp.tree_size));
    assert.equal(
      verifyConsistency(Number(cp.tree_size), tree.size, proof, parsed.value.root, tree.root()),
      undefined,
    );
  }
  return rows.length;
}
