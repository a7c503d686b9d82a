import assert from "node:assert/strict";
import { test } from "node:test";
import { MASK_BIT_NAMES } from "./word-bits.ts";

test("each mask's bit names are sorted and unique and fit in 31 bits (bit numbers are their places)", () => {
  for (const names of [MASK_BIT_NAMES.words, MASK_BIT_NAMES.cues]) {
    assert.deepEqual([...names], [...names].sort());
    assert.equal(new Set(names).size, names.length);
    assert.ok(names.length <= 31, `${names.length} bits`);
  }
});
