import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { KnownValueMatcher } from "../known-values/known-values.ts";
import { createSubjectMemory } from "../service/subject-memory.ts";
import type { Database, SqlExecutor } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, type TestStorage, testDialects } from "../storage/test-storage.ts";
import { type Cipher, createCipher } from "./cipher.ts";
import { createSubjectRows } from "./subject-memory-rows.ts";
import { createSubjectMemorySnapshots, type Snapshot } from "./subject-memory-snapshots.ts";
import { createTokenVault } from "./token-vault.ts";

const cipher = createCipher(new Map([["k1", randomBytes(32)]]), "k1");
const snapshots = createSubjectMemorySnapshots(cipher);

/** A snapshot of name values by token, as subject memory writes one. */
function snapshotOf(newest: string, names: Record<string, string>) {
  const matcher = new KnownValueMatcher().add(
    Object.values(names).map((value) => ({ type: "NAME" as const, value })),
    "known.subject",
  );
  return { newest, tokens: Object.keys(names), tables: matcher.tables() };
}

/** A snapshot with its lists sorted (rows are read in no set order). */
const inOrder = (snapshot: Snapshot | undefined) =>
  snapshot && {
    newest: snapshot.newest,
    tokens: [...snapshot.tokens].sort(),
    names: snapshot.tables.names.map(([part]) => part).sort(),
    tables: { ...snapshot.tables, names: [] },
  };

