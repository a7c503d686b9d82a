import assert from "node:assert/strict";
import { test } from "node:test";
import { openPostgresDatabase } from "./postgres-database.ts";
import { createTestStorage, testDialects } from "./test-storage.ts";

test("PostgreSQL reads for listings do not wait for a connection held by transactions", {
  skip: !testDialects().includes("postgres") && "TEST_DATABASE_URL is not set",
}, async () => {
  const storage = await createTestStorage("postgres");
  const db = openPostgresDatabase({
    url: storage.postgres!.url,
    schema: storage.postgres!.schema,
    maxConnections: 1,
  });
  try {
    await db.run("CREATE TABLE r (k TEXT PRIMARY KEY)");
    await db.run("INSERT INTO r (k) VALUES (?)", ["committed"]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The only main connection is inside a transaction until the read below has answered.
    const busy = db.transaction(async (tx) => {
      await tx.run("INSERT INTO r (k) VALUES (?)", ["uncommitted"]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(db.reads);
    const rows = await Promise.race([
      db.reads.all<{ k: string }>("SELECT k FROM r ORDER BY k"),
      new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 3000)),
    ]);
    // Answered while the transaction holds the pool, and saw only what was committed.
    assert.deepEqual(rows, [{ k: "committed" }]);
    release();
    await busy;
    assert.equal((await db.reads.all("SELECT k FROM r")).length, 2);
  } finally {
    await db.close();
    await storage.drop();
  }
});
