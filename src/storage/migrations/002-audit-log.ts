import { columnTypes, type Migration } from "./migration.ts";

/** The tamper-evident audit log: a queue of committed entries, the integrated log, its tree and checkpoints. */
export const auditLogMigration: Migration = {
  version: 2,
  name: "audit-log",
  up(dialect) {
    const t = columnTypes(dialect);
    // SQLite's rowid is already max+1 of the rows present, which is all the queue order needs;
    // AUTOINCREMENT would add a write to sqlite_sequence on every request.
    const serial = dialect === "postgres" ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY";
    return [
      // Entries written in the caller's transaction, durable at its commit, awaiting integration.
      // Drained every few milliseconds, so it stays small and needs no index beyond its key.
      `CREATE TABLE audit_pending (
        seq ${serial},
        tenant TEXT NOT NULL,
        document_id TEXT,
        kind TEXT NOT NULL,
        entry TEXT NOT NULL
      )`,
      // The log itself: entry `idx` is leaf `idx` of the tree; `entry` is its RFC 8785 text.
      `CREATE TABLE audit_entries (
        idx ${t.bigint} PRIMARY KEY,
        tenant TEXT NOT NULL,
        document_id TEXT,
        kind TEXT NOT NULL,
        entry TEXT NOT NULL
      )`,
      "CREATE INDEX audit_entries_document ON audit_entries (tenant, document_id, kind, idx)",
      // Hashes of the perfect subtrees (level 0 = leaf hashes): any proof needs O(log n) of them.
      `CREATE TABLE audit_tree_nodes (
        level INTEGER NOT NULL,
        idx ${t.bigint} NOT NULL,
        hash ${t.blob} NOT NULL,
        PRIMARY KEY (level, idx)
      )`,
      // One signed checkpoint per integrated batch; kept so old receipts stay provable.
      `CREATE TABLE audit_checkpoints (
        tree_size ${t.bigint} PRIMARY KEY,
        root_hash ${t.blob} NOT NULL,
        note TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
    ];
  },
};
