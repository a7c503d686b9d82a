import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import fc from "fast-check";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const NOTE = "Seen by Dr. Alice Moreno on 7/22/2019, call 617-555-0142.";

for (const dialect of testDialects()) {
  describe(`audit events API on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
      for (const id of ["ev-1", "ev-2", "ev-3"]) {
        const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: id });
        await post(t, "/api/v1/reidentify", {
          text: d.body.text,
          document_id: id,
          reason: `review of Dr. Moreno (${id})`,
        });
      }
      // Listing never waits for integration (it runs within 200 ms of a commit): integrate now.
      await t.ctx.audit.integrate();
    });
    after(() => t.close());

    const get = async (query: string, headers: Record<string, string> = t.auth) =>
      t.app.inject({ url: `/api/v1/audit/events${query}`, headers });

    test("lists the tenant's events newest first, by type, with reasons for admin keys", async () => {
      const res = await get("?type=reidentify");
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers["cache-control"], "no-store");
      const { events } = res.json();
      assert.deepEqual(
        events.map((e: { document_id: string }) => e.document_id),
        ["ev-3", "ev-2", "ev-1"],
      );
      assert.ok(events.every((e: { type: string }) => e.type === "reidentify"));
      assert.equal(events[0].reason, "review of Dr. Moreno (ev-3)");
      assert.equal(events[0].reason_intact, true);
      const indices = events.map((e: { log_index: number }) => e.log_index);
      assert.deepEqual(
        indices,
        [...indices].sort((a: number, b: number) => b - a),
      );
      const all = (await get("")).json().events;
      assert.ok(all.some((e: { type: string }) => e.type === "deidentify"));
      assert.ok(all.every((e: object) => !JSON.stringify(e).includes("617-555")));
    });

    test("pages with a cursor until the last page, and filters by time", async () => {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const body = (await get(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`)).json();
        assert.ok(body.events.length <= 2);
        seen.push(...body.events.map((e: { log_index: number }) => e.log_index));
        cursor = body.next_cursor;
        if (cursor === undefined) break;
      }
      assert.equal(cursor, undefined);
      assert.equal(new Set(seen).size, seen.length, "no event twice");
      assert.ok(seen.length >= 6);
      assert.deepEqual((await get("?since=2999-01-01")).json().events, []);
      assert.deepEqual((await get("?until=2000-01-01T00:00:00Z")).json().events, []);
      assert.equal(
        (await get("?since=2000-01-01&until=2999-01-01")).json().events.length,
        Math.min(seen.length, 100),
      );
    });

    test("lists what the log holds, counts what is pending, and pages stably while events arrive", async () => {
      const first = (await get("?limit=2")).json();
      assert.equal(first.pending_events, 0);
      assert.match(first.next_cursor, /^e[A-Za-z0-9_-]+$/);
      const second = (await get(`?limit=2&cursor=${first.next_cursor}`)).json();
      // New events (committed, then integrated) come before the first page, never into a later one.
      const d = await post(t, "/api/v1/deidentify", { text: NOTE, document_id: "ev-late" });
      assert.equal(d.status, 200);
      const waiting = (await get("?limit=2")).json();
      assert.ok(waiting.pending_events >= 1);
      assert.ok(waiting.events.every((e: { document_id?: string }) => e.document_id !== "ev-late"));
      await t.ctx.audit.integrate();
      const now = (await get("?limit=2")).json();
      assert.equal(now.pending_events, 0);
      assert.equal(now.events[0].document_id, "ev-late");
      assert.deepEqual((await get(`?limit=2&cursor=${first.next_cursor}`)).json().events, second.events);
      // A cursor of earlier versions (a log index) still pages from that event.
      const legacy = (await get(`?limit=2&cursor=c${first.events[1].log_index}`)).json();
      assert.deepEqual(legacy.events, second.events);
      assert.equal((await get("?cursor=c999999999")).statusCode, 400);
      assert.equal((await get(`?cursor=e${Buffer.from("x/1").toString("base64url")}`)).statusCode, 400);
    });

    test("withholds reasons from non-admin keys, refuses keys without the scope, and keeps tenants apart", async () => {
      const receipts = await t.ctx.apiKeys.create({ tenant: "default", scopes: ["receipts"] });
      const events = (await get("?type=reidentify", { authorization: `Bearer ${receipts.key}` })).json()
        .events;
      assert.ok(events.length >= 3);
      assert.ok(
        events.every(
          (e: { reason: unknown; reason_recorded: boolean }) => e.reason === null && e.reason_recorded,
        ),
      );
      const deid = await t.ctx.apiKeys.create({ tenant: "default", scopes: ["deidentify"] });
      assert.equal((await get("", { authorization: `Bearer ${deid.key}` })).statusCode, 403);
      const other = await t.ctx.apiKeys.create({ tenant: "tenant-b", scopes: ["admin"] });
      const theirs = (await get("", { authorization: `Bearer ${other.key}` })).json().events;
      assert.ok(theirs.every((e: { document_id?: string }) => !e.document_id?.startsWith("ev-")));
    });

    test("answers a bad query with a 400 from the catalogue, never a 5xx", async () => {
      for (const q of [
        "?since=yesterday",
        "?cursor=zzz",
        "?type=other",
        "?limit=0",
        "?limit=5000",
        "?foo=1",
      ]) {
        const res = await get(q);
        assert.equal(res.statusCode, 400, q);
        assert.equal(res.json().error.code, "invalid_request");
      }
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom("since", "until", "type", "cursor", "limit", "x"), fc.string(), {
            maxKeys: 4,
          }),
          async (params) => {
            const res = await get(`?${new URLSearchParams(params).toString()}`);
            assert.ok(res.statusCode < 500, `${JSON.stringify(params)} → ${res.statusCode}`);
          },
        ),
        { numRuns: 100 },
      );
    });
  });
}
