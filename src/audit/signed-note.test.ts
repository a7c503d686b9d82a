import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { formatCheckpoint, parseCheckpoint } from "./checkpoint.ts";
import { createNoteSigner } from "./note-signer.ts";
import { openSignedNote, parseVerifierKey } from "./note-verifier.ts";

// The known-answer vector of golang.org/x/mod/sumdb/note (note_test.go).
const GO_SEED = Buffer.from("AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz", "base64").subarray(1);
const GO_VERIFIER = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const GO_TEXT =
  "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const GO_SIGNATURE =
  "\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";

const verifierOf = (key: string) => {
  const parsed = parseVerifierKey(key);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.reason);
  return parsed.value;
};

describe("signed notes", () => {
  test("derives the key id and verifier key of the Go reference vector", () => {
    const signer = createNoteSigner("PeterNeumann", GO_SEED);
    assert.equal(signer.verifierKey, GO_VERIFIER);
    assert.equal(Buffer.from(signer.keyId).toString("hex"), "c74f20a3");
  });

  test("signs the Go reference note byte for byte", () => {
    assert.equal(createNoteSigner("PeterNeumann", GO_SEED).sign(GO_TEXT), `${GO_TEXT}\n${GO_SIGNATURE}`);
  });

  test("opens a note signed by the trusted key and ignores signatures by unknown keys", () => {
    const other = createNoteSigner("someone-else", new Uint8Array(32).fill(7));
    const otherLine = other.sign(GO_TEXT).slice(GO_TEXT.length + 1);
    const opened = openSignedNote(`${GO_TEXT}\n${otherLine}${GO_SIGNATURE}`, [verifierOf(GO_VERIFIER)]);
    assert.ok(opened.ok);
    assert.equal(opened.value.body, GO_TEXT);
    assert.deepEqual(opened.value.signedBy, ["PeterNeumann"]);
  });

  test("rejects a note signed only by another key", () => {
    const other = createNoteSigner("PeterNeumann", new Uint8Array(32).fill(9));
    const opened = openSignedNote(other.sign(GO_TEXT), [verifierOf(GO_VERIFIER)]);
    assert.deepEqual(opened, { ok: false, reason: "checkpoint is not signed by the trusted key" });
  });

  test("rejects an edited, truncated or malformed note with a reason", () => {
    const note = `${GO_TEXT}\n${GO_SIGNATURE}`;
    const key = [verifierOf(GO_VERIFIER)];
    const cases = {
      edited: note.replace("answer", "Answer"),
      truncated: note.slice(0, -10),
      "no signature": GO_TEXT,
      "bad base64": note.replace("x08go", "x08g!"),
      "control character": note.replace("problem", "pro\u0007blem"),
      "bad line": `${GO_TEXT}\n-- PeterNeumann abc\n`,
    };
    for (const [label, text] of Object.entries(cases)) {
      const opened = openSignedNote(text, key);
      assert.equal(opened.ok, false, label);
      assert.ok(!opened.ok && opened.reason.length > 0);
    }
  });

  test("parses verifier keys whose base64 key data contains a plus sign", () => {
    for (let fill = 0; fill < 40; fill++) {
      const signer = createNoteSigner("log.example", new Uint8Array(32).fill(fill));
      const parsed = parseVerifierKey(signer.verifierKey);
      assert.ok(parsed.ok, signer.verifierKey);
      assert.deepEqual(parsed.value.publicKey, signer.publicKey);
    }
  });

  test("rejects malformed verifier keys with a reason", () => {
    for (const key of [
      "",
      "a+b",
      "PeterNeumann+c74f20a4+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW",
      "x+c74f20a3+AAAA",
    ]) {
      assert.equal(parseVerifierKey(key).ok, false, key);
    }
  });
});

describe("checkpoints", () => {
  test("formats origin, tree size and base64 root on three lines and parses them back", () => {
    const root = new Uint8Array(32).fill(0xab);
    const body = formatCheckpoint({ origin: "example.com/log", size: 42, root });
    assert.equal(body, `example.com/log\n42\n${Buffer.from(root).toString("base64")}\n`);
    const parsed = parseCheckpoint(body);
    assert.ok(parsed.ok);
    assert.deepEqual(parsed.value, { origin: "example.com/log", size: 42, root });
    assert.ok(parseCheckpoint(`${body}extension line\n`).ok);
  });

  test("rejects leading zeros, short roots and missing lines", () => {
    const root = Buffer.alloc(32).toString("base64");
    for (const body of [`o\n042\n${root}\n`, "o\n1\nAAAA\n", "o\n1\n", `\n1\n${root}\n`, `o\n1\n${root}`]) {
      assert.equal(parseCheckpoint(body).ok, false, JSON.stringify(body));
    }
  });
});
