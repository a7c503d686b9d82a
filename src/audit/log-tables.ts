// Over 400 lines (issue 18, point 6): by design the only file that names the audit tables, so every
// SQL statement over them (SQLite and PostgreSQL) is reviewed in one place.
import type { SqlExecutor, SqlValue } from "../storage/database.ts";
import { type NodeRef, nodeKey } from "./tree-nodes.ts";

/** SQL over the audit tables (migration 002); the only file that names them. */

export interface CheckpointRow {
  readonly tree_size: number;
  readonly root_hash: Uint8Array;
  readonly note: string;
}

export interface EntryRow {
  readonly idx: number;
  readonly entry: string;
}

export interface PendingRow {
  readonly seq: number;
  readonly tenant: string;
  readonly document_id: string | null;
  readonly kind: string;
  readonly entry: string;
  readonly mac: string | null;
}

/** A row to queue: its columns and its MAC (pending-mac.ts). */
export interface NewPendingRow {
  readonly tenant: string;
  readonly documentId: string | null;
  readonly kind: string;
  readonly entry: string;
  readonly mac: string;
}

const ROWS_PER_INSERT = 300;

export async function insertPending(tx: SqlExecutor, row: NewPendingRow): Promise<void> {
  await tx.run("INSERT INTO audit_pending (tenant, document_id, kind, entry, mac) VALUES (?, ?, ?, ?, ?)", [
    row.tenant,
    row.documentId,
    row.kind,
    row.entry,
    row.mac,
  ]);
}

/**
 * Runs the caller's INSERT and queues `row` only if it inserted, atomically. On PostgreSQL both are
 * one statement (a data-modifying CTE), saving a round trip inside the caller's transaction.
 * Returns the number of rows the caller's INSERT inserted.
 */
export async function insertWithPending(
  tx: SqlExecutor,
  insert: { readonly sql: string; readonly params: readonly SqlValue[] },
  row: NewPendingRow,
): Promise<number> {
  if (tx.dialect === "postgres") {
    const { changes } = await tx.run(
      `WITH inserted AS (${insert.sql} RETURNING 1)
       INSERT INTO audit_pending (tenant, document_id, kind, entry, mac) SELECT ?, ?, ?, ?, ? FROM inserted`,
      [...insert.params, row.tenant, row.documentId, row.kind, row.entry, row.mac],
    );
    return changes;
  }
  const { changes } = await tx.run(insert.sql, insert.params);
  if (changes > 0) await insertPending(tx, row);
  return changes;
}

/**
 * The oldest committed pending entries, in queue order (one round trip), taken into the caller's
 * integration transaction: if it fails they stay queued. SQLite removes them here; PostgreSQL reads
 * them here (under the integration lock no other integrator takes them) and `insertBatch` moves
 * them server-side, so their text is not sent back.
 */
export async function takePending(tx: SqlExecutor, limit: number): Promise<PendingRow[]> {
  const rows = await tx.all<PendingRow>(
    tx.dialect === "postgres"
      ? // Locked: a row checked here cannot be edited before insertBatch moves its stored text.
        "SELECT seq, tenant, document_id, kind, entry, mac FROM audit_pending ORDER BY seq LIMIT ? FOR UPDATE"
      : `DELETE FROM audit_pending WHERE seq IN (SELECT seq FROM audit_pending ORDER BY seq LIMIT ?)
         RETURNING seq, tenant, document_id, kind, entry, mac`,
    [limit],
  );
  return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
}

/**
 * Moves pending rows that failed validation (taken by `takePending`) to `audit_quarantine`, in the
 * integration transaction: they are never signed and no longer block the queue.
 */
export async function quarantinePending(
  tx: SqlExecutor,
  rows: readonly (PendingRow & { readonly failure: string })[],
  time: string,
): Promise<void> {
  if (rows.length === 0) return;
  // SQLite's takePending already removed them from the queue; PostgreSQL's only read them.
  if (tx.dialect === "postgres")
    await tx.run(`DELETE FROM audit_pending WHERE seq IN (${rows.map(() => "?").join(", ")})`, [
      ...rows.map((r) => r.seq),
    ]);
  for (const row of rows)
    await tx.run(
      `INSERT INTO audit_quarantine (pending_seq, tenant, document_id, kind, entry, mac, failure, quarantined_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [row.seq, row.tenant, row.document_id, row.kind, row.entry, row.mac, row.failure, time],
    );
}

export async function hasPending(db: SqlExecutor, tenant: string, documentId: string): Promise<boolean> {
  const row = await db.get(
    "SELECT 1 AS one FROM audit_pending WHERE tenant = ? AND document_id = ? LIMIT 1",
    [tenant, documentId],
  );
  return row !== undefined;
}

export async function countPending(db: SqlExecutor): Promise<number> {
  return (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending"))?.n ?? 0;
}

/** Inserts rows in multi-row statements, so a batch costs a few round trips, not one per row. */
async function insertRows(
  tx: SqlExecutor,
  table: "audit_entries" | "audit_tree_nodes",
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<void> {
  const placeholder = `(${columns.map(() => "?").join(", ")})`;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    await tx.run(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => placeholder).join(", ")}`,
      chunk.flat(),
    );
  }
}

