import { consistencyProofRanges } from "./consistency-proof.ts";
import { extendTree } from "./extend-tree.ts";
import { inclusionProofRanges } from "./inclusion-proof.ts";
import { EMPTY_ROOT_HASH } from "./merkle-hash.ts";
import { type LeafRange, nodeKey, subtreeHash } from "./tree-nodes.ts";

/** An RFC 6962 tree held in memory: the reference the stored log is tested against. */
export class MemoryTree {
  readonly #nodes = new Map<string, Uint8Array>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  append(leafHashes: readonly Uint8Array[]): void {
    const extension = extendTree(this.#size, this.#nodes, leafHashes);
    for (const node of extension.nodes) this.#nodes.set(nodeKey(node.level, node.index), node.hash);
    this.#size = extension.size;
  }

  root(size = this.#size): Uint8Array {
    return size === 0 ? EMPTY_ROOT_HASH : this.#hash({ start: 0, end: size });
  }

  inclusionProof(index: number, size = this.#size): Uint8Array[] {
    return inclusionProofRanges(index, size).map((range) => this.#hash(range));
  }

  consistencyProof(oldSize: number, size = this.#size): Uint8Array[] {
    return consistencyProofRanges(oldSize, size).map((range) => this.#hash(range));
  }

  #hash(range: LeafRange): Uint8Array {
    if (range.end > this.#size) throw new RangeError("range beyond the tree");
    return subtreeHash(range, (level, index) => this.#nodes.get(nodeKey(level, index)));
  }
}
