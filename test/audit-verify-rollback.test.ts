import assert from "node:assert/strict";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import { after, before, describe, test } from "node:test";
import type { CliIo } from "../src/cli/cli-io.ts";
import { main } from "../src/cli/main.ts";
import type { RawEnv } from "../src/config/env.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { verifyWholeLog } from "../src/service/verify-whole-log.ts";
import type { Database } from "../src/storage/database.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp, testConfig } from "./helpers/test-app.ts";

/** Restores the log as it was at `size` entries: what restoring an older backup does. */
async function rollBackTo(db: Database, size: number) {
  await db.run("DELETE FROM audit_entries WHERE idx >= ?", [size]);
  await db.run("DELETE FROM audit_checkpoints WHERE tree_size > ?", [size]);
  const nodes = await db.all<{ level: number; idx: number }>("SELECT level, idx FROM audit_tree_nodes");
  for (const { level, idx } of nodes)
    if ((Number(idx) + 1) * 2 ** Number(level) > size)
      await db.run("DELETE FROM audit_tree_nodes WHERE level = ? AND idx = ?", [level, idx]);
}

const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142.";

for (const dialect of testDialects()) {
  describe(`audit verify finds rollbacks and never signs, on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(async () => {
      await t.close().catch(() => {});
      await t.storage.drop();
    });

    const failures = async (given?: string) => {
      const result = await verifyWholeLog(t.ctx, given ? { given: { note: given, source: "kept.txt" } } : {});
      return {
        checks: Object.entries(result.checks)
          .filter(([, ok]) => !ok)
          .map(([check]) => check)
          .sort(),
        problems: result.problems,
      };
    };

    test("a tail rollback, a deleted newest checkpoint and a forged checkpoint are each named", async () => {
      for (const id of ["r-1", "r-2", "r-3"]) {
        assert.equal((await post(t, "/api/v1/deidentify", { text: NOTE, document_id: id })).status, 200);
        await t.ctx.audit.integrate();
      }
      const kept = await t.ctx.audit.latestCheckpoint();
      assert.deepEqual((await failures(kept)).checks, []);
      const size = Number((await t.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_entries"))!.n);

      // The newest checkpoint deleted, its entries left: they are past every checkpoint.
      const newest = (await t.ctx.db.get<{
        tree_size: number;
        root_hash: Uint8Array;
        note: string;
        created_at: string;
      }>("SELECT * FROM audit_checkpoints ORDER BY tree_size DESC LIMIT 1"))!;
      await t.ctx.db.run("DELETE FROM audit_checkpoints WHERE tree_size = ?", [newest.tree_size]);
      const deleted = await failures(kept);
      assert.deepEqual(deleted.checks, ["checkpoint_memory", "entries_signed", "given_checkpoint"]);
      await t.ctx.db.run(
        "INSERT INTO audit_checkpoints (tree_size, root_hash, note, created_at) VALUES (?, ?, ?, ?)",
        [newest.tree_size, newest.root_hash, newest.note, newest.created_at],
      );

      // A checkpoint signed by no key of this log: a bad signature, not a rollback.
      const forged = kept.replace(
        /— (\S+) (\S+)\n$/,
        (_m, name: string) => `— ${name} ${Buffer.alloc(68).toString("base64")}\n`,
      );
      const bad = await failures(forged);
      assert.deepEqual(bad.checks, ["given_checkpoint"]);
      assert.match(bad.problems[0]!.reason, /^checkpoint_signature/);

      // The tail rolled back (entries, nodes and checkpoints): consistent in itself, smaller than
      // what this service signed and than the kept checkpoint.
      await rollBackTo(t.ctx.db, size - 1);
      const rolled = await failures(kept);
      assert.deepEqual(rolled.checks, ["checkpoint_memory", "documents_logged", "given_checkpoint"]);
      assert.ok(
        rolled.problems.some((p) => p.check === "checkpoint_memory" && /^rolled_back/.test(p.reason)),
      );
      assert.ok(rolled.problems.some((p) => p.check === "given_checkpoint" && /^rolled_back/.test(p.reason)));
    });

    test("a read-only context never integrates, signs or writes the memory", async () => {
      const fresh = await createTestApp(dialect);
      await post(fresh, "/api/v1/deidentify", { text: NOTE, document_id: "ro-1" });
      // The server stops (its close integrates what it queued); only the verifier runs from here.
      await fresh.app.close();
      await fresh.ctx.close();
      const ctx = await createContext(testConfig(fresh.storage), {
        logger: createLogger("silent"),
        readOnly: true,
      });
      try {
        // A forged pending row sits in the queue: a verifier that integrated would move it.
        await ctx.db.run(
          "INSERT INTO audit_pending (tenant, document_id, kind, entry) VALUES ('default', NULL, 'junk', '{}')",
        );
        const counts = async () =>
          ctx.db.get<{ e: number; c: number; p: number; q: number }>(
            `SELECT (SELECT COUNT(*) FROM audit_entries) AS e, (SELECT COUNT(*) FROM audit_checkpoints) AS c,
                    (SELECT COUNT(*) FROM audit_pending) AS p, (SELECT COUNT(*) FROM audit_quarantine) AS q`,
          );
        const before = await counts();
        const result = await verifyWholeLog(ctx);
        assert.equal(result.checks.pending_entries, false);
        await ctx.audit.integrate();
        assert.deepEqual(await counts(), before);
      } finally {
        await ctx.close();
        await fresh.storage.drop();
      }
    });
  });
}

describe("clinical-deid audit verify", () => {
  let t: TestApp;
  let env: RawEnv;
  const key = new Uint8Array(32).fill(9);
  before(async () => {
    t = await createTestApp("sqlite", { masterKey: key });
    env = {
      DEID_DATA_DIR: t.storage.config.dataDir,
      DEID_MASTER_KEY: Buffer.from(key).toString("base64"),
      DEID_WORKERS: "1",
    };
  });
  // The log was rolled back on purpose: closing refuses to integrate it, the storage goes anyway.
  after(async () => {
    await t.close().catch(() => {});
    await t.storage.drop();
  });

  const run = async (argv: string[], runEnv = env) => {
    const chunks: Buffer[] = [];
    const stdout = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    const io: CliIo = {
      stdin: new PassThrough().end(),
      stdout,
      stderr: new PassThrough(),
      env: runEnv,
      signal: new AbortController().signal,
    };
    const code = await main(argv, io);
    return { code, stdout: Buffer.concat(chunks).toString("utf8") };
  };

  test("exit 0 valid, 5 with the failing check named against a kept checkpoint file, 1 when it cannot run", async () => {
    await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "c-1" });
    await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "c-2" });
    await t.ctx.audit.integrate();
    const file = join(t.storage.config.dataDir, "kept-checkpoint.txt");
    await writeFile(file, await t.ctx.audit.latestCheckpoint());
    const ok = await run(["audit", "verify", "--checkpoint", file]);
    assert.equal(ok.code, 0, ok.stdout);
    assert.match(ok.stdout, /ok\s+given_checkpoint/);

    const size = Number((await t.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_entries"))!.n);
    await rollBackTo(t.ctx.db, size - 1);
    const rolled = await run(["audit", "verify", "--checkpoint", file]);
    assert.equal(rolled.code, 5);
    assert.match(rolled.stdout, /^audit log: NOT VALID/);
    assert.match(rolled.stdout, /FAIL\s+checkpoint_memory/);
    assert.match(rolled.stdout, /given_checkpoint: checkpoint \d+: rolled_back/);

    const wrongKey = await run(["audit", "verify"], {
      ...env,
      DEID_MASTER_KEY: Buffer.from(new Uint8Array(32).fill(3)).toString("base64"),
    });
    assert.equal(wrongKey.code, 1);
    assert.match(wrongKey.stdout, /^audit log: NOT VERIFIED \(could not finish: .*DEID_MASTER_KEY/);
  });
});
