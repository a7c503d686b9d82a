import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

// "xqzorvat" and "4471-X-92" are nothing the engine finds on its own (no cue: before a family word,
// as in "Xqzorvat's mother", the engine now finds the name and spreads it).
const NOTE = "spoke with xqzorvat today; badge 4471 x 92 noted. Xqzorvat file closed.";

/** The text with its tokens removed: a token's random hex may hold "4471" by chance (about 1 in 7,000). */
function withoutTokens(text: string): string {
  return text.replace(/\[[A-Z]{2,3}_[0-9a-f]{12}\]/g, "[token]");
}
const KNOWN = [
  { type: "RELATIVE_NAME", value: "Ilse Xqzorvat" },
  { type: "DEVICE_ID", value: "4471-X-92" },
];

for (const dialect of testDialects()) {
  describe(`known_phi and subject memory on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect, { maxTextBytes: 4096 });
    });
    after(() => t.close());

    test("deidentify replaces what the caller listed, however it is written", async () => {
      const plain = await post(t, "/api/v1/deidentify", { text: NOTE });
      assert.match(plain.body.text, /xqzorvat/);
      const res = await post(t, "/api/v1/deidentify", { text: NOTE, known_phi: KNOWN, policy: "llm_safe" });
      assert.equal(res.status, 200);
      assert.doesNotMatch(withoutTokens(res.body.text), /xqzorvat|4471/i);
      assert.equal(res.body.phi_types.RELATIVE_NAME, 2);
      assert.equal(res.body.phi_types.DEVICE_ID, 1);
      // Both spellings of the name share one token within the document.
      const names = res.body.text.match(/\[NAM_[0-9a-f]{12}\]/g);
      assert.equal(new Set(names).size, 1);
    });

    test("inspect explains a caller-found span with source caller", async () => {
      const res = await post(t, "/api/v1/inspect", {
        text: "Seen 7/22/2019 with xqzorvat.",
        explain: true,
        known_phi: [...KNOWN, { type: "DATE", value: "July 22, 2019" }],
      });
      assert.equal(res.status, 200);
      const byText = new Map(res.body.entities.map((e: { text: string }) => [e.text, e]));
      const name = byText.get("xqzorvat") as { type: string; explanation: { source: string; rule: string } };
      assert.equal(name.type, "RELATIVE_NAME");
      assert.equal(name.explanation.source, "caller");
      assert.equal(name.explanation.rule, "known.caller");
      // The engine found the date too: the caller's rule wins, the engine's rule is among the parts.
      const date = byText.get("7/22/2019") as {
        explanation: { source: string; parts: { rule: string }[] };
      };
      assert.equal(date.explanation.source, "caller");
      assert.ok(date.explanation.parts.some((p) => p.rule === "date-numeric-full"));
      assert.ok(date.explanation.parts.some((p) => p.rule === "known.caller"));
    });

    test("bad entries are 400 naming the field path, never echoing the value", async () => {
      const cases: [unknown, string][] = [
        [[{ type: "SHOE_SIZE", value: "Ilse Xqzorvat" }], "/known_phi/0/type"],
        [[KNOWN[0], { type: "NAME", value: "   " }], "/known_phi/1/value"],
        [[{ type: "NAME", value: "x".repeat(257) }], "/known_phi/0/value"],
        [[{ type: "NAME", value: "Ilse Xqzorvat", note: "Ilse" }], "/known_phi/0/note"],
        [Array.from({ length: 1001 }, () => KNOWN[0]), "/known_phi"],
      ];
      for (const [known, path] of cases) {
        for (const url of ["/api/v1/deidentify", "/api/v1/inspect"]) {
          const res = await post(t, url, { text: "x", known_phi: known });
          assert.equal(res.status, 400, `${url} ${path}`);
          assert.equal(res.body.error.code, "invalid_request");
          assert.ok(
            res.body.error.details.some((d: { path: string }) => d.path === path),
            JSON.stringify(res.body.error.details),
          );
          assert.doesNotMatch(JSON.stringify(res.body), /Xqzorvat|Ilse|xxxx/);
        }
      }
    });

    test("known values count against the text size limit", async () => {
      const text = "a".repeat(4000);
      assert.equal((await post(t, "/api/v1/deidentify", { text })).status, 200);
      const res = await post(t, "/api/v1/inspect", {
        text,
        known_phi: [{ type: "NAME", value: "b".repeat(200) }],
      });
      assert.equal(res.status, 413);
      assert.match(res.body.error.message, /known_phi/);
    });

    test("batch: a list for the batch and one per item; a bad item list fails alone", async () => {
      const res = await post(t, "/api/v1/batch/deidentify", {
        known_phi: [KNOWN[0]],
        texts: [
          { text: NOTE },
          { text: NOTE, known_phi: [KNOWN[1]] },
          { text: NOTE, known_phi: [{ type: "NOPE", value: "4471-X-92" }] },
        ],
      });
      assert.equal(res.status, 200);
      const [a, b, c] = res.body.results;
      assert.doesNotMatch(a.text, /xqzorvat/i);
      assert.match(a.text, /4471 x 92/);
      assert.doesNotMatch(withoutTokens(b.text), /xqzorvat|4471/i);
      assert.equal(c.error.code, "invalid_request");
      assert.match(c.error.message, /known_phi\/0\/type/);
      assert.doesNotMatch(c.error.message, /4471/);
      const bad = await post(t, "/api/v1/batch/deidentify", {
        known_phi: [{ type: "NAME", value: "" }],
        texts: [{ text: NOTE }],
      });
      assert.equal(bad.status, 400);
    });

    test("subject memory: a value found once is found in the subject's later documents only", async () => {
      const first = await post(t, "/api/v1/deidentify", {
        text: "Son Zorbeck visited with Dr. Brandt.",
        subject_id: "p-memory-1",
        known_phi: [{ type: "RELATIVE_NAME", value: "Zorbeck" }],
      });
      assert.equal(first.status, 200);
      const token = /\[NAM_[0-9a-f]{12}\]/.exec(first.body.text)![0];
      // A note in which the engine finds nothing on its own ("zorbeck called…" it now finds: a
      // line-opening name before a verb of a person).
      const later = "the appointment was moved for zorbeck.";
      const next = await post(t, "/api/v1/deidentify", { text: later, subject_id: "p-memory-1" });
      assert.equal(next.body.text, `the appointment was moved for ${token}.`);
      // Another subject of the same tenant, and the same subject id in another tenant, keep it.
      const other = await post(t, "/api/v1/deidentify", { text: later, subject_id: "p-memory-2" });
      assert.equal(other.body.text, later);
      const key = await t.ctx.apiKeys.create({ tenant: "tenant-other", scopes: ["deidentify"] });
      const otherTenant = await post(
        t,
        "/api/v1/deidentify",
        { text: later, subject_id: "p-memory-1" },
        { authorization: `Bearer ${key.key}` },
      );
      assert.equal(otherTenant.body.text, later);
      // A value added later is found next time (the cached matcher is refreshed).
      await post(t, "/api/v1/deidentify", {
        text: "MRN 88-1234-zz",
        subject_id: "p-memory-1",
        known_phi: [{ type: "MRN", value: "88-1234-ZZ" }],
      });
      const third = await post(t, "/api/v1/deidentify", {
        text: "zorbeck, record 881234zz",
        subject_id: "p-memory-1",
      });
      assert.match(third.body.text, /^\[NAM_[0-9a-f]{12}\], record \[ID_[0-9a-f]{12}\]$/);
    });

    test("a retry with the same document_id but other known values is a conflict", async () => {
      const body = { text: NOTE, document_id: "known-retry-1", known_phi: KNOWN };
      assert.equal((await post(t, "/api/v1/deidentify", body)).status, 200);
      assert.equal((await post(t, "/api/v1/deidentify", body)).status, 200);
      const changed = await post(t, "/api/v1/deidentify", { ...body, known_phi: [KNOWN[0]] });
      assert.equal(changed.status, 409);
    });
  });
}
