import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Database } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { type AuditLog, createAuditLog } from "./audit-log.ts";
import { createNoteSigner } from "./note-signer.ts";
import { expectedEntry, insertTestDocument } from "./test-documents.ts";
import type { StorageVerifyCheck } from "./verify-against-storage.ts";

const ORIGIN = "clinical-deid.test/log";
const SEED = new Uint8Array(32).fill(5);
const DOCS = ["doc-0", "doc-1", "doc-2", "doc-3", "doc-4", "doc-5"];

/**
 * A log of six documents integrated in two batches (checkpoints of size 3 and 6), tampered with by
 * `tamper` directly in the database, then verified. Returns the failed checks of `documentId`.
 */
async function failedChecksAfter(
  dialect: "sqlite" | "postgres",
  documentId: string,
  tamper: (db: Database) => Promise<unknown>,
): Promise<StorageVerifyCheck[]> {
  const storage = await createTestStorage(dialect);
  const db = await openDatabase(storage.config);
  const log: AuditLog = createAuditLog({ db, signingSeed: SEED, origin: ORIGIN });
  try {
    for (const [i, id] of DOCS.entries()) {
      await db.transaction(async (tx) => log.append(tx, await insertTestDocument(tx, "acme", id)));
      if (i === 2) await log.integrate();
    }
    await log.integrate();
    const before = await log.verify("acme", documentId, await expectedEntry(db, "acme", documentId));
    assert.equal(before?.valid ?? true, true, "valid before tampering");
    await tamper(db);
    const result = await log.verify("acme", documentId, await expectedEntry(db, "acme", documentId));
    assert.ok(result, "a document known to either table has a verification result");
    const failed = Object.entries(result.checks)
      .filter(([, ok]) => !ok)
      .map(([check]) => check as StorageVerifyCheck);
    assert.equal(result.valid, failed.length === 0);
    assert.deepEqual([...new Set(result.failures?.map((f) => f.check))].sort(), [...failed].sort());
    for (const f of result.failures ?? []) assert.ok(f.reason.length > 0 && !f.reason.includes("synthetic"));
    return failed.sort();
  } finally {
    await log.close().catch(() => {});
    await db.close();
    await storage.drop();
  }
}

const swapIndices = async (db: Database, a: number, b: number) => {
  await db.run("UPDATE audit_entries SET idx = -1 WHERE idx = ?", [a]);
  await db.run("UPDATE audit_entries SET idx = ? WHERE idx = ?", [a, b]);
  await db.run("UPDATE audit_entries SET idx = ? WHERE idx = -1", [b]);
};

