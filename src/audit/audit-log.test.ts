import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Database } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { type AuditLog, createAuditLog } from "./audit-log.ts";
import { entryText, keyEntry, reidentifyEntry } from "./entry.ts";
import { expectedEntry, insertTestDocument } from "./test-documents.ts";
import { assertOneConsistentLog } from "./test-log-consistency.ts";
import { verifyReceipt } from "./verify-receipt.ts";

const ORIGIN = "clinical-deid.test/log";
const SEED = new Uint8Array(32).fill(3);

async function withLog(dialect: "sqlite" | "postgres", fn: (db: Database, log: AuditLog) => Promise<void>) {
  const storage = await createTestStorage(dialect);
  const db = await openDatabase(storage.config);
  const log = createAuditLog({ db, signingSeed: SEED, origin: ORIGIN, integrationDelayMs: 2 });
  try {
    await fn(db, log);
  } finally {
    await log.close();
    await db.close();
    await storage.drop();
  }
}

async function deidentify(db: Database, log: AuditLog, tenant: string, documentId: string) {
  const entry = await db.transaction(async (tx) => {
    const e = await insertTestDocument(tx, tenant, documentId);
    await log.append(tx, e);
    return e;
  });
  log.scheduleIntegration();
  return entry;
}

for (const dialect of testDialects()) {
  describe(`audit log on ${dialect}`, () => {
    test("a receipt for a de-identified document verifies offline with the published key", async () => {
      await withLog(dialect, async (db, log) => {
        const entry = await deidentify(db, log, "acme", "doc-1");
        const receipt = await log.receipt("acme", "doc-1");
        assert.ok(receipt);
        assert.equal(receipt.log_index, 0);
        assert.equal(entryText(receipt.entry), entryText(entry));
        const result = verifyReceipt(JSON.parse(JSON.stringify(receipt)), log.publicKey());
        assert.deepEqual(result.failures, []);
        assert.equal(result.valid, true);
        assert.equal(await log.receipt("other-tenant", "doc-1"), undefined);
        assert.equal(await log.receipt("acme", "unknown"), undefined);
      });
    });

    test("an entry whose transaction rolls back never reaches the log", async () => {
      await withLog(dialect, async (db, log) => {
        await assert.rejects(
          db.transaction(async (tx) => {
            await log.append(tx, await insertTestDocument(tx, "acme", "doc-x"));
            throw new Error("request failed");
          }),
        );
        await log.integrate();
        assert.equal(await log.receipt("acme", "doc-x"), undefined);
        assert.equal(await assertOneConsistentLog(db, ORIGIN), 0);
      });
    });

    test("verify passes every check for an untouched document and reports its index", async () => {
      await withLog(dialect, async (db, log) => {
        await deidentify(db, log, "acme", "doc-a");
        await deidentify(db, log, "acme", "doc-b");
        await log.integrate();
        await deidentify(db, log, "acme", "doc-c");
        const result = await log.verify("acme", "doc-a", await expectedEntry(db, "acme", "doc-a"));
        assert.equal(result?.valid, true, JSON.stringify(result?.failures));
        assert.deepEqual(result?.checks, {
          entry_matches_storage: true,
          inclusion_proof: true,
          checkpoint_signature: true,
          consistency_with_latest: true,
        });
        assert.equal(result?.log_index, 0);
        assert.equal(await log.verify("acme", "nothing", undefined), undefined);
      });
    });

    test("many concurrent requests produce one consistent log in batches", async () => {
      await withLog(dialect, async (db, log) => {
        await Promise.all(Array.from({ length: 120 }, (_, i) => deidentify(db, log, "acme", `doc-${i}`)));
        await log.integrate();
        assert.equal(await assertOneConsistentLog(db, ORIGIN), 120);
        const checkpoints = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_checkpoints");
        assert.ok((checkpoints?.n ?? 0) < 120, "entries were integrated in batches");
        const receipt = await log.receipt("acme", "doc-77");
        assert.equal(verifyReceipt(receipt, log.publicKey()).valid, true);
      });
    });

    test("a full batch of commits is integrated at once, without waiting for the window", async () => {
      const storage = await createTestStorage(dialect);
      const db = await openDatabase(storage.config);
      // A window no test would wait for: only a full batch (3 commits) can start integration.
      const log = createAuditLog({
        db,
        signingSeed: SEED,
        origin: ORIGIN,
        integrationDelayMs: 3_600_000,
        batchLimit: 3,
      });
      const pending = async () =>
        Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending"))?.n ?? 0);
      try {
        await deidentify(db, log, "acme", "doc-1");
        await deidentify(db, log, "acme", "doc-2");
        assert.equal(await pending(), 2, "two commits wait for the window");
        await deidentify(db, log, "acme", "doc-3");
        // The background batch runs on its own; give it the event loop until the queue is empty.
        for (let turn = 0; turn < 500 && (await pending()) > 0; turn++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        assert.equal(await pending(), 0, "the third commit filled a batch and started integration");
        assert.equal(await assertOneConsistentLog(db, ORIGIN), 3);
      } finally {
        await log.close();
        await db.close();
        await storage.drop();
      }
    });

    test("the audit trail lists a document's re-identifications with their log indices", async () => {
      await withLog(dialect, async (db, log) => {
        await deidentify(db, log, "acme", "doc-r");
        for (const [keyId, reasonRef, tokens] of [
          ["key-1", "rsn_1", 3],
          ["key-2", null, 0],
        ] as const) {
          await db.transaction((tx) =>
            log.append(
              tx,
              reidentifyEntry({
                tenant: "acme",
                documentId: "doc-r",
                keyId,
                reasonRef,
                reasonDigest: reasonRef === null ? null : "ab".repeat(32),
                tokensRestored: tokens,
                time: new Date(),
              }),
            ),
          );
        }
        await db.transaction((tx) =>
          log.append(
            tx,
            keyEntry({
              tenant: "acme",
              kind: "key_created",
              keyId: "key-3",
              scopes: ["receipts"],
              time: new Date(),
            }),
          ),
        );
        const trail = await log.auditTrail("acme", "doc-r");
        assert.deepEqual(
          trail.map((e) => [e.log_index, e.key_id, e.reason_ref, e.tokens_restored]),
          [
            [1, "key-1", "rsn_1", 3],
            [2, "key-2", null, 0],
          ],
        );
        assert.deepEqual(await log.auditTrail("other", "doc-r"), []);
        // The key event belongs to no document, so reading a trail does not integrate it: do it here.
        await log.integrate();
        assert.equal(await assertOneConsistentLog(db, ORIGIN), 4);
      });
    });

    test("publishes a signed checkpoint even for an empty log, and a disabled log writes nothing", async () => {
      await withLog(dialect, async (db, log) => {
        const note = await log.latestCheckpoint();
        assert.match(
          note,
          new RegExp(
            `^${ORIGIN}\\n0\\n47DEQpj8HBSa\\+/TImW\\+5JCeuQeRkm5NMpJWZG3hSuFU=\\n\\n\u2014 ${ORIGIN} `,
          ),
        );
        const disabled = createAuditLog({ db, signingSeed: SEED, origin: ORIGIN, enabled: false });
        await db.transaction(async (tx) =>
          disabled.append(tx, await insertTestDocument(tx, "acme", "doc-off")),
        );
        await disabled.integrate();
        assert.equal((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending"))?.n, 0);
        assert.equal(await disabled.receipt("acme", "doc-off"), undefined);
      });
    });
  });
}
