import assert from "node:assert/strict";
import { test } from "node:test";
import type { SqlExecutor } from "../storage/database.ts";
import type { TokenVault } from "../vault/token-vault.ts";
import { createSubjectMemory } from "./subject-memory.ts";

interface Row {
  token: string;
  prefix: string;
  value: string;
  createdAt: string;
}

/** A vault of rows per scope that counts how often values are read. */
function fakeVault(rows: Map<string, Row[]>) {
  const reads: string[] = [];
  const vault = {
    count: async (_tx: SqlExecutor, tenant: string, scope: string) =>
      (rows.get(`${tenant}/${scope}`) ?? []).length,
    values: async (_tx: SqlExecutor, tenant: string, scope: string, since?: string) => {
      reads.push(`${tenant}/${scope}${since === undefined ? "" : " since"}`);
      return (rows.get(`${tenant}/${scope}`) ?? []).filter(
        (r) => since === undefined || r.createdAt >= since,
      );
    },
  } as unknown as TokenVault;
  return { vault, reads };
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
  const { vault, reads } = fakeVault(rows);
  const memory = createSubjectMemory({ vault, maxValues: 100, matcher: {} });
  const a = await memory.matcherFor(db, "t", "sub:a");
  assert.equal(a?.find("zorbeck came").length, 1);
  assert.equal(await memory.matcherFor(db, "t", "sub:b"), undefined);
  assert.equal(await memory.matcherFor(db, "u", "sub:a"), undefined);
  // Cached: no second read while the count is unchanged.
  await memory.matcherFor(db, "t", "sub:a");
  assert.deepEqual(reads, ["t/sub:a"]);
  rows
    .get("t/sub:a")!
    .push(row("d1", "7/22/2019", "2026-01-02", "DAT"), row("d2", "5/10", "2026-01-02", "DAT"));
  const again = await memory.matcherFor(db, "t", "sub:a");
  assert.deepEqual(reads, ["t/sub:a", "t/sub:a since"]);
  // A whole date is remembered; a day without a year is not.
  assert.deepEqual(
    again?.find("on July 22, 2019 and 5/10").map((s) => s.type),
    ["DATE"],
  );
  // A row committed late with an older time: the count disagrees, so the matcher is rebuilt.
  rows.get("t/sub:a")!.push(row("n2", "Quaxley", "2025-12-31"));
  const rebuilt = await memory.matcherFor(db, "t", "sub:a");
  assert.equal(rebuilt?.find("Quaxley").length, 1);
  assert.deepEqual(reads.slice(2), ["t/sub:a since", "t/sub:a"]);
});

test("the cache holds at most maxValues values, dropping the least recently used subjects", async () => {
  const rows = new Map<string, Row[]>();
  for (const s of ["a", "b", "c"]) {
    rows.set(`t/sub:${s}`, [row(`${s}1`, `Name${s}one`, "1"), row(`${s}2`, `Name${s}two`, "1")]);
  }
  const { vault, reads } = fakeVault(rows);
  const memory = createSubjectMemory({ vault, maxValues: 4, matcher: {} });
  await memory.matcherFor(db, "t", "sub:a");
  await memory.matcherFor(db, "t", "sub:b");
  await memory.matcherFor(db, "t", "sub:a");
  await memory.matcherFor(db, "t", "sub:c");
  assert.equal(memory.cachedValues(), 4);
  // b was the least recently used: it is read again, a is not.
  await memory.matcherFor(db, "t", "sub:a");
  await memory.matcherFor(db, "t", "sub:b");
  assert.deepEqual(reads, ["t/sub:a", "t/sub:b", "t/sub:c", "t/sub:b"]);
});
