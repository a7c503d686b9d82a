import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import fc from "fast-check";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const ROUTES = [
  ["POST", "/api/v1/deidentify"],
  ["POST", "/api/v1/batch/deidentify"],
  ["POST", "/api/v1/reidentify"],
  ["POST", "/api/v1/inspect"],
  ["GET", "/api/v1/policies"],
  ["GET", "/api/v1/receipts/doc_x"],
  ["GET", "/api/v1/receipts/doc_x/verify"],
  ["GET", "/api/v1/documents/doc_x/audit"],
] as const;

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom("", "Dr. Smith 7/22/2019", "[NAM_3f9a0c1b7e2d]", "\ud800"),
);
const field = fc.oneof(
  text,
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string(), text, { maxKeys: 2 }),
);
const body = fc.oneof(
  fc.record(
    {
      text: field,
      policy: fc.oneof(
        fc.constantFrom("safe_harbor", "llm_safe", "analytics", "redact_all", "surrogate", "x"),
        field,
      ),
      subject_id: field,
      document_id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._:-]{1,130}$/), field),
      reason: field,
      offset_encoding: fc.oneof(fc.constantFrom("utf16", "codepoint"), field),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      texts: fc.oneof(
        field,
        fc.array(fc.record({ text: field, policy: field, subject_id: field }, { requiredKeys: [] }), {
          maxLength: 4,
        }),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string(), field, { maxKeys: 4 }),
);
const raw = fc.oneof(
  body.map((b) => JSON.stringify(b)),
  fc.string(),
  fc.constantFrom(
    "{",
    "[]",
    "null",
    '"x"',
    "1e999",
    '{"text":"\\ud800"}',
    '{"__proto__":{"a":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
  "application/json; charset=latin1",
);

for (const dialect of testDialects()) {
  describe(`fuzzing on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect, { maxTextBytes: 4096 });
    });
    after(() => t.close());

    test("no random body on any route gets a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          raw,
          contentType,
          fc.boolean(),
          async ([method, url], payload, type, authed) => {
            const headers: Record<string, string> = authed ? { ...t.auth } : {};
            if (type) headers["content-type"] = type;
            const res = await t.app.inject({
              method,
              url,
              headers,
              ...(method === "POST" ? { payload } : {}),
            });
            assert.ok(res.statusCode < 500, `${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              const error = res.json();
              assert.equal(typeof error.error.code, "string");
              assert.equal(typeof error.request_id, "string");
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  });
}
