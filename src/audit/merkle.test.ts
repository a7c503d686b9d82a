import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, test } from "node:test";
import fc from "fast-check";
import { consistencyProofRanges, verifyConsistency } from "./consistency-proof.ts";
import { compactRange, extendTree } from "./extend-tree.ts";
import { verifyInclusion } from "./inclusion-proof.ts";
import { MemoryTree } from "./memory-tree.ts";
import { EMPTY_ROOT_HASH, leafHash, nodeHash } from "./merkle-hash.ts";
import { nodeKey } from "./tree-nodes.ts";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const unhex = (text: string) => new Uint8Array(Buffer.from(text, "hex"));

// The RFC 6962 test leaves used by certificate-transparency and transparency-dev/merkle.
const VECTOR_LEAVES = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
].map(unhex);
const VECTOR_ROOTS = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];

/** RFC 6962 §2.1 written literally, over the data itself: the reference for everything else. */
function mth(leaves: Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return new Uint8Array(createHash("sha256").digest());
  if (leaves.length === 1) return leafHash(leaves[0]!);
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

function treeOf(leaves: Uint8Array[]): MemoryTree {
  const tree = new MemoryTree();
  tree.append(leaves.map(leafHash));
  return tree;
}

describe("RFC 6962 hashing", () => {
  test("hashes the empty tree to SHA-256 of the empty string", () => {
    assert.equal(hex(EMPTY_ROOT_HASH), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assert.equal(hex(new MemoryTree().root()), hex(EMPTY_ROOT_HASH));
  });

  test("hashes a leaf as SHA-256 of 0x00 followed by the data", () => {
    assert.equal(hex(leafHash(new Uint8Array())), VECTOR_ROOTS[0]);
  });

  test("reproduces the published roots of the eight-leaf test tree at every size", () => {
    const tree = treeOf(VECTOR_LEAVES);
    VECTOR_ROOTS.forEach((root, i) => {
      assert.equal(hex(tree.root(i + 1)), root, `size ${i + 1}`);
      assert.equal(hex(mth(VECTOR_LEAVES.slice(0, i + 1))), root, `reference at size ${i + 1}`);
    });
  });

  test("reproduces published inclusion proofs", () => {
    const tree = treeOf(VECTOR_LEAVES);
    assert.deepEqual(tree.inclusionProof(0, 8).map(hex), [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ]);
    assert.deepEqual(tree.inclusionProof(5, 8).map(hex), [
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ]);
  });

  test("reproduces published consistency proofs", () => {
    const tree = treeOf(VECTOR_LEAVES);
    assert.deepEqual(tree.consistencyProof(1, 8).map(hex), [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ]);
    assert.deepEqual(tree.consistencyProof(6, 8).map(hex), [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ]);
    assert.deepEqual(tree.consistencyProof(2, 5).map(hex), [
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ]);
    assert.deepEqual(consistencyProofRanges(4, 4), []);
  });
});

// Distinct leaves, so that proving a leaf at another index must fail.
const leavesArb = fc.uniqueArray(fc.uint8Array({ maxLength: 8 }), {
  minLength: 1,
  maxLength: 70,
  selector: (bytes) => Buffer.from(bytes).toString("hex"),
});
const flip = (bytes: Uint8Array, at: number) => {
  const copy = new Uint8Array(bytes);
  copy[at % copy.length] = (copy[at % copy.length] ?? 0) ^ 1;
  return copy;
};

describe("Merkle proofs", () => {
  test("every leaf of a random tree has an inclusion proof that verifies, and a tampered one fails", () => {
    fc.assert(
      fc.property(leavesArb, fc.nat(), fc.nat(), fc.nat(), (leaves, a, b, at) => {
        const tree = treeOf(leaves);
        const size = 1 + (a % leaves.length);
        const index = b % size;
        const root = tree.root(size);
        assert.equal(hex(root), hex(mth(leaves.slice(0, size))));
        const proof = tree.inclusionProof(index, size);
        const leaf = leafHash(leaves[index]!);
        assert.equal(verifyInclusion(leaf, index, size, proof, root), undefined);
        assert.notEqual(verifyInclusion(flip(leaf, at), index, size, proof, root), undefined);
        if (proof.length > 0) {
          const bad = proof.map((p, i) => (i === at % proof.length ? flip(p, at) : p));
          assert.notEqual(verifyInclusion(leaf, index, size, bad, root), undefined);
          assert.notEqual(verifyInclusion(leaf, index, size, proof.slice(1), root), undefined);
        }
        if (size > 1)
          assert.notEqual(verifyInclusion(leaf, (index + 1) % size, size, proof, root), undefined);
        assert.notEqual(verifyInclusion(leaf, index, size, [...proof, root], root), undefined);
      }),
      { numRuns: 200 },
    );
  });

  test("a random tree is consistent with each of its prefixes, and tampered proofs fail", () => {
    fc.assert(
      fc.property(leavesArb, fc.nat(), fc.nat(), fc.nat(), (leaves, a, b, at) => {
        const tree = treeOf(leaves);
        const size = 1 + (a % leaves.length);
        const oldSize = b % (size + 1);
        const proof = tree.consistencyProof(oldSize, size);
        const oldRoot = tree.root(oldSize);
        const root = tree.root(size);
        assert.equal(verifyConsistency(oldSize, size, proof, oldRoot, root), undefined);
        if (oldSize > 0 && oldSize < size) {
          assert.notEqual(verifyConsistency(oldSize, size, proof, flip(oldRoot, at), root), undefined);
          assert.notEqual(verifyConsistency(oldSize, size, proof, oldRoot, flip(root, at)), undefined);
          if (proof.length > 0) {
            const bad = proof.map((p, i) => (i === at % proof.length ? flip(p, at) : p));
            assert.notEqual(verifyConsistency(oldSize, size, bad, oldRoot, root), undefined);
            assert.notEqual(verifyConsistency(oldSize, size, proof.slice(0, -1), oldRoot, root), undefined);
          }
        }
        if (oldSize === size) assert.notEqual(verifyConsistency(size, size, [root], root, root), undefined);
      }),
      { numRuns: 200 },
    );
  });

  test("extending a tree batch by batch from its compact range equals building it at once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.uint8Array({ maxLength: 4 }), { maxLength: 9 }), { maxLength: 8 }),
        (batches) => {
          let size = 0;
          const stored = new Map<string, Uint8Array>();
          const all: Uint8Array[] = [];
          for (const batch of batches) {
            const range = new Map(
              compactRange(size).map((r) => [
                nodeKey(r.level, r.index),
                stored.get(nodeKey(r.level, r.index))!,
              ]),
            );
            assert.ok(range.size <= Math.ceil(Math.log2(size + 1)));
            const extension = extendTree(size, range, batch.map(leafHash));
            for (const node of extension.nodes) stored.set(nodeKey(node.level, node.index), node.hash);
            all.push(...batch);
            size = extension.size;
            assert.equal(hex(extension.root), hex(mth(all)));
          }
          assert.equal(stored.size, all.length === 0 ? 0 : 2 * all.length - popcount(all.length));
        },
      ),
    );
  });
});

function popcount(n: number): number {
  let c = 0;
  for (let m = n; m > 0; m = Math.floor(m / 2)) c += m % 2;
  return c;
}
