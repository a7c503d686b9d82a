import { createHmac, hkdfSync } from "node:crypto";

const SALT = Buffer.from("clinical-deid/key-check/v1");
const LABEL = "clinical-deid master key fingerprint v1";

/**
 * A fingerprint of a root key that can be stored beside the data it protects: an HMAC of a fixed
 * label under a key HKDF derives for this purpose alone. It recognises the key without revealing
 * it or any key used for data (each purpose derives its own key from the root).
 */
export function keyFingerprint(root: Uint8Array): string {
  if (root.length !== 32) throw new Error("master keys must be 32 bytes");
  const checkKey = Buffer.from(hkdfSync("sha256", root, SALT, "clinical-deid key-check v1", 32));
  return `kc1-${createHmac("sha256", checkKey).update(LABEL).digest("hex")}`;
}
