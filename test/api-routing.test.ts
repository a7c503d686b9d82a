import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

/** Every error answer: the catalogue's shape, no-store, and nothing of the path echoed. */
function assertCatalogueError(
  res: Awaited<ReturnType<TestApp["app"]["inject"]>>,
  status: number,
  code: string,
  mustNotEcho: RegExp,
) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json();
  assert.deepEqual(Object.keys(body).sort(), ["error", "request_id"]);
  assert.equal(body.error.code, code);
  assert.ok(Array.isArray(body.error.details));
  assert.match(body.request_id, /^req_[0-9a-f]{24}$/);
  assert.equal(res.headers["cache-control"], "no-store");
  assert.doesNotMatch(res.body, mustNotEcho);
}

for (const dialect of testDialects()) {
  describe(`routing on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    for (const [name, id, encoded] of [
      ["a 128-character id", `doc-${"a".repeat(124)}`, undefined],
      ["a 128-character id sent percent-encoded", ":".repeat(128), "%3A".repeat(128)],
    ] as const) {
      test(`routes ${name} to its receipt, verification and audit trail`, async () => {
        assert.equal(id.length, 128);
        const created = await post(t, "/api/v1/deidentify", {
          text: "Seen by Dr. Alice Moreno.",
          document_id: id,
        });
        assert.equal(created.status, 200, JSON.stringify(created.body));
        const inPath = encoded ?? id;
        for (const url of [
          `/api/v1/receipts/${inPath}`,
          `/api/v1/receipts/${inPath}/verify`,
          `/api/v1/documents/${inPath}/audit`,
        ]) {
          const res = await t.app.inject({ url, headers: t.auth });
          assert.equal(res.statusCode, 200, `${url.slice(0, 40)}… ${res.body}`);
        }
        const verified = await t.app.inject({ url: `/api/v1/receipts/${inPath}/verify`, headers: t.auth });
        assert.equal(verified.json().valid, true);
        assert.equal(verified.json().document_id, id);
      });
    }

    test("answers 404 to an id over 128 characters that is still routable", async () => {
      const res = await t.app.inject({ url: `/api/v1/receipts/${"JohnSmith".repeat(20)}`, headers: t.auth });
      assertCatalogueError(res, 404, "not_found", /JohnSmith/);
    });

    test("answers 414 from the catalogue to a path segment longer than any id, without echoing it", async () => {
      for (const url of [
        `/api/v1/receipts/${"JohnSmith".repeat(50)}`,
        `/api/v1/receipts/${"JohnSmith".repeat(50)}/verify`,
        `/api/v1/documents/${"JohnSmith".repeat(50)}/audit`,
      ]) {
        assertCatalogueError(await t.app.inject({ url, headers: t.auth }), 414, "uri_too_long", /JohnSmith/);
      }
    });

    test("answers 400 from the catalogue to a path that cannot be decoded, without echoing it", async () => {
      for (const url of [
        "/api/v1/receipts/John%Smith",
        "/api/v1/documents/John%zzSmith/audit",
        "/John%Smith",
      ]) {
        assertCatalogueError(
          await t.app.inject({ url, headers: t.auth }),
          400,
          "invalid_request",
          /John|Smith/,
        );
      }
    });

    test("answers 404 from the catalogue to an unknown path holding a name, without echoing it", async () => {
      for (const url of [
        "/api/v1/John%20Smith",
        "/John-Smith",
        "/docs/static/John-Smith",
        "/playground/John-Smith",
      ]) {
        assertCatalogueError(await t.app.inject({ url, headers: t.auth }), 404, "not_found", /John|Smith/);
      }
    });

    test("answers body-parser errors from the catalogue", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/deidentify",
        headers: { ...t.auth, "content-type": "application/json", "content-length": "5" },
        payload: '{"text": "John Smith"}',
      });
      assertCatalogueError(res, 400, "invalid_request", /John|Smith/);
      const broken = await t.app.inject({
        method: "POST",
        url: "/api/v1/inspect",
        headers: { ...t.auth, "content-type": "application/json" },
        payload: '{"text": "John Smith"',
      });
      assertCatalogueError(broken, 400, "invalid_request", /John|Smith/);
    });
  });
}
