import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`the documentation routes' errors on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("a body sent to /docs and its files is refused in the catalogue's shape", async () => {
      for (const url of ["/docs", "/docs/", "/docs/json", "/docs/static/index.html"]) {
        const response = await t.app.inject({
          method: "GET",
          url,
          payload: "x",
          headers: { "content-type": "text/plain" },
        });
        assert.equal(response.statusCode, 413, url);
        assert.equal(response.json().error.code, "payload_too_large", url);
        assert.match(response.json().request_id, /^req_/, url);
      }
    });
  });
}
