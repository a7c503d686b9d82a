import assert from "node:assert/strict";
import { test } from "node:test";
import { keyFingerprint } from "./key-fingerprint.ts";
import { createKeyRing, KEY_PURPOSES } from "./key-ring.ts";

const root = (n: number) => new Uint8Array(32).fill(n);

test("a key's fingerprint is stable, differs between keys and reveals no key", () => {
  assert.equal(keyFingerprint(root(1)), keyFingerprint(root(1)));
  assert.notEqual(keyFingerprint(root(1)), keyFingerprint(root(2)));
  assert.match(keyFingerprint(root(1)), /^kc1-[0-9a-f]{64}$/);
  const hex = keyFingerprint(root(1)).slice(4);
  const ring = createKeyRing(root(1));
  for (const secret of [root(1), ...KEY_PURPOSES.map((purpose) => ring.key(purpose))])
    assert.ok(!hex.includes(Buffer.from(secret).toString("hex").slice(0, 16)));
});

test("refuses a root key that is not 32 bytes", () => {
  assert.throws(() => keyFingerprint(new Uint8Array(16)));
});
