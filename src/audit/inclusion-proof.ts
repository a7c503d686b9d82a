import { equalBytes, nodeHash } from "./merkle-hash.ts";
import { type LeafRange, splitPoint } from "./tree-nodes.ts";

/** The subtrees whose hashes form the audit path of leaf `index` in a tree of `size` leaves, leaf-first. */
// SPEC: https://www.rfc-editor.org/rfc/rfc6962#section-2.1.1
export function inclusionProofRanges(index: number, size: number): LeafRange[] {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) {
    throw new RangeError("leaf index out of range");
  }
  const path: LeafRange[] = [];
  let start = 0;
  let end = size;
  let m = index;
  // PATH(m, D[n]) = PATH(m, D[0:k]) : MTH(D[k:n]) if m < k, else PATH(m - k, D[k:n]) : MTH(D[0:k]).
  while (end - start > 1) {
    const k = splitPoint(end - start);
    if (m < k) {
      path.push({ start: start + k, end });
      end = start + k;
    } else {
      path.push({ start, end: start + k });
      start += k;
      m -= k;
    }
  }
  return path.reverse();
}

/** Checks an audit path; returns undefined when it proves the leaf, else the reason it does not. */
// SPEC: https://www.rfc-editor.org/rfc/rfc9162#section-2.1.3.2
export function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  size: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): string | undefined {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) {
    return "leaf index is outside the tree";
  }
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return "inclusion proof is too long";
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  if (sn !== 0) return "inclusion proof is too short";
  return equalBytes(r, root) ? undefined : "inclusion proof does not lead to the checkpoint root";
}
