import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { POLICIES, POLICY_NAMES } from "../src/policy/policies.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { VERSION } from "../src/version.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`service routes on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("serves the index at / and /api/v1 with exactly the interface's fields", async () => {
      for (const url of ["/", "/api/v1"]) {
        const res = await t.app.inject({ url, headers: { accept: "application/json" } });
        assert.equal(res.statusCode, 200);
        const body = res.json();
        assert.deepEqual(Object.keys(body).sort(), [
          "description",
          "docs",
          "endpoints",
          "health",
          "metrics",
          "name",
          "version",
          "website",
        ]);
        assert.equal(body.version, VERSION);
        assert.match(body.version, /^\d+\.\d+\.\d+$/);
        assert.deepEqual(Object.keys(body.endpoints).sort(), [
          "batch",
          "deidentify",
          "inspect",
          "policies",
          "reidentify",
        ]);
        assert.equal(body.endpoints.batch, "POST /api/v1/batch/deidentify");
      }
    });

    test("answers health with the storage check, and 503 unavailable when storage is down", async () => {
      const ok = await t.app.inject({ url: "/health" });
      assert.equal(ok.statusCode, 200);
      assert.deepEqual(ok.json(), {
        status: "ok",
        version: VERSION,
        checks: { storage: "ok", audit_log: "ok" },
      });
      const down = await createTestApp(dialect);
      try {
        await down.ctx.db.close();
        const res = await down.app.inject({ url: "/health" });
        assert.equal(res.statusCode, 503);
        assert.equal(res.json().status, "unavailable");
        assert.equal(res.json().checks.storage, "unavailable");
        const api = await post(down, "/api/v1/deidentify", { text: "Dr. Alice Moreno" });
        assert.equal(api.status, 503);
        assert.equal(api.body.error.code, "unavailable");
        assert.ok(api.headers["retry-after"]);
      } finally {
        await down.app.close();
        await down.ctx.pool.close();
        await down.storage.drop();
      }
    });

    test("serves the policies from the transformer's table", async () => {
      const res = await t.app.inject({ url: "/api/v1/policies", headers: t.auth });
      assert.equal(res.statusCode, 200);
      const { policies } = res.json();
      assert.deepEqual(
        policies.map((p: { name: string }) => p.name),
        [...POLICY_NAMES],
      );
      assert.deepEqual(policies.find((p: { default: boolean }) => p.default).name, "safe_harbor");
      for (const p of policies)
        assert.deepEqual(p.actions, POLICIES[p.name as keyof typeof POLICIES].actions);
      assert.equal((await t.app.inject({ url: "/api/v1/policies" })).statusCode, 401);
    });

    test("exposes Prometheus metrics by route, status, policy, PHI type and queue depth", async () => {
      await post(t, "/api/v1/deidentify", {
        text: "Seen by Dr. Alice Moreno on 7/22/2019.",
        policy: "llm_safe",
      });
      const d = await post(t, "/api/v1/deidentify", { text: "Seen by Dr. Alice Moreno." });
      await post(t, "/api/v1/reidentify", { text: d.body.text, document_id: d.body.document_id });
      await post(t, "/api/v1/deidentify", { text: 5 });
      const res = await t.app.inject({ url: "/metrics" });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers["content-type"]), /text\/plain/);
      const text = res.body;
      assert.match(
        text,
        /deid_http_requests_total\{route="\/api\/v1\/deidentify",method="POST",status="200"\} \d+/,
      );
      assert.match(
        text,
        /deid_http_requests_total\{route="\/api\/v1\/deidentify",method="POST",status="400"\} 1/,
      );
      assert.match(
        text,
        /deid_http_request_duration_seconds_bucket\{le="0.05",route="\/api\/v1\/deidentify"/,
      );
      assert.match(text, /deid_documents_deidentified_total\{policy="llm_safe"\} 1/);
      assert.match(text, /deid_phi_spans_total\{type="DATE"\} \d+/);
      assert.match(text, /deid_reidentifications_total 1/);
      assert.match(text, /deid_worker_queue_depth \d+/);
      assert.doesNotMatch(text, /Moreno|default|req_/);
    });

    test("publishes the OpenAPI document and an offline docs page", async () => {
      const spec = (await t.app.inject({ url: "/openapi.json" })).json();
      assert.equal(spec.openapi, "3.1.0");
      for (const path of [
        "/api/v1/deidentify",
        "/api/v1/batch/deidentify",
        "/api/v1/reidentify",
        "/api/v1/inspect",
        "/api/v1/policies",
        "/api/v1/receipts/{document_id}",
        "/api/v1/receipts/{document_id}/verify",
      ]) {
        assert.ok(spec.paths[path], path);
      }
      assert.ok(spec.paths["/api/v1/deidentify"].post.requestBody);
      const docs = await t.app.inject({ url: "/docs/" });
      assert.equal(docs.statusCode, 200);
      assert.doesNotMatch(docs.body, /https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\/[^"']*\.(js|css)/i);
      assert.ok(docs.headers["content-security-policy"]);
    });

    test("runs a batch concurrently with one result per item, in order, failing items alone", async () => {
      const res = await post(t, "/api/v1/batch/deidentify", {
        texts: [
          { text: "Dr. Alice Moreno saw him." },
          { text: 42 },
          { text: "Call 617-555-0142.", policy: "redact_all" },
          { text: "x", policy: "nope" },
          { text: "Born 7/22/2019", subject_id: "s-1", document_id: "batch-doc-1" },
          { text: "Dr. Smith \ud800" },
        ],
      });
      assert.equal(res.status, 200);
      const { results, summary } = res.body;
      assert.deepEqual(
        results.map((r: { index: number }) => r.index),
        [0, 1, 2, 3, 4, 5],
      );
      assert.deepEqual(summary, { total: 6, succeeded: 3, failed: 3 });
      assert.equal(results[1].error.code, "invalid_request");
      assert.equal(results[3].error.code, "invalid_request");
      assert.equal(results[5].error.code, "invalid_request");
      assert.match(results[2].text, /\[REDACTED\]/);
      assert.equal(results[4].document_id, "batch-doc-1");
      assert.equal(typeof res.body.processing_time_ms, "number");
    });

    test("keeps answering /health promptly while a 1 MB note is processed", async () => {
      const big = await createTestApp(dialect, { maxTextBytes: 2 * 1024 * 1024 });
      try {
        const line = "Pt seen by Dr. Alice Moreno on 7/22/2019, BP 120/80, HR 72, call 617-555-0142. ";
        const text = line.repeat(Math.ceil((1024 * 1024) / line.length));
        const started = performance.now();
        let finishedAt = 0;
        const work = big.app
          .inject({
            method: "POST",
            url: "/api/v1/deidentify",
            headers: { ...big.auth, "content-type": "application/json" },
            payload: JSON.stringify({ text }),
          })
          .then((r) => {
            finishedAt = performance.now();
            return r;
          });
        // Let the request reach the worker, then time health checks against it.
        await new Promise((r) => setTimeout(r, 20));
        const healthTimes: number[] = [];
        while (finishedAt === 0 && healthTimes.length < 50) {
          const t0 = performance.now();
          const h = await big.app.inject({ url: "/health" });
          assert.equal(h.statusCode, 200);
          healthTimes.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 5));
        }
        const res = await work;
        assert.equal(res.statusCode, 200);
        const total = finishedAt - started;
        assert.ok(healthTimes.length >= 1, "no health check ran during detection");
        // Health answered while detection ran: each check took a small fraction of the whole job.
        assert.ok(
          Math.max(...healthTimes) < total / 2,
          `health ${Math.max(...healthTimes)} ms vs job ${total} ms`,
        );
      } finally {
        await big.close();
      }
    });
  });
}

describe("load shedding", () => {
  test("answers 503 unavailable with Retry-After when the detection queue is full, and recovers", async () => {
    const t = await createTestApp("sqlite", { workers: 1, maxQueue: 1, maxTextBytes: 2 * 1024 * 1024 });
    try {
      const text = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142. ".repeat(8000);
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => post(t, "/api/v1/inspect", { text })),
      );
      const statuses = responses.map((r) => r.status);
      assert.ok(statuses.includes(200), statuses.join(","));
      assert.ok(statuses.includes(503), statuses.join(","));
      assert.deepEqual(new Set(statuses), new Set([200, 503]));
      const shed = responses.find((r) => r.status === 503)!;
      assert.equal(shed.body.error.code, "unavailable");
      assert.ok(Number(shed.headers["retry-after"]) >= 1);
      assert.equal((await post(t, "/api/v1/inspect", { text: "Dr. Alice Moreno" })).status, 200);
    } finally {
      await t.close();
    }
  });
});
