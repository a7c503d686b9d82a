import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findProviderNumbers, providerNumberValid } from "./provider-number.ts";

/** Made-up provider numbers, their check characters worked out by hand from the published weights. */
test("the provider number's check character follows the stem and the location", () => {
  for (const valid of ["2345671A", "4129832X", "055123AL", "3188400F"])
    assert.ok(providerNumberValid(valid), valid);
  for (const wrong of ["2345671B", "4129832Y", "055123AK", "31884000", "2345671I"])
    assert.ok(!providerNumberValid(wrong), wrong);
});

const FOUND: readonly (readonly [note: string, value: string])[] = [
  // A signature line, a table row, a sentence and a lower-case note.
  ["Dr K Nguyen, Consultant Physician 2345671A", "2345671A"],
  ["| Referrer | Dr Nguyen | 4129832X |", "4129832X"],
  ["Referred by Dr Nguyen (055123AL) for review.", "055123AL"],
  ["gp dr nguyen 3188400f rang", "3188400f"],
  ["Signed: S Adeyemi RN 12A3456E", "12A3456E"],
  ["| Nurse | S Lee | 07K1234S |", "07K1234S"],
  ["checked by sn lee 07k1234s at 2200", "07k1234s"],
];

const LEFT: readonly string[] = [
  "Dr K Nguyen 2345671B",
  "Lot 2345671A-2 expires 2026",
  "Part 2345671AB in stock",
  "Ratio 12A3456E7",
  "Code 12M3456E",
  "Batch 12a3456e from the store",
  "Dose 2345671 A",
  "Ref 1.2345671A",
];

test("provider numbers and NMC PINs standing alone are found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findProviderNumbers, note, value);
});

test("wrong check characters, longer codes and lower-case codes in a note with case are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findProviderNumbers, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
