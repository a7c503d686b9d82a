import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findMbis } from "./medicare-mbi.ts";

test("an MBI is found by its pattern, dashed in any case or whole in capitals", () => {
  assertFindsValue(findMbis, "her medicare is 1EG4-TE5-MK73 pls", "1EG4-TE5-MK73");
  assertFindsValue(findMbis, "MBI 1EG4TE5MK73", "1EG4TE5MK73");
  assertFindsValue(findMbis, "mbi 1eg4-te5-mk73", "1eg4-te5-mk73");
});

test("codes, doses and lots that miss the pattern are left", () => {
  for (const note of [
    "1SL4-TE5-MK73", // S and L are never used
    "0EG4-TE5-MK73", // the first digit is 1-9
    "1EG4-TE5-MK734", // one character too many
    "x1EG4-TE5-MK73",
    "1eg4te5mk73", // whole, it must be in capitals
    "lot 2AB3-CD4-EF56",
    "given 1g IV q8h",
  ]) {
    assert.deepEqual(runRecogniser(findMbis, note), [], note);
  }
});
