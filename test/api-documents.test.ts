import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const NOTE =
  "Patient John Smith (MRN: 4471923) seen by Dr. Alice Moreno on 7/22/2019.\nCall 617-555-0142 or john.smith@example.org. SSN 078-05-1120.";

for (const dialect of testDialects()) {
  describe(`documents API on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("de-identifies with the default policy and restores the exact original", async () => {
      const res = await post(t, "/api/v1/deidentify", { text: NOTE });
      assert.equal(res.status, 200);
      assert.equal(res.headers["cache-control"], "no-store");
      const { text, document_id, phi_found, phi_types } = res.body;
      assert.match(document_id, /^doc_[a-z0-9]{24}$/);
      for (const phi of [
        "4471923",
        "Moreno",
        "617-555-0142",
        "john.smith@example.org",
        "078-05-1120",
        "7/22/2019",
      ]) {
        assert.equal(text.includes(phi), false, `leaked ${phi}`);
      }
      assert.match(text, /\[SSN_REDACTED\]/);
      assert.match(text, /\[NAM_[0-9a-f]{12}\]/);
      assert.ok(phi_found >= 6);
      assert.equal(
        Object.values(phi_types as Record<string, number>).reduce((a, b) => a + b, 0),
        phi_found,
      );

      const back = await post(t, "/api/v1/reidentify", { text, document_id, reason: "test" });
      assert.equal(back.status, 200);
      // Everything but the SSN, which is never stored, comes back exactly.
      assert.equal(back.body.text, NOTE.replace("078-05-1120", "[SSN_REDACTED]"));
      assert.deepEqual(back.body.tokens_not_found, []);
      assert.equal(back.body.tokens_replaced, (text.match(/\[[A-Z]{2,3}_[0-9a-f]{12}\]/g) ?? []).length);
    });

    test("accepts tokens re-cased, spaced or without brackets, and reports unknown ones", async () => {
      const { body } = await post(t, "/api/v1/deidentify", { text: "Seen by Dr. Alice Moreno today." });
      const token = /\[(NAM_[0-9a-f]{12})\]/.exec(body.text)![1]!;
      const mangled = `A: [ ${token.toLowerCase()} ] B: ${token.toUpperCase().replace("NAM", "nam")} C: ${token} D: [NAM_ffffffffffff] E: [NAM_fffff]`;
      const back = await post(t, "/api/v1/reidentify", { text: mangled, document_id: body.document_id });
      assert.equal(back.status, 200);
      assert.equal(back.body.tokens_replaced, 3);
      assert.deepEqual(back.body.tokens_not_found, ["[NAM_ffffffffffff]"]);
      // One token per name word: the first one found is "Alice".
      assert.equal((back.body.text.match(/Alice/g) ?? []).length, 3);
      assert.match(back.body.text, /E: \[NAM_fffff\]/);
    });

    test("joins a subject's documents through consistent tokens", async () => {
      const a = await post(t, "/api/v1/deidentify", {
        text: "Dr. Alice Moreno saw her.",
        subject_id: "subject-1",
      });
      const b = await post(t, "/api/v1/deidentify", {
        text: "DR. ALICE MORENO called.",
        subject_id: "subject-1",
      });
      const c = await post(t, "/api/v1/deidentify", {
        text: "Dr. Alice Moreno saw her.",
        subject_id: "subject-2",
      });
      const tok = (s: string) => /\[NAM_[0-9a-f]{12}\]/.exec(s)?.[0];
      assert.ok(tok(a.body.text));
      assert.equal(tok(a.body.text), tok(b.body.text));
      assert.notEqual(tok(a.body.text), tok(c.body.text));
      // A document of the subject resolves the subject's tokens, with the first surface form seen.
      const back = await post(t, "/api/v1/reidentify", {
        text: b.body.text,
        document_id: b.body.document_id,
      });
      assert.match(back.body.text, /ALICE MORENO/);
      const cross = await post(t, "/api/v1/reidentify", {
        text: `${tok(a.body.text)}`,
        document_id: b.body.document_id,
      });
      assert.equal(cross.body.tokens_replaced, 1);
      // Without a subject, tokens are scoped to the document.
      const d = await post(t, "/api/v1/deidentify", { text: "Dr. Alice Moreno saw her." });
      const e = await post(t, "/api/v1/deidentify", { text: "Dr. Alice Moreno saw her." });
      assert.notEqual(tok(d.body.text), tok(e.body.text));
    });

    test("returns the original result for an identical retry and 409 for a conflicting one", async () => {
      const first = await post(t, "/api/v1/deidentify", {
        text: NOTE,
        document_id: "retry-1",
        subject_id: "s",
      });
      const again = await post(t, "/api/v1/deidentify", {
        text: NOTE,
        document_id: "retry-1",
        subject_id: "s",
      });
      assert.equal(again.status, 200);
      assert.equal(again.body.text, first.body.text);
      for (const change of [{ text: `${NOTE}!` }, { policy: "llm_safe" }, { subject_id: "other" }]) {
        const res = await post(t, "/api/v1/deidentify", {
          text: NOTE,
          document_id: "retry-1",
          subject_id: "s",
          ...change,
        });
        assert.equal(res.status, 409, JSON.stringify(Object.keys(change)));
        assert.equal(res.body.error.code, "conflict");
      }
      const racing = await Promise.all(
        Array.from({ length: 6 }, () => post(t, "/api/v1/deidentify", { text: NOTE, document_id: "race-1" })),
      );
      assert.deepEqual(new Set(racing.map((r) => r.status)), new Set([200]));
      assert.equal(new Set(racing.map((r) => r.body.text)).size, 1);
    });

    test("applies each policy", async () => {
      const text = "Seen 7/22/2019 at 02139 by Dr. Alice Moreno, a 93 year old patient.";
      const redact = await post(t, "/api/v1/deidentify", { text, policy: "redact_all" });
      assert.match(redact.body.text, /\[REDACTED\]/);
      assert.doesNotMatch(redact.body.text, /Moreno/);
      const analytics = await post(t, "/api/v1/deidentify", { text, policy: "analytics" });
      assert.match(analytics.body.text, /Seen 2019 /);
      const back = await post(t, "/api/v1/reidentify", {
        text: redact.body.text,
        document_id: redact.body.document_id,
      });
      assert.equal(back.body.tokens_replaced, 0);
    });

    test("inspects with code-point offsets by default and UTF-16 on request", async () => {
      const text = "😀 Dr. Alice Moreno";
      const cp = await post(t, "/api/v1/inspect", { text });
      assert.equal(cp.status, 200);
      const moreno = cp.body.entities.find((e: { text: string }) => e.text.includes("Moreno"));
      assert.ok(moreno, JSON.stringify(cp.body));
      assert.equal([...text].slice(moreno.start, moreno.end).join(""), moreno.text);
      const u16 = await post(t, "/api/v1/inspect", { text, offset_encoding: "utf16" });
      const m16 = u16.body.entities.find((e: { text: string }) => e.text.includes("Moreno"));
      assert.equal(text.slice(m16.start, m16.end), m16.text);
      assert.equal(m16.start, moreno.start + 1);
      assert.equal(cp.body.phi_count, cp.body.entities.length);
    });

    test("explains each entity on request: the rule that found it and every contributing rule", async () => {
      const text = "Seen by Dr. Alice Moreno RN on 3/4/2021.";
      const plain = await post(t, "/api/v1/inspect", { text });
      assert.ok(plain.body.entities.every((e: object) => !("explanation" in e)));
      const res = await post(t, "/api/v1/inspect", { text, explain: true });
      assert.equal(res.status, 200);
      const name = res.body.entities.find((e: { text: string }) => e.text.includes("Moreno"));
      assert.equal(name.explanation.source, "engine");
      assert.equal(name.explanation.rule, "name-after-title");
      assert.ok(name.explanation.about.length > 0);
      const rules = name.explanation.parts.map((p: { rule: string }) => p.rule);
      assert.ok(rules.includes("name-after-title") && rules.includes("name-before-credential"), rules.join());
      const date = res.body.entities.find((e: { type: string }) => e.type === "DATE");
      assert.equal(date.explanation.rule, "date-numeric-full");
      assert.deepEqual(
        date.explanation.parts.map((p: { rule: string }) => p.rule),
        ["date-numeric-full"],
      );
    });

    test("concurrent documents of one subject, naming its values in different orders, all succeed with one token per value", async () => {
      const names = [
        "Dr. Alice Moreno",
        "Dr. Omar Haddad",
        "Dr. Mei Lin Tan",
        "Dr. Kofi Boateng",
        "Dr. Ivana Petrova",
      ];
      const texts = Array.from({ length: 16 }, (_, k) => {
        const order = k % 2 === 0 ? names : [...names].reverse();
        return `Seen by ${order.join(", then ")} on ${(k % 9) + 1}/1${k % 9}/2020.`;
      });
      const results = await Promise.all(
        texts.map((text) => post(t, "/api/v1/deidentify", { text, subject_id: "subject-concurrent" })),
      );
      assert.deepEqual(
        results.map((r) => r.status),
        texts.map(() => 200),
      );
      const tokenSets = results.map((r) => new Set<string>(r.body.text.match(/\[NAM_[0-9a-f]{12}\]/g)));
      for (const set of tokenSets) assert.deepEqual(set, tokenSets[0]);
    });

    test("keeps a tenant's documents invisible to another tenant", async () => {
      const other = await t.ctx.apiKeys.create({
        tenant: "tenant-b",
        scopes: ["deidentify", "reidentify", "receipts"],
      });
      const mine = await post(t, "/api/v1/deidentify", { text: NOTE });
      const headers = { authorization: `Bearer ${other.key}` };
      const reid = await post(
        t,
        "/api/v1/reidentify",
        { text: mine.body.text, document_id: mine.body.document_id },
        headers,
      );
      assert.equal(reid.status, 404);
      const receipt = await t.app.inject({ url: `/api/v1/receipts/${mine.body.document_id}`, headers });
      assert.equal(receipt.statusCode, 404);
      // The same document_id may be used independently by the other tenant.
      const theirs = await post(
        t,
        "/api/v1/deidentify",
        { text: "x", document_id: mine.body.document_id },
        headers,
      );
      assert.equal(theirs.status, 200);
    });

    test("stores none of a note's PHI in any table", async () => {
      const phi = ["Zebulon", "Quackenbush", "4471923", "617-555-0142", "zeb.q@example.org", "7/22/2019"];
      const text = `Patient Zebulon Quackenbush MRN: 4471923 seen 7/22/2019. Call 617-555-0142, zeb.q@example.org.`;
      const res = await post(t, "/api/v1/deidentify", { text, subject_id: "Quackenbush-4471923" });
      assert.equal(res.status, 200);
      await post(t, "/api/v1/reidentify", {
        text: res.body.text,
        document_id: res.body.document_id,
        reason: "audit",
      });
      await t.ctx.audit.integrate();
      const tables = await t.ctx.db.all<{ name: string }>(
        dialect === "sqlite"
          ? "SELECT name FROM sqlite_master WHERE type = 'table'"
          : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()",
      );
      assert.ok(tables.length >= 4);
      for (const { name } of tables) {
        const rows = await t.ctx.db.all<Record<string, unknown>>(`SELECT * FROM ${name}`);
        const dump = rows
          .map((row) =>
            Object.values(row)
              .map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString("latin1") : String(v)))
              .join("\u0000"),
          )
          .join("\n")
          .toLowerCase();
        for (const value of phi)
          assert.equal(dump.includes(value.toLowerCase()), false, `${value} found in ${name}`);
      }
    });
  });
}
