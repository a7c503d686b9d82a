import assert from "node:assert/strict";
import { test } from "node:test";
import { openDatabase } from "./open-database.ts";
import { createTestStorage, testDialects } from "./test-storage.ts";

test("PostgreSQL vacuums the audit queue after a fixed number of dead rows", {
  skip: !testDialects().includes("postgres") && "PostgreSQL only (TEST_DATABASE_URL)",
}, async () => {
  const storage = await createTestStorage("postgres");
  const db = await openDatabase(storage.config);
  try {
    const row = await db.get<{ options: string[] | null }>(
      "SELECT reloptions AS options FROM pg_class WHERE relname = 'audit_pending' AND relnamespace = ?::regnamespace",
      [storage.postgres!.schema],
    );
    assert.ok(row?.options?.includes("autovacuum_vacuum_scale_factor=0"), String(row?.options));
    assert.ok(row?.options?.includes("autovacuum_vacuum_threshold=1000"), String(row?.options));
  } finally {
    await db.close();
    await storage.drop();
  }
});
