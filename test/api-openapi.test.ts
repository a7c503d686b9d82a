import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

for (const dialect of testDialects()) {
  describe(`the OpenAPI document on ${dialect}`, () => {
    let t: TestApp;
    let operations: [string, Operation][];
    let doc: {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    before(async () => {
      t = await createTestApp(dialect);
      doc = (await t.app.inject({ url: "/openapi.json" })).json();
      operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]): [string, Operation] => [
          `${method.toUpperCase()} ${path}`,
          op,
        ]),
      );
    });
    after(() => t.close());

    test("gives every operation a unique operationId", () => {
      assert.ok(operations.length >= 13);
      const ids = operations.map(([name, op]) => {
        assert.match(op.operationId ?? "", /^[a-z][A-Za-z]+$/, name);
        return op.operationId;
      });
      assert.equal(new Set(ids).size, ids.length);
    });

    test("declares every error status a route can answer, with the one shared Error schema", () => {
      assert.ok(doc.components.schemas.Error);
      for (const [name, op] of operations) {
        const secured = op.security === undefined; // the document-wide bearer/apiKey requirement
        const expected = ["500", "503"];
        if (secured) expected.push("400", "401", "403", "429");
        if (op.requestBody) expected.push("413", "415");
        if (name.includes("{document_id}")) expected.push("404", "414");
        for (const status of expected) assert.ok(op.responses[status], `${name} does not declare ${status}`);
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400 || name === "GET /health") continue;
          assert.equal(
            response.content?.["application/json"]?.schema.$ref,
            "#/components/schemas/Error",
            `${name} ${status}`,
          );
        }
      }
    });

    test("declares the public key, the checkpoint and the metrics as text/plain, as they are sent", async () => {
      for (const path of ["/api/v1/receipts/public-key", "/api/v1/receipts/checkpoint", "/metrics"]) {
        const op = doc.paths[path]?.get;
        assert.deepEqual(Object.keys(op?.responses["200"]?.content ?? {}), ["text/plain"], path);
        const res = await t.app.inject({ url: path, headers: t.auth });
        assert.equal(res.statusCode, 200);
        assert.match(String(res.headers["content-type"]), /^text\/plain/);
      }
    });

    test("marks the public routes as needing no key", () => {
      for (const path of ["/api/v1", "/health", "/metrics"])
        assert.deepEqual(doc.paths[path]?.get?.security, [], path);
    });
  });
}
