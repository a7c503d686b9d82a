import { rmSync } from "node:fs";
import { ConfigError } from "../config/config.ts";
import type { Database, SqlExecutor } from "../storage/database.ts";
import { keyFingerprint } from "./key-fingerprint.ts";
import { createKeyRing } from "./key-ring.ts";
import { createMasterKeyFile, masterKeyPath, readMasterKeyFile } from "./master-key.ts";

export interface MasterKeyStatus {
  /** Where the key came from. */
  readonly source: "DEID_MASTER_KEY" | "key file";
  readonly keyFile: string;
  /** A new key file was created (the database was empty). */
  readonly created: boolean;
  /** DEID_MASTER_KEY replaced the recorded current key (a rotation) and is now recorded. */
  readonly rotated: boolean;
}

export interface EstablishOptions {
  readonly configured: Uint8Array | undefined;
  readonly previous: readonly Uint8Array[];
  readonly dataDir: string;
  /** Where the data is, for messages (`describeStorage`). */
  readonly location: string;
}

// Any constant shared by every replica: start-up key checks on one database run one at a time.
const POSTGRES_KEY_CHECK_LOCK = 7_214_002;
const DATA_TABLES = ["documents", "vault_tokens", "api_keys", "audit_entries", "audit_pending"] as const;

async function holdsData(tx: SqlExecutor): Promise<boolean> {
  for (const table of DATA_TABLES) if (await tx.get(`SELECT 1 AS one FROM ${table} LIMIT 1`)) return true;
  return false;
}

/**
 * Decides the master key at start-up and checks it against the fingerprints recorded with the data
 * (docs/decisions/0004-key-fingerprint.md):
 *
 * - no key configured and no key file: a new key file only for an empty database, else refuse;
 * - nothing recorded yet: record the configured roots, oldest first (for data written before
 *   fingerprints existed, first check that its vault key ids are the configured keys');
 * - otherwise every recorded key must be configured (data under each is still read), the original
 *   must come first in DEID_PREVIOUS_MASTER_KEYS, and a new DEID_MASTER_KEY is appended: a rotation.
 *
 * A refusal is one ConfigError naming the variable and the fix. Runs in one transaction, under an
 * advisory lock on PostgreSQL, so replicas starting together agree on one key.
 */
export async function establishMasterKey(
  db: Database,
  options: EstablishOptions,
): Promise<{ key: Uint8Array; status: MasterKeyStatus }> {
  const { configured, previous, dataDir, location } = options;
  const keyFile = masterKeyPath(dataDir);
  let createdFile = false;
  try {
    return await db.transaction(async (tx) => {
      if (tx.dialect === "postgres")
        await tx.run("SELECT pg_advisory_xact_lock(?)", [POSTGRES_KEY_CHECK_LOCK]);
      const recorded = (
        await tx.all<{ fingerprint: string }>(
          "SELECT fingerprint FROM master_key_fingerprints ORDER BY position",
        )
      ).map((row) => row.fingerprint);
      // Read inside the transaction: a process that created the file a moment ago has committed.
      let key = configured ?? readMasterKeyFile(keyFile);
      if (key === undefined) {
        if (recorded.length > 0 || (await holdsData(tx))) {
          throw new ConfigError(
            `DEID_MASTER_KEY is not set and ${keyFile} is missing, but ${location} holds data: restore ${keyFile} from your backup, or set DEID_MASTER_KEY to the key the data was written with`,
          );
        }
        const made = createMasterKeyFile(dataDir);
        key = made.key;
        createdFile = made.created;
      }
      const source = configured ? "DEID_MASTER_KEY" : "key file";
      const status = (rotated: boolean): MasterKeyStatus => ({
        source,
        keyFile,
        created: createdFile,
        rotated,
      });
      const named = configured ? "DEID_MASTER_KEY" : keyFile;
      const wrongKey = () =>
        new ConfigError(
          `${named} is not the master key of ${location}: set DEID_MASTER_KEY to the key its data was written with (replicas sharing a database need the same key; to rotate, keep the old key in DEID_PREVIOUS_MASTER_KEYS)`,
        );
      const fingerprints = [...previous, key].map(keyFingerprint);
      const now = new Date().toISOString();

      if (recorded.length === 0) {
        if (await holdsData(tx)) {
          // Data from before fingerprints were recorded: its ciphertexts name the vault key they
          // were written under; one of each table must be a configured key's.
          const vaultKeys = createKeyRing(key, previous).vaultKeys();
          for (const table of ["documents", "vault_tokens"]) {
            const row = await tx.get<{ key_id: string }>(`SELECT key_id FROM ${table} LIMIT 1`);
            if (row && !vaultKeys.has(row.key_id)) throw wrongKey();
          }
        }
        const unique = [...new Set(fingerprints)];
        for (const [position, fingerprint] of unique.entries()) {
          await tx.run(
            "INSERT INTO master_key_fingerprints (position, fingerprint, recorded_at) VALUES (?, ?, ?)",
            [position, fingerprint, now],
          );
        }
        return { key, status: status(false) };
      }

      if (!recorded.some((fingerprint) => fingerprints.includes(fingerprint))) throw wrongKey();
      const missing = recorded.filter((fingerprint) => !fingerprints.includes(fingerprint)).length;
      if (missing > 0) {
        throw new ConfigError(
          `${location} holds data written under ${missing} more master key${missing === 1 ? "" : "s"} than are configured: set DEID_MASTER_KEY to the newest key and DEID_PREVIOUS_MASTER_KEYS to every earlier one, oldest first`,
        );
      }
      if (fingerprints[0] !== recorded[0]) {
        throw new ConfigError(
          `DEID_PREVIOUS_MASTER_KEYS must start with the original master key of ${location} (tokens are found by HMACs under it): list every earlier key, oldest first`,
        );
      }
      const current = fingerprints.at(-1)!;
      if (recorded.includes(current)) return { key, status: status(false) };
      await tx.run(
        "INSERT INTO master_key_fingerprints (position, fingerprint, recorded_at) VALUES (?, ?, ?)",
        [recorded.length, current, now],
      );
      return { key, status: status(true) };
    });
  } catch (error) {
    // A key file made for a database that turned out not to be ours to start must not linger.
    if (createdFile) rmSync(keyFile, { force: true });
    throw error;
  }
}
