import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { surrogateName } from "./names.ts";
import { seededRng } from "./rng.ts";

const SHAPES: readonly [string, RegExp][] = [
  ["Dr. Smith", /^Dr\. [A-Z][a-zA-Z']+$/],
  ["Mrs Patel", /^Mrs [A-Z][a-zA-Z']+$/],
  ["John Smith", /^[A-Z][a-z]+ [A-Z][a-zA-Z']+$/],
  ["Smith, John", /^[A-Z][a-zA-Z']+, [A-Z][a-z]+$/],
  ["J. Smith", /^[A-Z]\. [A-Z][a-zA-Z']+$/],
  ["JS", /^[A-Z]{2}$/],
  ["Mary-Jane Smith-Jones", /^[A-Z][a-z]+-[A-Z][a-z]+ [A-Z][a-zA-Z']+-[A-Z][a-zA-Z']+$/],
  ["John Smith Jr", /^[A-Z][a-z]+ [A-Z][a-zA-Z']+ Jr$/],
  ["JOHN SMITH", /^[A-Z]+ [A-Z']+$/],
  ["john smith", /^[a-z]+ [a-z']+$/],
  ["DR SMITH", /^DR [A-Z']+$/],
  ["O'Brien", /^[A-Z][a-zA-Z']+$/],
  ["Prof. Anna K. Nowak, MD", /^Prof\. [A-Z][a-z]+ [A-Z]\. [A-Z][a-zA-Z']+, MD$/],
];

describe("surrogateName", () => {
  for (const [surface, shape] of SHAPES) {
    it(`keeps the shape of ${JSON.stringify(surface)}`, () => {
      for (let seed = 1; seed <= 50; seed++) {
        const out = surrogateName(surface, seededRng(seed));
        assert.match(out, shape, out);
      }
    });
  }

  it("takes the family name from the family list in Last, First", () => {
    const out = surrogateName("Smith, John", seededRng(3));
    assert.notEqual(out.split(",")[0], "Smith");
  });
});
