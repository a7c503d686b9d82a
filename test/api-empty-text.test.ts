import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`empty texts on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const count = async (table: string) =>
      Number((await t.ctx.db.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n);
    const stored = async () => ({
      documents: await count("documents"),
      audit: (await count("audit_pending")) + (await count("audit_entries")),
    });

    test("a deidentify of an empty or blank text is 400 empty_text and stores and logs nothing", async () => {
      const before = await stored();
      for (const text of ["", " ", "\n\t  \r\n"]) {
        const res = await post(t, "/api/v1/deidentify", { text, document_id: "empty-1" });
        assert.equal(res.status, 400, JSON.stringify(text));
        assert.equal(res.body.error.code, "empty_text");
        assert.deepEqual(res.body.error.details, [
          { path: "/text", message: "must contain a non-white-space character" },
        ]);
      }
      assert.deepEqual(await stored(), before);
      assert.equal(
        (await t.app.inject({ url: "/api/v1/receipts/empty-1", headers: t.auth })).statusCode,
        404,
      );
    });

    test("an empty batch item fails alone with empty_text, and stores nothing for it", async () => {
      const before = await stored();
      const res = await post(t, "/api/v1/batch/deidentify", {
        texts: [{ text: "" }, { text: "Seen by Dr. Alice Moreno." }, { text: "   " }],
      });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.summary, { total: 3, succeeded: 1, failed: 2 });
      assert.equal(res.body.results[0].error.code, "empty_text");
      assert.equal(res.body.results[2].error.code, "empty_text");
      assert.ok(res.body.results[1].document_id);
      const after = await stored();
      assert.equal(after.documents, before.documents + 1);
      assert.equal(after.audit, before.audit + 1);
    });

    test("inspecting an empty text, which stores nothing, still answers with no entities", async () => {
      const res = await post(t, "/api/v1/inspect", { text: "" });
      assert.equal(res.status, 200);
      assert.equal(res.body.phi_count, 0);
    });
  });
}