export interface IntegratedEntry {
  /** The pending row it comes from (`takePending`). */
  readonly seq: number;
  readonly idx: number;
  readonly tenant: string;
  readonly document_id: string | null;
  readonly kind: string;
  readonly entry: string;
  readonly time: string | null;
}

export interface IntegratedNode {
  readonly level: number;
  readonly index: number;
  readonly hash: Uint8Array;
}

/**
 * Stores one integration batch: its entries, the tree nodes they complete and the checkpoint signed
 * over them. On PostgreSQL this is a single statement whatever the batch size (data-modifying CTEs
 * over `unnest` of one array per column: one round trip, and a plan that does not grow with the
 * batch); on SQLite, where statements cost no round trip, multi-row inserts.
 */
export async function insertBatch(
  tx: SqlExecutor,
  batch: {
    readonly entries: readonly IntegratedEntry[];
    readonly nodes: readonly IntegratedNode[];
    readonly checkpoint: CheckpointRow;
    readonly createdAt: string;
  },
): Promise<void> {
  const { entries, nodes, checkpoint, createdAt } = batch;
  if (tx.dialect === "postgres") {
    // node-postgres sends a JS array as an array literal (bytea elements as \x hex).
    const array = (values: readonly (string | number | null | Uint8Array)[]) => values as unknown as SqlValue;
    const { changes } = await tx.run(
      // The pending rows move to the log here: deleted and inserted with their index and time.
      // The checkpoint is written only if every one of them moved.
      `WITH batch AS (
         SELECT * FROM unnest(?::bigint[], ?::bigint[], ?::text[]) AS b (seq, idx, time)
       ), moved AS (
         DELETE FROM audit_pending p USING batch WHERE p.seq = batch.seq
         RETURNING batch.idx, p.tenant, p.document_id, p.kind, p.entry, batch.time
       ), entries AS (
         INSERT INTO audit_entries (idx, tenant, document_id, kind, entry, time)
         SELECT idx, tenant, document_id, kind, entry, time FROM moved
         RETURNING 1
       ), nodes AS (
         INSERT INTO audit_tree_nodes (level, idx, hash)
         SELECT * FROM unnest(?::integer[], ?::bigint[], ?::bytea[])
       )
       INSERT INTO audit_checkpoints (tree_size, root_hash, note, created_at)
       SELECT ?::bigint, ?::bytea, ?::text, ?::text WHERE (SELECT COUNT(*) FROM entries) = ?::bigint`,
      [
        array(entries.map((e) => e.seq)),
        array(entries.map((e) => e.idx)),
        array(entries.map((e) => e.time)),
        array(nodes.map((n) => n.level)),
        array(nodes.map((n) => n.index)),
        array(nodes.map((n) => n.hash)),
        checkpoint.tree_size,
        checkpoint.root_hash,
        checkpoint.note,
        createdAt,
        entries.length,
      ],
    );
    if (changes !== 1) throw new Error("pending audit entries changed during integration");
    return;
  }
  await insertRows(
    tx,
    "audit_entries",
    ["idx", "tenant", "document_id", "kind", "entry", "time"],
    entries.map((e) => [e.idx, e.tenant, e.document_id, e.kind, e.entry, e.time]),
  );
  await insertRows(
    tx,
    "audit_tree_nodes",
    ["level", "idx", "hash"],
    nodes.map((n) => [n.level, n.index, n.hash]),
  );
  await insertCheckpoint(tx, checkpoint, createdAt);
}

export async function insertCheckpoint(
  tx: SqlExecutor,
  row: CheckpointRow,
  createdAt: string,
): Promise<void> {
  await tx.run("INSERT INTO audit_checkpoints (tree_size, root_hash, note, created_at) VALUES (?, ?, ?, ?)", [
    row.tree_size,
    row.root_hash,
    row.note,
    createdAt,
  ]);
}

const LATEST_CHECKPOINT =
  "SELECT tree_size, root_hash, note FROM audit_checkpoints ORDER BY tree_size DESC LIMIT 1";

