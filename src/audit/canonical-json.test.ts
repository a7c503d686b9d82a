import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { canonicalJson, type JsonValue } from "./canonical-json.ts";

test("canonicalises the RFC 8785 section 3.2.2 example exactly", () => {
  const input = JSON.parse(
    '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
  );
  assert.equal(
    canonicalJson(input),
    '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
  );
});

test("sorts keys by UTF-16 code units as in RFC 8785 section 3.2.3", () => {
  const input = { "\u20ac": 1, "\r": 2, "\ufb33": 3, "1": 4, "\ud83d\ude00": 5, "\u0080": 6, "\u00f6": 7 };
  assert.equal(canonicalJson(input), '{"\\r":2,"1":4,"\u0080":6,"ö":7,"€":1,"😀":5,"דּ":3}');
});

test("refuses values that are not I-JSON", () => {
  assert.throws(() => canonicalJson(Number.NaN), /non-finite/);
  assert.throws(() => canonicalJson({ a: undefined } as unknown as JsonValue), /undefined/);
  assert.throws(() => canonicalJson("\ud800"), /surrogate/);
});

test("gives the same bytes for any key order, and parses back to the same value", () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const canonical = canonicalJson(value as JsonValue);
      const reparsed = JSON.parse(canonical) as JsonValue;
      assert.equal(canonicalJson(reparsed), canonical);
      assert.equal(canonicalJson(shuffleKeys(reparsed)), canonical);
    }),
  );
});

function shuffleKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(shuffleKeys);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).reverse();
    return Object.fromEntries(entries.map(([k, v]) => [k, shuffleKeys(v as JsonValue)]));
  }
  return value;
}
