import { nodeHash } from "./merkle-hash.ts";

/**
 * A perfect, aligned subtree: level `level` (2^level leaves), the `index`-th of its level. Level 0
 * nodes are leaf hashes. These are the only hashes the log stores, so every proof is assembled from
 * O(log n) of them without reading the whole tree.
 */
export interface NodeRef {
  readonly level: number;
  readonly index: number;
}

/** [start, end) of leaves, as the RFC 6962 recursion names subtrees D[start:end]. */
export interface LeafRange {
  readonly start: number;
  readonly end: number;
}

export type NodeLookup = (level: number, index: number) => Uint8Array | undefined;

export function nodeKey(level: number, index: number): string {
  return `${level}:${index}`;
}

/** The largest power of two strictly smaller than n (n > 1). */
// SPEC: https://www.rfc-editor.org/rfc/rfc6962#section-2.1 ("k is the largest power of two smaller than n")
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** Whether n is a power of two; exact for every safe integer (bitwise operators stop at 32 bits). */
export function isPowerOfTwo(n: number): boolean {
  let k = 1;
  while (k < n) k *= 2;
  return k === n;
}

function perfectLevel(range: LeafRange): number | undefined {
  const size = range.end - range.start;
  if (size < 1 || !isPowerOfTwo(size) || range.start % size !== 0) return undefined;
  return Math.round(Math.log2(size));
}

/** The perfect nodes whose hashes make up MTH(D[start:end]), left to right. */
export function subtreeNodes(range: LeafRange): NodeRef[] {
  const level = perfectLevel(range);
  if (level !== undefined) return [{ level, index: range.start / 2 ** level }];
  const k = splitPoint(range.end - range.start);
  return [
    ...subtreeNodes({ start: range.start, end: range.start + k }),
    ...subtreeNodes({ start: range.start + k, end: range.end }),
  ];
}

/** MTH(D[start:end]) from stored perfect nodes; throws when a needed node is missing. */
export function subtreeHash(range: LeafRange, lookup: NodeLookup): Uint8Array {
  const level = perfectLevel(range);
  if (level !== undefined) {
    const hash = lookup(level, range.start / 2 ** level);
    if (!hash) throw new Error(`tree node ${level}/${range.start / 2 ** level} is missing`);
    return hash;
  }
  const k = splitPoint(range.end - range.start);
  return nodeHash(
    subtreeHash({ start: range.start, end: range.start + k }, lookup),
    subtreeHash({ start: range.start + k, end: range.end }, lookup),
  );
}
