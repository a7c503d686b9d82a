import assert from "node:assert/strict";
import { createSecretKey } from "node:crypto";
import { test } from "node:test";
import { createRowMac } from "./row-mac.ts";

const rowMac = createRowMac(createSecretKey(new Uint8Array(32).fill(7)));
const other = createRowMac(createSecretKey(new Uint8Array(32).fill(8)));

test("a row authenticates under its key and table only", () => {
  const fields = ["t1", "id", null, 3, new Uint8Array([1, 2])];
  const mac = rowMac.mac("api_keys", fields);
  assert.equal(rowMac.verify("api_keys", fields, mac), true);
  assert.equal(rowMac.verify("tenant_list_values", fields, mac), false);
  assert.equal(other.verify("api_keys", fields, mac), false);
  assert.equal(rowMac.verify("api_keys", fields, null), false);
  assert.equal(rowMac.verify("api_keys", fields, "zz"), false);
});

test("any changed, moved or retyped field fails", () => {
  const mac = rowMac.mac("t", ["a", "b", null, 1]);
  assert.equal(rowMac.verify("t", ["a", "b", null, 2], mac), false);
  assert.equal(rowMac.verify("t", ["b", "a", null, 1], mac), false);
  assert.equal(rowMac.verify("t", ["a", "b", "", 1], mac), false);
  assert.equal(rowMac.verify("t", ["a,b", null, 1], mac), false);
  assert.equal(rowMac.verify("t", ["a", "b", null, "1"], mac), true, "numbers read back as text agree");
});
