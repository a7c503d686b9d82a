import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject } from "node:crypto";
import { randomBytesPooled } from "../crypto/random-pool.ts";
import { CiphertextIntegrityError } from "./ciphertext-integrity-error.ts";

/**
 * AES-256-GCM with a random 96-bit nonce. Layout: version byte 1 | nonce (12) | tag (16) | ciphertext.
 * The associated data binds a ciphertext to its row (tenant, document or scope), so a value cannot
 * be moved to another row and still decrypt.
 */
export interface Cipher {
  readonly keyId: string;
  encrypt(plaintext: string, associatedData: string): Uint8Array;
  decrypt(blob: Uint8Array, associatedData: string, keyId: string): string;
}

const VERSION = 1;

export function createCipher(keys: ReadonlyMap<string, Uint8Array>, currentKeyId: string): Cipher {
  if (keys.get(currentKeyId)?.length !== 32) throw new Error("current vault key must be 32 bytes");
  // KeyObjects are built once: passing raw bytes makes Node build one on every call.
  const objects = new Map<string, KeyObject>([...keys].map(([id, bytes]) => [id, createSecretKey(bytes)]));
  const current = objects.get(currentKeyId)!;
  return {
    keyId: currentKeyId,
    encrypt(plaintext, associatedData) {
      const nonce = randomBytesPooled(12);
      const cipher = createCipheriv("aes-256-gcm", current, nonce);
      cipher.setAAD(Buffer.from(associatedData, "utf8"));
      // One copy of the ciphertext into the blob (for a 1 MB note's token map, two concatenations
      // and a Uint8Array copy were three, on the event loop).
      const body = cipher.update(plaintext, "utf8");
      const tail = cipher.final(); // empty for GCM, kept for correctness
      const blob = new Uint8Array(29 + body.length + tail.length);
      blob[0] = VERSION;
      blob.set(nonce, 1);
      blob.set(cipher.getAuthTag(), 13);
      blob.set(body, 29);
      blob.set(tail, 29 + body.length);
      return blob;
    },
    decrypt(blob, associatedData, keyId) {
      const key = objects.get(keyId);
      if (!key) throw new CiphertextIntegrityError(`unknown vault key id ${keyId}`);
      const bytes = Buffer.from(blob);
      if (bytes.length < 29 || bytes[0] !== VERSION) throw new CiphertextIntegrityError();
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(1, 13));
      decipher.setAAD(Buffer.from(associatedData, "utf8"));
      decipher.setAuthTag(bytes.subarray(13, 29));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(29)), decipher.final()]).toString("utf8");
      } catch {
        throw new CiphertextIntegrityError(); // the tag does not authenticate this row's data
      }
    },
  };
}
