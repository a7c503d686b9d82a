import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { promisify } from "node:util";
import { Ajv } from "ajv";
import createClient, { type Client, type Middleware } from "openapi-fetch";
import { testDialects } from "../src/storage/test-storage.ts";
import { clientTypes } from "../tools/typed-client/generate.ts";
import { createTestApp, LOCAL_KEY, type TestApp } from "./helpers/test-app.ts";
import type { paths } from "./typed-client/openapi.d.ts";

/**
 * A typed client generated from the live /openapi.json works: test/typed-client/openapi.d.ts is
 * what openapi-typescript makes of the document today (regenerate it with
 * `UPDATE_CLIENT_TYPES=1 node --test test/api-typed-client.test.ts`), the calls below go through
 * openapi-fetch's createClient<paths>() and are type-checked against it by `npm run typecheck`,
 * and every answer is checked at run time against the document: its status declared for the
 * operation, its media type declared, its JSON body valid against the declared schema. Every
 * operation in the document must be called and answer 2xx at least once, so a new route without a
 * typed call fails here. A schema that lies fails either the type-check (after regeneration) or
 * the run-time check. docs/decisions/0005-typed-client.md.
 */
const GENERATED = join(import.meta.dirname, "typed-client", "openapi.d.ts");
const REPO = join(import.meta.dirname, "..");
const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142. MRN 4471923.";

type Doc = {
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>
  >;
};

const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