for (const dialect of testDialects()) {
  describe(`tampering with the audit log on ${dialect}`, () => {
    test("editing a log entry fails the entry check and the inclusion proof", async () => {
      const failed = await failedChecksAfter(dialect, "doc-2", (db) =>
        db.run(
          "UPDATE audit_entries SET entry = REPLACE(entry, 'safe_harbor', 'redact_all') WHERE document_id = 'doc-2'",
        ),
      );
      assert.deepEqual(failed, ["entry_matches_storage", "inclusion_proof"]);
    });

    test("deleting a log entry fails every check that needs it", async () => {
      const failed = await failedChecksAfter(dialect, "doc-2", (db) =>
        db.run("DELETE FROM audit_entries WHERE document_id = 'doc-2'"),
      );
      assert.deepEqual(failed, ["consistency_with_latest", "entry_matches_storage", "inclusion_proof"]);
    });

    test("inserting a forged entry for a document the log never saw fails its proofs", async () => {
      const failed = await failedChecksAfter(dialect, "doc-forged", async (db) => {
        const entry = await db.transaction((tx) => insertTestDocument(tx, "acme", "doc-forged"));
        const { entryText } = await import("./entry.ts");
        await db.run(
          "INSERT INTO audit_entries (idx, tenant, document_id, kind, entry) VALUES (6, 'acme', 'doc-forged', 'deidentify', ?)",
          [entryText(entry)],
        );
      });
      assert.deepEqual(failed, ["consistency_with_latest", "inclusion_proof"]);
    });

    test("reordering two log entries fails their inclusion proofs", async () => {
      const failed = await failedChecksAfter(dialect, "doc-1", (db) => swapIndices(db, 1, 4));
      assert.deepEqual(failed, ["inclusion_proof"]);
    });

    test("editing or deleting a stored tree hash fails the proofs that use it", async () => {
      const edited = await failedChecksAfter(dialect, "doc-2", (db) =>
        db.run("UPDATE audit_tree_nodes SET hash = ? WHERE level = 1 AND idx = 0", [
          new Uint8Array(32).fill(1),
        ]),
      );
      assert.deepEqual(edited, ["consistency_with_latest", "inclusion_proof"]);
      const deleted = await failedChecksAfter(dialect, "doc-1", (db) =>
        db.run("DELETE FROM audit_tree_nodes WHERE level = 1 AND idx = 2"),
      );
      assert.deepEqual(deleted, ["consistency_with_latest"]);
    });

    test("editing a checkpoint fails the signature check", async () => {
      const failed = await failedChecksAfter(dialect, "doc-4", (db) =>
        db.run("UPDATE audit_checkpoints SET note = REPLACE(note, ?, ?) WHERE tree_size = 6", [
          `${ORIGIN}\n6\n`,
          `${ORIGIN}\n5\n`,
        ]),
      );
      assert.ok(failed.includes("checkpoint_signature"));
    });

    test("a checkpoint signed by another key is rejected", async () => {
      const failed = await failedChecksAfter(dialect, "doc-0", async (db) => {
        const row = await db.get<{ note: string }>("SELECT note FROM audit_checkpoints WHERE tree_size = 6");
        const body = row!.note.slice(0, row!.note.lastIndexOf("\n\n") + 1);
        const forged = createNoteSigner(ORIGIN, new Uint8Array(32).fill(6)).sign(body);
        await db.run("UPDATE audit_checkpoints SET note = ? WHERE tree_size = 6", [forged]);
      });
      assert.deepEqual(failed, ["checkpoint_signature", "consistency_with_latest"]);
    });

    test("rolling the log back by deleting its latest checkpoint fails the newest entries", async () => {
      const failed = await failedChecksAfter(dialect, "doc-5", (db) =>
        db.run("DELETE FROM audit_checkpoints WHERE tree_size = 6"),
      );
      assert.deepEqual(failed, ["consistency_with_latest", "inclusion_proof"]);
    });
  });

  describe(`tampering with the documents table on ${dialect}`, () => {
    test("editing a document row fails the entry check", async () => {
      const failed = await failedChecksAfter(dialect, "doc-3", (db) =>
        db.run("UPDATE documents SET policy = 'redact_all' WHERE document_id = 'doc-3'"),
      );
      assert.deepEqual(failed, ["entry_matches_storage"]);
    });

    test("deleting a document row fails the entry check", async () => {
      const failed = await failedChecksAfter(dialect, "doc-3", (db) =>
        db.run("DELETE FROM documents WHERE document_id = 'doc-3'"),
      );
      assert.deepEqual(failed, ["entry_matches_storage"]);
    });

    test("inserting a document row the log never recorded fails verification", async () => {
      const failed = await failedChecksAfter(dialect, "doc-new", (db) =>
        db.transaction((tx) => insertTestDocument(tx, "acme", "doc-new")),
      );
      assert.deepEqual(failed, ["consistency_with_latest", "entry_matches_storage", "inclusion_proof"]);
    });

    test("swapping the contents of two document rows fails the entry check", async () => {
      const failed = await failedChecksAfter(dialect, "doc-1", async (db) => {
        await db.run("UPDATE documents SET document_id = 'tmp' WHERE document_id = 'doc-1'");
        await db.run("UPDATE documents SET document_id = 'doc-1' WHERE document_id = 'doc-4'");
        await db.run("UPDATE documents SET document_id = 'doc-4' WHERE document_id = 'tmp'");
      });
      assert.deepEqual(failed, ["entry_matches_storage"]);
    });
  });
}
