import assert from "node:assert/strict";
import { test } from "node:test";
import { isValidNhsNumber } from "./national-id.ts";

// Check digits computed by hand with the NHS modulus 11 rule (weights 10..2).
const ROWS: readonly (readonly [string, boolean])[] = [
  ["9434765919", true],
  ["4010232137", true],
  ["9876543210", true],
  ["9434765918", false],
  ["1234567890", false],
  ["4857773456", false],
  ["123456789", false],
];

for (const [digits, valid] of ROWS) {
  test(`${valid ? "accepts" : "rejects"} NHS number ${digits}`, () => {
    assert.equal(isValidNhsNumber(digits), valid);
  });
}
