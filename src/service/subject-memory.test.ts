import assert from "node:assert/strict";
import { test } from "node:test";
import type { SqlExecutor } from "../storage/database.ts";
import type { SubjectRows } from "../vault/subject-memory-rows.ts";
import { createSubjectMemory } from "./subject-memory.ts";

interface Row {
  token: string;
  prefix: string;
  value: string;
  createdAt: string;
}

/** Subject rows per scope, recording each read (one a statement): cold, since a time, or all. */
function fakeRows(rows: Map<string, Row[]>) {
  const reads: string[] = [];
  const read = (tenant: string, scope: string, since: string) => {
    const all = rows.get(`${tenant}/${scope}`) ?? [];
    return { count: all.length, rows: all.filter((r) => r.createdAt > since) };
  };
  const source: SubjectRows = {
    async since(_db, tenant, scope, since) {
      reads.push(`${tenant}/${scope} ${since === "" ? "all" : "since"}`);
      return read(tenant, scope, since);
    },
    async cold(_db, tenant, scope) {
      reads.push(`${tenant}/${scope} cold`);
      return read(tenant, scope, "");
    },
  };
  return { source, reads };
}

const db = {} as SqlExecutor;
const row = (token: string, value: string, createdAt: string, prefix = "NAM"): Row => ({
  token,
  prefix,
  value,
  createdAt,
});

test("one matcher per subject, refreshed with new rows only, never shared across scopes", async () => {
  const rows = new Map([["t/sub:a", [row("n1", "Zorbeck", "2026-01-01")]]]);
  const { source, reads } = fakeRows(rows);
  const memory = createSubjectMemory({ rows: source, maxValues: 100, matcher: {} });
  const a = await memory.matcherFor(db, "t", "sub:a");
  assert.equal(a?.find("zorbeck came").length, 1);
  assert.equal(await memory.matcherFor(db, "t", "sub:b"), undefined);
  assert.equal(await memory.matcherFor(db, "u", "sub:a"), undefined);
  // Cached: one read of the rows since the newest held (with the count), never the whole subject.
  await memory.matcherFor(db, "t", "sub:a");
  assert.deepEqual(reads, ["t/sub:a cold", "t/sub:b cold", "u/sub:a cold", "t/sub:a since"]);
  rows
    .get("t/sub:a")!
    .push(row("d1", "7/22/2019", "2026-01-02", "DAT"), row("d2", "5/10", "2026-01-02", "DAT"));
  const again = await memory.matcherFor(db, "t", "sub:a");
  assert.deepEqual(reads.slice(4), ["t/sub:a since"]);
  // A whole date is remembered; a day without a year is not.
  assert.deepEqual(
    again?.find("on July 22, 2019 and 5/10").map((s) => s.type),
    ["DATE"],
  );
  // A row committed late with an older time: the count disagrees, so every row is read again.
  rows.get("t/sub:a")!.push(row("n2", "Quaxley", "2025-12-31"));
  const again2 = await memory.matcherFor(db, "t", "sub:a");
  assert.equal(again2?.find("Quaxley").length, 1);
  assert.deepEqual(reads.slice(5), ["t/sub:a since", "t/sub:a all"]);
  // A row gone from the vault (the cache holds more than the count): the matcher is rebuilt.
  rows.set("t/sub:a", [row("n1", "Zorbeck", "2026-01-01"), row("n3", "Plimwort", "2026-01-03")]);
  const rebuilt = await memory.matcherFor(db, "t", "sub:a");
  assert.deepEqual([rebuilt?.find("Quaxley").length, rebuilt?.find("Plimwort").length], [0, 1]);
  assert.deepEqual(reads.slice(7), ["t/sub:a since", "t/sub:a all"]);
  // Its rows gone from the vault: no matcher, and nothing held for it.
  rows.delete("t/sub:a");
  assert.equal(await memory.matcherFor(db, "t", "sub:a"), undefined);
  assert.equal(memory.cachedValues(), 0);
});

test("the cache holds at most maxValues values, dropping the least recently used subjects", async () => {
  const rows = new Map<string, Row[]>();
  for (const s of ["a", "b", "c"]) {
    rows.set(`t/sub:${s}`, [row(`${s}1`, `Name${s}one`, "1"), row(`${s}2`, `Name${s}two`, "1")]);
  }
  const { source, reads } = fakeRows(rows);
  const memory = createSubjectMemory({ rows: source, maxValues: 4, matcher: {} });
  await memory.matcherFor(db, "t", "sub:a");
  await memory.matcherFor(db, "t", "sub:b");
  await memory.matcherFor(db, "t", "sub:a");
  await memory.matcherFor(db, "t", "sub:c");
  assert.equal(memory.cachedValues(), 4);
  // b was the least recently used: it is read cold again, a is not.
  await memory.matcherFor(db, "t", "sub:a");
  await memory.matcherFor(db, "t", "sub:b");
  assert.deepEqual(
    reads.filter((r) => r.endsWith("cold")),
    ["t/sub:a cold", "t/sub:b cold", "t/sub:c cold", "t/sub:b cold"],
  );
  // Concurrent uses of one subject count its values once, and neither rebuilds it.
  rows.get("t/sub:b")!.push(row("b3", "Namebthree", "2"));
  await Promise.all([memory.matcherFor(db, "t", "sub:b"), memory.matcherFor(db, "t", "sub:b")]);
  assert.equal(memory.cachedValues(), 3);
  assert.deepEqual(reads.slice(-2), ["t/sub:b since", "t/sub:b since"]);
});

test("a snapshot write-back does not hold up the request, one at a time a subject", async () => {
  const rows = new Map([
    [
      "t/sub:a",
      Array.from({ length: 10 }, (_, i) =>
        row(`n${i}`, `Velmorath${String.fromCharCode(97 + i)}`, "2026-01-01"),
      ),
    ],
  ]);
  const { source } = fakeRows(rows);
  let release!: () => void;
  const writes: number[] = [];
  const snapshots = {
    write: (_db: SqlExecutor, _tenant: string, _scope: string, snapshot: { rows: number }) => {
      writes.push(snapshot.rows);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  const memory = createSubjectMemory({ rows: source, snapshots, maxValues: 100, matcher: {} });
  // The write has not ended, yet the matcher is returned; a second use starts no second write.
  assert.equal((await memory.matcherFor(db, "t", "sub:a"))?.find("seen Velmorathd").length, 1);
  assert.ok(await memory.matcherFor(db, "t", "sub:a"));
  assert.deepEqual(writes, [10]);
  let settled = false;
  const done = memory.settled().then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(settled, false);
  release();
  await done;
  assert.equal(settled, true);
});
