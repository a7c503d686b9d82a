import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Ajv } from "ajv";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/**
 * The OpenAPI document tells the truth: every route is called, and every answer's status must be
 * declared for that operation and its JSON body must validate against the declared schema (text
 * answers must be declared as text). A schema that lies about a field, a status or a media type
 * fails here, so generated clients can trust the document.
 */
interface Call {
  readonly method: "GET" | "POST" | "DELETE";
  /** The path as the document names it. */
  readonly template: string;
  readonly url: string;
  readonly body?: unknown;
  readonly auth?: "admin" | "none" | "deidentify-only";
}

const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142. MRN 4471923.";

const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

for (const dialect of testDialects()) {
  describe(`the OpenAPI document matches every answer on ${dialect}`, () => {
    let t: TestApp;
    let doc: {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    let ajv: Ajv;
    let deidOnly: string;

    before(async () => {
      t = await createTestApp(dialect);
      doc = (await t.app.inject({ url: "/openapi.json" })).json();
      ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema(doc, "api");
      deidOnly = (await t.ctx.apiKeys.create({ tenant: "default", scopes: ["deidentify"] })).key;
    });
    after(() => t.close());

    async function check(call: Call): Promise<{ status: number; body: unknown }> {
      const headers: Record<string, string> =
        call.auth === "none"
          ? {}
          : call.auth === "deidentify-only"
            ? { authorization: `Bearer ${deidOnly}` }
            : t.auth;
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers,
        ...(call.body === undefined ? {} : { payload: call.body as object }),
      });
      const operation = doc.paths[call.template]?.[call.method.toLowerCase()];
      assert.ok(operation, `${call.method} ${call.template} is not in the document`);
      const status = String(res.statusCode);
      const declared = operation.responses[status];
      assert.ok(
        declared,
        `${call.method} ${call.url} answered ${status}, which the document does not declare`,
      );
      const type = String(res.headers["content-type"] ?? "").split(";")[0]!;
      if (type === "application/json") {
        const schemaRef = `api#/paths/${pointer(call.template)}/${call.method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
        assert.ok(
          declared.content?.["application/json"],
          `${call.method} ${call.url} ${status}: JSON not declared`,
        );
        const validate = ajv.getSchema(schemaRef);
        assert.ok(validate, `no schema at ${schemaRef}`);
        const body = res.json();
        assert.ok(validate(body), `${call.method} ${call.url} ${status}: ${ajv.errorsText(validate.errors)}`);
        return { status: res.statusCode, body };
      }
      assert.ok(declared.content?.[type], `${call.method} ${call.url} ${status}: ${type} not declared`);
      return { status: res.statusCode, body: res.body };
    }

    test("every route, on success and on its common errors", async () => {
      const done = (await check({
        method: "POST",
        template: "/api/v1/deidentify",
        url: "/api/v1/deidentify",
        body: { text: NOTE, document_id: "contract-1", subject_id: "s-1" },
      })) as { body: { text: string } };
      const calls: Call[] = [
        { method: "GET", template: "/api/v1", url: "/api/v1", auth: "none" },
        { method: "GET", template: "/health", url: "/health", auth: "none" },
        { method: "GET", template: "/metrics", url: "/metrics", auth: "none" },
        { method: "GET", template: "/api/v1/policies", url: "/api/v1/policies" },
        { method: "GET", template: "/api/v1/policies", url: "/api/v1/policies", auth: "none" },
        { method: "POST", template: "/api/v1/deidentify", url: "/api/v1/deidentify", body: { text: 5 } },
        {
          method: "POST",
          template: "/api/v1/deidentify",
          url: "/api/v1/deidentify",
          body: { text: "x", document_id: "contract-1" },
        },
        {
          method: "POST",
          template: "/api/v1/inspect",
          url: "/api/v1/inspect",
          body: { text: NOTE, explain: true },
        },
        {
          method: "POST",
          template: "/api/v1/inspect",
          url: "/api/v1/inspect",
          body: { text: NOTE },
          auth: "deidentify-only",
        },
        {
          method: "POST",
          template: "/api/v1/batch/deidentify",
          url: "/api/v1/batch/deidentify",
          body: { texts: [{ text: NOTE }, { text: "" }, { text: 3 }] },
        },
        {
          method: "POST",
          template: "/api/v1/reidentify",
          url: "/api/v1/reidentify",
          body: { text: done.body.text, document_id: "contract-1", reason: "contract test" },
        },
        {
          method: "POST",
          template: "/api/v1/reidentify",
          url: "/api/v1/reidentify",
          body: { text: "x", document_id: "nope" },
        },
        { method: "GET", template: "/api/v1/receipts/public-key", url: "/api/v1/receipts/public-key" },
        { method: "GET", template: "/api/v1/receipts/checkpoint", url: "/api/v1/receipts/checkpoint" },
        {
          method: "GET",
          template: "/api/v1/receipts/checkpoint/consistency",
          url: "/api/v1/receipts/checkpoint/consistency?from=1",
        },
        {
          method: "GET",
          template: "/api/v1/receipts/checkpoint/consistency",
          url: "/api/v1/receipts/checkpoint/consistency?from=x",
        },
        { method: "GET", template: "/api/v1/receipts/{document_id}", url: "/api/v1/receipts/contract-1" },
        { method: "GET", template: "/api/v1/receipts/{document_id}", url: "/api/v1/receipts/nope" },
        {
          method: "GET",
          template: "/api/v1/receipts/{document_id}/verify",
          url: "/api/v1/receipts/contract-1/verify",
        },
        {
          method: "GET",
          template: "/api/v1/documents/{document_id}/audit",
          url: "/api/v1/documents/contract-1/audit",
        },
        { method: "GET", template: "/api/v1/audit/events", url: "/api/v1/audit/events?limit=5" },
        { method: "GET", template: "/api/v1/audit/events", url: "/api/v1/audit/events?since=yesterday" },
        {
          method: "GET",
          template: "/api/v1/audit/events",
          url: "/api/v1/audit/events",
          auth: "deidentify-only",
        },
        {
          method: "POST",
          template: "/api/v1/tenant/lists/{list}",
          url: "/api/v1/tenant/lists/deny",
          body: { entries: [{ type: "NAME", value: "Zorvath" }] },
        },
        { method: "GET", template: "/api/v1/tenant/lists/{list}", url: "/api/v1/tenant/lists/deny" },
        {
          method: "DELETE",
          template: "/api/v1/tenant/lists/{list}",
          url: "/api/v1/tenant/lists/deny",
          body: { entries: [{ type: "NAME", value: "Zorvath" }] },
        },
      ];
      for (const call of calls) await check(call);
    });

    test("the check bites: a body missing a declared field or with a wrong type is refused", () => {
      const validate = ajv.getSchema(
        "api#/paths/~1api~1v1~1deidentify/post/responses/200/content/application~1json/schema",
      );
      assert.ok(validate);
      const good = { text: "t", document_id: "d", phi_found: 0, phi_types: {}, processing_time_ms: 1 };
      assert.ok(validate(good), ajv.errorsText(validate.errors));
      assert.equal(validate({ ...good, phi_found: "0" }), false);
      const { document_id: _dropped, ...missing } = good;
      assert.equal(validate(missing), false);
    });
  });
}
