import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { formatCheckpoint } from "./checkpoint.ts";
import { deidentifyEntry, entryLeafHash, reidentifyEntry } from "./entry.ts";
import { MemoryTree } from "./memory-tree.ts";
import { createNoteSigner } from "./note-signer.ts";
import { RECEIPT_FORMAT, type Receipt } from "./receipt.ts";
import { verifyReceipt } from "./verify-receipt.ts";

const ORIGIN = "clinical-deid.test/log";
const signer = createNoteSigner(ORIGIN, new Uint8Array(32).fill(1));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

const entries = Array.from({ length: 11 }, (_, i) =>
  deidentifyEntry({
    tenant: "acme",
    documentId: `doc-${i}`,
    policy: "safe_harbor",
    phiTypes: { NAME: i },
    engineVersion: "0.1.0",
    time: "2026-01-02T03:04:05.678Z",
    subjectDigest: null,
    inputSalt: "00",
    inputDigest: "aa",
    outputDigest: "bb",
  }),
);

/** A receipt for entry `index`, first included at `size`, with the log now at `latestSize`. */
function receiptFor(index: number, size: number, latestSize: number, sign = signer): Receipt {
  const tree = new MemoryTree();
  tree.append(entries.slice(0, latestSize).map(entryLeafHash));
  const note = (n: number) => sign.sign(formatCheckpoint({ origin: ORIGIN, size: n, root: tree.root(n) }));
  return {
    format: RECEIPT_FORMAT,
    document_id: `doc-${index}`,
    log_index: index,
    entry: entries[index]!,
    inclusion_proof: {
      tree_size: size,
      leaf_index: index,
      hashes: tree.inclusionProof(index, size).map(b64),
    },
    checkpoint: note(size),
    latest_checkpoint: note(latestSize),
    consistency_proof: tree.consistencyProof(size, latestSize).map(b64),
  };
}

const failedChecks = (input: unknown, key = signer.verifierKey) => {
  const result = verifyReceipt(input, key);
  assert.equal(result.valid, result.failures.length === 0);
  for (const f of result.failures) assert.ok(f.reason.length > 0);
  return [...new Set(result.failures.map((f) => f.check))].sort();
};

