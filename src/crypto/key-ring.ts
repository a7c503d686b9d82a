import { createHash, createSecretKey, hkdfSync, type KeyObject } from "node:crypto";

/** Each purpose gets its own key, so a leak of one never exposes another. */
export const KEY_PURPOSES = ["vault-encryption", "lookup-hmac", "subject-digest", "receipt-signing"] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

export interface KeyRing {
  /** A 32-byte key for `purpose`, derived with HKDF-SHA256 from the master key. */
  key(purpose: KeyPurpose): Uint8Array;
  /** The same key as a KeyObject, for HMACs and ciphers on hot paths (built once). */
  secretKey(purpose: KeyPurpose): KeyObject;
  /** Names the vault-encryption key in each ciphertext, so keys can rotate. */
  readonly vaultKeyId: string;
}

const SALT = Buffer.from("clinical-deid/key-ring/v1");

export function createKeyRing(masterKey: Uint8Array): KeyRing {
  if (masterKey.length !== 32) throw new Error("master key must be 32 bytes");
  const cache = new Map<KeyPurpose, Uint8Array>();
  const key = (purpose: KeyPurpose): Uint8Array => {
    let derived = cache.get(purpose);
    if (!derived) {
      derived = new Uint8Array(hkdfSync("sha256", masterKey, SALT, `clinical-deid ${purpose} v1`, 32));
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
  // The id is a digest of the derived key: it names the key without revealing it.
  const vaultKeyId = `k1-${createHash("sha256").update(key("vault-encryption")).digest("hex").slice(0, 12)}`;
  return { key, secretKey, vaultKeyId };
}
