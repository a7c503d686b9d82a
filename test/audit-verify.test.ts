import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { verifyWholeLog } from "../src/service/verify-whole-log.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142.";

for (const dialect of testDialects()) {
  describe(`audit verify (the whole log recomputed) on ${dialect}`, () => {
    let t: TestApp;
    const failed = async () => {
      const result = await verifyWholeLog(t.ctx);
      return Object.entries(result.checks)
        .filter(([, ok]) => !ok)
        .map(([check]) => check)
        .sort();
    };

    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close().catch(() => {}));

    test("an untouched log verifies, then every edit, deletion and swap is named by its check", async () => {
      for (const id of ["v-1", "v-2", "v-3", "v-4", "v-5"]) {
        const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: id });
        await post(t, "/api/v1/reidentify", { text: d.body.text, document_id: id, reason: `review ${id}` });
      }
      await t.ctx.audit.integrate();
      const clean = await verifyWholeLog(t.ctx);
      assert.equal(clean.valid, true, JSON.stringify(clean.problems));
      assert.ok(clean.entries >= 10 && clean.checkpoints >= 1);

      // A documents row edited: its entry no longer matches.
      await t.ctx.db.run("UPDATE documents SET policy = 'redact_all' WHERE document_id = 'v-1'");
      assert.deepEqual(await failed(), ["entries_match_documents"]);
      await t.ctx.db.run("UPDATE documents SET policy = 'safe_harbor' WHERE document_id = 'v-1'");

      // A re-identification reason swapped for another's: the MAC names it.
      const reasons = await t.ctx.db.all<{ reason_ref: string; reason_ciphertext: Uint8Array }>(
        "SELECT reason_ref, reason_ciphertext FROM audit_reasons ORDER BY reason_ref",
      );
      await t.ctx.db.run("UPDATE audit_reasons SET reason_ciphertext = ? WHERE reason_ref = ?", [
        reasons[1]!.reason_ciphertext,
        reasons[0]!.reason_ref,
      ]);
      assert.deepEqual(await failed(), ["reasons_match_entries"]);
      await t.ctx.db.run("UPDATE audit_reasons SET reason_ciphertext = ? WHERE reason_ref = ?", [
        reasons[0]!.reason_ciphertext,
        reasons[0]!.reason_ref,
      ]);
      assert.deepEqual(await failed(), []);

      // A log entry edited (a re-identification's tokens_restored): leaf, nodes and roots change.
      const row = (await t.ctx.db.get<{ idx: number; entry: string }>(
        "SELECT idx, entry FROM audit_entries WHERE kind = 'reidentify' ORDER BY idx LIMIT 1",
      ))!;
      const edited = row.entry.replace(/"tokens_restored":\d+/, '"tokens_restored":0');
      await t.ctx.db.run("UPDATE audit_entries SET entry = ? WHERE idx = ?", [edited, row.idx]);
      // The root at the size this service signed differs too: the memory sees a fork.
      assert.deepEqual(await failed(), ["checkpoint_memory", "checkpoint_roots", "tree_nodes"]);
      await t.ctx.db.run("UPDATE audit_entries SET entry = ? WHERE idx = ?", [row.entry, row.idx]);

      // A tree node deleted.
      const node = (await t.ctx.db.get<{ level: number; idx: number; hash: Uint8Array }>(
        "SELECT level, idx, hash FROM audit_tree_nodes WHERE level = 1 ORDER BY idx LIMIT 1",
      ))!;
      await t.ctx.db.run("DELETE FROM audit_tree_nodes WHERE level = ? AND idx = ?", [node.level, node.idx]);
      assert.deepEqual(await failed(), ["tree_nodes"]);
      await t.ctx.db.run("INSERT INTO audit_tree_nodes (level, idx, hash) VALUES (?, ?, ?)", [
        node.level,
        node.idx,
        node.hash,
      ]);
      assert.deepEqual(await failed(), []);

      // A documents row deleted: its logged de-identification has no row.
      await t.ctx.db.run("DELETE FROM documents WHERE document_id = 'v-5'");
      assert.deepEqual(await failed(), ["documents_logged"]);

      // The log's last entry deleted (a rollback): the latest checkpoint is larger than the log.
      const last = (await t.ctx.db.get<{ n: number }>("SELECT MAX(idx) AS n FROM audit_entries"))!.n;
      await t.ctx.db.run("DELETE FROM audit_entries WHERE idx = ?", [last]);
      const result = await verifyWholeLog(t.ctx);
      assert.equal(result.valid, false);
      assert.ok(result.checks.checkpoint_roots === false && result.checks.tree_nodes === false);
      assert.ok(result.problems.some((p) => /entries were deleted/.test(p.reason)));
    });
  });
}
