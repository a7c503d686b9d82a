import assert from "node:assert/strict";
import { test } from "node:test";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage } from "../storage/test-storage.ts";
import { documentVaultDigest, NO_VAULT_ROWS_DIGEST } from "./vault-digest.ts";

test("a document without vault rows has the digest the query gives for none", async () => {
  const storage = await createTestStorage("sqlite");
  const db = await openDatabase(storage.config);
  try {
    assert.equal(await documentVaultDigest(db, "default", "doc_without_rows"), NO_VAULT_ROWS_DIGEST);
  } finally {
    await db.close();
    await storage.drop();
  }
});
