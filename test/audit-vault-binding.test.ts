import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { parseAuditEntry } from "../src/audit/parse-entry.ts";
import { verifyWholeLog } from "../src/service/verify-whole-log.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142.";
const LATER = "Follow-up for Bob Castellanos on 8/1/2019.";

interface VaultRow {
  tenant: string;
  scope: string;
  prefix: string;
  lookup: string;
  token: string;
  value_ciphertext: Uint8Array;
  key_id: string;
  document_id: string;
  created_at: string;
}

test("the entry parser accepts de-identifications without bindings (legacy), and needs both digests", () => {
  const legacy = {
    v: 1,
    kind: "deidentify",
    tenant: "t",
    document_id: "d",
    policy: "safe_harbor",
    phi_types: {},
    engine_version: "0",
    time: "2026-01-01T00:00:00.000Z",
    subject_digest: null,
    input_salt: "00",
    input_digest: "00",
    output_digest: "00",
  };
  assert.equal(parseAuditEntry(legacy).ok, true);
  assert.equal(parseAuditEntry({ ...legacy, vault_digest: "a", tokens_digest: "b" }).ok, true);
  assert.equal(parseAuditEntry({ ...legacy, vault_digest: "a" }).ok, false);
  assert.equal(parseAuditEntry({ ...legacy, tokens_digest: "b" }).ok, false);
});

/**
 * The vault rows a de-identification inserted and its token map are committed in its log entry:
 * deleting, editing, swapping or forging vault rows and editing a token map are named by
 * `clinical-deid audit verify`, fail `/receipts/{id}/verify` and the document's audit, and
 * re-identification over a swapped ciphertext answers `integrity_failure`, never a 500.
 */
