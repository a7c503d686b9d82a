import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

// Written for this test: a dashed SSN twice and once more with spaces.
const SSN = "123-45-6789";
const NOTE = `Pt Zebulon Quackenbush. SSN: ${SSN}. The form repeats it: ${SSN} and 123 45 6789.`;

for (const dialect of testDialects()) {
  describe(`the surrogate policy's SSNs on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("writes a fresh never-issued number, one per SSN in the document, and stores nothing to restore", async () => {
      const res = await post(t, "/api/v1/deidentify", {
        text: NOTE,
        policy: "surrogate",
        subject_id: "p-ssn",
      });
      assert.equal(res.status, 200);
      const out: string = res.body.text;
      assert.ok(!out.replace(/\D/g, "").includes("123456789"), "the real SSN is gone");
      const dashed = [...out.matchAll(/\b(\d{3})-(\d{2})-(\d{4})\b/g)];
      assert.equal(dashed.length, 2);
      assert.equal(dashed[0]![0], dashed[1]![0], "one SSN written twice gets one number");
      assert.ok(out.includes(dashed[0]![0].replaceAll("-", " ")), "another layout keeps its own separators");
      const [, area, group] = dashed[0]!;
      assert.match(area!, /^9\d\d$/, "area 9XX is never issued as an SSN");
      assert.ok(Number(group) >= 1 && Number(group) <= 49, "group 01-49 is never issued as an ITIN");

      const back = await post(t, "/api/v1/reidentify", { text: out, document_id: res.body.document_id });
      assert.equal(back.status, 200);
      assert.ok(!back.body.text.includes(SSN), "re-identification cannot restore an SSN");
      assert.ok(back.body.text.includes("Zebulon Quackenbush"), "other values still come back");

      const again = await post(t, "/api/v1/deidentify", {
        text: NOTE,
        policy: "surrogate",
        subject_id: "p-ssn",
      });
      assert.notEqual(
        again.body.text.match(/\b9\d\d-\d\d-\d{4}\b/)?.[0],
        dashed[0]![0],
        "fresh per document",
      );

      const tables = await t.ctx.db.all<{ name: string }>(
        dialect === "sqlite"
          ? "SELECT name FROM sqlite_master WHERE type = 'table'"
          : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()",
      );
      const fake = dashed[0]![0];
      for (const { name } of tables) {
        const rows = await t.ctx.db.all<Record<string, unknown>>(`SELECT * FROM ${name}`);
        const dump = JSON.stringify(rows.map((row) => Object.values(row).map(String)));
        assert.ok(!dump.includes(SSN) && !dump.includes("123456789"), `the SSN is in ${name}`);
        assert.ok(!dump.includes(fake), `the fresh number is in ${name}`);
      }
    });
  });
}
