import assert from "node:assert/strict";
import { test } from "node:test";
import { formatCheckpoint } from "./checkpoint.ts";
import { deidentifyEntry, entryLeafHash } from "./entry.ts";
import { MemoryTree } from "./memory-tree.ts";
import { createNoteSigner } from "./note-signer.ts";
import { RECEIPT_FORMAT } from "./receipt.ts";
import { verifyReceiptCommand } from "./verify-receipt-command.ts";

const signer = createNoteSigner("clinical-deid.test/log", new Uint8Array(32).fill(4));
const entry = deidentifyEntry({
  tenant: "acme",
  documentId: "doc-1",
  policy: "safe_harbor",
  phiTypes: {},
  engineVersion: "0.1.0",
  time: "2026-01-02T03:04:05.678Z",
  subjectDigest: null,
  inputSalt: "00",
  inputDigest: "aa",
  outputDigest: "bb",
});
const tree = new MemoryTree();
tree.append([entryLeafHash(entry)]);
const receipt = {
  format: RECEIPT_FORMAT,
  document_id: "doc-1",
  log_index: 0,
  entry,
  inclusion_proof: { tree_size: 1, leaf_index: 0, hashes: [] },
  checkpoint: signer.sign(formatCheckpoint({ origin: signer.name, size: 1, root: tree.root() })),
};

async function run(args: string[], files: Record<string, string>) {
  let out = "";
  let err = "";
  const code = await verifyReceiptCommand(args, {
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error("ENOENT");
      return text;
    },
    stdout: (t) => {
      out += t;
    },
    stderr: (t) => {
      err += t;
    },
  });
  return { code, out, err };
}

test("verify-receipt exits 0 for a valid receipt, with the key given inline or as a file", async () => {
  const files = { "r.json": JSON.stringify(receipt), "key.pub": `${signer.verifierKey}\n` };
  const inline = await run(["r.json", "--public-key", signer.verifierKey], files);
  assert.equal(inline.code, 0, inline.out + inline.err);
  assert.match(inline.out, /receipt is valid \(document doc-1, log index 0\)/);
  assert.equal((await run(["r.json", "--public-key=key.pub", "--json"], files)).code, 0);
  const retired = createNoteSigner("clinical-deid.test/log", new Uint8Array(32).fill(8)).verifierKey;
  assert.equal((await run(["r.json", "--public-key", retired, "--public-key", "key.pub"], files)).code, 0);
});

test("verify-receipt exits 1 and names the failed check for another key", async () => {
  const other = createNoteSigner("clinical-deid.test/log", new Uint8Array(32).fill(5));
  const result = await run(["r.json", "--public-key", other.verifierKey], {
    "r.json": JSON.stringify(receipt),
  });
  assert.equal(result.code, 1);
  assert.match(result.out, /FAIL checkpoint_signature/);
  assert.match(result.out, /not signed by the trusted key/);
});

test("verify-receipt exits 2 with a clear message for a truncated file or bad usage", async () => {
  const truncated = await run(["r.json", "--public-key", signer.verifierKey], {
    "r.json": JSON.stringify(receipt).slice(0, 50),
  });
  assert.equal(truncated.code, 2);
  assert.match(truncated.err, /not valid JSON/);
  assert.equal((await run(["r.json"], {})).code, 2);
  assert.equal((await run(["r.json", "--public-key", "missing.pub"], {})).code, 2);
});