for (const dialect of testDialects()) {
  describe(`vault rows and token maps bound to the log on ${dialect}`, () => {
    let t: TestApp;
    let first: string;
    before(async () => {
      t = await createTestApp(dialect);
      first = (await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "b-1", subject_id: "S-1" }))
        .body.text;
      await post(t, "/api/v1/deidentify", { text: LATER, document_id: "b-2", subject_id: "S-1" });
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "b-3" });
      await t.ctx.audit.integrate();
    });
    after(() => t.close().catch(() => {}));

    const failed = async () => {
      const result = await verifyWholeLog(t.ctx);
      for (const p of result.problems) assert.ok(!/Moreno|617-555|Castellanos/.test(p.reason + p.at));
      return Object.entries(result.checks)
        .filter(([, ok]) => !ok)
        .map(([check]) => check)
        .sort();
    };
    const receiptValid = async (id: string) =>
      (await t.app.inject({ url: `/api/v1/receipts/${id}/verify`, headers: t.auth })).json().valid;
    const deidFailure = async (id: string) =>
      (await t.app.inject({ url: `/api/v1/documents/${id}/audit`, headers: t.auth })).json().deidentification
        .failure;
    const rowsOf = (id: string) =>
      t.ctx.db.all<VaultRow>(
        "SELECT tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at FROM vault_tokens WHERE document_id = ? ORDER BY lookup",
        [id],
      );
    const insertRow = (row: VaultRow) =>
      t.ctx.db.run(
        "INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
          row.tenant,
          row.scope,
          row.prefix,
          row.lookup,
          row.token,
          row.value_ciphertext,
          row.key_id,
          row.document_id,
          row.created_at,
        ],
      );
    const setCiphertext = (row: VaultRow, ciphertext: Uint8Array) =>
      t.ctx.db.run("UPDATE vault_tokens SET value_ciphertext = ? WHERE scope = ? AND lookup = ?", [
        ciphertext,
        row.scope,
        row.lookup,
      ]);
    const assertClean = async () => {
      assert.deepEqual(await failed(), []);
      for (const id of ["b-1", "b-2", "b-3"]) {
        assert.equal(await receiptValid(id), true, id);
        assert.equal(await deidFailure(id), undefined, id);
      }
    };

    test("the de-identification entry commits to the vault rows and the token map", async () => {
      for (const id of ["b-1", "b-3"]) {
        const row = await t.ctx.db.get<{ entry: string }>(
          "SELECT entry FROM audit_entries WHERE document_id = ? AND kind = 'deidentify'",
          [id],
        );
        const entry = JSON.parse(row!.entry);
        assert.match(entry.vault_digest, /^[0-9a-f]{64}$/);
        assert.match(entry.tokens_digest, /^[0-9a-f]{64}$/);
      }
      assert.ok((await rowsOf("b-1")).length >= 3, "a subject's document stores its values in the vault");
      await assertClean();
    });

    test("a deleted vault row is named, and fails /verify and the document's audit", async () => {
      const [row] = await rowsOf("b-1");
      await t.ctx.db.run("DELETE FROM vault_tokens WHERE scope = ? AND lookup = ?", [
        row!.scope,
        row!.lookup,
      ]);
      assert.deepEqual(await failed(), ["vault_rows_match_entries"]);
      const problems = (await verifyWholeLog(t.ctx)).problems;
      assert.ok(
        problems.some((p) => p.at === "document b-1" && /vault_row_missing_or_changed/.test(p.reason)),
      );
      assert.equal(await receiptValid("b-1"), false);
      assert.equal(await deidFailure("b-1"), "vault_changed");
      await insertRow(row!);
      await assertClean();
    });

    test("two vault rows' ciphertexts swapped are named; re-identification answers integrity_failure", async () => {
      const [a, b] = await rowsOf("b-1");
      await setCiphertext(a!, b!.value_ciphertext);
      await setCiphertext(b!, a!.value_ciphertext);
      assert.deepEqual(await failed(), ["vault_rows_match_entries"]);
      assert.equal(await deidFailure("b-1"), "vault_changed");
      // b-2's own map lacks b-1's tokens: they are resolved from the subject's vault rows.
      const res = await post(t, "/api/v1/reidentify", { text: first, document_id: "b-2" });
      assert.equal(res.status, 409);
      assert.equal(res.body.error.code, "integrity_failure");
      assert.ok(!/Moreno|617-555/.test(JSON.stringify(res.body)));
      await setCiphertext(a!, a!.value_ciphertext);
      await setCiphertext(b!, b!.value_ciphertext);
      await t.ctx.audit.integrate();
      assert.equal((await post(t, "/api/v1/reidentify", { text: first, document_id: "b-2" })).status, 200);
      await assertClean();
    });

    test("a forged vault row, for a document or for none, is named", async () => {
      const [row] = await rowsOf("b-1");
      const forged = { ...row!, lookup: `f${row!.lookup.slice(1)}`, token: `${row!.token.slice(0, -2)}ZZ` };
      await insertRow(forged);
      assert.deepEqual(await failed(), ["vault_rows_match_entries"]);
      assert.equal(await deidFailure("b-1"), "vault_changed");
      await t.ctx.db.run("UPDATE vault_tokens SET document_id = 'no-such-doc' WHERE lookup = ?", [
        forged.lookup,
      ]);
      const result = await verifyWholeLog(t.ctx);
      assert.deepEqual(
        result.problems.map((p) => [p.check, p.at]),
        [["vault_rows_match_entries", "document no-such-doc"]],
      );
      await t.ctx.db.run("DELETE FROM vault_tokens WHERE lookup = ?", [forged.lookup]);
      await assertClean();
    });

    test("an edited token map is named; re-identification answers integrity_failure", async () => {
      const maps = await t.ctx.db.all<{ document_id: string; tokens_ciphertext: Uint8Array }>(
        "SELECT document_id, tokens_ciphertext FROM documents WHERE document_id IN ('b-1', 'b-3') ORDER BY document_id",
      );
      const [one, three] = maps;
      await t.ctx.db.run("UPDATE documents SET tokens_ciphertext = ? WHERE document_id = 'b-1'", [
        three!.tokens_ciphertext,
      ]);
      assert.deepEqual(await failed(), ["token_maps_match_entries"]);
      assert.equal(await receiptValid("b-1"), false);
      assert.equal(await deidFailure("b-1"), "token_map_changed");
      const res = await post(t, "/api/v1/reidentify", { text: first, document_id: "b-1" });
      assert.equal(res.status, 409);
      assert.equal(res.body.error.code, "integrity_failure");

      await t.ctx.db.run("UPDATE documents SET tokens_ciphertext = NULL WHERE document_id = 'b-1'");
      assert.deepEqual(await failed(), ["token_maps_match_entries"]);
      await t.ctx.db.run("UPDATE documents SET tokens_ciphertext = ? WHERE document_id = 'b-1'", [
        one!.tokens_ciphertext,
      ]);
      await assertClean();
    });

    test("a surrogate-policy document binds its surrogate rows; a swapped surrogate is named", async () => {
      const note = "Seen by Dr. Priya Raghunathan on 11/02/2021, phone 907-555-2291.";
      const d = await post(t, "/api/v1/deidentify", {
        text: note,
        policy: "surrogate",
        document_id: "b-sur",
        subject_id: "S-sur",
      });
      assert.equal(d.status, 200);
      await t.ctx.audit.integrate();
      const rows = await t.ctx.db.all<{ lookup: string; surrogate_ciphertext: Uint8Array | null }>(
        "SELECT lookup, surrogate_ciphertext FROM vault_tokens WHERE document_id = 'b-sur' AND surrogate_ciphertext IS NOT NULL ORDER BY lookup",
      );
      assert.ok(rows.length >= 2, "the surrogate policy stores its fakes in the vault");
      assert.deepEqual(await failed(), []);
      await t.ctx.db.run("UPDATE vault_tokens SET surrogate_ciphertext = ? WHERE lookup = ?", [
        rows[1]!.surrogate_ciphertext,
        rows[0]!.lookup,
      ]);
      assert.deepEqual(await failed(), ["vault_rows_match_entries"]);
      assert.equal(await deidFailure("b-sur"), "vault_changed");
      await t.ctx.db.run("UPDATE vault_tokens SET surrogate_ciphertext = ? WHERE lookup = ?", [
        rows[0]!.surrogate_ciphertext,
        rows[0]!.lookup,
      ]);
      assert.deepEqual(await failed(), []);
      const r = await post(t, "/api/v1/reidentify", { text: d.body.text, document_id: "b-sur" });
      assert.equal(r.status, 200);
      assert.equal(r.body.text, note);
    });

    test("editing the stored digests themselves fails the documents check, not the vault's", async () => {
      await t.ctx.db.run(
        "UPDATE documents SET vault_digest = NULL, tokens_digest = NULL WHERE document_id = 'b-3'",
      );
      assert.deepEqual(await failed(), ["entries_match_documents"]);
      assert.equal(await receiptValid("b-3"), false);
      assert.equal(await deidFailure("b-3"), "entry_mismatch");
    });
  });
}
