import assert from "node:assert/strict";
import { existsSync, rmSync, statSync } from "node:fs";
import { describe, test } from "node:test";
import { ConfigError } from "../config/config.ts";
import type { Database } from "../storage/database.ts";
import { describeStorage } from "../storage/describe-storage.ts";
import { openDatabase } from "../storage/open-database.ts";
import { createTestStorage, type TestStorage, testDialects } from "../storage/test-storage.ts";
import { establishMasterKey } from "./establish-master-key.ts";
import { createKeyRing } from "./key-ring.ts";
import { masterKeyPath } from "./master-key.ts";

const A = new Uint8Array(32).fill(1);
const B = new Uint8Array(32).fill(2);
const C = new Uint8Array(32).fill(3);
const X = new Uint8Array(32).fill(9);

const refusal = (pattern: RegExp) => (error: unknown) =>
  error instanceof ConfigError && !error.message.includes("\n") && pattern.test(error.message);

async function withStorage(
  dialect: "sqlite" | "postgres",
  fn: (s: TestStorage, db: Database) => Promise<void>,
) {
  const storage = await createTestStorage(dialect);
  const db = await openDatabase(storage.config);
  try {
    await fn(storage, db);
  } finally {
    await db.close();
    await storage.drop();
  }
}

const establish = (db: Database, s: TestStorage, configured?: Uint8Array, previous: Uint8Array[] = []) =>
  establishMasterKey(db, {
    configured,
    previous,
    dataDir: s.config.dataDir,
    location: describeStorage(s.config),
  });

for (const dialect of testDialects()) {
  describe(`master key check on ${dialect}`, () => {
    test("creates a key file for an empty database only, and refuses data without its key", async () => {
      await withStorage(dialect, async (s, db) => {
        const first = await establish(db, s);
        assert.equal(first.status.created, true);
        assert.equal(statSync(masterKeyPath(s.config.dataDir)).mode & 0o777, 0o600);
        const again = await establish(db, s);
        assert.equal(again.status.created, false);
        assert.deepEqual(again.key, first.key);

        rmSync(masterKeyPath(s.config.dataDir));
        await assert.rejects(
          establish(db, s),
          refusal(/^DEID_MASTER_KEY is not set and .*master\.key is missing, but .* holds data: restore/),
        );
        assert.equal(existsSync(masterKeyPath(s.config.dataDir)), false, "no new key file over data");
      });
    });

    test("refuses a key that is not the database's, whether configured or from the key file", async () => {
      await withStorage(dialect, async (s, db) => {
        await establish(db, s, A);
        await assert.rejects(establish(db, s, X), refusal(/^DEID_MASTER_KEY is not the master key of /));
        assert.deepEqual((await establish(db, s, A)).key, A);
        // A replica without DEID_MASTER_KEY makes no key file for a database that already has a key.
        await assert.rejects(establish(db, s), refusal(/^DEID_MASTER_KEY is not set/));
        assert.equal(existsSync(masterKeyPath(s.config.dataDir)), false);
      });
    });

    test("follows rotations: a listed predecessor lets a new key in, which is then recorded", async () => {
      await withStorage(dialect, async (s, db) => {
        await establish(db, s, A);
        const rotated = await establish(db, s, B, [A]);
        assert.equal(rotated.status.rotated, true);
        assert.equal((await establish(db, s, B, [A])).status.rotated, false);
        // Data is now written under B: the old key alone, or B without the original, is refused.
        await assert.rejects(
          establish(db, s, A),
          refusal(
            /holds data written under 1 more master key than are configured: set DEID_MASTER_KEY to the newest/,
          ),
        );
        await assert.rejects(establish(db, s, B), refusal(/1 more master key than are configured/));
        await assert.rejects(establish(db, s, C, [B]), refusal(/1 more master key than are configured/));
        await assert.rejects(
          establish(db, s, B, [X, A]),
          refusal(/^DEID_PREVIOUS_MASTER_KEYS must start with the original master key/),
        );
        await assert.rejects(establish(db, s, C, [X]), refusal(/^DEID_MASTER_KEY is not the master key of /));
        assert.equal((await establish(db, s, C, [A, B])).status.rotated, true);
        const recorded = await db.all<{ position: number }>(
          "SELECT position FROM master_key_fingerprints ORDER BY position",
        );
        assert.deepEqual(
          recorded.map((r) => r.position),
          [0, 1, 2],
        );
      });
    });

    test("replicas starting together on an empty database agree on one key", async () => {
      await withStorage(dialect, async (s, db) => {
        const other = await openDatabase(s.config);
        try {
          const results = await Promise.allSettled([establish(db, s, A), establish(other, s, X)]);
          assert.equal(results.filter((r) => r.status === "fulfilled").length, 1);
          const refused = results.find((r) => r.status === "rejected");
          assert.ok(refusal(/is not the master key of/)(refused?.reason), String(refused?.reason));
        } finally {
          await other.close();
        }
      });
    });

    test("checks data from before fingerprints by its vault key ids, then records the key", async () => {
      await withStorage(dialect, async (s, db) => {
        const keyId = createKeyRing(A).vaultKeyId;
        await db.run(
          "INSERT INTO vault_tokens (tenant, scope, prefix, lookup, token, value_ciphertext, key_id, document_id, created_at) VALUES ('t', 's', 'NAM', 'l', 'tok', ?, ?, 'd', 'now')",
          [new Uint8Array([1]), keyId],
        );
        await assert.rejects(establish(db, s, X), refusal(/^DEID_MASTER_KEY is not the master key of /));
        await assert.rejects(establish(db, s), refusal(/^DEID_MASTER_KEY is not set/));
        assert.equal((await establish(db, s, B, [A])).status.rotated, false);
        await assert.rejects(establish(db, s, A), refusal(/1 more master key than are configured/));
      });
    });

    test("a key file made for a database it then fails to claim is removed", async () => {
      await withStorage(dialect, async (s, db) => {
        // Reads as empty, refuses the insert: the claim fails after the key file was written.
        await db.run("DROP TABLE master_key_fingerprints");
        await db.run(
          "CREATE VIEW master_key_fingerprints AS SELECT 0 AS position, 'x' AS fingerprint, 'x' AS recorded_at WHERE 1 = 0",
        );
        await assert.rejects(establish(db, s));
        assert.equal(existsSync(masterKeyPath(s.config.dataDir)), false);
      });
    });
  });
}
