import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`requests without a valid key, per client address, on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect, { unauthenticatedRatePerMinute: 3 });
    });
    after(() => t.close());

    const inspect = (headers: Record<string, string>, remoteAddress = "203.0.113.7") =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/inspect",
        headers,
        payload: { text: "a" },
        remoteAddress,
      });

    test("are answered 401 up to the limit, then 429 with Retry-After; keys and public routes go on", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await inspect(i % 2 ? { authorization: "Bearer nope" } : {})).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
      const limited = await inspect({});
      assert.equal(limited.json().error.code, "rate_limited");
      assert.ok(Number(limited.headers["retry-after"]) >= 1);
      // Another address has its own bucket; a valid key is not held back; /health is public.
      assert.equal((await inspect({}, "203.0.113.8")).statusCode, 401);
      assert.equal((await inspect(t.auth)).statusCode, 200);
      assert.equal((await t.app.inject({ url: "/health", remoteAddress: "203.0.113.7" })).statusCode, 200);
    });
  });
}
