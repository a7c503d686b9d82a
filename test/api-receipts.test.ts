import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { checkServerConsistency } from "../src/audit/check-server-consistency.ts";
import { parseVerifierKey } from "../src/audit/note-verifier.ts";
import { inputCommitment } from "../src/service/deidentify-document.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142.";

for (const dialect of testDialects()) {
  describe(`receipts API on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const verify = async (id: string) =>
      (await t.app.inject({ url: `/api/v1/receipts/${id}/verify`, headers: t.auth })).json();

    test("returns a signed receipt with no PHI, and verifies it", async () => {
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "r-1", subject_id: "Moreno-1" });
      const res = await t.app.inject({ url: "/api/v1/receipts/r-1", headers: t.auth });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers["cache-control"], "no-store");
      for (const phi of ["Moreno", "617-555-0142", "7/22/2019"])
        assert.equal(res.body.includes(phi), false, phi);
      const receipt = res.json();
      assert.equal(receipt.entry.document_id, "r-1");
      assert.equal(receipt.entry.kind, "deidentify");
      assert.match(receipt.checkpoint, /^clinical-deid\.local\/audit-log\n\d+\n/);
      const result = await verify("r-1");
      assert.equal(result.valid, true, JSON.stringify(result));
      assert.deepEqual(Object.values(result.checks), [true, true, true, true]);
      const key = await t.app.inject({ url: "/api/v1/receipts/public-key", headers: t.auth });
      assert.match(key.body, /^clinical-deid\.local\/audit-log\+[0-9a-f]{8}\+[A-Za-z0-9+/]+=*\n$/);
    });

    test("proves the latest checkpoint consistent with any older tree size, and refuses a larger one", async () => {
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "c-1" });
      const receipt = (await t.app.inject({ url: "/api/v1/receipts/c-1", headers: t.auth })).json();
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "c-2" });
      const key = (await t.app.inject({ url: "/api/v1/receipts/public-key", headers: t.auth })).body.split(
        "\n",
      )[0]!;
      const verifier = parseVerifierKey(key);
      assert.ok(verifier.ok);
      const problems = await checkServerConsistency(
        receipt,
        [verifier.value],
        verifier.value.name,
        async (from) => {
          const res = await t.app.inject({
            url: `/api/v1/receipts/checkpoint/consistency?from=${from}`,
            headers: t.auth,
          });
          assert.equal(res.statusCode, 200);
          return { kind: "proof", ...res.json() };
        },
      );
      assert.deepEqual(problems, []);
      for (const from of ["99999999", "-1", "x", ""]) {
        const res = await t.app.inject({
          url: `/api/v1/receipts/checkpoint/consistency?from=${from}`,
          headers: t.auth,
        });
        assert.equal(res.statusCode, 400, from);
        assert.equal(res.json().error.code, "invalid_request");
      }
    });

    test("commits to the input with a keyed MAC, so the receipt's holder cannot confirm a guessed note", async () => {
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "r-hide" });
      const { entry } = (await t.app.inject({ url: "/api/v1/receipts/r-hide", headers: t.auth })).json();
      const salt = Buffer.from(entry.input_salt, "hex");
      // A holder who guesses the exact note cannot confirm it from the receipt alone...
      assert.notEqual(createHash("sha256").update(salt).update(NOTE).digest("hex"), entry.input_digest);
      // ...while the service, holding the key, can check a given text against the commitment.
      assert.equal(inputCommitment(t.ctx.deps.inputKey, entry.input_salt, NOTE), entry.input_digest);
      assert.notEqual(inputCommitment(t.ctx.deps.inputKey, entry.input_salt, `${NOTE} `), entry.input_digest);
    });

    test("reports valid: false and names the check when a documents row is edited in the database", async () => {
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "r-2" });
      assert.equal((await verify("r-2")).valid, true);
      await t.ctx.db.run("UPDATE documents SET phi_types = ? WHERE tenant = ? AND document_id = ?", [
        '{"DATE":1}',
        "default",
        "r-2",
      ]);
      const result = await verify("r-2");
      assert.equal(result.valid, false);
      assert.equal(result.checks.entry_matches_storage, false);
    });

    test("reports valid: false when the stored output is swapped for another document's", async () => {
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "r-3" });
      await post(t, "/api/v1/deidentify", { text: "Other note by Dr. Bob Quinn.", document_id: "r-4" });
      const other = await t.ctx.db.get<{ output_digest: string }>(
        "SELECT output_digest FROM documents WHERE document_id = ?",
        ["r-4"],
      );
      await t.ctx.db.run("UPDATE documents SET output_digest = ? WHERE document_id = ?", [
        other!.output_digest,
        "r-3",
      ]);
      const result = await verify("r-3");
      assert.equal(result.valid, false);
      assert.equal(result.checks.entry_matches_storage, false);
    });

    test("reports valid: false when the log entry is edited in the database", async () => {
      await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "r-5" });
      await t.ctx.audit.integrate();
      const row = await t.ctx.db.get<{ entry: string }>(
        "SELECT entry FROM audit_entries WHERE document_id = ? AND kind = ?",
        ["r-5", "deidentify"],
      );
      await t.ctx.db.run("UPDATE audit_entries SET entry = ? WHERE document_id = ? AND kind = ?", [
        row!.entry.replace('"safe_harbor"', '"redact_all"'),
        "r-5",
        "deidentify",
      ]);
      const result = await verify("r-5");
      assert.equal(result.valid, false);
      assert.ok(Object.values(result.checks).includes(false));
    });

    test("lists re-identifications in the document's audit trail with their log index", async () => {
      const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "r-6" });
      await post(t, "/api/v1/reidentify", {
        text: d.body.text,
        document_id: "r-6",
        reason: "clinical review",
      });
      const res = await t.app.inject({ url: "/api/v1/documents/r-6/audit", headers: t.auth });
      assert.equal(res.statusCode, 200);
      const { events } = res.json();
      assert.equal(events.length, 1);
      assert.equal(events[0].reason, "clinical review");
      assert.equal(events[0].key_id, "local");
      assert.ok(events[0].tokens_restored >= 2);
      assert.equal(typeof events[0].log_index, "number");
      assert.equal(
        (await t.app.inject({ url: "/api/v1/documents/nope/audit", headers: t.auth })).statusCode,
        404,
      );
      assert.equal((await t.app.inject({ url: "/api/v1/receipts/nope", headers: t.auth })).statusCode, 404);
      assert.equal(
        (await t.app.inject({ url: "/api/v1/receipts/nope/verify", headers: t.auth })).statusCode,
        404,
      );
      assert.equal(
        (await t.app.inject({ url: "/api/v1/receipts/bad%20id/verify", headers: t.auth })).statusCode,
        404,
      );
    });
  });
}

for (const dialect of testDialects()) {
  describe(`re-identification reasons on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const REASON = "asked by Dr. Alice Moreno-Quist on 7/22/2019 re MRN 99812";
    const trail = async (id: string, headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/v1/documents/${id}/audit`, headers })).json().events;

    test("are stored encrypted, kept out of the log, and read back whole by admin keys only", async () => {
      const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "reason-1" });
      await post(t, "/api/v1/reidentify", { text: d.body.text, document_id: "reason-1", reason: REASON });
      const [admin] = await trail("reason-1", t.auth);
      assert.equal(admin.reason, REASON);
      assert.equal(admin.reason_intact, true);
      assert.equal(admin.reason_recorded, true);
      const receiptsOnly = await t.ctx.apiKeys.create({ tenant: "default", scopes: ["receipts"] });
      const [other] = await trail("reason-1", { authorization: `Bearer ${receiptsOnly.key}` });
      assert.equal(other.reason, null);
      assert.equal(other.reason_recorded, true);
      // Nothing of the reason in the log or in plain text anywhere.
      for (const table of ["audit_entries", "audit_pending", "audit_reasons"]) {
        const rows = await t.ctx.db.all<Record<string, unknown>>(`SELECT * FROM ${table}`);
        const dump = JSON.stringify(rows, (_k, v) =>
          v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : v,
        );
        for (const phi of ["Moreno", "7/22/2019", "99812", "asked by"])
          assert.ok(!dump.includes(phi), `${table}: ${phi}`);
      }
    });

    test("an edited, swapped or deleted reason row no longer matches its log entry", async () => {
      for (const id of ["reason-2", "reason-3"]) {
        const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: id });
        await post(t, "/api/v1/reidentify", {
          text: d.body.text,
          document_id: id,
          reason: `${REASON} (${id})`,
        });
      }
      const [two] = await trail("reason-2", t.auth);
      const [three] = await trail("reason-3", t.auth);
      assert.equal(two.reason_intact, true);
      const refs = await t.ctx.db.all<{ reason_ref: string; reason_ciphertext: Uint8Array }>(
        "SELECT reason_ref, reason_ciphertext FROM audit_reasons ORDER BY created_at",
      );
      const entry = async (id: string) =>
        JSON.parse(
          (await t.ctx.db.get<{ entry: string }>(
            "SELECT entry FROM audit_entries WHERE document_id = ? AND kind = 'reidentify'",
            [id],
          ))!.entry,
        ).reason_ref as string;
      const ref2 = await entry("reason-2");
      const ref3 = await entry("reason-3");
      assert.ok(refs.some((r) => r.reason_ref === ref2) && ref2 !== ref3 && three.reason_intact);
      // Swap reason-3's ciphertext into reason-2's row.
      const cipher3 = refs.find((r) => r.reason_ref === ref3)!.reason_ciphertext;
      await t.ctx.db.run("UPDATE audit_reasons SET reason_ciphertext = ? WHERE reason_ref = ?", [
        cipher3,
        ref2,
      ]);
      const [swapped] = await trail("reason-2", t.auth);
      assert.equal(swapped.reason, null);
      assert.equal(swapped.reason_intact, false);
      await t.ctx.db.run("DELETE FROM audit_reasons WHERE reason_ref = ?", [ref3]);
      const [deleted] = await trail("reason-3", t.auth);
      assert.equal(deleted.reason_intact, false);
      assert.equal(deleted.reason_recorded, true);
    });
  });
}
