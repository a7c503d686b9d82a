import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const GENERATED = /^req_[0-9a-f]{24}$/;

for (const dialect of testDialects()) {
  describe(`request ids on ${dialect}`, () => {
    let t: TestApp;
    const lines: string[] = [];
    before(async () => {
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      t = await createTestApp(dialect, { logLevel: "info" }, sink);
    });
    after(() => t.close());

    test("every response carries X-Request-Id, the same as the error body's request_id", async () => {
      const answers = [
        await t.app.inject({ url: "/health" }),
        await t.app.inject({ url: "/api/v1" }),
        await t.app.inject({ url: "/api/v1/policies", headers: t.auth }),
        await t.app.inject({ url: "/api/v1/policies" }), // 401
        await t.app.inject({ url: "/nothing" }), // 404
        await t.app.inject({ method: "DELETE", url: "/api/v1/inspect" }), // 405
        await t.app.inject({ url: "/api/v1/receipts/John%Smith", headers: t.auth }), // router 400
        await t.app.inject({ url: `/api/v1/receipts/${"x".repeat(400)}`, headers: t.auth }), // router 414
        await t.app.inject({
          method: "POST",
          url: "/api/v1/inspect",
          headers: { ...t.auth, "content-type": "application/json" },
          payload: "{",
        }),
      ];
      for (const res of answers) {
        const id = res.headers["x-request-id"];
        assert.match(String(id), GENERATED, `${res.statusCode} ${res.body.slice(0, 80)}`);
        if (res.statusCode >= 400) assert.equal(res.json().request_id, id);
      }
      assert.equal(new Set(answers.map((r) => r.headers["x-request-id"])).size, answers.length);
    });

    test("uses a well-formed client X-Request-Id, and generates one for anything else", async () => {
      for (const id of ["abc-123", "trace.A_b-9", "x".repeat(128)]) {
        const ok = await t.app.inject({ url: "/health", headers: { "x-request-id": id } });
        assert.equal(ok.headers["x-request-id"], id);
        const error = await t.app.inject({ url: "/api/v1/policies", headers: { "x-request-id": id } });
        assert.equal(error.headers["x-request-id"], id);
        assert.equal(error.json().request_id, id);
      }
      for (const id of ["", "a b", "x".repeat(129), "<script>", "John Smith", "ünïcode", "a/b"]) {
        const res = await t.app.inject({ url: "/api/v1/policies", headers: { "x-request-id": id } });
        assert.match(String(res.headers["x-request-id"]), GENERATED, JSON.stringify(id));
        assert.equal(res.json().request_id, res.headers["x-request-id"]);
      }
    });

    test("the request's log lines carry the same id", async () => {
      const res = await t.app.inject({ url: "/api/v1/policies", headers: { "x-request-id": "corr-42" } });
      assert.equal(res.json().request_id, "corr-42");
      const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.request_id === "corr-42");
      assert.ok(mine.length >= 1, "no log line carries the request id");
      for (const line of lines.map((l) => JSON.parse(l)).filter((l) => l.req || l.res))
        assert.equal(typeof line.request_id, "string");
    });
  });
}