/** Vault rows carry their commit time in milliseconds: the next rows come in a later one. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

/** A subject memory whose reads count the vault rows they decrypt and the statements they send. */
function countingMemory(db: Database) {
  const counted = { decrypted: 0, statements: 0 };
  const counting: Cipher = {
    ...cipher,
    decrypt(blob, aad, keyId) {
      if (!aad.startsWith("subject-memory\u0000")) counted.decrypted++;
      return cipher.decrypt(blob, aad, keyId);
    },
  };
  const sent = <T>(result: T): T => {
    counted.statements++;
    return result;
  };
  const executor: SqlExecutor = {
    dialect: db.dialect,
    all: (sql, params) => sent(db.all(sql, params)),
    get: (sql, params) => sent(db.get(sql, params)),
    run: (sql, params) => sent(db.run(sql, params)),
  };
  const memory = createSubjectMemory({
    rows: createSubjectRows(counting),
    snapshots,
    maxValues: 1000,
    matcher: {},
  });
  return {
    // The snapshot write-back is not waited for by the request; here it is, to count it.
    async matcherFor(scope: string) {
      const matcher = await memory.matcherFor(executor, "t", scope);
      await memory.settled();
      return matcher;
    },
    counted,
  };
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

    const assign = (scope: string, surfaces: readonly string[], prefix: "NAM" | "PHN" | "DAT" = "NAM") =>
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
      const first = countingMemory(db);
      assert.equal((await first.matcherFor("sub:a"))?.find(`seen ${names[7]}`).length, 1);
      assert.equal(first.counted.decrypted, 40);
      // One statement reads the subject (count, snapshot, rows); one more writes its first snapshot.
      assert.equal(first.counted.statements, 2);
      // Another process (or this one after the subject left its cache): one snapshot, no row decrypted.
      const cold = countingMemory(db);
      assert.equal((await cold.matcherFor("sub:a"))?.find(`seen ${names[39]}`).length, 1);
      assert.deepEqual(cold.counted, { decrypted: 0, statements: 1 });
      // Rows written since the snapshot come in the same statement; only those are decrypted.
      await tick();
      await assign("sub:a", ["617-555-0199"], "PHN");
      const later = countingMemory(db);
      const matcher = await later.matcherFor("sub:a");
      assert.deepEqual(
        matcher?.find(`call 6175550199 or ${names[0]}`).map((s) => s.type),
        ["PHONE", "NAME"],
      );
      assert.deepEqual(later.counted, { decrypted: 1, statements: 1 });
      // Cached: one statement a use, and only new rows decrypted.
      await tick();
      await assign("sub:a", ["Quorvathzz"]);
      assert.equal((await later.matcherFor("sub:a"))?.find("Quorvathzz").length, 1);
      assert.deepEqual(later.counted, { decrypted: 2, statements: 2 });
    });

    test("a snapshot stored before its time was in the clear is read whole once, then rewritten", async () => {
      const names = Array.from({ length: 12 }, (_, i) => `Tirrowen${String.fromCharCode(97 + i)}`);
      await assign("sub:f", names);
      await countingMemory(db).matcherFor("sub:f");
      await db.run("UPDATE subject_memory SET newest = NULL WHERE tenant = 't' AND scope = 'sub:f'");
      const legacy = countingMemory(db);
      assert.equal((await legacy.matcherFor("sub:f"))?.find(names[11]!).length, 1);
      // Every row comes back (none decrypted: the snapshot holds them), and the snapshot is rewritten.
      assert.deepEqual(legacy.counted, { decrypted: 0, statements: 2 });
      const row = await db.get<{ newest: string | null }>(
        "SELECT newest FROM subject_memory WHERE tenant = 't' AND scope = 'sub:f'",
      );
      assert.ok(row?.newest);
      // A wrong time in the clear (later than the rows) costs a second read, never a value.
      await db.run("UPDATE subject_memory SET newest = '9999' WHERE tenant = 't' AND scope = 'sub:f'");
      await assign("sub:f", ["Tirrowenzz"]);
      const misled = countingMemory(db);
      assert.equal((await misled.matcherFor("sub:f"))?.find("Tirrowenzz").length, 1);
      assert.deepEqual(misled.counted, { decrypted: 1, statements: 2 });
    });

    test("a snapshot holds a date as its calendar day, and finds it however it is written", async () => {
      const dates = ["7/22/2019", "5/10", ...Array.from({ length: 8 }, (_, i) => `3/${i + 1}/2001`)];
      await assign("sub:g", dates, "DAT");
      await countingMemory(db).matcherFor("sub:g");
      const stored = await snapshots.read(db, "t", "sub:g");
      // Ten rows covered; nine whole days remembered, "5/10" not (no year).
      assert.equal(stored?.tokens.length, 10);
      const days = stored?.tables.dates.map(([day]) => day) ?? [];
      assert.equal(days.length, 9);
      assert.ok(days.includes("2019-07-22") && !days.includes("7/22/2019"));
      const cold = countingMemory(db);
      const matcher = await cold.matcherFor("sub:g");
      assert.equal(cold.counted.decrypted, 0);
      assert.deepEqual(
        matcher?.find("seen 07/22/2019, again on July 22, 2019; dose 5/10").map((s) => s.type),
        ["DATE", "DATE"],
      );
    });

    test("a snapshot never crosses subjects or tenants, and never moves backwards", async () => {
      await assign("sub:b", ["Zelphinor"]);
      await snapshots.write(db, "t", "sub:b", snapshotOf("x", { NAM_1: "Zelphinor" }));
      // Moved to another subject or tenant, the ciphertext no longer decrypts: read as none.
      await db.run("UPDATE subject_memory SET scope = 'sub:c' WHERE tenant = 't' AND scope = 'sub:b'");
      assert.equal(await snapshots.read(db, "t", "sub:c"), undefined);
      await db.run(
        "UPDATE subject_memory SET tenant = 'u', scope = 'sub:b' WHERE tenant = 't' AND scope = 'sub:c'",
      );
      assert.equal(await snapshots.read(db, "u", "sub:b"), undefined);
      assert.equal(await snapshots.read(db, "t", "sub:b"), undefined);
      // Forward only: a snapshot of fewer rows does not replace one of more.
      const two = snapshotOf("y", { NAM_1: "Anselm", NAM_2: "Bertrand" });
      await snapshots.write(db, "t", "sub:d", two);
      await snapshots.write(db, "t", "sub:d", snapshotOf("z", { NAM_1: "Anselm" }));
      assert.deepEqual(await snapshots.read(db, "t", "sub:d"), two);
      // As many rows replace it (a rebuild after an unreadable one); fewer never do.
      const again = snapshotOf("w", { NAM_1: "Anselm", NAM_3: "Cosimo" });
      await snapshots.write(db, "t", "sub:d", again);
      assert.deepEqual(await snapshots.read(db, "t", "sub:d"), again);
    });

    test("a tampered snapshot is ignored and the subject rebuilt from the vault", async () => {
      const names = Array.from({ length: 10 }, (_, i) => `Brellquist${String.fromCharCode(97 + i)}`);
      await assign("sub:e", names);
      await countingMemory(db).matcherFor("sub:e");
      const stored = await db.get<{ snapshot: Uint8Array }>(
        "SELECT snapshot FROM subject_memory WHERE tenant = 't' AND scope = 'sub:e'",
      );
      const bytes = new Uint8Array(stored!.snapshot);
      bytes[bytes.length - 1]! ^= 1;
      await db.run("UPDATE subject_memory SET snapshot = ? WHERE tenant = 't' AND scope = 'sub:e'", [bytes]);
      const cold = countingMemory(db);
      const matcher = await cold.matcherFor("sub:e");
      assert.ok(matcher instanceof KnownValueMatcher);
      assert.equal(matcher.find(`and ${names[9]}`).length, 1);
      assert.equal(cold.counted.decrypted, 10);
      // The rebuild wrote it again: the next cold load decrypts no row.
      const next = countingMemory(db);
      assert.equal((await next.matcherFor("sub:e"))?.find(names[3]!).length, 1);
      assert.deepEqual(next.counted, { decrypted: 0, statements: 1 });
    });

    test("a snapshot in an older form or with foreign tables reads as none, then is replaced", async () => {
      const names = Array.from({ length: 9 }, (_, i) => `Quillmarsh${String.fromCharCode(97 + i)}`);
      await assign("sub:h", names);
      await countingMemory(db).matcherFor("sub:h");
      const held = await snapshots.read(db, "t", "sub:h");
      assert.ok(held);
      const aad = "subject-memory\u0000t\u0000sub:h";
      const forms = [
        // The form before tables were stored: a row list.
        { newest: held.newest, rows: held.tokens.map((token) => [token, "NAM", "Quillmarsha"]) },
        // Properly encrypted and bound, but a type no matcher knows, or a name part not a string.
        { ...held, tables: { ...held.tables, names: [["quillmarsha", "SECRET", 0]] } },
        { ...held, tables: { ...held.tables, names: [[7, "NAME", 0]] } },
      ];
      for (const form of forms) {
        await db.run("UPDATE subject_memory SET snapshot = ? WHERE tenant = 't' AND scope = 'sub:h'", [
          cipher.encrypt(JSON.stringify(form), aad),
        ]);
        assert.equal(await snapshots.read(db, "t", "sub:h"), undefined);
        const cold = countingMemory(db);
        assert.equal((await cold.matcherFor("sub:h"))?.find(`and ${names[8]}`).length, 1);
        assert.equal(cold.counted.decrypted, 9);
        assert.deepEqual(inOrder(await snapshots.read(db, "t", "sub:h")), inOrder(held));
      }
    });
  });
}
