import { createHash } from "node:crypto";

/** The columns of a vault_tokens row that bind it to its document's log entry. */
export interface VaultDigestRow {
  readonly prefix: string;
  readonly lookup: string;
  readonly token: string;
  readonly value_ciphertext: Uint8Array;
  readonly key_id: string;
  /** The surrogate policy's fake, encrypted (migration 008); null on token rows. */
  readonly surrogate_ciphertext?: Uint8Array | null;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * One vault row's contribution to its document's `vault_digest`: a JSON array of its columns, the
 * ciphertext as its SHA-256. To bind another column, append it here in one line; append a nullable
 * column only when it is not null, so the digests of documents written before stay valid.
 */
export function vaultRowDigestInput(row: VaultDigestRow): string {
  return JSON.stringify([
    row.prefix,
    row.lookup,
    row.token,
    sha256(row.value_ciphertext),
    row.key_id,
    ...(row.surrogate_ciphertext == null ? [] : [sha256(row.surrogate_ciphertext)]),
  ]);
}
