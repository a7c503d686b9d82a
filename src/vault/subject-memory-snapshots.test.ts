import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { type FlatTable, keyAt, tableSize } from "../known-values/flat-table.ts";
import { KnownValueMatcher } from "../known-values/known-values.ts";
import { createSubjectMemory } from "../service/subject-memory.ts";
import type { Database, SqlExecutor } from "../storage/database.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, type TestStorage, testDialects } from "../storage/test-storage.ts";
import { type Cipher, createCipher } from "./cipher.ts";
import { createSubjectRows } from "./subject-memory-rows.ts";
import {
  createSubjectMemorySnapshots,
  type OpenedSnapshot,
  type Snapshot,
} from "./subject-memory-snapshots.ts";
import { createTokenVault } from "./token-vault.ts";

const cipher = createCipher(new Map([["k1", randomBytes(32)]]), "k1");
const snapshots = createSubjectMemorySnapshots(cipher);

/** A snapshot of name values, one row each, as subject memory writes one. */
function snapshotOf(newest: string, names: readonly string[]): Snapshot {
  const matcher = new KnownValueMatcher().add(
    names.map((value) => ({ type: "NAME" as const, value })),
    "known.subject",
  );
  return { newest, rows: names.length, tables: matcher.tables() };
}

const keysOf = (table: FlatTable) => Array.from({ length: tableSize(table) }, (_, i) => keyAt(table, i));

/** What a snapshot read holds, comparable. */
const contents = (snapshot: OpenedSnapshot | undefined) =>
  snapshot && {
    newest: snapshot.newest,
    rows: snapshot.rows,
    names: keysOf(snapshot.tables.names),
    dates: keysOf(snapshot.tables.dates),
    sequences: keysOf(snapshot.tables.sequences),
    values: snapshot.tables.values,
  };

