import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { KnownValueMatcher } from "../known-values/known-values.ts";
import { createSubjectMemory } from "../service/subject-memory.ts";
import type { Database } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, type TestStorage, testDialects } from "../storage/test-storage.ts";
import { createCipher } from "./cipher.ts";
import { createSubjectMemorySnapshots } from "./subject-memory-snapshots.ts";
import { createTokenVault, type TokenVault } from "./token-vault.ts";

const cipher = createCipher(new Map([["k1", randomBytes(32)]]), "k1");
const snapshots = createSubjectMemorySnapshots(cipher);

/** The vault, counting the rows it decrypts for subject memory. */
function countingVault(vault: TokenVault) {
  const counted = { decrypted: 0 };
  const wrapped: Pick<TokenVault, "count" | "values"> = {
    count: vault.count,
    async values(tx, tenant, scope, since, known) {
      const rows = await vault.values(tx, tenant, scope, since, known);
      counted.decrypted += rows.length;
      return rows;
    },
  };
  return { wrapped, counted };
}

for (const dialect of testDialects()) {
  describe(`subject memory snapshots on ${dialect}`, () => {
    let storage: TestStorage;
    let db: Database;
    const vault = createTokenVault({ lookupKey: randomBytes(32) as never, cipher });
    before(async () => {
      storage = await createTestStorage(dialect);
      db = await openDatabase(storage.config);
    });
    after(async () => {
      await db.close();
      await storage.drop();
    });

    const assign = (scope: string, surfaces: readonly string[], prefix: "NAM" | "PHN" = "NAM") =>
      db.transaction((tx) =>
        vault.assign(
          tx,
          { tenant: "t", scope, persistent: true, documentId: `d-${scope}` },
          surfaces.map((surface) => ({ prefix, surface })),
        ),
      );

    test("a cold subject is read from its snapshot, not decrypted row by row", async () => {
      const names = Array.from(
        { length: 40 },
        (_, i) => `Quorvath${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}`,
      );
      await assign("sub:a", names);
      const first = countingVault(vault);
      const warm = createSubjectMemory({ vault: first.wrapped, snapshots, maxValues: 1000, matcher: {} });
      assert.equal((await warm.matcherFor(db, "t", "sub:a"))?.find(`seen ${names[7]}`).length, 1);
      assert.equal(first.counted.decrypted, 40);
      // Another process (or this one after the subject left its cache): one snapshot, no row decrypted.
      const cold = countingVault(vault);
      const other = createSubjectMemory({ vault: cold.wrapped, snapshots, maxValues: 1000, matcher: {} });
      assert.equal((await other.matcherFor(db, "t", "sub:a"))?.find(`seen ${names[39]}`).length, 1);
      assert.equal(cold.counted.decrypted, 0);
      // Rows written since the snapshot are read from the vault; only those are decrypted.
      await assign("sub:a", ["617-555-0199"], "PHN");
      const later = countingVault(vault);
      const third = createSubjectMemory({ vault: later.wrapped, snapshots, maxValues: 1000, matcher: {} });
      const matcher = await third.matcherFor(db, "t", "sub:a");
      assert.deepEqual(
        matcher?.find(`call 6175550199 or ${names[0]}`).map((s) => s.type),
        ["PHONE", "NAME"],
      );
      assert.equal(later.counted.decrypted, 1);
    });

    test("a snapshot never crosses subjects or tenants, and never moves backwards", async () => {
      await assign("sub:b", ["Zelphinor"]);
      await snapshots.write(db, "t", "sub:b", { newest: "x", rows: [["NAM_1", "NAM", "Zelphinor"]] });
      // Moved to another subject or tenant, the ciphertext no longer decrypts: read as none.
      await db.run("UPDATE subject_memory SET scope = 'sub:c' WHERE tenant = 't' AND scope = 'sub:b'");
      assert.equal(await snapshots.read(db, "t", "sub:c"), undefined);
      await db.run(
        "UPDATE subject_memory SET tenant = 'u', scope = 'sub:b' WHERE tenant = 't' AND scope = 'sub:c'",
      );
      assert.equal(await snapshots.read(db, "u", "sub:b"), undefined);
      assert.equal(await snapshots.read(db, "t", "sub:b"), undefined);
      // Forward only: a snapshot of fewer rows does not replace one of more.
      const two = {
        newest: "y",
        rows: [
          ["NAM_1", "NAM", "A"],
          ["NAM_2", "NAM", "B"],
        ] as const,
      };
      await snapshots.write(db, "t", "sub:d", two);
      await snapshots.write(db, "t", "sub:d", { newest: "z", rows: [["NAM_1", "NAM", "A"]] });
      assert.deepEqual((await snapshots.read(db, "t", "sub:d"))?.rows, two.rows);
    });

    test("a tampered snapshot is ignored and the subject rebuilt from the vault", async () => {
      const names = Array.from({ length: 10 }, (_, i) => `Brellquist${String.fromCharCode(97 + i)}`);
      await assign("sub:e", names);
      const memory = createSubjectMemory({ vault, snapshots, maxValues: 1000, matcher: {} });
      await memory.matcherFor(db, "t", "sub:e");
      const stored = await db.get<{ snapshot: Uint8Array }>(
        "SELECT snapshot FROM subject_memory WHERE tenant = 't' AND scope = 'sub:e'",
      );
      const bytes = new Uint8Array(stored!.snapshot);
      bytes[bytes.length - 1]! ^= 1;
      await db.run("UPDATE subject_memory SET snapshot = ? WHERE tenant = 't' AND scope = 'sub:e'", [bytes]);
      const cold = countingVault(vault);
      const other = createSubjectMemory({ vault: cold.wrapped, snapshots, maxValues: 1000, matcher: {} });
      const matcher = await other.matcherFor(db, "t", "sub:e");
      assert.ok(matcher instanceof KnownValueMatcher);
      assert.equal(matcher.find(`and ${names[9]}`).length, 1);
      assert.equal(cold.counted.decrypted, 10);
    });
  });
}
