import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Database } from "../src/storage/database.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

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

/**
 * A log that cannot be verified or signed must be seen: /health answers 503 naming the check,
 * receipt routes answer the catalogued `audit_log_unavailable`, /metrics shows the check, and
 * each failure is named as itself (a bad signature is not a rollback).
 */
for (const dialect of testDialects()) {
  describe(`an audit log that cannot be signed, on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect, { auditHealthIntervalMs: 0 });
    });
    after(async () => {
      await t.close().catch(() => {});
      await t.storage.drop();
    });

    const get = async (url: string) => {
      const response = await t.app.inject({ method: "GET", url, headers: t.auth });
      return { status: response.statusCode, body: response.body, headers: response.headers };
    };
    const failing = async () => {
      const metrics = (await get("/metrics")).body;
      return [...metrics.matchAll(/^deid_audit_log_failing\{check="([a-z_]+)"\} 1$/gm)].map((m) => m[1]);
    };

    test("a corrupted checkpoint signature, then a rollback, each turn /health to 503 with its check", async () => {
      for (const id of ["h-1", "h-2"]) {
        assert.equal((await post(t, "/api/v1/deidentify", { text: NOTE, document_id: id })).status, 200);
        await t.ctx.audit.integrate();
      }
      const healthy = await get("/health");
      assert.equal(healthy.status, 200);
      assert.equal(JSON.parse(healthy.body).checks.audit_log, "ok");
      assert.deepEqual(await failing(), []);
      assert.equal((await get("/api/v1/receipts/h-1")).status, 200);

      // The newest checkpoint's signature corrupted: named checkpoint_signature, not rolled_back.
      const newest = (await t.ctx.db.get<{ tree_size: number; note: string }>(
        "SELECT tree_size, note FROM audit_checkpoints ORDER BY tree_size DESC LIMIT 1",
      ))!;
      const corrupted = newest.note.replace(
        / (\S)(\S+)\n$/,
        (_m, c: string, rest: string) => ` ${c === "A" ? "B" : "A"}${rest}\n`,
      );
      await t.ctx.db.run("UPDATE audit_checkpoints SET note = ? WHERE tree_size = ?", [
        corrupted,
        newest.tree_size,
      ]);
      const bad = await get("/health");
      assert.equal(bad.status, 503);
      assert.equal(JSON.parse(bad.body).checks.audit_log, "checkpoint_signature");
      assert.deepEqual(await failing(), ["checkpoint_signature"]);
      const receipt = await get("/api/v1/receipts/h-1");
      assert.equal(receipt.status, 503);
      assert.equal(JSON.parse(receipt.body).error.code, "audit_log_unavailable");
      assert.match(JSON.parse(receipt.body).error.message, /checkpoint_signature/);
      assert.equal((await get("/api/v1/receipts/h-1/verify")).status, 503);
      assert.equal((await get("/api/v1/receipts/checkpoint")).status, 503);
      const events = await get("/api/v1/documents/h-1/audit");
      assert.equal(JSON.parse(events.body).log_failure, "checkpoint_invalid");
      await t.ctx.db.run("UPDATE audit_checkpoints SET note = ? WHERE tree_size = ?", [
        newest.note,
        newest.tree_size,
      ]);
      assert.equal((await get("/health")).status, 200);

      // The tail rolled back: rolled_back, and writes still go on (their entries wait in the queue).
      await rollBackTo(t.ctx.db, Number(newest.tree_size) - 1);
      const rolled = await get("/health");
      assert.equal(rolled.status, 503);
      assert.equal(JSON.parse(rolled.body).checks.audit_log, "rolled_back");
      assert.deepEqual(await failing(), ["rolled_back"]);
      assert.equal((await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "h-3" })).status, 200);
      await assert.rejects(t.ctx.audit.integrate());
      const pending = await t.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_pending");
      assert.equal(Number(pending!.n), 1);
      const events2 = await get("/api/v1/audit/events");
      assert.equal(events2.status, 503);
      assert.equal(JSON.parse(events2.body).error.code, "audit_log_unavailable");
    });
  });
}
