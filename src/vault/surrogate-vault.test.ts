import assert from "node:assert/strict";
import { createSecretKey, randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import type { Database } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, testDialects } from "../storage/test-storage.ts";
import { createCipher } from "./cipher.ts";
import { createSurrogateVault } from "./surrogate-vault.ts";
import type { TokenScope } from "./token-vault.ts";

const cipher = createCipher(new Map([["k1", randomBytes(32)]]), "k1");
const vault = createSurrogateVault({ lookupKey: createSecretKey(randomBytes(32)), cipher });
const subject = (documentId: string): TokenScope => ({
  tenant: "t",
  scope: "sub:abc",
  persistent: true,
  documentId,
});

/** A draw that offers the given candidates in turn (the last one forever). */
function offers(...candidates: string[]) {
  let i = 0;
  const calls = { count: 0 };
  const draw = () => {
    calls.count++;
    return candidates[Math.min(i++, candidates.length - 1)]!;
  };
  return { draw, calls };
}

for (const dialect of testDialects()) {
  describe(`surrogate vault on ${dialect}`, () => {
    async function withDb(fn: (db: Database) => Promise<void>) {
      const storage = await createTestStorage(dialect);
      const db = await openDatabase(storage.config);
      try {
        await fn(db);
      } finally {
        await db.close();
        await storage.drop();
      }
    }

    test("keeps one surrogate per value across documents of a subject", () =>
      withDb(async (db) => {
        const first = await db.transaction((tx) =>
          vault.assign(tx, subject("d1"), [
            { prefix: "S:NAM", key: "smith", surface: "Smith", draw: offers("Okafor").draw },
          ]),
        );
        const again = offers("Mensah");
        const second = await db.transaction((tx) =>
          vault.assign(tx, subject("d2"), [
            { prefix: "S:NAM", key: "smith", surface: "SMITH", draw: again.draw },
          ]),
        );
        assert.equal(first.get("S:NAM\u0000smith"), "Okafor");
        assert.equal(second.get("S:NAM\u0000smith"), "Okafor");
        assert.equal(again.calls.count, 0, "a stored value draws nothing");
        const entries = await vault.entries(db, "t", "sub:abc");
        assert.deepEqual(entries, [{ prefix: "S:NAM", surrogate: "Okafor", value: "Smith" }]);
      }));

    test("never gives two values of a scope one surrogate, in any case: a taken candidate is drawn again", () =>
      withDb(async (db) => {
        await db.transaction((tx) =>
          vault.assign(tx, subject("d1"), [
            { prefix: "S:NAM", key: "smith", surface: "Smith", draw: offers("Okafor").draw },
          ]),
        );
        const clash = offers("OKAFOR", "okafor", "Mensah");
        const out = await db.transaction((tx) =>
          vault.assign(tx, subject("d2"), [
            { prefix: "S:NAM", key: "jones", surface: "Jones", draw: clash.draw },
          ]),
        );
        assert.equal(out.get("S:NAM\u0000jones"), "Mensah");
        assert.equal(clash.calls.count, 3);
        // Within one call too, and across prefixes (a place cannot take a name's surrogate).
        const within = await db.transaction((tx) =>
          vault.assign(tx, subject("d3"), [
            // Insert order follows a keyed digest, so either may draw first: both end up distinct.
            {
              prefix: "S:LOC",
              key: "leeds",
              surface: "Leeds",
              draw: offers("Mensah", "Ashford", "Kingbridge").draw,
            },
            { prefix: "S:NAM", key: "brown", surface: "Brown", draw: offers("Ashford", "Diallo").draw },
          ]),
        );
        assert.notEqual(within.get("S:LOC\u0000leeds"), within.get("S:NAM\u0000brown"));
        assert.ok(![...within.values()].includes("Mensah"));
      }));

    test("gives up with an error, never a shared surrogate, when every candidate is taken", () =>
      withDb(async (db) => {
        await db.transaction((tx) =>
          vault.assign(tx, subject("d1"), [
            { prefix: "S:NAM", key: "a", surface: "A", draw: offers("Okafor").draw },
          ]),
        );
        await assert.rejects(
          db.transaction((tx) =>
            vault.assign(tx, subject("d2"), [
              { prefix: "S:NAM", key: "b", surface: "B", draw: offers("Okafor").draw },
            ]),
          ),
          /no free surrogate/,
        );
      }));

    test("draws a subject's date offset once and keeps it", () =>
      withDb(async (db) => {
        const a = await db.transaction((tx) => vault.shiftDays(tx, subject("d1"), () => 21));
        const b = await db.transaction((tx) => vault.shiftDays(tx, subject("d2"), () => -140));
        assert.equal(a, 21);
        assert.equal(b, 21);
        const perDocument = { ...subject("d3"), scope: "doc:d3", persistent: false };
        assert.equal(await db.transaction((tx) => vault.shiftDays(tx, perDocument, () => -140)), -140);
        assert.deepEqual(await vault.entries(db, "t", "sub:abc"), [], "the offset is not a surrogate");
      }));

    test("keeps a document scope in memory only, still one surrogate per value and none shared", () =>
      withDb(async (db) => {
        const scope: TokenScope = { tenant: "t", scope: "doc:d9", persistent: false, documentId: "d9" };
        const out = await db.transaction((tx) =>
          vault.assign(tx, scope, [
            { prefix: "S:NAM", key: "x", surface: "X", draw: offers("Okafor").draw },
            { prefix: "S:NAM", key: "x", surface: "x", draw: offers("Mensah").draw },
            { prefix: "S:NAM", key: "y", surface: "Y", draw: offers("okafor", "Diallo").draw },
          ]),
        );
        assert.deepEqual([...out.values()], ["Okafor", "Diallo"]);
        const rows = await db.get<{ n: number | string }>("SELECT COUNT(*) AS n FROM vault_tokens");
        assert.equal(Number(rows?.n), 0);
      }));
  });
}
