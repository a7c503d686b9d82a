import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`rate-limit headers and wrong methods on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const inspect = (key: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/inspect",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        payload: '{"text": "a"}',
      });

    test("sends RateLimit-Limit, -Remaining and -Reset when a key is rate limited, 429 included", async () => {
      const { key } = await t.ctx.apiKeys.create({ tenant: "t", scopes: ["inspect"], rateLimitPerMinute: 2 });
      const first = await inspect(key);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers["ratelimit-limit"], "2");
      assert.equal(first.headers["ratelimit-remaining"], "1");
      assert.ok(
        Number(first.headers["ratelimit-reset"]) >= 1 && Number(first.headers["ratelimit-reset"]) <= 60,
      );
      assert.equal((await inspect(key)).headers["ratelimit-remaining"], "0");
      const refused = await inspect(key);
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().error.code, "rate_limited");
      assert.equal(refused.headers["ratelimit-limit"], "2");
      assert.equal(refused.headers["ratelimit-remaining"], "0");
      assert.ok(Number(refused.headers["retry-after"]) >= 1);
      assert.ok(Number(refused.headers["ratelimit-reset"]) >= Number(refused.headers["retry-after"]));
    });

    test("sends no RateLimit headers when no limit applies", async () => {
      const res = await t.app.inject({ url: "/api/v1/policies", headers: t.auth });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers["ratelimit-limit"], undefined);
      assert.equal(res.headers["ratelimit-remaining"], undefined);
    });

    test("uses the deployment's default rate for keys without their own", async () => {
      const limited = await createTestApp(dialect, { rateLimitPerMinute: 100 });
      try {
        const res = await limited.app.inject({ url: "/api/v1/policies", headers: limited.auth });
        assert.equal(res.headers["ratelimit-limit"], "100");
        assert.equal(res.headers["ratelimit-remaining"], "99");
      } finally {
        await limited.close();
      }
    });

    test("answers 405 with Allow to a wrong method on a known path, from the catalogue", async () => {
      const cases: [string, string, string][] = [
        ["GET", "/api/v1/deidentify", "POST"],
        ["PUT", "/api/v1/batch/deidentify", "POST"],
        ["DELETE", "/api/v1/receipts/doc_x", "GET, HEAD"],
        ["POST", "/api/v1/documents/doc_x/audit", "GET, HEAD"],
        ["POST", "/health", "GET, HEAD"],
        ["PATCH", "/api/v1", "GET, HEAD"],
      ];
      for (const [method, url, allow] of cases) {
        const res = await t.app.inject({ method: method as "GET", url, headers: t.auth });
        assert.equal(res.statusCode, 405, `${method} ${url}`);
        assert.equal(res.headers.allow, allow, `${method} ${url}`);
        assert.equal(res.json().error.code, "method_not_allowed");
        assert.equal(res.json().request_id, res.headers["x-request-id"]);
        assert.equal(res.headers["cache-control"], "no-store");
      }
      const unknown = await t.app.inject({ method: "DELETE", url: "/api/v1/nothing", headers: t.auth });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.headers.allow, undefined);
    });
  });
}
