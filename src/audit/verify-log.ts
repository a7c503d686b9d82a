import type { SqlExecutor } from "../storage/database.ts";
import { parseCheckpoint } from "./checkpoint.ts";
import type { RememberedCheckpoint } from "./checkpoint-memory.ts";
import { type AuditEntry, entryDocumentId } from "./entry.ts";
import { EMPTY_ROOT_HASH, equalBytes, leafHash, nodeHash } from "./merkle-hash.ts";
import type { NoteVerifier } from "./note-verifier.ts";
import { openSignedNote } from "./note-verifier.ts";
import { parseAuditEntry } from "./parse-entry.ts";

/** The checks of a whole-log verification, in the order they are reported. */
export const LOG_CHECKS = [
  "entries",
  "tree_nodes",
  "checkpoint_signatures",
  "checkpoint_roots",
  "documents_logged",
  "entries_match_documents",
  "reasons_match_entries",
  "vault_rows_match_entries",
  "token_maps_match_entries",
  "api_key_rows",
  "tenant_list_rows",
  "pending_entries",
  "entries_signed",
  "checkpoint_memory",
  "given_checkpoint",
  "log_identity",
] as const;
export type LogCheck = (typeof LOG_CHECKS)[number];

export interface LogProblem {
  readonly check: LogCheck;
  /** Where: a log index, a tree node, a checkpoint size, a document id (never PHI). */
  readonly at: string;
  readonly reason: string;
}

export interface LogVerification {
  readonly valid: boolean;
  readonly entries: number;
  readonly checkpoints: number;
  readonly checks: Record<LogCheck, boolean>;
  /** The first problems found (at most `limit`), each naming its check and where. */
  readonly problems: readonly LogProblem[];
  /** What was not checked, and why (no remembered checkpoint, no checkpoint given). */
  readonly notes: readonly string[];
}

export interface VerifyLogDeps {
  readonly db: SqlExecutor;
  readonly verifiers: readonly NoteVerifier[];
  readonly origin: string;
  /** The deidentify entry the service would write for a document row, or undefined if it cannot. */
  readonly expectedEntryText: (tenant: string, documentId: string) => Promise<string | undefined>;
  /**
   * Which of a document's bindings (its vault rows, its token map) no longer match the digests its
   * de-identification entry committed to.
   */
  readonly bindingFailures: (
    tenant: string,
    documentId: string,
    committed: { readonly vaultDigest: string; readonly tokensDigest: string },
  ) => Promise<readonly ("vault_changed" | "token_map_changed")[]>;
  /** True when a re-identification reason row exists and matches its entry's MAC. */
  readonly reasonMatches: (tenant: string, ref: string, digest: string) => Promise<boolean>;
  /**
   * The largest checkpoint this service remembers signing for this log (kept outside the
   * database), `null` when it remembers none, or why it cannot be read.
   */
  readonly remembered?: RememberedCheckpoint | null | { readonly unreadable: string };
  /** A checkpoint the operator kept (a signed note from a file or URL) the log must extend. */
  readonly given?: { readonly note: string; readonly source: string };
  /** Why the log's identity (under which the memory is kept) cannot be trusted, if it cannot. */
  readonly identityProblem?: string;
  /** Problems of the rows the service acts on beside the log (keys, lists, the queue). */
  readonly rowProblems?: () => Promise<readonly LogProblem[]>;
  readonly limit?: number;
}

/**
 * Recomputes the whole audit log from the database, trusting nothing stored: every entry row is
 * parsed and the log indices run 0..n-1 without a gap; every stored tree node equals the hash
 * recomputed from the leaves; every checkpoint is signed by a trusted key, for this log, and its
 * root is the root of the first `size` leaves (so consecutive checkpoints are consistent: both are
 * prefixes of one tree); every documents row has its de-identification entry and the entry equals
 * the one rebuilt from the row; every re-identification reason row matches its entry's MAC.
 * Memory: the leaf hashes (32 bytes an entry). For `clinical-deid audit verify`.
 */
