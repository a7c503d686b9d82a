import assert from "node:assert/strict";
import { test } from "node:test";
import { openDatabase } from "./open-database.ts";
import { createTestStorage, testDialects } from "./test-storage.ts";

test("a PostgreSQL transaction whose first statement has no parameters sends BEGIN with it and still rolls back", {
  skip: !testDialects().includes("postgres") && "TEST_DATABASE_URL is not set",
}, async () => {
  const storage = await createTestStorage("postgres");
  const db = await openDatabase(storage.config);
  try {
    await db.run("CREATE TABLE b (k TEXT PRIMARY KEY)");
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO b (k) VALUES ('first')");
        await tx.run("INSERT INTO b (k) VALUES (?)", ["second"]);
        throw new Error("boom");
      }),
      /boom/,
    );
    assert.deepEqual(await db.all("SELECT k FROM b"), []);

    // Several statements without parameters answer with the last one's rows, inside the transaction.
    const row = await db.transaction(async (tx) => {
      const inside = await tx.get<{ n: number }>(
        "INSERT INTO b (k) VALUES ('kept'); SELECT COUNT(*) AS n FROM b",
      );
      const open = await tx.get<{ open: boolean }>("SELECT now() = statement_timestamp() AS open");
      return { n: inside?.n, open: open?.open };
    });
    assert.equal(row.n, 1);
    assert.equal(row.open, false, "now() is the transaction's start: the statements ran in one transaction");
    assert.deepEqual(await db.all("SELECT k FROM b"), [{ k: "kept" }]);
  } finally {
    await db.close();
    await storage.drop();
  }
});
