import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { deidentifyDocument } from "../src/service/deidentify-document.ts";
import { inspectText } from "../src/service/inspect-text.ts";
import type { ServiceDeps } from "../src/service/service-deps.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

// Notes over DEID_LARGE_TEXT_BYTES are prepared wholly in a worker thread (decision 0011).
const NOTE =
  "Pt Bill Baker seen 03/14/2021 at Mercy Hospital, MRN 1234567, phone 617-555-1212. " +
  "Son Quill visited; Quill brought lunch. glorbfinkel unit staff. Now 93 years old. ";

for (const dialect of testDialects()) {
  describe(`large notes on ${dialect}`, () => {
    let t: TestApp;
    let detectCalls = 0;
    before(async () => {
      t = await createTestApp(dialect, { largeTextBytes: 4096 });
      // Counts detection run for the event loop's own preparation (small notes only).
      const deps = t.ctx.deps as { detect: ServiceDeps["detect"] };
      const detect = deps.detect;
      deps.detect = (text) => {
        detectCalls++;
        return detect(text);
      };
    });
    after(() => t.close());

    test("go to a worker whole and come out as the event loop would write them", async () => {
      const admin = await t.ctx.apiKeys.create({ tenant: "acme", scopes: ["deidentify", "admin"] });
      const headers = { authorization: `Bearer ${admin.key}` };
      const deny = await t.app.inject({
        method: "POST",
        url: "/api/v1/tenant/lists/deny",
        headers,
        payload: { entries: [{ type: "ORGANIZATION", value: "Glorbfinkel Unit" }] },
      });
      assert.equal(deny.statusCode, 200);
      // The subject's first note fills its memory. Small, but with a subject: it goes to the pool
      // whole too (with its memory's tables), so the event loop runs no detection for it.
      const first = await post(t, "/api/v1/deidentify", { text: NOTE, subject_id: "s-1" }, headers);
      assert.equal(first.status, 200);
      assert.equal(detectCalls, 0);
      // A later small note of the subject: its memory (Quill, 1234567) found on the pool.
      const again = await post(
        t,
        "/api/v1/deidentify",
        { text: "Quill called about MRN 1234567 again.", subject_id: "s-1" },
        headers,
      );
      assert.equal(again.status, 200);
      assert.equal(detectCalls, 0, "a subject's small note is prepared on the pool");
      assert.doesNotMatch(again.body.text, /Quill|1234567/);

      const large = `${NOTE.repeat(60)}Quill called back.`;
      assert.ok(Buffer.byteLength(large) > 4096);
      const known_phi = [{ type: "NAME", value: "Quill" }];
      const viaWorker = await post(
        t,
        "/api/v1/deidentify",
        { text: large, subject_id: "s-1", known_phi },
        headers,
      );
      assert.equal(viaWorker.status, 200);
      assert.equal(detectCalls, 0, "the event loop ran no detection for the large note");
      assert.doesNotMatch(viaWorker.body.text, /Baker|Quill|glorbfinkel|1234567|617-555/i);
      assert.match(viaWorker.body.text, /90\+/);

      // The same note prepared on the event loop: the same tokens (one subject), the same text.
      const inline = await deidentifyDocument(
        { ...t.ctx.deps, largeTexts: undefined },
        {
          tenant: "acme",
          text: large,
          policy: "safe_harbor",
          subjectId: "s-1",
          knownPhi: known_phi as never,
        },
      );
      assert.equal(detectCalls, 1);
      assert.equal(inline.result.text, viaWorker.body.text);
      assert.deepEqual(inline.result.phi_types, viaWorker.body.phi_types);
    });

    test("a large note under the surrogate policy: the stray check on the pool, the output unchanged", async () => {
      const strayCalls: number[] = [];
      const large = t.ctx.deps.largeTexts!;
      const deps: ServiceDeps = {
        ...t.ctx.deps,
        largeTexts: {
          ...large,
          stray: (job) => {
            strayCalls.push(job.output.length);
            return large.stray(job);
          },
        },
      };
      const text = `${NOTE.repeat(60)}Quill called back.`;
      const input = { tenant: "acme", text, policy: "surrogate" as const, subjectId: "s-2" };
      const viaPool = await deidentifyDocument(deps, input);
      assert.equal(strayCalls.length, 1, "the stray-surrogate check ran on the pool");
      assert.doesNotMatch(viaPool.result.text, /Baker|Quill|1234567|617-555-1212/i);
      // The subject's surrogates are remembered: the event loop's own run writes the same text.
      const inline = await deidentifyDocument({ ...t.ctx.deps, largeTexts: undefined }, input);
      assert.equal(strayCalls.length, 1);
      assert.equal(inline.result.text, viaPool.result.text);
    });

    test("inspect a large note in a worker, with the spans the event loop would report", async () => {
      const text = `${NOTE.repeat(60)}Quill called back.`;
      const known_phi = [{ type: "NAME", value: "Quill" }];
      const calls = detectCalls;
      const viaWorker = await post(t, "/api/v1/inspect", { text, known_phi, explain: true });
      assert.equal(viaWorker.status, 200);
      assert.equal(detectCalls, calls, "the event loop ran no detection for the large note");
      const inline = await inspectText(t.ctx.deps.detect, text, "codepoint", true, {
        values: known_phi as never,
        ...(t.ctx.deps.knownValues ? { options: t.ctx.deps.knownValues } : {}),
      });
      assert.equal(detectCalls, calls + 1);
      assert.ok(inline.phi_count > 60 * 5);
      assert.deepEqual(viaWorker.body, JSON.parse(JSON.stringify(inline)));
    });

    // Once is enough: the storage plays no part in it.
    test("a 1 MB note leaves /health answering while it is in flight", {
      skip: dialect !== "sqlite" && "runs on SQLite",
    }, async () => {
      let text = "";
      while (text.length < 1_000_000) text += NOTE;
      let done = false;
      const big = t.app
        .inject({ method: "POST", url: "/api/v1/deidentify", headers: t.auth, payload: { text } })
        .finally(() => {
          done = true;
        });
      let answeredDuring = 0;
      while (!done) {
        const health = await t.app.inject({ method: "GET", url: "/health" });
        assert.equal(health.statusCode, 200);
        if (!done) answeredDuring++;
        await new Promise((r) => setTimeout(r, 5));
      }
      assert.equal((await big).statusCode, 200);
      assert.ok(answeredDuring > 0, "/health answered while the 1 MB note was being de-identified");
    });
  });
}