export function latestCheckpointRow(db: SqlExecutor): Promise<CheckpointRow | undefined> {
  return db.get<CheckpointRow>(LATEST_CHECKPOINT);
}

/**
 * In the integration transaction: on PostgreSQL takes the advisory lock that admits one integrator
 * at a time, then reads the latest checkpoint, in one round trip (two statements without parameters;
 * under READ COMMITTED the second takes its snapshot after the lock is granted, so it sees every
 * batch committed before). SQLite has one writer already: only the read.
 */
export function lockAndReadLatestCheckpoint(
  tx: SqlExecutor,
  lock: number,
): Promise<CheckpointRow | undefined> {
  if (tx.dialect !== "postgres") return latestCheckpointRow(tx);
  if (!Number.isSafeInteger(lock)) throw new Error("the integration lock must be an integer");
  return tx.get<CheckpointRow>(`SELECT pg_advisory_xact_lock(${lock}); ${LATEST_CHECKPOINT}`);
}

/** The first checkpoint whose tree includes leaf `index`: the one its batch was signed into. */
export function checkpointCovering(db: SqlExecutor, index: number): Promise<CheckpointRow | undefined> {
  return db.get<CheckpointRow>(
    "SELECT tree_size, root_hash, note FROM audit_checkpoints WHERE tree_size > ? ORDER BY tree_size LIMIT 1",
    [index],
  );
}

export async function readNodes(db: SqlExecutor, refs: readonly NodeRef[]): Promise<Map<string, Uint8Array>> {
  const unique = [...new Map(refs.map((r) => [nodeKey(r.level, r.index), r])).values()];
  const nodes = new Map<string, Uint8Array>();
  if (unique.length === 0) return nodes;
  const rows = await db.all<{ level: number; idx: number; hash: Uint8Array }>(
    `SELECT level, idx, hash FROM audit_tree_nodes WHERE ${unique.map(() => "(level = ? AND idx = ?)").join(" OR ")}`,
    unique.flatMap((r) => [r.level, r.index]),
  );
  for (const row of rows) nodes.set(nodeKey(Number(row.level), Number(row.idx)), new Uint8Array(row.hash));
  return nodes;
}

/** The document's first de-identification entry (a retried request must not log twice, but if it did, the first counts). */
export function documentEntry(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
): Promise<EntryRow | undefined> {
  return db.get<EntryRow>(
    "SELECT idx, entry FROM audit_entries WHERE tenant = ? AND document_id = ? AND kind = 'deidentify' ORDER BY idx LIMIT 1",
    [tenant, documentId],
  );
}

/** A position in a tenant's events, newest first: the last event of the previous page. */
export interface EventPosition {
  readonly time: string;
  readonly idx: number;
}

export interface EntryQuery {
  readonly kind?: string | undefined;
  /** Inclusive lower and exclusive upper bound on the entry's time (ISO-8601 UTC). */
  readonly since?: string | undefined;
  readonly until?: string | undefined;
  /** Only entries after this one in the order (the cursor of the previous page). */
  readonly after?: EventPosition | undefined;
  readonly limit: number;
}

/**
 * A tenant's log entries, newest first by (time, log index): one range read of the index
 * (tenant[, kind], time, idx) from the cursor on (migration 015), whatever the filters. Each row
 * also carries the tenant's pending count (an uncorrelated subquery, run once: a page is one statement).
 */
export function tenantEntries(
  db: SqlExecutor,
  tenant: string,
  query: EntryQuery,
): Promise<(EntryRow & { readonly time: string; readonly pending: number | string })[]> {
  const where = ["tenant = ?"];
  const params: SqlValue[] = [tenant, tenant];
  if (query.kind !== undefined) {
    where.push("kind = ?");
    params.push(query.kind);
  }
  // An entry without a time is not one this service wrote; it is never listed.
  where.push("time IS NOT NULL");
  if (query.since !== undefined) {
    where.push("time >= ?");
    params.push(query.since);
  }
  if (query.until !== undefined) {
    where.push("time < ?");
    params.push(query.until);
  }
  if (query.after !== undefined) {
    // (time, idx) < (cursor): an index range on time, then the few rows of the cursor's time.
    where.push("time <= ?", "(time < ? OR idx < ?)");
    params.push(query.after.time, query.after.time, query.after.idx);
  }
  params.push(query.limit);
  return db.all<EntryRow & { time: string; pending: number | string }>(
    `SELECT idx, entry, time, (SELECT COUNT(*) FROM audit_pending WHERE tenant = ?) AS pending
       FROM audit_entries WHERE ${where.join(" AND ")} ORDER BY time DESC, idx DESC LIMIT ?`,
    params,
  );
}

