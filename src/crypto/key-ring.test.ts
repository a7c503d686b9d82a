import assert from "node:assert/strict";
import { test } from "node:test";
import { createKeyRing } from "./key-ring.ts";

const root = (n: number) => new Uint8Array(32).fill(n);

test("derives a different key per purpose", () => {
  const ring = createKeyRing(root(1));
  const keys = ["vault-encryption", "lookup-hmac", "subject-digest", "receipt-signing"] as const;
  assert.equal(new Set(keys.map((k) => Buffer.from(ring.key(k)).toString("hex"))).size, 4);
});

test("after rotation, encrypts and signs with the new root but keeps the original HMAC keys", () => {
  const before = createKeyRing(root(1));
  const after = createKeyRing(root(2), [root(1)]);
  assert.deepEqual(after.key("lookup-hmac"), before.key("lookup-hmac"));
  assert.deepEqual(after.key("subject-digest"), before.key("subject-digest"));
  assert.notDeepEqual(after.key("vault-encryption"), before.key("vault-encryption"));
  assert.notDeepEqual(after.key("receipt-signing"), before.key("receipt-signing"));
  assert.notEqual(after.vaultKeyId, before.vaultKeyId);
  assert.deepEqual(after.vaultKeys().get(before.vaultKeyId), before.key("vault-encryption"));
  assert.deepEqual(after.previousSigningSeeds(), [before.key("receipt-signing")]);
});

test("refuses a root key that is not 32 bytes", () => {
  assert.throws(() => createKeyRing(new Uint8Array(16)));
  assert.throws(() => createKeyRing(root(1), [new Uint8Array(31)]));
});