for (const dialect of testDialects()) {
  describe(`a typed client generated from /openapi.json calls every route on ${dialect}`, () => {
    let t: TestApp;
    let doc: Doc;
    let base: string;
    let ajv: Ajv;
    /** "METHOD /template" → the statuses it answered through the typed client. */
    const seen = new Map<string, Set<number>>();
    const problems: string[] = [];

    /** Checks every answer against the document, noting what does not match, and which operation answered. */
    function contract(problems: string[], seen: Map<string, Set<number>>): Middleware {
      return {
        async onResponse({ request, response, schemaPath }) {
          const method = request.method.toLowerCase();
          const name = `${request.method} ${schemaPath}`;
          const statuses = seen.get(name) ?? new Set<number>();
          statuses.add(response.status);
          seen.set(name, statuses);
          const operation = doc.paths[schemaPath]?.[method];
          if (!operation) return void problems.push(`${name} is not in the document`);
          const status = String(response.status);
          const declared = operation.responses[status];
          if (!declared) return void problems.push(`${name} answered ${status}, which is not declared`);
          const type = (response.headers.get("content-type") ?? "").split(";")[0]!;
          if (!declared.content?.[type]) return void problems.push(`${name} ${status}: ${type} not declared`);
          if (type !== "application/json") return;
          const ref = `api#/paths/${pointer(schemaPath)}/${method}/responses/${status}/content/application~1json/schema`;
          const validate = ajv.getSchema(ref);
          if (!validate) return void problems.push(`${name} ${status}: no schema at ${ref}`);
          const body: unknown = await response.clone().json();
          if (!validate(body)) problems.push(`${name} ${status}: ${ajv.errorsText(validate.errors)}`);
        },
      };
    }

    function client(key?: string): Client<paths> {
      const c = createClient<paths>({
        baseUrl: base,
        ...(key === undefined ? {} : { headers: { authorization: `Bearer ${key}` } }),
      });
      c.use(contract(problems, seen));
      return c;
    }

    before(async () => {
      t = await createTestApp(dialect);
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      doc = (await (await fetch(`${base}/openapi.json`)).json()) as Doc;
      ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
      ajv.addSchema(doc, "api");
    });
    after(() => t.close());

    test("the checked-in types are what openapi-typescript generates from the live document", async () => {
      const fresh = await clientTypes(structuredClone(doc));
      if (process.env.UPDATE_CLIENT_TYPES === "1") await writeFile(GENERATED, fresh);
      const current = await readFile(GENERATED, "utf8");
      assert.ok(
        current === fresh,
        "test/typed-client/openapi.d.ts is stale: regenerate it with " +
          "UPDATE_CLIENT_TYPES=1 node --test test/api-typed-client.test.ts, then run npm run typecheck",
      );
    });

    test("the documented command writes the same types from the running service's URL", async () => {
      const dir = await mkdtemp(join(tmpdir(), "deid-client-types-"));
      try {
        const out = join(dir, "clinical-deid-api.d.ts");
        const bin = join(REPO, "node_modules", ".bin", "clinical-deid-client-types");
        await promisify(execFile)(bin, [`${base}/openapi.json`, "-o", out]);
        assert.equal(await readFile(out, "utf8"), await clientTypes(structuredClone(doc)));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    test("every operation answers through the typed client as the document says", async () => {
      const admin = client(LOCAL_KEY);
      const anonymous = client();
      const deidOnly = client(
        (await t.ctx.apiKeys.create({ tenant: "default", scopes: ["deidentify"] })).key,
      );

      // Public routes.
      const index = await anonymous.GET("/api/v1");
      assert.equal(typeof index.data?.version, "string");
      const health = await anonymous.GET("/health");
      assert.equal(health.data?.status, "ok");
      const metrics = await anonymous.GET("/metrics", { parseAs: "text" });
      assert.match(metrics.data ?? "", /^# HELP /m);

      // Processing.
      const policies = await admin.GET("/api/v1/policies");
      assert.ok(policies.data?.policies.some((p) => p.default));
      assert.equal((await anonymous.GET("/api/v1/policies")).response.status, 401);

      const done = await admin.POST("/api/v1/deidentify", {
        body: { text: NOTE, document_id: "typed-1", subject_id: "s-1", policy: "safe_harbor" },
      });
      assert.ok(done.data, JSON.stringify(done.error));
      assert.ok(done.data.phi_found > 0);
      const conflict = await admin.POST("/api/v1/deidentify", {
        body: { text: "x", document_id: "typed-1" },
      });
      assert.equal(conflict.response.status, 409);
      assert.equal(typeof conflict.error?.error.code, "string");

      const inspected = await admin.POST("/api/v1/inspect", { body: { text: NOTE, explain: true } });
      assert.ok((inspected.data?.phi_count ?? 0) > 0);
      const forbidden = await deidOnly.POST("/api/v1/inspect", { body: { text: NOTE } });
      assert.equal(forbidden.response.status, 403);

      const batch = await admin.POST("/api/v1/batch/deidentify", {
        body: { texts: [{ text: NOTE }, { text: "" }] },
      });
      assert.ok(batch.data, JSON.stringify(batch.error));

      const back = await admin.POST("/api/v1/reidentify", {
        body: { text: done.data.text, document_id: done.data.document_id, reason: "typed client test" },
      });
      assert.equal(back.data?.text, NOTE);
      const unknown = await admin.POST("/api/v1/reidentify", { body: { text: "x", document_id: "nope" } });
      assert.equal(unknown.response.status, 404);

      // FHIR.
      const fhir = await admin.POST("/api/v1/fhir/deidentify", {
        body: { resource: { resourceType: "Patient", id: "typed-p", name: [{ family: "Quennell" }] } },
      });
      assert.ok(fhir.data, JSON.stringify(fhir.error));
      const fhirBack = await admin.POST("/api/v1/fhir/reidentify", {
        body: { resource: fhir.data.resource },
      });
      assert.equal((fhirBack.data?.resource as { id?: string } | undefined)?.id, "typed-p");

      // Receipts and audit.
      const publicKey = await admin.GET("/api/v1/receipts/public-key", { parseAs: "text" });
      assert.ok(publicKey.data);
      const checkpoint = await admin.GET("/api/v1/receipts/checkpoint", { parseAs: "text" });
      assert.ok(checkpoint.data);
      const consistency = await admin.GET("/api/v1/receipts/checkpoint/consistency", {
        params: { query: { from: "1" } },
      });
      assert.ok(consistency.data, JSON.stringify(consistency.error));
      const path = { params: { path: { document_id: done.data.document_id } } };
      assert.ok((await admin.GET("/api/v1/receipts/{document_id}", path)).data);
      assert.equal(
        (await admin.GET("/api/v1/receipts/{document_id}", { params: { path: { document_id: "nope" } } }))
          .response.status,
        404,
      );
      assert.ok((await admin.GET("/api/v1/receipts/{document_id}/verify", path)).data);
      const trail = await admin.GET("/api/v1/documents/{document_id}/audit", {
        params: { ...path.params, query: { limit: "1" } },
      });
      assert.equal(trail.data?.leaves_unchecked, 0);
      const events = await admin.GET("/api/v1/audit/events", { params: { query: { limit: "5" } } });
      assert.ok(events.data, JSON.stringify(events.error));
      assert.equal(typeof events.data.pending_events, "number");
      const badSince = await admin.GET("/api/v1/audit/events", { params: { query: { since: "yesterday" } } });
      assert.equal(badSince.response.status, 400);

      // Tenant lists.
      const list = { params: { path: { list: "deny" as const } } };
      const entries = [{ type: "NAME", value: "Zorvath" }];
      assert.equal(
        (await admin.POST("/api/v1/tenant/lists/{list}", { ...list, body: { entries } })).data?.added,
        1,
      );
      assert.ok((await admin.GET("/api/v1/tenant/lists/{list}", list)).data);
      assert.ok((await admin.DELETE("/api/v1/tenant/lists/{list}", { ...list, body: { entries } })).data);

      assert.deepEqual(problems, [], "answers that the document does not describe");
      const missing: string[] = [];
      for (const [template, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const statuses = [...(seen.get(`${method.toUpperCase()} ${template}`) ?? [])];
          if (!statuses.some((s) => s >= 200 && s < 300))
            missing.push(`${operation.operationId} (${method.toUpperCase()} ${template})`);
        }
      }
      assert.deepEqual(missing, [], "operations the typed client never called successfully");
    });

    test("the check bites: an answer the document does not describe is reported", async () => {
      const found: string[] = [];
      const lying = (status: number, body: unknown) => {
        const c = createClient<paths>({
          baseUrl: base,
          fetch: async () =>
            new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
        });
        c.use(contract(found, new Map()));
        return c;
      };
      await lying(200, { status: "ok" }).GET("/health");
      await lying(200, { status: "ok", version: "1", checks: {} }).GET("/metrics");
      await lying(418, { error: {} }).GET("/api/v1/policies");
      assert.equal(found.length, 3, found.join("\n"));
      assert.match(found[0]!, /^GET \/health 200: /);
      assert.match(found[1]!, /^GET \/metrics 200: application\/json not declared/);
      assert.match(found[2]!, /^GET \/api\/v1\/policies answered 418, which is not declared/);
    });
  });
}
