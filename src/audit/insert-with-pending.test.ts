import assert from "node:assert/strict";
import { test } from "node:test";
import { insertDocumentStatement } from "../service/document-store.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { insertWithPendingStatements } from "./log-tables.ts";

const row = (documentId: string) => ({
  tenant: "acme",
  documentId,
  kind: "deidentify",
  entry: `{"document_id":"${documentId}"}`,
  mac: `mac-${documentId}`,
});

const insert = (documentId: string) =>
  insertDocumentStatement({
    tenant: "acme",
    documentId,
    policy: "safe_harbor",
    scope: `doc:${documentId}`,
    subjectDigest: null,
    fingerprint: "f",
    inputSalt: "00",
    inputDigest: "d",
    outputDigest: "o",
    phiFound: 0,
    phiTypes: {},
    engineVersion: "0.1.0",
    resultCiphertext: new Uint8Array([1]),
    tokensCiphertext: null,
    keyId: "k1",
    createdAt: "2026-11-28T00:00:00.000Z",
  });

for (const dialect of testDialects()) {
  test(`a document's INSERT and its queued entry as data on ${dialect}: the entry only if the document was new`, async () => {
    const storage = await createTestStorage(dialect);
    const db = await openDatabase({ ...storage.config, sqliteWriterAfterCommits: 0 });
    try {
      // As the service commits them: a write-only transaction on SQLite, a transaction on PostgreSQL.
      const commit = async (documentId: string) => {
        const statements = insertWithPendingStatements(db.dialect, insert(documentId), row(documentId));
        if (db.writeOnly) return (await db.writeOnly(statements))[0];
        return db.transaction(async (tx) => {
          let first: number | undefined;
          for (const { sql, params } of statements) first ??= (await tx.run(sql, params)).changes;
          return first;
        });
      };
      assert.equal(await commit("a"), 1);
      assert.equal(await commit("b"), 1);
      assert.equal(await commit("a"), 0, "a taken document_id inserts nothing");
      const queued = await db.all<{ document_id: string }>(
        "SELECT document_id FROM audit_pending ORDER BY seq",
      );
      assert.deepEqual(
        queued.map((r) => r.document_id),
        ["a", "b"],
        "and queues no second entry",
      );
    } finally {
      await db.close();
      await storage.drop();
    }
  });
}