describe("offline receipt verification", () => {
  test("accepts a valid receipt, with or without a later checkpoint", () => {
    const receipt = receiptFor(3, 5, 11);
    assert.deepEqual(verifyReceipt(receipt, signer.verifierKey).failures, []);
    const { latest_checkpoint: _l, consistency_proof: _c, ...alone } = receipt;
    assert.equal(verifyReceipt(alone, signer.verifierKey).valid, true);
    assert.equal(verifyReceipt(receiptFor(10, 11, 11), signer.verifierKey).valid, true);
  });

  test("rejects an edited entry through the inclusion proof", () => {
    const receipt = receiptFor(3, 5, 11);
    assert.deepEqual(failedChecks({ ...receipt, entry: { ...receipt.entry, policy: "redact_all" } }), [
      "inclusion_proof",
    ]);
  });

  test("rejects a proof for another index, another tree size or with a changed hash", () => {
    const receipt = receiptFor(3, 5, 11);
    const proof = receipt.inclusion_proof;
    assert.deepEqual(failedChecks({ ...receipt, inclusion_proof: { ...proof, leaf_index: 2 } }), [
      "inclusion_proof",
    ]);
    assert.deepEqual(failedChecks({ ...receipt, inclusion_proof: { ...proof, tree_size: 6 } }), [
      "inclusion_proof",
    ]);
    const hashes = [...proof.hashes];
    hashes[0] = b64(new Uint8Array(32));
    assert.deepEqual(failedChecks({ ...receipt, inclusion_proof: { ...proof, hashes } }), [
      "inclusion_proof",
    ]);
    assert.deepEqual(
      failedChecks({ ...receipt, inclusion_proof: { ...proof, hashes: proof.hashes.slice(1) } }),
      ["inclusion_proof"],
    );
    assert.deepEqual(failedChecks({ ...receipt, inclusion_proof: { ...proof, hashes: ["not base64!"] } }), [
      "inclusion_proof",
    ]);
  });

  test("rejects a receipt whose latest checkpoint is not an extension of its own", () => {
    const receipt = receiptFor(3, 5, 11);
    const forked = new MemoryTree();
    forked.append([...entries.slice(0, 5), ...entries.slice(6, 11), entries[5]!].map(entryLeafHash));
    const latest = signer.sign(formatCheckpoint({ origin: ORIGIN, size: 11, root: forked.root() }));
    assert.deepEqual(failedChecks({ ...receipt, latest_checkpoint: latest }), ["consistency_with_latest"]);
    assert.deepEqual(failedChecks({ ...receipt, latest_checkpoint: receiptFor(0, 2, 2).checkpoint }), [
      "consistency_with_latest",
    ]);
  });

  test("rejects a checkpoint signed by another key, or for another log", () => {
    const other = createNoteSigner(ORIGIN, new Uint8Array(32).fill(2));
    assert.deepEqual(failedChecks(receiptFor(3, 5, 11, other)), [
      "checkpoint_signature",
      "consistency_with_latest",
      "inclusion_proof",
    ]);
    const result = verifyReceipt(receiptFor(3, 5, 11), signer.verifierKey, { origin: "another.example/log" });
    assert.equal(result.valid, false);
    assert.match(result.failures[0]?.reason ?? "", /another log/);
    assert.deepEqual(
      failedChecks(receiptFor(3, 5, 11), other.verifierKey),
      failedChecks(receiptFor(3, 5, 11, other)),
    );
  });

  test("rejects a truncated checkpoint or a malformed public key with a reason", () => {
    const receipt = receiptFor(3, 5, 11);
    assert.ok(
      failedChecks({ ...receipt, checkpoint: receipt.checkpoint.slice(0, 40) }).includes(
        "checkpoint_signature",
      ),
    );
    const result = verifyReceipt(receipt, "not-a-key");
    assert.equal(result.valid, false);
    assert.match(result.failures[0]?.reason ?? "", /public key/);
  });

  test("rejects malformed receipts and a receipt for another document's entry", () => {
    const receipt = receiptFor(3, 5, 11);
    for (const bad of [
      null,
      42,
      "receipt",
      [],
      {},
      { ...receipt, format: "v0" },
      { ...receipt, log_index: -1 },
    ]) {
      assert.ok(failedChecks(bad).includes("receipt_format"), JSON.stringify(bad));
    }
    assert.deepEqual(failedChecks({ ...receipt, document_id: "doc-4" }), ["receipt_format"]);
    const reid = reidentifyEntry({
      tenant: "acme",
      documentId: "doc-3",
      keyId: "k",
      reasonRef: null,
      reasonDigest: null,
      tokensRestored: 1,
      time: new Date(),
    });
    assert.ok(failedChecks({ ...receipt, entry: reid }).includes("receipt_format"));
    assert.ok(
      failedChecks({ ...receipt, entry: { ...receipt.entry, extra: "x" } }).includes("receipt_format"),
    );
    const { consistency_proof: _c, ...half } = receipt;
    assert.ok(failedChecks(half).includes("receipt_format"));
  });

  test("never throws, whatever it is given", () => {
    const receipt = receiptFor(3, 5, 11) as unknown as Record<string, unknown>;
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...Object.keys(receipt)), (junk, field) => {
        assert.equal(verifyReceipt(junk, signer.verifierKey).valid, false);
        assert.equal(verifyReceipt({ ...receipt, [field]: junk }, signer.verifierKey).valid, false);
      }),
    );
  });
});

test("verifies a receipt against a list of keys that includes its signer (a rotated log)", () => {
  const retired = createNoteSigner(ORIGIN, new Uint8Array(32).fill(9));
  const receipt = receiptFor(3, 6, 9);
  assert.equal(verifyReceipt(receipt, [retired.verifierKey, signer.verifierKey]).valid, true);
  assert.equal(verifyReceipt(receipt, [retired.verifierKey]).valid, false);
});