/** What a snapshot written holds, comparable with `contents`. */
const written = (snapshot: Snapshot) => {
  const keys = (joined: string) => (joined === "" ? [] : joined.split("\n"));
  return {
    newest: snapshot.newest,
    rows: snapshot.rows,
    names: keys(snapshot.tables.names.keys),
    dates: keys(snapshot.tables.dates.keys),
    sequences: keys(snapshot.tables.sequences.keys),
    values: snapshot.tables.values,
  };
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
      // A wrong time in the clear (later than the rows) costs a rebuild, never a value: the count
      // disagrees, every row is read and decrypted again, and the snapshot is rewritten.
      await db.run("UPDATE subject_memory SET newest = '9999' WHERE tenant = 't' AND scope = 'sub:f'");
      await assign("sub:f", ["Tirrowenzz"]);
      const misled = countingMemory(db);
      assert.equal((await misled.matcherFor("sub:f"))?.find("Tirrowenzz").length, 1);
      assert.deepEqual(misled.counted, { decrypted: 13, statements: 3 });
      const mended = countingMemory(db);
      assert.equal((await mended.matcherFor("sub:f"))?.find("Tirrowenzz").length, 1);
      assert.deepEqual(mended.counted, { decrypted: 0, statements: 1 });
    });

    test("a snapshot lists no row's token: its rows are counted, its tables are strings", async () => {
      const names = Array.from({ length: 10 }, (_, i) => `Marrowick${String.fromCharCode(97 + i)}`);
      const tokens = await assign("sub:j", names);
      await countingMemory(db).matcherFor("sub:j");
      const row = await db.get<{ snapshot: Uint8Array; key_id: string; rows_covered: number | string }>(
        "SELECT snapshot, key_id, rows_covered FROM subject_memory WHERE tenant = 't' AND scope = 'sub:j'",
      );
      assert.ok(row);
      assert.equal(Number(row.rows_covered), 10);
      const plain = cipher.decrypt(row.snapshot, "subject-memory\u0000t\u0000sub:j", row.key_id);
      const parsed = JSON.parse(plain) as { form: number; rows: number; tables: { names: { keys: string } } };
      assert.equal(parsed.form, 2);
      assert.equal(parsed.rows, 10);
      assert.deepEqual(
        parsed.tables.names.keys.split("\n"),
        names.map((n) => n.toLowerCase()),
      );
      for (const token of tokens) assert.ok(!plain.includes(token), "no token in a snapshot");
    });

    test("a snapshot holds a date as its calendar day, and finds it however it is written", async () => {
      const dates = ["7/22/2019", "5/10", ...Array.from({ length: 8 }, (_, i) => `3/${i + 1}/2001`)];
      await assign("sub:g", dates, "DAT");
      await countingMemory(db).matcherFor("sub:g");
      const stored = await snapshots.read(db, "t", "sub:g");
      // Ten rows covered; nine whole days remembered, "5/10" not (no year).
      assert.equal(stored?.rows, 10);
      const days = stored ? keysOf(stored.tables.dates) : [];
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
      await snapshots.write(db, "t", "sub:b", snapshotOf("x", ["Zelphinor"]));
      // Moved to another subject or tenant, the ciphertext no longer decrypts: read as none.
      await db.run("UPDATE subject_memory SET scope = 'sub:c' WHERE tenant = 't' AND scope = 'sub:b'");
      assert.equal(await snapshots.read(db, "t", "sub:c"), undefined);
      await db.run(
        "UPDATE subject_memory SET tenant = 'u', scope = 'sub:b' WHERE tenant = 't' AND scope = 'sub:c'",
      );
      assert.equal(await snapshots.read(db, "u", "sub:b"), undefined);
      assert.equal(await snapshots.read(db, "t", "sub:b"), undefined);
      // Forward only: a snapshot of fewer rows does not replace one of more.
      const two = snapshotOf("y", ["Anselm", "Bertrand"]);
      await snapshots.write(db, "t", "sub:d", two);
      await snapshots.write(db, "t", "sub:d", snapshotOf("z", ["Anselm"]));
      assert.deepEqual(contents(await snapshots.read(db, "t", "sub:d")), written(two));
      // As many rows replace it (a rebuild after an unreadable one); fewer never do.
      const again = snapshotOf("w", ["Anselm", "Cosimo"]);
      await snapshots.write(db, "t", "sub:d", again);
      assert.deepEqual(contents(await snapshots.read(db, "t", "sub:d")), written(again));
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
      const tables = snapshotOf(held.newest, names).tables;
      const forms = [
        // The form before this one: every row's token, tables as arrays of entries.
        {
          newest: held.newest,
          tokens: names.map((_, i) => `NAM_${i}`),
          tables: {
            names: keysOf(held.tables.names).map((p) => [p, "NAME", 0]),
            dates: [],
            sequences: [],
            values: 9,
          },
        },
        // The current form without its marker, or properly encrypted and bound with a type no
        // matcher knows, or a name part not a string.
        { newest: held.newest, rows: 9, tables },
        {
          form: 2,
          newest: held.newest,
          rows: 9,
          tables: { ...tables, names: { keys: "quillmarsha", codes: "~" } },
        },
        { form: 2, newest: held.newest, rows: 9, tables: { ...tables, names: { keys: 7, codes: "0" } } },
      ];
      for (const form of forms) {
        await db.run("UPDATE subject_memory SET snapshot = ? WHERE tenant = 't' AND scope = 'sub:h'", [
          cipher.encrypt(JSON.stringify(form), aad),
        ]);
        assert.equal(await snapshots.read(db, "t", "sub:h"), undefined);
        const cold = countingMemory(db);
        assert.equal((await cold.matcherFor("sub:h"))?.find(`and ${names[8]}`).length, 1);
        assert.equal(cold.counted.decrypted, 9);
        assert.deepEqual(contents(await snapshots.read(db, "t", "sub:h")), contents(held));
      }
    });
  });
}
