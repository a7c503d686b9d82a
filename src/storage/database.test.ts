import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { openDatabase } from "./open-database.ts";
import { MAX_TRANSACTION_ATTEMPTS, toPostgresPlaceholders } from "./postgres-database.ts";
import { createTestStorage, testDialects } from "./test-storage.ts";

test("renumbers placeholders for PostgreSQL", () => {
  assert.equal(toPostgresPlaceholders("a = ? AND b IN (?, ?)"), "a = $1 AND b IN ($2, $3)");
});

for (const dialect of testDialects()) {
  describe(`database on ${dialect}`, () => {
    test("migrates once, round-trips values and rolls back a failed transaction", async () => {
      const storage = await createTestStorage(dialect);
      const db = await openDatabase(storage.config);
      try {
        await db.run(
          "CREATE TABLE t (k TEXT PRIMARY KEY, n INTEGER, b " +
            (dialect === "postgres" ? "BYTEA" : "BLOB") +
            ")",
        );
        await db.run("INSERT INTO t (k, n, b) VALUES (?, ?, ?)", ["a", 42, new Uint8Array([1, 2, 3])]);
        const row = await db.get<{ k: string; n: number; b: Uint8Array }>(
          "SELECT k, n, b FROM t WHERE k = ?",
          ["a"],
        );
        assert.equal(row?.n, 42);
        assert.deepEqual([...(row?.b ?? [])], [1, 2, 3]);

        await assert.rejects(
          db.transaction(async (tx) => {
            await tx.run("INSERT INTO t (k, n) VALUES (?, ?)", ["b", 1]);
            throw new Error("boom");
          }),
          /boom/,
        );
        assert.equal(await db.get("SELECT k FROM t WHERE k = ?", ["b"]), undefined);

        const count = await db.get<{ c: number }>("SELECT COUNT(*) AS c FROM schema_migrations");
        assert.ok((count?.c ?? 0) >= 1);
        assert.equal(typeof count?.c, "number");
      } finally {
        await db.close();
        await storage.drop();
      }
    });

    test("serialises concurrent transactions without losing writes", async () => {
      const storage = await createTestStorage(dialect);
      const db = await openDatabase(storage.config);
      try {
        await db.run("CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
        await db.run("INSERT INTO counter (id, n) VALUES (1, 0)");
        await Promise.all(
          Array.from({ length: 20 }, () =>
            db.transaction(async (tx) => {
              const lock = tx.dialect === "postgres" ? " FOR UPDATE" : "";
              const row = await tx.get<{ n: number }>(`SELECT n FROM counter WHERE id = 1${lock}`);
              await tx.run("UPDATE counter SET n = ? WHERE id = 1", [(row?.n ?? 0) + 1]);
            }),
          ),
        );
        assert.equal((await db.get<{ n: number }>("SELECT n FROM counter WHERE id = 1"))?.n, 20);
      } finally {
        await db.close();
        await storage.drop();
      }
    });
  });
}

test("a PostgreSQL deadlock or serialisation failure runs the transaction again; other errors do not", {
  skip: !testDialects().includes("postgres") && "TEST_DATABASE_URL is not set",
}, async () => {
  const storage = await createTestStorage("postgres");
  const db = await openDatabase(storage.config);
  try {
    await db.run("CREATE TABLE r (k TEXT PRIMARY KEY)");
    let calls = 0;
    const result = await db.transaction(async (tx) => {
      calls++;
      await tx.run("INSERT INTO r (k) VALUES (?)", [`try-${calls}`]);
      if (calls < 3)
        throw Object.assign(new Error("deadlock detected"), { code: calls === 1 ? "40P01" : "40001" });
      return "done";
    });
    assert.equal(result, "done");
    assert.equal(calls, 3);
    // The failed attempts were rolled back: only the last attempt's row is there.
    assert.deepEqual(
      (await db.all<{ k: string }>("SELECT k FROM r ORDER BY k")).map((r) => r.k),
      ["try-3"],
    );
    let other = 0;
    await assert.rejects(
      db.transaction(async () => {
        other++;
        throw Object.assign(new Error("unique violation"), { code: "23505" });
      }),
      /unique violation/,
    );
    assert.equal(other, 1);
    let always = 0;
    await assert.rejects(
      db.transaction(async () => {
        always++;
        throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
      }),
      /deadlock/,
    );
    assert.equal(always, MAX_TRANSACTION_ATTEMPTS);
  } finally {
    await db.close();
    await storage.drop();
  }
});

test("a failing SQLite transaction in a commit group rolls back alone", async () => {
  const storage = await createTestStorage("sqlite");
  const db = await openDatabase(storage.config);
  try {
    await db.run("CREATE TABLE g (k TEXT PRIMARY KEY)");
    const results = await Promise.allSettled(
      ["a", "b", "bad", "c"].map((k) =>
        db.transaction(async (tx) => {
          await tx.run("INSERT INTO g (k) VALUES (?)", [k]);
          if (k === "bad") throw new Error("fails alone");
          return k;
        }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      ["fulfilled", "fulfilled", "rejected", "fulfilled"],
    );
    const rows = await db.all<{ k: string }>("SELECT k FROM g ORDER BY k");
    assert.deepEqual(
      rows.map((r) => r.k),
      ["a", "b", "c"],
    );
  } finally {
    await db.close();
    await storage.drop();
  }
});

test("a SQLite transaction that spends its CPU between few statements lets the event loop turn", async () => {
  const storage = await createTestStorage("sqlite");
  const db = await openDatabase(storage.config);
  const spin = (ms: number) => {
    const until = process.threadCpuUsage().user + ms * 1000;
    while (process.threadCpuUsage().user < until);
  };
  try {
    // 64 statements (far fewer than the 1,000-statement slice), 1 ms of CPU before each: the
    // loop turns within the transaction once it has used its CPU slice.
    const turns = await db.transaction(async (tx) => {
      let turned = 0;
      let waiting = false;
      for (let i = 0; i < 64; i++) {
        if (!waiting) {
          waiting = true;
          setImmediate(() => {
            turned++;
            waiting = false;
          });
        }
        spin(1);
        await tx.get("SELECT 1 AS one");
      }
      return turned;
    });
    assert.ok(turns >= 2, `the loop turned ${turns} times inside a 64 ms transaction`);
  } finally {
    await db.close();
    await storage.drop();
  }
});

test("a SQLite table's version moves with this connection's writes and other connections' commits", async () => {
  const storage = await createTestStorage("sqlite");
  const db = await openDatabase(storage.config);
  const other = await openDatabase(storage.config);
  try {
    await db.run("CREATE TABLE w (k TEXT PRIMARY KEY)");
    await db.run("CREATE TABLE x (k TEXT PRIMARY KEY)");
    const version = () => db.tableVersion?.("w");
    const first = version();
    assert.ok(first !== undefined);
    assert.equal(version(), first, "unchanged without writes");
    await db.run("INSERT INTO x (k) VALUES ('a')");
    await db.transaction((tx) => tx.run("INSERT INTO x (k) VALUES ('b')"));
    assert.equal(version(), first, "writes to another table on this connection do not move it");

    const changes: [string, () => Promise<unknown>][] = [
      ["insert", () => db.run("INSERT INTO w (k) VALUES ('a')")],
      ["update", () => db.run("UPDATE w SET k = 'b'")],
      ["delete", () => db.run("DELETE FROM w")],
      ["insert in a group", () => db.transaction((tx) => tx.run("INSERT INTO w (k) VALUES ('c')"))],
      ["another connection's commit", () => other.run("INSERT INTO x (k) VALUES ('c')")],
    ];
    let last = version();
    for (const [name, change] of changes) {
      await change();
      const now = version();
      assert.notEqual(now, last, name);
      last = now;
    }
    // Asked while a group's transaction is open, it cannot watch a new table yet: undefined.
    let inside: string | undefined = "not asked";
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO x (k) VALUES ('d')");
      inside = db.tableVersion?.("x");
    });
    assert.equal(inside, undefined);
    assert.ok(db.tableVersion?.("x") !== undefined);
  } finally {
    await other.close();
    await db.close();
    await storage.drop();
  }
});
