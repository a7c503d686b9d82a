import assert from "node:assert/strict";
import { test } from "node:test";
import { normaliseValue } from "../vault/normalise.ts";
import { findTokens, newToken } from "./token.ts";

test("makes a bracketed token of a prefix and 12 lowercase hex characters", () => {
  assert.match(newToken("NAM"), /^\[NAM_[0-9a-f]{12}\]$/);
  assert.notEqual(newToken("NAM"), newToken("NAM"));
});

const found: [string, string[]][] = [
  ["[NAM_3f9a0c1b7e2d] came", ["[NAM_3f9a0c1b7e2d]"]],
  ["[nam_3F9A0C1B7E2D]", ["[NAM_3f9a0c1b7e2d]"]],
  ["[ NAM_3f9a0c1b7e2d ]", ["[NAM_3f9a0c1b7e2d]"]],
  ["seen by NAM_3f9a0c1b7e2d.", ["[NAM_3f9a0c1b7e2d]"]],
  ["[DAT_000000000000] and [LOC_abcdefabcdef]", ["[DAT_000000000000]", "[LOC_abcdefabcdef]"]],
];
for (const [text, tokens] of found) {
  test(`finds ${tokens.join(", ")} in "${text}"`, () => {
    assert.deepEqual(
      findTokens(text).map((t) => t.token),
      tokens,
    );
  });
}

const notTokens = [
  "[REDACTED]",
  "[SSN_REDACTED]",
  "[NAM_3f9a0c1b7e2]",
  "[NAM_3f9a0c1b7e2dd]",
  "[XYZ_3f9a0c1b7e2d]",
  "[NAM_3f9a0c1b7e2g]",
  "xNAM_3f9a0c1b7e2d",
  "NAM_3f9a0c1b7e2d9",
  "[NAM-3f9a0c1b7e2d]",
];
for (const text of notTokens) {
  test(`does not take "${text}" for a token`, () => {
    assert.deepEqual(findTokens(text), []);
  });
}

test("folds case, titles and date spellings to one value", () => {
  assert.equal(normaliseValue("NAM", "Dr. JOHN  Smith"), normaliseValue("NAM", "john smith"));
  assert.equal(normaliseValue("DAT", "7/22/2019"), normaliseValue("DAT", "July 22, 2019"));
  assert.equal(normaliseValue("PHN", "(617) 555-1234"), normaliseValue("PHN", "1-617-555-1234"));
  assert.notEqual(normaliseValue("NAM", "John Smith"), normaliseValue("NAM", "Jane Smith"));
});
