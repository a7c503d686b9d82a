import assert from "node:assert/strict";
import { test } from "node:test";
import { openPostgresDatabase } from "./postgres-database.ts";
import { createTestStorage, testDialects } from "./test-storage.ts";

test("PostgreSQL statements are prepared once per connection and survive a table altered under them", {
  skip: !testDialects().includes("postgres") && "TEST_DATABASE_URL is not set",
}, async () => {
  const storage = await createTestStorage("postgres");
  const { url, schema } = storage.postgres ?? assert.fail("no PostgreSQL storage");
  // One connection, so every call below runs on the connection that prepared the statement.
  const db = openPostgresDatabase({ url, schema, maxConnections: 1 });
  try {
    await db.run("CREATE TABLE p (k TEXT PRIMARY KEY, n INTEGER)");
    for (let n = 0; n < 3; n++) await db.run("INSERT INTO p (k, n) VALUES (?, ?)", [`k${n}`, n]);
    const prepared = await db.all<{ name: string }>(
      "SELECT name FROM pg_prepared_statements WHERE statement LIKE ?",
      ["INSERT INTO p %"],
    );
    assert.equal(prepared.length, 1);

    const select = "SELECT * FROM p WHERE k = ?";
    assert.deepEqual(await db.get(select, ["k1"]), { k: "k1", n: 1 });
    await db.run("ALTER TABLE p ADD COLUMN extra TEXT");
    // The prepared SELECT's columns changed: the transaction runs again with the statement unnamed.
    let attempts = 0;
    const row = await db.transaction(async (tx) => {
      attempts++;
      return tx.get(select, ["k1"]);
    });
    assert.deepEqual(row, { k: "k1", n: 1, extra: null });
    assert.equal(attempts, 2);
    assert.deepEqual(await db.get(select, ["k2"]), { k: "k2", n: 2, extra: null });
  } finally {
    await db.close();
    await storage.drop();
  }
});
