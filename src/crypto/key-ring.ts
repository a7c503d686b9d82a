import { createHash, createSecretKey, hkdfSync, type KeyObject } from "node:crypto";

/** Each purpose gets its own key, so a leak of one never exposes another. */
export const KEY_PURPOSES = [
  "vault-encryption",
  "lookup-hmac",
  "subject-digest",
  "receipt-signing",
  "input-commitment",
  "audit-reason",
  "row-mac",
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/**
 * Keys that must never change for the life of a deployment: tokens are found, and subjects and
 * retries recognised, by HMACs under them, and receipts commit to their input under one. They come
 * from the original root key.
 */
const STABLE_PURPOSES: ReadonlySet<KeyPurpose> = new Set([
  "lookup-hmac",
  "subject-digest",
  "input-commitment",
  "audit-reason",
  // Rows written under the original root must keep authenticating after a rotation.
  "row-mac",
]);

export interface KeyRing {
  /** A 32-byte key for `purpose`, derived with HKDF-SHA256 from the right root key. */
  key(purpose: KeyPurpose): Uint8Array;
  /** The same key as a KeyObject, for HMACs and ciphers on hot paths (built once). */
  secretKey(purpose: KeyPurpose): KeyObject;
  /** Names the current vault-encryption key in each ciphertext, so keys can rotate. */
  readonly vaultKeyId: string;
  /** Every vault-encryption key by id, current and previous, for decryption. */
  vaultKeys(): Map<string, Uint8Array>;
  /** The receipt-signing seeds of previous root keys, oldest first, to keep verifying their checkpoints. */
  previousSigningSeeds(): Uint8Array[];
}

const SALT = Buffer.from("clinical-deid/key-ring/v1");

function derive(root: Uint8Array, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", root, SALT, `clinical-deid ${purpose} v1`, 32));
}

// The id is a digest of the derived key: it names the key without revealing it.
function vaultKeyIdOf(key: Uint8Array): string {
  return `k1-${createHash("sha256").update(key).digest("hex").slice(0, 12)}`;
}

/**
 * Keys from the current root `masterKey` and the roots it replaced (`previous`, oldest first).
 * Encryption and signing use the current root; the HMAC keys always use the original root (the
 * oldest previous one, or the current one when there was no rotation).
 */
export function createKeyRing(masterKey: Uint8Array, previous: readonly Uint8Array[] = []): KeyRing {
  for (const root of [masterKey, ...previous])
    if (root.length !== 32) throw new Error("master keys must be 32 bytes");
  const original = previous[0] ?? masterKey;
  const cache = new Map<KeyPurpose, Uint8Array>();
  const key = (purpose: KeyPurpose): Uint8Array => {
    let derived = cache.get(purpose);
    if (!derived) {
      derived = derive(STABLE_PURPOSES.has(purpose) ? original : masterKey, purpose);
      cache.set(purpose, derived);
    }
    return derived;
  };
  const objects = new Map<KeyPurpose, KeyObject>();
  const secretKey = (purpose: KeyPurpose): KeyObject => {
    let object = objects.get(purpose);
    if (!object) {
      object = createSecretKey(key(purpose));
      objects.set(purpose, object);
    }
    return object;
  };
  return {
    key,
    secretKey,
    vaultKeyId: vaultKeyIdOf(key("vault-encryption")),
    vaultKeys() {
      const keys = new Map<string, Uint8Array>();
      for (const root of previous) {
        const vault = derive(root, "vault-encryption");
        keys.set(vaultKeyIdOf(vault), vault);
      }
      keys.set(vaultKeyIdOf(key("vault-encryption")), key("vault-encryption"));
      return keys;
    },
    previousSigningSeeds: () => previous.map((root) => derive(root, "receipt-signing")),
  };
}
