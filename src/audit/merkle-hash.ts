import { hash } from "node:crypto";

/** Hash of the empty tree: SHA-256 of the empty string. */
// SPEC: https://www.rfc-editor.org/rfc/rfc6962#section-2.1 (MTH({}) = SHA-256())
export const EMPTY_ROOT_HASH: Uint8Array = new Uint8Array(hash("sha256", new Uint8Array(0), "buffer"));

/** Leaf hash: SHA-256(0x00 || data), domain-separated from interior nodes. */
// SPEC: https://www.rfc-editor.org/rfc/rfc6962#section-2.1 (MTH({d(0)}) = SHA-256(0x00 || d(0)))
export function leafHash(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(1 + data.length); // one-shot hash: no Hash object per leaf
  input.set(data, 1);
  return new Uint8Array(hash("sha256", input, "buffer"));
}

/** Interior node hash: SHA-256(0x01 || left || right). */
// SPEC: https://www.rfc-editor.org/rfc/rfc6962#section-2.1 (MTH(D[n]) = SHA-256(0x01 || MTH(D[0:k]) || MTH(D[k:n])))
export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const input = new Uint8Array(1 + left.length + right.length);
  input[0] = 1;
  input.set(left, 1);
  input.set(right, 1 + left.length);
  return new Uint8Array(hash("sha256", input, "buffer"));
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
