import assert from "node:assert/strict";
import { test } from "node:test";
import { isValidSsn } from "./ssn.ts";

const ROWS: readonly (readonly [string, boolean])[] = [
  ["123-45-6789", true],
  ["001-01-0001", true],
  ["000-12-3456", false],
  ["666-12-3456", false],
  ["900-12-3456", false],
  ["999-12-3456", false],
  ["123-00-4567", false],
  ["123-45-0000", false],
];

for (const [ssn, valid] of ROWS) {
  test(`${valid ? "accepts" : "rejects"} SSN ${ssn}`, () => {
    const [area, group, serial] = ssn.split("-").map(Number) as [number, number, number];
    assert.equal(isValidSsn(area, group, serial), valid);
  });
}
