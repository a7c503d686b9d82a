import assert from "node:assert/strict";
import { test } from "node:test";
import { randomBytesPooled } from "./random-pool.ts";

test("pooled random values have the length asked for and never repeat across refills", () => {
  const seen = new Set<string>();
  // 3,000 × 12 bytes crosses four refills of the pool.
  for (let i = 0; i < 3000; i++) {
    const value = randomBytesPooled(12);
    assert.equal(value.length, 12);
    const hex = value.toString("hex");
    assert.equal(seen.has(hex), false, "a value was handed out twice");
    seen.add(hex);
  }
  assert.equal(randomBytesPooled(1000).length, 1000);
});

test("a value handed out is a copy: changing it changes no later value", () => {
  const a = randomBytesPooled(16);
  a.fill(0);
  const b = randomBytesPooled(16);
  assert.notDeepEqual([...b], new Array(16).fill(0));
});

test("bytes are spread over all values (a coarse check of the source)", () => {
  const counts = new Array(256).fill(0) as number[];
  for (let i = 0; i < 2000; i++) for (const byte of randomBytesPooled(32)) counts[byte]!++;
  // 64,000 bytes: 250 expected per value; a broken pool (zeros, a repeated block) lands far outside.
  assert.ok(
    Math.min(...counts) > 150 && Math.max(...counts) < 350,
    `${Math.min(...counts)}–${Math.max(...counts)}`,
  );
});
