import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { syntheticBundle, syntheticPatient } from "./fhir/synthetic-bundle.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`POST /api/v1/fhir/* on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect, { maxBatchItems: 6, maxTextBytes: 2000 });
    });
    after(() => t.close());

    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, headers: t.auth, payload });

    it("de-identifies a Bundle with one receipt per resource and restores it JSON-equal", async () => {
      const bundle = syntheticBundle(11);
      const p = syntheticPatient(11);
      const res = await post("/api/v1/fhir/deidentify", { resource: bundle, policy: "surrogate" });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers["cache-control"], "no-store");
      const body = res.json() as { resource: object; documents: { document_id: string }[] };
      assert.equal(body.documents.length, 5);
      for (const secret of [p.family, p.mrn, p.birthDate]) assert.ok(!res.body.includes(secret), secret);
      for (const { document_id } of body.documents) {
        const receipt = await t.app.inject({
          method: "GET",
          url: `/api/v1/receipts/${document_id}`,
          headers: t.auth,
        });
        assert.equal(receipt.statusCode, 200, document_id);
      }
      const back = await post("/api/v1/fhir/reidentify", { resource: body.resource, reason: "api test" });
      assert.equal(back.statusCode, 200, back.body);
      assert.deepEqual(back.json().resource, bundle);
    });

    it("answers invalid_resource naming the element, never the value", async () => {
      const res = await post("/api/v1/fhir/deidentify", {
        resource: {
          resourceType: "DocumentReference",
          status: "current",
          content: [{ attachment: { contentType: "application/pdf", data: "JVBERi0=" } }],
        },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.code, "invalid_resource");
      assert.match(res.json().error.message, /^\/content\/0\/attachment\/data: /);
      const untagged = await post("/api/v1/fhir/reidentify", {
        resource: { resourceType: "Patient", id: "x" },
      });
      assert.equal(untagged.json().error.code, "invalid_resource");
    });

    it("refuses a Bundle over DEID_MAX_BATCH_ITEMS and an unknown field", async () => {
      const bundle = syntheticBundle(12) as { entry: unknown[] };
      bundle.entry.push(...bundle.entry.slice(1, 3));
      const big = await post("/api/v1/fhir/deidentify", { resource: bundle });
      assert.equal(big.statusCode, 400);
      assert.match(big.json().error.message, /at most 6 entries/);
      const typo = await post("/api/v1/fhir/deidentify", {
        resource: { resourceType: "Patient" },
        polcy: "x",
      });
      assert.equal(typo.json().error.code, "invalid_request");
    });

    it("refuses a resource whose text is over DEID_MAX_TEXT_BYTES with 413", async () => {
      const res = await post("/api/v1/fhir/deidentify", {
        resource: {
          resourceType: "Observation",
          status: "final",
          code: { text: "x" },
          note: [{ text: "a ".repeat(1500) }],
        },
      });
      assert.equal(res.statusCode, 413);
      assert.match(res.json().error.message, /larger than 2000 bytes \(DEID_MAX_TEXT_BYTES\)/);
    });

    it("needs the reidentify scope to restore", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/fhir/reidentify",
        payload: { resource: { resourceType: "Patient" } },
      });
      assert.equal(res.statusCode, 401);
    });
  });
}
