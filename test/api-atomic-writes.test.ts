import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`atomic writes on ${dialect}`, () => {
    test("a de-identification whose audit entry cannot be written leaves no document or vault rows", async () => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const t = await createTestApp(dialect, { logLevel: "error" }, sink);
      try {
        const count = async (table: string) =>
          (await t.ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? -1;
        // The vault and document rows are written before the audit entry in the same transaction.
        await t.ctx.db.run("ALTER TABLE audit_pending RENAME TO audit_pending_gone");
        const res = await post(t, "/api/v1/deidentify", {
          text: "Dr. Alice Moreno saw Zebulon Quackenbush on 7/22/2019.",
          subject_id: "subject-atomic",
          document_id: "atomic-1",
        });
        assert.equal(res.status, 500);
        assert.equal(res.body.error.code, "internal_error");
        assert.doesNotMatch(JSON.stringify(res.body), /audit_pending|Moreno|SQL/i);
        assert.equal(await count("documents"), 0);
        assert.equal(await count("vault_tokens"), 0);
        // The log says where it failed (type and stack frames), never what the driver's message quoted.
        const failure = lines
          .map((line) => JSON.parse(line))
          .find((entry) => entry.msg === "request failed: internal_error");
        assert.ok(failure, "the 500 was not logged");
        assert.match(failure.err.stack, /\bat\b/);
        assert.equal(typeof failure.err.type, "string");
        assert.doesNotMatch(JSON.stringify(failure), /audit_pending|Moreno|Quackenbush/);

        // Once storage is whole again the same request succeeds, and a retry is idempotent.
        await t.ctx.db.run("ALTER TABLE audit_pending_gone RENAME TO audit_pending");
        const ok = await post(t, "/api/v1/deidentify", {
          text: "Dr. Alice Moreno saw Zebulon Quackenbush on 7/22/2019.",
          subject_id: "subject-atomic",
          document_id: "atomic-1",
        });
        assert.equal(ok.status, 200);
        assert.equal(await count("documents"), 1);
        assert.ok((await count("vault_tokens")) >= 2);
      } finally {
        await t.close();
      }
    });
  });
}
