import type { Migration } from "./migration.ts";

/**
 * Fingerprints of the master keys this database's data was written under, oldest first: position 0
 * is the original root (the stable HMAC keys derive from it), the highest position the current one.
 * A fingerprint is an HMAC of a fixed label under an HKDF-derived key, never the key
 * (`crypto/key-fingerprint.ts`); start-up refuses a key that does not match
 * (`crypto/establish-master-key.ts`, docs/decisions/0004-key-fingerprint.md).
 */
export const masterKeyFingerprintsMigration: Migration = {
  version: 3,
  name: "master-key-fingerprints",
  up() {
    return [
      `CREATE TABLE master_key_fingerprints (
        position INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE,
        recorded_at TEXT NOT NULL
      )`,
    ];
  },
};
