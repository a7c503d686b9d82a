import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { createTenantLists } from "../src/service/tenant-lists.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

for (const dialect of testDialects()) {
  describe(`tenant deny and allow lists on ${dialect}`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let other: Record<string, string>;
    before(async () => {
      t = await createTestApp(dialect);
      const a = await t.ctx.apiKeys.create({ tenant: "acme", scopes: ["admin"] });
      const b = await t.ctx.apiKeys.create({ tenant: "globex", scopes: ["deidentify", "inspect"] });
      admin = { authorization: `Bearer ${a.key}` };
      other = { authorization: `Bearer ${b.key}` };
    });
    after(() => t.close());

    const send = async (method: "GET" | "POST" | "DELETE", list: string, body?: unknown, headers = admin) => {
      const response = await t.app.inject({
        method,
        url: `/api/v1/tenant/lists/${list}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.json() };
    };

    test("the deny list is always PHI, the allow list never, for its tenant only", async () => {
      const text = "glorbfinkel unit staff; seen by Dr. Quorvat today.";
      const before = await post(t, "/api/v1/inspect", { text }, admin);
      assert.deepEqual(
        before.body.entities.map((e: { text: string }) => e.text),
        ["Quorvat"],
      );
      assert.equal(
        (await send("POST", "deny", { entries: [{ type: "ORGANIZATION", value: "Glorbfinkel Unit" }] })).body
          .added,
        1,
      );
      assert.equal((await send("POST", "allow", { entries: [{ value: "Quorvat" }] })).body.added, 1);
      const listed = await send("GET", "deny");
      assert.deepEqual(
        listed.body.entries.map((e: { type: string; value: string }) => [e.type, e.value]),
        [["ORGANIZATION", "Glorbfinkel Unit"]],
      );
      const after = await post(t, "/api/v1/inspect", { text, explain: true }, admin);
      assert.deepEqual(
        after.body.entities.map((e: { text: string; explanation: { source: string } }) => [
          e.text,
          e.explanation.source,
        ]),
        [["glorbfinkel unit", "caller"]],
      );
      const deid = await post(t, "/api/v1/deidentify", { text }, admin);
      assert.match(deid.body.text, /^\[ORG_[0-9a-f]{12}\] staff; seen by Dr\. Quorvat today\.$/);
      // Another tenant's documents are untouched by these lists.
      const theirs = await post(t, "/api/v1/inspect", { text }, other);
      assert.deepEqual(
        theirs.body.entities.map((e: { text: string }) => e.text),
        ["Quorvat"],
      );
      assert.equal((await send("DELETE", "allow", { entries: [{ value: "QUORVAT" }] })).body.removed, 1);
      const restored = await post(t, "/api/v1/inspect", { text }, admin);
      assert.ok(restored.body.entities.some((e: { text: string }) => e.text === "Quorvat"));
    });

    test("a change made through one replica applies to the next request of another", async () => {
      const deps = t.ctx.deps;
      // A second process on the same database: its own cache, the same storage and keys.
      const replica = createTenantLists({
        db: deps.db,
        cipher: deps.cipher,
        lookupKey: deps.lookupKey,
        audit: deps.audit,
        matcher: {},
        rowMac: t.ctx.rowMac,
      });
      const text = "seen with Zindelbrot at the bedside";
      const found = async () => {
        const matchers = await replica.matchers("replicas");
        return matchers.deny?.find(text).length ?? 0;
      };
      assert.equal(await found(), 0);
      await t.ctx.deps.tenantLists!.change({
        tenant: "replicas",
        list: "deny",
        action: "add",
        keyId: "local",
        entries: [{ type: "NAME", value: "Zindelbrot" }],
      });
      assert.equal(await found(), 1);
      await t.ctx.deps.tenantLists!.change({
        tenant: "replicas",
        list: "deny",
        action: "remove",
        keyId: "local",
        entries: [{ type: "NAME", value: "Zindelbrot" }],
      });
      assert.equal(await found(), 0);
    });

    test("changes need an admin key, are checked, and are audited as digests only", async () => {
      assert.equal((await send("GET", "deny", undefined, other)).status, 403);
      assert.equal((await send("POST", "deny", { entries: [{ value: "Zed" }] })).status, 400);
      assert.equal((await send("POST", "allow", { entries: [{ type: "NAME", value: "Zed" }] })).status, 400);
      assert.equal((await send("POST", "grey", { entries: [] })).status, 400);
      await send("POST", "deny", { entries: [{ type: "NAME", value: "Wendelmoor Pitt" }] });
      // A re-identification reason naming a deny-listed value never reaches the log.
      const admin2 = await t.ctx.apiKeys.create({ tenant: "acme", scopes: ["deidentify", "reidentify"] });
      const headers = { authorization: `Bearer ${admin2.key}` };
      const doc = await post(t, "/api/v1/deidentify", { text: "seen today" }, headers);
      const reid = await post(
        t,
        "/api/v1/reidentify",
        { text: doc.body.text, document_id: doc.body.document_id, reason: "asked by wendelmoor" },
        headers,
      );
      assert.equal(reid.status, 200);
      await t.ctx.audit.integrate();
      const rows = await t.ctx.db.all<{ kind: string; entry: string }>(
        "SELECT kind, entry FROM audit_pending UNION ALL SELECT kind, entry FROM audit_entries",
      );
      const changes = rows.filter((r) => r.kind === "tenant_list_changed").map((r) => JSON.parse(r.entry));
      assert.ok(changes.some((e) => e.list === "deny" && e.action === "add" && e.value_digests.length === 1));
      const all = JSON.stringify(rows);
      assert.doesNotMatch(all, /wendelmoor|glorbfinkel|quorvat/i);
      // The reason (which names a deny-list value) never enters the log: a reference and a MAC only.
      const logged = rows.filter((r) => r.kind === "reidentify").map((r) => JSON.parse(r.entry));
      assert.ok(
        logged.length > 0 && logged.every((e) => !("reason" in e) && typeof e.reason_digest === "string"),
      );
      const stored = JSON.stringify(await t.ctx.db.all("SELECT * FROM tenant_list_values"));
      assert.ok(!/Wendelmoor|wendelmoor/.test(stored));
    });
  });
}
