import { hash } from "node:crypto";

/**
 * A document's `tokens_digest`: SHA-256 of its stored token map ciphertext, or of no bytes when the
 * policy keeps no map (a ciphertext is never empty, so the two cannot collide).
 */
export function tokenMapDigest(ciphertext: Uint8Array | null): string {
  // One-shot: no Hash object per document.
  return hash("sha256", ciphertext ?? new Uint8Array(0), "hex");
}
