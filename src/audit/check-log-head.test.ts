import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { SqlExecutor } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { createAuditLog } from "./audit-log.ts";
import { checkLogHead } from "./check-log-head.ts";
import { processCheckpointMemory } from "./checkpoint-memory.ts";
import { parseVerifierKey } from "./note-verifier.ts";
import { insertTestDocument } from "./test-documents.ts";

const ORIGIN = "clinical-deid.test/head";
const SEED = new Uint8Array(32).fill(9);

for (const dialect of testDialects()) {
  describe(`the log head check on ${dialect}`, () => {
    test("a batch integrated (by another replica) between the check's reads is no failure", async () => {
      const storage = await createTestStorage(dialect);
      const db = await openDatabase(storage.config);
      const log = createAuditLog({ db, signingSeed: SEED, origin: ORIGIN, integrationDelayMs: 60_000 });
      try {
        const append = (id: string) =>
          db.transaction(async (tx) => log.append(tx, await insertTestDocument(tx, "acme", id)));
        await append("d-1");
        await log.integrate();
        await append("d-2");
        await append("d-3");
        const key = parseVerifierKey(log.publicKey());
        assert.ok(key.ok);
        // The check's first read is answered, then a batch commits before its next read.
        let first = true;
        const racing: SqlExecutor = {
          dialect: db.dialect,
          all: (sql, params) => db.all(sql, params),
          run: (sql, params) => db.run(sql, params),
          async get<T>(sql: string, params?: Parameters<typeof db.get>[1]) {
            const row = await db.get<T>(sql, params);
            if (first) {
              first = false;
              await log.integrate();
            }
            return row;
          },
        };
        const health = await checkLogHead({
          db: racing,
          verifiers: [key.value],
          origin: ORIGIN,
          memory: processCheckpointMemory(),
        });
        assert.deepEqual(health, { ok: true });
        assert.equal(first, false);
      } finally {
        await log.close();
        await db.close();
        await storage.drop();
      }
    });
  });
}
