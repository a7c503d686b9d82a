import assert from "node:assert/strict";
import { test } from "node:test";
import { buildLookalikeIndex, hasMedicalSuffix, isClinicalLookalike } from "./clinical-lookalike.ts";

const index = buildLookalikeIndex(["vanco", "quinton", "desitin", "lasix"]);

const ROWS: readonly (readonly [string, boolean])[] = [
  ["vanco", true],
  ["vaco", true], // deletion
  ["vancco", true], // insertion
  ["quinten", true], // substitution
  ["quentin", false], // two edits
  ["destin", true],
  ["lasik", true],
  ["smith", false],
  ["vancomycin", false],
  ["las", false], // too short to judge
];

for (const [word, expected] of ROWS) {
  test(`${word} ${expected ? "is" : "is not"} a look-alike of a clinical word`, () => {
    assert.equal(isClinicalLookalike(word, index), expected);
  });
}

test("recognises medical suffixes but not names", () => {
  assert.equal(hasMedicalSuffix("cholangitis"), true);
  assert.equal(hasMedicalSuffix("metoprolol"), true);
  assert.equal(hasMedicalSuffix("robertson"), false);
  assert.equal(hasMedicalSuffix("thomas"), false);
});
