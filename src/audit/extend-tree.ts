import { EMPTY_ROOT_HASH, nodeHash } from "./merkle-hash.ts";
import { type NodeRef, nodeKey, subtreeHash, subtreeNodes } from "./tree-nodes.ts";

export interface StoredNode extends NodeRef {
  readonly hash: Uint8Array;
}

export interface TreeExtension {
  /** Every perfect node completed by the new leaves, level 0 (the leaves) included. */
  readonly nodes: StoredNode[];
  readonly size: number;
  readonly root: Uint8Array;
}

/** The perfect nodes that cover a tree of `size` leaves: its compact range, O(log size) of them. */
export function compactRange(size: number): NodeRef[] {
  return size === 0 ? [] : subtreeNodes({ start: 0, end: size });
}

/** MTH of a whole tree from its compact range. */
export function rootFromCompactRange(size: number, nodes: ReadonlyMap<string, Uint8Array>): Uint8Array {
  if (size === 0) return EMPTY_ROOT_HASH;
  return subtreeHash({ start: 0, end: size }, (level, index) => nodes.get(nodeKey(level, index)));
}

/**
 * Appends leaves to a tree known only by its compact range. Costs O(new leaves + log size): a batch
 * never reads the rest of the tree, however large the log grows.
 */
export function extendTree(
  oldSize: number,
  oldCompactRange: ReadonlyMap<string, Uint8Array>,
  leaves: readonly Uint8Array[],
): TreeExtension {
  const known = new Map(oldCompactRange);
  const nodes: StoredNode[] = [];
  const size = oldSize + leaves.length;
  leaves.forEach((hash, i) => {
    nodes.push({ level: 0, index: oldSize + i, hash });
    known.set(nodeKey(0, oldSize + i), hash);
  });
  // A node at `level` is new when it ends inside (oldSize, size]; its left child is either new too
  // or a maximal perfect subtree of the old tree, i.e. part of the old compact range.
  for (let level = 1, width = 2; width <= size; level++, width *= 2) {
    const first = Math.floor(oldSize / width);
    const last = Math.floor(size / width);
    for (let index = first; index < last; index++) {
      const left = known.get(nodeKey(level - 1, 2 * index));
      const right = known.get(nodeKey(level - 1, 2 * index + 1));
      if (!left || !right) throw new Error(`tree node below ${level}/${index} is missing`);
      const hash = nodeHash(left, right);
      nodes.push({ level, index, hash });
      known.set(nodeKey(level, index), hash);
    }
  }
  return { nodes, size, root: rootFromCompactRange(size, known) };
}
