import { createPublicKey, verify } from "node:crypto";
import { equalBytes } from "./merkle-hash.ts";
import { ED25519_KEY_TYPE, isValidKeyName, noteKeyId, SIGNATURE_LINE_PREFIX } from "./note-signer.ts";
import { failure, type Outcome, success } from "./outcome.ts";

const SPKI_ED25519_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const MAX_SIGNATURES = 100;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface NoteVerifier {
  readonly name: string;
  readonly keyId: Uint8Array;
  readonly publicKey: Uint8Array;
}

export interface OpenedNote {
  readonly body: string;
  /** Names of the trusted keys whose signatures verified. */
  readonly signedBy: readonly string[];
}

/** Standard base64 that decodes to exactly what it says (Buffer.from is lenient). */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64");
  return bytes.toString("base64") === text ? new Uint8Array(bytes) : undefined;
}

/** Parses `<name>+<hex key id>+<base64(0x01 || public key)>`. */
// SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#verifier-keys
export function parseVerifierKey(text: string): Outcome<NoteVerifier> {
  // Split at the first two "+" only: base64 key data may itself contain "+".
  const trimmed = text.trim();
  const first = trimmed.indexOf("+");
  const second = first < 0 ? -1 : trimmed.indexOf("+", first + 1);
  if (second < 0) return failure("public key must have the form <name>+<key id>+<key data>");
  const name = trimmed.slice(0, first);
  const id = trimmed.slice(first + 1, second);
  const data = trimmed.slice(second + 1);
  if (!isValidKeyName(name)) return failure("public key has an invalid name");
  if (!/^[0-9a-f]{8}$/.test(id)) return failure("public key id must be 8 lowercase hex digits");
  const bytes = decodeBase64(data);
  if (bytes?.length !== 33) return failure("public key data is not a base64 Ed25519 key");
  if (bytes[0] !== ED25519_KEY_TYPE) return failure("public key is not an Ed25519 key");
  const publicKey = bytes.subarray(1);
  const keyId = noteKeyId(name, publicKey);
  if (Buffer.from(keyId).toString("hex") !== id) return failure("public key id does not match its key");
  return success({ name, keyId, publicKey });
}

/**
 * Opens a signed note: checks the text is well formed and that at least one signature from a
 * trusted key verifies. Signatures by unknown keys are ignored; a bad signature by a trusted key
 * rejects the note.
 */
// SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#verifying-notes
export function openSignedNote(text: string, verifiers: readonly NoteVerifier[]): Outcome<OpenedNote> {
  // SPEC: https://github.com/C2SP/C2SP/blob/main/signed-note.md#format (UTF-8, no control chars but \n)
  if (!text.isWellFormed() || /[\u0000-\u0009\u000b-\u001f\u007f]/.test(text)) {
    return failure("checkpoint contains characters a signed note may not hold");
  }
  if (!text.endsWith("\n")) return failure("checkpoint is truncated: it does not end with a newline");
  const split = text.lastIndexOf("\n\n");
  if (split < 0) return failure("checkpoint has no signature block");
  const body = text.slice(0, split + 1);
  const lines = text.slice(split + 2, -1).split("\n");
  if (lines.length > MAX_SIGNATURES) return failure("checkpoint has too many signatures");
  const signedBy: string[] = [];
  for (const line of lines) {
    if (!line.startsWith(SIGNATURE_LINE_PREFIX)) return failure("checkpoint has a malformed signature line");
    const rest = line.slice(SIGNATURE_LINE_PREFIX.length);
    const space = rest.lastIndexOf(" ");
    const name = rest.slice(0, space);
    const blob = space > 0 ? decodeBase64(rest.slice(space + 1)) : undefined;
    if (!isValidKeyName(name) || !blob || blob.length < 5)
      return failure("checkpoint has a malformed signature line");
    const id = blob.subarray(0, 4);
    const key = verifiers.find((v) => v.name === name && equalBytes(v.keyId, id));
    if (!key) continue;
    const publicKey = createPublicKey({
      key: Buffer.concat([SPKI_ED25519_PREFIX, key.publicKey]),
      format: "der",
      type: "spki",
    });
    const signature = blob.subarray(4);
    if (signature.length !== 64 || !verify(null, Buffer.from(body, "utf8"), publicKey, signature)) {
      return failure(`checkpoint signature by ${name} does not verify`);
    }
    signedBy.push(name);
  }
  if (signedBy.length === 0) return failure("checkpoint is not signed by the trusted key");
  return success({ body, signedBy });
}
