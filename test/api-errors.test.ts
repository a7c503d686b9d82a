import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { ERROR_CATALOGUE } from "../src/errors.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

test("docs/errors.md lists exactly the catalogue's codes and statuses", () => {
  const doc = readFileSync(new URL("../docs/errors.md", import.meta.url), "utf8");
  const rows = [...doc.matchAll(/^\|\s*(\d{3})\s*\|\s*`([a-z_]+)`\s*\|/gm)].map((m) => [m[2], Number(m[1])]);
  assert.deepEqual(
    Object.fromEntries(rows),
    Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, { status }]) => [code, status])),
  );
});

const json = { "content-type": "application/json" };

for (const dialect of testDialects()) {
  describe(`bad input on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect, { maxTextBytes: 2000, maxBatchItems: 3, maxBatchBytes: 3000 });
    });
    after(() => t.close());

    const send = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...t.auth, ...json, ...headers },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      });

    const cases: [string, string, string | object, number, string, Record<string, string>?][] = [
      ["invalid JSON", "/api/v1/deidentify", '{"text": "a",', 400, "invalid_request"],
      ["an empty body", "/api/v1/deidentify", "", 400, "invalid_request"],
      ["a JSON array", "/api/v1/deidentify", "[1,2]", 400, "invalid_request"],
      ["a missing text", "/api/v1/deidentify", {}, 400, "invalid_request"],
      ["a number for text", "/api/v1/deidentify", { text: 42 }, 400, "invalid_request"],
      ["null text", "/api/v1/deidentify", { text: null }, 400, "invalid_request"],
      ["an unknown field", "/api/v1/deidentify", { text: "a", polcy: "llm_safe" }, 400, "invalid_request"],
      ["an unknown policy", "/api/v1/deidentify", { text: "a", policy: "hipaa" }, 400, "invalid_request"],
      [
        "a malformed document_id",
        "/api/v1/deidentify",
        { text: "a", document_id: "a b/c" },
        400,
        "invalid_request",
      ],
      [
        "an over-long document_id",
        "/api/v1/deidentify",
        { text: "a", document_id: "x".repeat(129) },
        400,
        "invalid_request",
      ],
      [
        "a reserved document_id",
        "/api/v1/deidentify",
        { text: "a", document_id: "public-key" },
        400,
        "invalid_request",
      ],
      ["an empty subject_id", "/api/v1/deidentify", { text: "a", subject_id: "" }, 400, "invalid_request"],
      [
        "an over-long subject_id",
        "/api/v1/deidentify",
        { text: "a", subject_id: "s".repeat(129) },
        400,
        "invalid_request",
      ],
      [
        "a control character in subject_id",
        "/api/v1/deidentify",
        { text: "a", subject_id: "a\u0000b" },
        400,
        "invalid_request",
      ],
      ["a lone surrogate", "/api/v1/deidentify", '{"text": "Dr. Smith \\ud800 x"}', 400, "invalid_request"],
      ["a lone surrogate to inspect", "/api/v1/inspect", '{"text": "\\udc00"}', 400, "invalid_request"],
      ["a text over the limit", "/api/v1/deidentify", { text: "a".repeat(2001) }, 413, "payload_too_large"],
      ["a body over the limit", "/api/v1/inspect", { text: "\n".repeat(80_000) }, 413, "payload_too_large"],
      [
        "text/plain",
        "/api/v1/deidentify",
        "text=a",
        415,
        "unsupported_media_type",
        { "content-type": "text/plain" },
      ],
      [
        "form data",
        "/api/v1/inspect",
        "text=a",
        415,
        "unsupported_media_type",
        { "content-type": "application/x-www-form-urlencoded" },
      ],
      ["reidentify without document_id", "/api/v1/reidentify", { text: "a" }, 400, "invalid_request"],
      [
        "reidentify of an unknown document",
        "/api/v1/reidentify",
        { text: "a", document_id: "nope" },
        404,
        "not_found",
      ],
      ["a batch that is not an array", "/api/v1/batch/deidentify", { texts: "a" }, 400, "invalid_request"],
      [
        "a batch over the item limit",
        "/api/v1/batch/deidentify",
        { texts: [{ text: "a" }, { text: "b" }, { text: "c" }, { text: "d" }] },
        413,
        "payload_too_large",
      ],
      [
        "a batch over the byte limit",
        "/api/v1/batch/deidentify",
        { texts: [{ text: "a".repeat(1600) }, { text: "b".repeat(1600) }] },
        413,
        "payload_too_large",
      ],
      [
        "a __proto__ key",
        "/api/v1/deidentify",
        '{"text": "a", "__proto__": {"x": 1}}',
        400,
        "invalid_request",
      ],
    ];

    for (const [name, url, payload, status, code, headers] of cases) {
      test(`answers ${status} ${code} to ${name}`, async () => {
        const res = await send(url, payload, headers);
        assert.equal(res.statusCode, status, res.body);
        const body = res.json();
        assert.equal(body.error.code, code);
        assert.equal(typeof body.error.message, "string");
        assert.ok(Array.isArray(body.error.details));
        assert.match(body.request_id, /^req_[0-9a-f]{24}$/);
        assert.doesNotMatch(body.error.message, /Dr\. Smith/);
      });
    }

    test("names the allowed policies when the policy is unknown", async () => {
      const res = await send("/api/v1/deidentify", { text: "a", policy: "hipaa" });
      assert.match(res.json().error.message, /safe_harbor, llm_safe, analytics, redact_all/);
    });

    test("refuses a body whose Content-Length is over the limit before reading it", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/inspect",
        headers: { ...t.auth, ...json, "content-length": String(10 * 1024 * 1024) },
        payload: '{"text":"a"}',
      });
      assert.ok([400, 413].includes(res.statusCode), String(res.statusCode));
    });

    test("answers 401 with WWW-Authenticate without or with a wrong key, 403 without the scope", async () => {
      const none = await t.app.inject({
        method: "POST",
        url: "/api/v1/inspect",
        headers: json,
        payload: '{"text":"a"}',
      });
      assert.equal(none.statusCode, 401);
      assert.match(String(none.headers["www-authenticate"]), /^Bearer/);
      const wrong = await send(
        "/api/v1/inspect",
        { text: "a" },
        { authorization: "Bearer cdk_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      );
      assert.equal(wrong.statusCode, 401);
      const { key } = await t.ctx.apiKeys.create({ tenant: "t", scopes: ["inspect"] });
      const viaHeader = await send("/api/v1/inspect", { text: "a" }, { authorization: "", "x-api-key": key });
      assert.equal(viaHeader.statusCode, 200);
      const forbidden = await send("/api/v1/deidentify", { text: "a" }, { authorization: `Bearer ${key}` });
      assert.equal(forbidden.statusCode, 403);
      assert.equal(forbidden.json().error.code, "forbidden");
      const receipts = await t.app.inject({
        url: "/api/v1/receipts/x",
        headers: { authorization: `Bearer ${key}` },
      });
      assert.equal(receipts.statusCode, 403);
    });

    test("refuses a revoked key", async () => {
      const { key, info } = await t.ctx.apiKeys.create({ tenant: "t", scopes: ["inspect"] });
      assert.equal(
        (await send("/api/v1/inspect", { text: "a" }, { authorization: `Bearer ${key}` })).statusCode,
        200,
      );
      assert.equal(await t.ctx.apiKeys.revoke(info.id), true);
      assert.equal(
        (await send("/api/v1/inspect", { text: "a" }, { authorization: `Bearer ${key}` })).statusCode,
        401,
      );
    });

    test("answers 429 with Retry-After over a key's rate", async () => {
      const { key } = await t.ctx.apiKeys.create({ tenant: "t", scopes: ["inspect"], rateLimitPerMinute: 2 });
      const statuses = [];
      let last: Awaited<ReturnType<typeof send>> | undefined;
      for (let i = 0; i < 3; i++) {
        last = await send("/api/v1/inspect", { text: "a" }, { authorization: `Bearer ${key}` });
        statuses.push(last.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 429]);
      assert.equal(last?.json().error.code, "rate_limited");
      assert.ok(Number(last?.headers["retry-after"]) >= 1);
    });

    test("answers 404 not_found to an unknown route and keeps serving", async () => {
      const res = await t.app.inject({ url: "/api/v1/nothing-here", headers: t.auth });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.code, "not_found");
      assert.equal((await send("/api/v1/inspect", { text: "ok" })).statusCode, 200);
    });

    test("requires a reason when the deployment says so", async () => {
      const strict = await createTestApp(dialect, { requireReason: true });
      try {
        const d = await strict.app.inject({
          method: "POST",
          url: "/api/v1/deidentify",
          headers: { ...strict.auth, ...json },
          payload: '{"text":"x"}',
        });
        const id = d.json().document_id;
        const res = await strict.app.inject({
          method: "POST",
          url: "/api/v1/reidentify",
          headers: { ...strict.auth, ...json },
          payload: JSON.stringify({ text: "x", document_id: id }),
        });
        assert.equal(res.statusCode, 400);
        assert.match(res.json().error.message, /reason/);
      } finally {
        await strict.close();
      }
    });
  });
}
