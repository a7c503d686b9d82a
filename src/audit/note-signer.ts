import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from "node:crypto";

// SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#signatures (0x01 identifies Ed25519)
export const ED25519_KEY_TYPE = 0x01;
const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
export const SIGNATURE_LINE_PREFIX = "\u2014 ";

/** Key ID: the first four bytes of SHA-256(name || 0x0A || type || public key). */
// SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#signatures
export function noteKeyId(name: string, publicKey: Uint8Array): Uint8Array {
  const digest = createHash("sha256")
    .update(name, "utf8")
    .update(new Uint8Array([0x0a, ED25519_KEY_TYPE]))
    .update(publicKey)
    .digest();
  return new Uint8Array(digest.subarray(0, 4));
}

/** Key names: non-empty, no white space, no "+" (the verifier-key separator). */
// SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#format
export function isValidKeyName(name: string): boolean {
  return name.length > 0 && !/[\s+]/u.test(name) && !/\p{Cc}/u.test(name);
}

/** `<name>+<hex key id>+<base64(0x01 || public key)>`, the note-verifier encoding. */
// SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#verifier-keys
export function formatVerifierKey(name: string, publicKey: Uint8Array): string {
  const id = Buffer.from(noteKeyId(name, publicKey)).toString("hex");
  const data = Buffer.concat([Buffer.from([ED25519_KEY_TYPE]), publicKey]).toString("base64");
  return `${name}+${id}+${data}`;
}

export interface NoteSigner {
  readonly name: string;
  readonly keyId: Uint8Array;
  readonly publicKey: Uint8Array;
  /** The verifier key to publish. */
  readonly verifierKey: string;
  /** The note: body, a blank line, then this key's signature line. */
  sign(body: string): string;
}

/** An Ed25519 note signer from a 32-byte seed (wrapped as PKCS#8 for node:crypto). */
export function createNoteSigner(name: string, seed: Uint8Array): NoteSigner {
  if (!isValidKeyName(name)) throw new Error("the key name must be non-empty, without spaces or '+'");
  if (seed.length !== 32) throw new Error("the Ed25519 seed must be 32 bytes");
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: "der",
    type: "pkcs8",
  });
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32));
  const keyId = noteKeyId(name, publicKey);
  return {
    name,
    keyId,
    publicKey,
    verifierKey: formatVerifierKey(name, publicKey),
    sign(body) {
      if (!body.endsWith("\n")) throw new Error("a note body ends with a newline");
      // SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#signatures (signed message = note text)
      const signature = sign(null, Buffer.from(body, "utf8"), privateKey);
      const encoded = Buffer.concat([keyId, signature]).toString("base64");
      // SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#format ("— <name> <base64>")
      return `${body}\n${SIGNATURE_LINE_PREFIX}${name} ${encoded}\n`;
    },
  };
}