/** The time of the tenant's entry at log index `idx` (an older cursor's position), if any. */
export async function entryTimeAt(db: SqlExecutor, tenant: string, idx: number): Promise<string | undefined> {
  const row = await db.get<{ time: string | null }>(
    "SELECT time FROM audit_entries WHERE idx = ? AND tenant = ?",
    [idx, tenant],
  );
  return row?.time ?? undefined;
}

/** How many of the tenant's entries are committed but not integrated yet (not listed yet). */
export async function countTenantPending(db: SqlExecutor, tenant: string): Promise<number> {
  const row = await db.get<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM audit_pending WHERE tenant = ?",
    [tenant],
  );
  return Number(row?.n ?? 0);
}

export function reidentifyEntries(db: SqlExecutor, tenant: string, documentId: string): Promise<EntryRow[]> {
  return db.all<EntryRow>(
    "SELECT idx, entry FROM audit_entries WHERE tenant = ? AND document_id = ? AND kind = 'reidentify' ORDER BY idx",
    [tenant, documentId],
  );
}

/** A page of one document's re-identifications, in log order: those after log index `after`. */
export interface DocumentPage {
  readonly after?: number | undefined;
  readonly limit: number;
}

/** What a document's trail reads of the log, as of one moment (`documentLogRows`). */
export interface DocumentLogRows {
  /** Its de-identification rows and a page of its re-identifications, in log order. */
  readonly rows: (EntryRow & { readonly kind: string })[];
  /** The kinds of its entries still waiting in the queue. */
  readonly pending: string[];
  /** The latest checkpoint's note, if any. */
  readonly latestNote: string | undefined;
}

/**
 * One document's log rows — its de-identification rows and one page of its re-identifications
 * (at most `limit + 1`, so the caller knows whether another page follows), each a range of the
 * index (tenant, document_id, kind, idx) — its pending entries, and the latest checkpoint, in ONE
 * statement: one round trip on PostgreSQL, and one snapshot, so an integration committing
 * meanwhile never shows an entry neither pending nor logged, nor one logged after the checkpoint read.
 */
export async function documentLogRows(
  db: SqlExecutor,
  tenant: string,
  documentId: string,
  page: DocumentPage,
): Promise<DocumentLogRows> {
  const read = await db.all<{
    part: number;
    idx: number | string | null;
    kind: string | null;
    entry: string | null;
  }>(
    `SELECT 0 AS part, idx, kind, entry FROM audit_entries
       WHERE tenant = ? AND document_id = ? AND kind = 'deidentify'
     UNION ALL SELECT 1, idx, kind, entry FROM (SELECT idx, kind, entry FROM audit_entries
       WHERE tenant = ? AND document_id = ? AND kind = 'reidentify' AND idx > ? ORDER BY idx LIMIT ?) AS r
     UNION ALL SELECT 2, NULL, kind, NULL FROM audit_pending WHERE tenant = ? AND document_id = ?
     UNION ALL SELECT 3, NULL, NULL, note FROM (SELECT note FROM audit_checkpoints ORDER BY tree_size DESC LIMIT 1) AS c`,
    [tenant, documentId, tenant, documentId, page.after ?? -1, page.limit + 1, tenant, documentId],
  );
  const rows: (EntryRow & { kind: string })[] = [];
  const pending: string[] = [];
  let latestNote: string | undefined;
  for (const row of read) {
    const part = Number(row.part);
    if (part <= 1) rows.push({ idx: Number(row.idx), kind: row.kind ?? "", entry: row.entry ?? "" });
    else if (part === 2) pending.push(row.kind ?? "");
    else latestNote = row.entry ?? undefined;
  }
  return { rows: rows.sort((a, b) => a.idx - b.idx), pending, latestNote };
}

/**
 * Log indexes in [start, end) without an entry row (at most `limit`): a count over the primary
 * key first, the indexes themselves only when some are missing.
 */
export async function missingLeaves(
  db: SqlExecutor,
  start: number,
  end: number,
  limit: number,
): Promise<number[]> {
  if (end <= start) return [];
  const row = await db.get<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM audit_entries WHERE idx >= ? AND idx < ?",
    [start, end],
  );
  if (Number(row?.n ?? 0) === end - start) return [];
  const present = await db.all<{ idx: number | string }>(
    "SELECT idx FROM audit_entries WHERE idx >= ? AND idx < ? ORDER BY idx",
    [start, end],
  );
  const missing: number[] = [];
  let next = start;
  for (const { idx } of [...present, { idx: end }]) {
    for (; next < Number(idx) && missing.length < limit; next++) missing.push(next);
    next = Number(idx) + 1;
    if (missing.length >= limit) break;
  }
  return missing;
}
