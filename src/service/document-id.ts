import { randomBytesPooled } from "../crypto/random-pool.ts";
import { DeidError } from "../errors.ts";

export const DOCUMENT_ID_PATTERN = "^[A-Za-z0-9._:-]{1,128}$";
const DOCUMENT_ID = new RegExp(DOCUMENT_ID_PATTERN);
/** Names of receipt-log resources under /receipts/, never document ids. */
const RESERVED = new Set(["public-key", "checkpoint"]);
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** `doc_` + 24 characters from a CSPRNG (~124 bits). */
export function generateDocumentId(): string {
  const bytes = randomBytesPooled(24);
  let out = "doc_";
  // 252 = 7 × 36: rejecting larger bytes keeps every character equally likely.
  for (const byte of bytes) out += byte < 252 ? ALPHABET[byte % 36] : ALPHABET[randomBytesPooled(1)[0]! % 36];
  return out;
}

export function isValidDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value) && !RESERVED.has(value);
}

export function checkDocumentId(value: string): string {
  if (!isValidDocumentId(value)) {
    throw new DeidError(
      "invalid_request",
      RESERVED.has(value)
        ? `document_id "${value}" is reserved`
        : "document_id must be 1–128 characters of A-Z, a-z, 0-9, '.', '_', ':' or '-'",
      { details: [{ path: "/document_id", message: "invalid document_id" }] },
    );
  }
  return value;
}
