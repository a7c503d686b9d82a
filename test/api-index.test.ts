import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`the service index on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("is never cached and never reflects the Host header in website", async () => {
      for (const url of ["/", "/api/v1"]) {
        const res = await t.app.inject({
          url,
          headers: { host: "evil.example", "x-forwarded-host": "evil.example", accept: "application/json" },
        });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers["cache-control"], "no-store");
        assert.equal(res.json().website, "/");
        assert.doesNotMatch(res.body, /evil/);
      }
    });

    test("publishes DEID_PUBLIC_URL as website when configured", async () => {
      const configured = await createTestApp(dialect, { publicUrl: "https://deid.example.org/" });
      try {
        const res = await configured.app.inject({ url: "/api/v1", headers: { host: "evil.example" } });
        assert.equal(res.json().website, "https://deid.example.org/");
      } finally {
        await configured.close();
      }
    });
  });
}
