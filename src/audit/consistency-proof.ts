import { equalBytes, nodeHash } from "./merkle-hash.ts";
import { isPowerOfTwo, type LeafRange, splitPoint } from "./tree-nodes.ts";

/** The subtrees whose hashes prove a tree of `size` extends its first `oldSize` leaves. */
// SPEC: https://www.rfc-editor.org/rfc/rfc6962#section-2.1.2
export function consistencyProofRanges(oldSize: number, size: number): LeafRange[] {
  if (!Number.isSafeInteger(oldSize) || !Number.isSafeInteger(size) || oldSize < 0 || oldSize > size) {
    throw new RangeError("tree sizes out of range");
  }
  if (oldSize === 0 || oldSize === size) return [];
  const proof: LeafRange[] = [];
  let start = 0;
  let end = size;
  let m = oldSize;
  let complete = true;
  // SUBPROOF(m, D[n], b): the recursion of RFC 6962 §2.1.2, unrolled.
  while (m !== end - start) {
    const k = splitPoint(end - start);
    if (m <= k) {
      proof.push({ start: start + k, end });
      end = start + k;
    } else {
      proof.push({ start, end: start + k });
      start += k;
      m -= k;
      complete = false;
    }
  }
  if (!complete) proof.push({ start, end });
  return proof.reverse();
}

/** Checks a consistency proof; returns undefined when it holds, else the reason it does not. */
// SPEC: https://www.rfc-editor.org/rfc/rfc9162#section-2.1.4.2
export function verifyConsistency(
  oldSize: number,
  size: number,
  proof: readonly Uint8Array[],
  oldRoot: Uint8Array,
  root: Uint8Array,
): string | undefined {
  if (!Number.isSafeInteger(oldSize) || !Number.isSafeInteger(size) || oldSize < 0 || oldSize > size) {
    return "the earlier checkpoint is larger than the later one";
  }
  if (oldSize === size) {
    if (proof.length > 0) return "consistency proof between equal trees must be empty";
    return equalBytes(oldRoot, root) ? undefined : "two checkpoints of the same size disagree on the root";
  }
  if (oldSize === 0)
    return proof.length === 0 ? undefined : "consistency proof from the empty tree must be empty";
  const path = [...proof];
  if (isPowerOfTwo(oldSize)) path.unshift(oldRoot);
  let fn = oldSize - 1;
  let sn = size - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  const first = path[0];
  if (!first) return "consistency proof is empty";
  let fr = first;
  let sr = first;
  for (const c of path.slice(1)) {
    if (sn === 0) return "consistency proof is too long";
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  if (sn !== 0) return "consistency proof is too short";
  if (!equalBytes(fr, oldRoot)) return "consistency proof does not lead to the earlier root";
  if (!equalBytes(sr, root)) return "consistency proof does not lead to the later root";
  return undefined;
}
