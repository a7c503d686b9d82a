import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

/** The semantics table of docs/lists.md, row by row. */
const DOC = readFileSync(new URL("../docs/lists.md", import.meta.url), "utf8");
const rows = DOC.split("\n")
  .filter((line) => /^\| (deny|allow|deny and allow) \|/.test(line))
  .map((line) => {
    const [list, type, value, text, found] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      list: list!,
      type: type!,
      value: value!,
      text: text!,
      // Each row finds at most one span.
      found: found === "—" ? [] : [found!],
    };
  });

for (const dialect of testDialects()) {
  describe(`deny and allow lists as docs/lists.md says, on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const change = (method: "POST" | "DELETE", list: string, entries: object[]) =>
      t.app.inject({ method, url: `/api/v1/tenant/lists/${list}`, headers: t.auth, payload: { entries } });

    test("the table has its rows", () => assert.ok(rows.length >= 12, `${rows.length} rows`));

    for (const row of rows) {
      test(`${row.list} ${row.type} ${row.value}: ${JSON.stringify(row.text)} finds ${JSON.stringify(row.found)}`, async () => {
        const entries: [string, object][] = [];
        if (row.list.includes("deny")) entries.push(["deny", { type: row.type, value: row.value }]);
        if (row.list.includes("allow")) entries.push(["allow", { value: row.value }]);
        const unlisted = await post(t, "/api/v1/inspect", { text: row.text });
        for (const [list, entry] of entries)
          assert.equal((await change("POST", list, [entry])).statusCode, 200);
        try {
          const res = await post(t, "/api/v1/inspect", { text: row.text });
          assert.equal(res.status, 200);
          assert.deepEqual(
            res.body.entities.map((e: { text: string }) => e.text),
            row.found,
          );
          if (row.list === "allow") {
            assert.ok(
              unlisted.body.entities.length > 0,
              "the engine finds something the allow list then hides",
            );
          }
        } finally {
          for (const [list, entry] of entries) await change("DELETE", list, [entry]);
        }
      });
    }

    test("adding an ordinary-word name to the deny list answers with a warning that says how it matches", async () => {
      const res = await change("POST", "deny", [
        { type: "NAME", value: "Zorbeck" },
        { type: "PATIENT_NAME", value: "Hope Young" },
        { type: "MRN", value: "Will" },
      ]);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.added, 3);
      assert.deepEqual(
        body.warnings.map((w: { path: string }) => w.path),
        ["/entries/1"],
      );
      assert.match(body.warnings[0].message, /written as a name/);
      assert.doesNotMatch(JSON.stringify(body), /Hope|Young/, "the value is never echoed");
      const allow = await change("POST", "allow", [{ value: "Hope" }]);
      assert.equal(allow.json().warnings, undefined, "allow entries carry no warning");
      const plain = await change("POST", "deny", [{ type: "NAME", value: "Quackenbush" }]);
      assert.equal(plain.json().warnings, undefined, "no warning for a name that is no English word");
    });
  });
}
