import assert from "node:assert/strict";
import { createDecipheriv, randomBytes } from "node:crypto";
import { test } from "node:test";
import { createCipher } from "./cipher.ts";

const key = new Uint8Array(randomBytes(32));
const cipher = createCipher(new Map([["k1", key]]), "k1");

test("round-trips text and hides it", () => {
  const blob = cipher.encrypt("Jane Doe", "t|doc");
  assert.equal(Buffer.from(blob).includes("Jane"), false);
  assert.equal(cipher.decrypt(blob, "t|doc", "k1"), "Jane Doe");
});

test("refuses a ciphertext moved to another row", () => {
  const blob = cipher.encrypt("Jane Doe", "t|doc-a");
  assert.throws(() => cipher.decrypt(blob, "t|doc-b", "k1"));
});

test("refuses a tampered ciphertext and an unknown key id", () => {
  const blob = cipher.encrypt("Jane Doe", "t|doc");
  const tampered = new Uint8Array(blob);
  tampered[tampered.length - 1]! ^= 1;
  assert.throws(() => cipher.decrypt(tampered, "t|doc", "k1"));
  assert.throws(() => cipher.decrypt(blob, "t|doc", "k2"), /unknown vault key/);
});

test("decrypts with an older key after rotation", () => {
  const old = createCipher(new Map([["k0", key]]), "k0");
  const blob = old.encrypt("value", "ad");
  const rotated = createCipher(
    new Map([
      ["k0", key],
      ["k1", new Uint8Array(randomBytes(32))],
    ]),
    "k1",
  );
  assert.equal(rotated.decrypt(blob, "ad", "k0"), "value");
});

test("keeps the layout (version | nonce | tag | ciphertext) for a large multibyte text", () => {
  const text = "Zoë Ñúñez, 東京 — ".repeat(40_000);
  const blob = cipher.encrypt(text, "t|doc");
  assert.equal(Object.getPrototypeOf(blob), Uint8Array.prototype);
  assert.equal(blob.length, 1 + 12 + 16 + Buffer.byteLength(text, "utf8"));
  assert.equal(blob[0], 1);
  const bytes = Buffer.from(blob);
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(1, 13));
  decipher.setAAD(Buffer.from("t|doc", "utf8"));
  decipher.setAuthTag(bytes.subarray(13, 29));
  assert.equal(Buffer.concat([decipher.update(bytes.subarray(29)), decipher.final()]).toString("utf8"), text);
  assert.equal(cipher.decrypt(blob, "t|doc", "k1"), text);
});