export async function verifyLog(deps: VerifyLogDeps): Promise<LogVerification> {
  const limit = deps.limit ?? 50;
  const problems: LogProblem[] = [];
  const failed = new Set<LogCheck>();
  const fail = (check: LogCheck, at: string, reason: string) => {
    failed.add(check);
    if (problems.length < limit) problems.push({ check, at, reason });
  };

  // Entries: contiguous indices, each a well-formed entry; leaf hashes in index order.
  const rows = await deps.db.all<{
    idx: number;
    tenant: string;
    document_id: string | null;
    kind: string;
    entry: string;
  }>("SELECT idx, tenant, document_id, kind, entry FROM audit_entries ORDER BY idx");
  const leaves: Uint8Array[] = [];
  const deidentified = new Map<string, { text: string; entry: AuditEntry }>();
  const encoder = new TextEncoder();
  for (const row of rows) {
    const index = Number(row.idx);
    if (index !== leaves.length) {
      fail("entries", `log index ${leaves.length}`, index > leaves.length ? "missing" : "duplicated");
      if (index < leaves.length) continue;
      while (leaves.length < index) leaves.push(new Uint8Array(32));
    }
    leaves.push(leafHash(encoder.encode(row.entry)));
    let parsed: ReturnType<typeof parseAuditEntry>;
    try {
      parsed = parseAuditEntry(JSON.parse(row.entry));
    } catch {
      fail("entries", `log index ${index}`, "the entry is not JSON");
      continue;
    }
    if (!parsed.ok) {
      fail("entries", `log index ${index}`, parsed.reason);
      continue;
    }
    const entry = parsed.value;
    if (
      entry.tenant !== row.tenant ||
      entry.kind !== row.kind ||
      entryDocumentId(entry) !== row.document_id
    ) {
      fail("entries", `log index ${index}`, "the row's tenant, kind or document differ from its entry");
    }
    if (entry.kind === "deidentify") {
      const key = `${entry.tenant}\u0000${entry.document_id}`;
      if (!deidentified.has(key)) deidentified.set(key, { text: row.entry, entry });
    }
    if (entry.kind === "reidentify" && "reason_ref" in entry && entry.reason_ref !== null) {
      const ok =
        entry.reason_digest !== null &&
        (await deps.reasonMatches(entry.tenant, entry.reason_ref, entry.reason_digest));
      if (!ok)
        fail(
          "reasons_match_entries",
          `log index ${index}`,
          "the stored reason is missing or does not match the entry",
        );
    }
  }

  // Tree nodes: recompute every perfect subtree from the leaves and compare with what is stored.
  const levels: Uint8Array[][] = [leaves];
  for (let level = 1; levels[level - 1]!.length >= 2; level++) {
    const below = levels[level - 1]!;
    const here: Uint8Array[] = [];
    for (let i = 0; i + 1 < below.length; i += 2) here.push(nodeHash(below[i]!, below[i + 1]!));
    levels.push(here);
  }
  const stored = await deps.db.all<{ level: number; idx: number; hash: Uint8Array }>(
    "SELECT level, idx, hash FROM audit_tree_nodes ORDER BY level, idx",
  );
  const seen = new Set<string>();
  for (const node of stored) {
    const level = Number(node.level);
    const index = Number(node.idx);
    seen.add(`${level}:${index}`);
    const expected = levels[level]?.[index];
    if (!expected) fail("tree_nodes", `node ${level}:${index}`, "a node beyond the log's entries");
    else if (!equalBytes(new Uint8Array(node.hash), expected))
      fail("tree_nodes", `node ${level}:${index}`, "the stored hash differs from the recomputed one");
  }
  levels.forEach((nodes, level) => {
    for (let index = 0; index < nodes.length; index++) {
      if (!seen.has(`${level}:${index}`)) fail("tree_nodes", `node ${level}:${index}`, "missing");
    }
  });

  // Checkpoints: signed by a trusted key for this log, each root the root of its prefix.
  const checkpoints = await deps.db.all<{ tree_size: number; root_hash: Uint8Array; note: string }>(
    "SELECT tree_size, root_hash, note FROM audit_checkpoints ORDER BY tree_size",
  );
  for (const row of checkpoints) {
    const size = Number(row.tree_size);
    const at = `checkpoint ${size}`;
    const note = openSignedNote(row.note, deps.verifiers);
    if (!note.ok) {
      fail("checkpoint_signatures", at, note.reason);
      continue;
    }
    const body = parseCheckpoint(note.value.body);
    if (!body.ok || body.value.origin !== deps.origin || body.value.size !== size) {
      fail("checkpoint_signatures", at, "the signed body is not this log's checkpoint of that size");
      continue;
    }
    if (size > leaves.length) {
      fail("checkpoint_roots", at, `larger than the log's ${leaves.length} entries: entries were deleted`);
      continue;
    }
    const root = rootOfPrefix(levels, size);
    if (!equalBytes(root, body.value.root) || !equalBytes(root, new Uint8Array(row.root_hash)))
      fail("checkpoint_roots", at, "the root differs from the entries' (edited, reordered or forked)");
  }

  // Documents: each row has its entry, and the entry is the one rebuilt from the row.
  const documents = await deps.db.all<{ tenant: string; document_id: string }>(
    "SELECT tenant, document_id FROM documents ORDER BY tenant, document_id",
  );
  for (const doc of documents) {
    const key = `${doc.tenant}\u0000${doc.document_id}`;
    const logged = deidentified.get(key);
    const at = `document ${doc.document_id}`;
    if (logged === undefined) {
      // Entries still pending integration are not in the log yet.
      const pending = await deps.db.get(
        "SELECT 1 AS p FROM audit_pending WHERE tenant = ? AND document_id = ?",
        [doc.tenant, doc.document_id],
      );
      // Integrated since the entries were read (a server running beside this check): next time.
      const since =
        pending ??
        (await deps.db.get(
          "SELECT 1 AS p FROM audit_entries WHERE tenant = ? AND document_id = ? AND kind = 'deidentify'",
          [doc.tenant, doc.document_id],
        ));
      if (!since) fail("documents_logged", at, "no de-identification entry in the log");
      continue;
    }
    deidentified.delete(key);
    const expected = await deps.expectedEntryText(doc.tenant, doc.document_id);
    if (expected !== logged.text)
      fail("entries_match_documents", at, "the row no longer matches its log entry");
    if (logged.entry.kind === "deidentify" && "vault_digest" in logged.entry) {
      const committed = { vaultDigest: logged.entry.vault_digest, tokensDigest: logged.entry.tokens_digest };
      for (const failure of await deps.bindingFailures(doc.tenant, doc.document_id, committed)) {
        if (failure === "vault_changed")
          fail(
            "vault_rows_match_entries",
            at,
            "vault_row_missing_or_changed (a vault row it inserted was deleted, edited, swapped or forged)",
          );
        else
          fail(
            "token_maps_match_entries",
            at,
            "token_map_changed (its stored token map differs from the one logged)",
          );
      }
    }
  }
  // Every vault row is written in its document's transaction: one without a document was forged.
  const orphans = await deps.db.all<{ document_id: string }>(
    `SELECT DISTINCT v.document_id FROM vault_tokens v WHERE NOT EXISTS
       (SELECT 1 FROM documents d WHERE d.tenant = v.tenant AND d.document_id = v.document_id)
     ORDER BY v.document_id LIMIT 50`,
  );
  for (const orphan of orphans)
    fail(
      "vault_rows_match_entries",
      `document ${orphan.document_id}`,
      "vault_row_forged (vault rows of no document)",
    );
  for (const key of deidentified.keys()) {
    fail(
      "documents_logged",
      `document ${key.split("\u0000")[1]}`,
      "a logged de-identification whose row is gone",
    );
  }

  // Integration writes a batch's entries and its checkpoint together: entries past the newest
  // checkpoint mean newer checkpoints were deleted.
  const newest = checkpoints.length === 0 ? 0 : Number(checkpoints[checkpoints.length - 1]!.tree_size);
  if (leaves.length > newest)
    fail(
      "entries_signed",
      `log index ${newest}`,
      `${leaves.length - newest} entries past the newest checkpoint (${newest}): newer checkpoints were deleted`,
    );

  // Rollback: the log must extend what this service signed, and what the operator kept.
  const extendsCheckpoint = (check: LogCheck, size: number, root: Uint8Array, what: string) => {
    if (size > leaves.length)
      fail(check, `checkpoint ${size}`, `rolled_back: the log has ${leaves.length} entries, ${what} ${size}`);
    else if (!equalBytes(rootOfPrefix(levels, size), root))
      fail(
        check,
        `checkpoint ${size}`,
        `forked: the log's first ${size} entries differ from ${what} at that size`,
      );
    else if (!checkpoints.some((c) => Number(c.tree_size) >= size))
      fail(check, `checkpoint ${size}`, `rolled_back: no stored checkpoint covers ${what} ${size}`);
  };
  const notes: string[] = [];
  const remembered = deps.remembered;
  if (remembered === null)
    notes.push(
      "checkpoint_memory: this service remembers no checkpoint of this log here; a rollback shows only against a kept checkpoint (--checkpoint)",
    );
  if (!deps.given) notes.push("given_checkpoint: none given (--checkpoint <file or URL>)");
  if (remembered && "unreadable" in remembered) fail("checkpoint_memory", "memory", remembered.unreadable);
  else if (remembered)
    extendsCheckpoint(
      "checkpoint_memory",
      remembered.size,
      remembered.root,
      "this service signed a checkpoint of",
    );
  if (deps.given) {
    const note = openSignedNote(deps.given.note, deps.verifiers);
    const body = note.ok ? parseCheckpoint(note.value.body) : undefined;
    if (!note.ok) fail("given_checkpoint", deps.given.source, `checkpoint_signature: ${note.reason}`);
    else if (!body?.ok || body.value.origin !== deps.origin)
      fail("given_checkpoint", deps.given.source, "checkpoint_signature: not a checkpoint of this log");
    else extendsCheckpoint("given_checkpoint", body.value.size, body.value.root, "the given checkpoint has");
  }
  if (deps.identityProblem) fail("log_identity", "audit_log_identity", deps.identityProblem);

  for (const problem of (await deps.rowProblems?.()) ?? []) fail(problem.check, problem.at, problem.reason);

  const checks = Object.fromEntries(LOG_CHECKS.map((c) => [c, !failed.has(c)])) as Record<LogCheck, boolean>;
  return {
    valid: failed.size === 0,
    entries: leaves.length,
    checkpoints: checkpoints.length,
    checks,
    problems,
    notes,
  };
}

/** RFC 6962 root of the first `size` leaves, from the recomputed perfect subtrees. */
function rootOfPrefix(levels: readonly (readonly Uint8Array[])[], size: number): Uint8Array {
  if (size === 0) return EMPTY_ROOT_HASH;
  const hash = (start: number, n: number): Uint8Array => {
    // A perfect aligned subtree is stored at its level.
    if ((n & (n - 1)) === 0 && start % n === 0) return levels[Math.log2(n)]![start / n]!;
    let k = 1;
    while (k * 2 < n) k *= 2;
    return nodeHash(hash(start, k), hash(start + k, n - k));
  };
  return hash(0, size);
}
