import assert from "node:assert/strict";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import type { Database } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { type AuditLog, createAuditLog } from "./audit-log.ts";
import { type CheckpointMemory, fileCheckpointMemory } from "./checkpoint-memory.ts";
import { insertTestDocument } from "./test-documents.ts";

const ORIGIN = "clinical-deid.test/log";
const SEED = new Uint8Array(32).fill(5);

async function addDocument(db: Database, log: AuditLog, id: string) {
  await db.transaction(async (tx) => log.append(tx, await insertTestDocument(tx, "acme", id)));
  await log.integrate();
}

/** Restores the log as it was at `size` entries: what restoring an older backup does. */
async function rollBackTo(db: Database, size: number) {
  await db.run("DELETE FROM audit_entries WHERE idx >= ?", [size]);
  await db.run("DELETE FROM audit_checkpoints WHERE tree_size > ?", [size]);
  const nodes = await db.all<{ level: number; idx: number }>("SELECT level, idx FROM audit_tree_nodes");
  for (const { level, idx } of nodes) {
    if ((Number(idx) + 1) * 2 ** Number(level) > size) {
      await db.run("DELETE FROM audit_tree_nodes WHERE level = ? AND idx = ?", [level, idx]);
    }
  }
}

for (const dialect of testDialects()) {
  describe(`checkpoint memory on ${dialect}`, () => {
    async function withLog(
      fn: (db: Database, open: (memory: CheckpointMemory) => AuditLog, dir: string) => Promise<void>,
    ) {
      const storage = await createTestStorage(dialect);
      const db = await openDatabase(storage.config);
      const dir = await mkdtemp(join(tmpdir(), "deid-memory-"));
      const logs: AuditLog[] = [];
      try {
        await fn(
          db,
          (memory) => {
            const log = createAuditLog({ db, signingSeed: SEED, origin: ORIGIN, checkpointMemory: memory });
            logs.push(log);
            return log;
          },
          dir,
        );
      } finally {
        for (const log of logs) await log.close().catch(() => {});
        await db.close();
        await storage.drop();
        await rm(dir, { recursive: true, force: true });
      }
    }

    test("a database rolled back under the service is refused, not signed again", async () => {
      await withLog(async (db, open, dir) => {
        const memory = fileCheckpointMemory(join(dir, "audit-checkpoint.json"), "log-a");
        const log = open(memory);
        for (const id of ["d1", "d2", "d3", "d4"]) await addDocument(db, log, id);
        assert.equal(memory.read()?.size, 4);
        await rollBackTo(db, 2);
        // A restarted service (a new log on the same memory) refuses to sign on top of the old tree.
        const restarted = open(fileCheckpointMemory(join(dir, "audit-checkpoint.json"), "log-a"));
        await db.transaction(async (tx) => restarted.append(tx, await insertTestDocument(tx, "acme", "d5")));
        await assert.rejects(restarted.integrate(), /signed a checkpoint of 4: it was rolled back/);
        // The entry stays pending: nothing is lost, nothing is signed.
        assert.equal((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending"))?.n, 1);
      });
    });

    test("a rolled-back and refilled log of the same size is refused too", async () => {
      await withLog(async (db, open, dir) => {
        const path = join(dir, "audit-checkpoint.json");
        const log = open(fileCheckpointMemory(path, "log-a"));
        for (const id of ["d1", "d2", "d3"]) await addDocument(db, log, id);
        await rollBackTo(db, 1);
        // A memoryless service refills the log to the remembered size with other entries...
        const forger = open(fileCheckpointMemory(join(dir, "elsewhere.json"), "log-a"));
        for (const id of ["x2", "x3"]) await addDocument(db, forger, id);
        // ...which the real memory sees is not what it signed at size 3.
        const restarted = open(fileCheckpointMemory(path, "log-a"));
        await db.transaction(async (tx) => restarted.append(tx, await insertTestDocument(tx, "acme", "d4")));
        await assert.rejects(restarted.integrate(), /first 3 entries differ/);
      });
    });

    test("one file keeps each log apart: another database's memory never judges this one", async () => {
      await withLog(async (db, open, dir) => {
        const path = join(dir, "audit-checkpoint.json");
        const other = fileCheckpointMemory(path, "log-b");
        await other.remember({ size: 50, root: new Uint8Array(32).fill(9) });
        const log = open(fileCheckpointMemory(path, "log-a"));
        await addDocument(db, log, "d1");
        assert.equal(fileCheckpointMemory(path, "log-a").read()?.size, 1);
        assert.equal(fileCheckpointMemory(path, "log-b").read()?.size, 50);
      });
    });

    test("an unreadable memory file stops signing with a message saying how to recover", async () => {
      await withLog(async (db, open, dir) => {
        const path = join(dir, "audit-checkpoint.json");
        await writeFile(path, "{not json");
        const log = open(fileCheckpointMemory(path, "log-a"));
        await db.transaction(async (tx) => log.append(tx, await insertTestDocument(tx, "acme", "d1")));
        await assert.rejects(log.integrate(), /unreadable; restore it, or delete it/);
      });
    });
  });
}

describe("file checkpoint memory", () => {
  const checkpoint = (size: number) => ({ size, root: new Uint8Array(32).fill(size) });

  test("remembers off the event loop; reads answer with a write under way", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deid-memory-"));
    try {
      const path = join(dir, "audit-checkpoint.json");
      const memory = fileCheckpointMemory(path, "log-a");
      const first = memory.remember(checkpoint(3));
      const second = memory.remember(checkpoint(5));
      // Not yet on disk, yet never judged against less than what was signed.
      assert.equal(memory.read()?.size, 5);
      await Promise.all([first, second]);
      assert.equal(fileCheckpointMemory(path, "log-a").read()?.size, 5);
      await memory.remember(checkpoint(4));
      assert.equal(fileCheckpointMemory(path, "log-a").read()?.size, 5);
      assert.deepEqual(await readdir(dir), ["audit-checkpoint.json"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("a failed write fails its caller, not the next one", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deid-memory-"));
    try {
      const blocker = join(dir, "not-a-dir");
      await writeFile(blocker, "");
      const memory = fileCheckpointMemory(join(blocker, "audit-checkpoint.json"), "log-a");
      await assert.rejects(Promise.resolve(memory.remember(checkpoint(2))));
      await rm(blocker);
      await memory.remember(checkpoint(3));
      assert.equal(memory.read()?.size, 3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
