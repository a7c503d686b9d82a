import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findFieldCellIds } from "./field-cell-id.ts";

/** Tables written for these tests (no corpus text): the value is one span of this module. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["| Incident No | Date | Callsign |\n| 2024-118832 | 12/03/2024 | P341 |", "2024-118832"],
  ["| Accession | Specimen | Collected |\n|---|---|---|\n| RA24-118832 | S24-8832 | 09:40 |", "S24-8832"],
  ["| Name | Claim number |\n| J Smith | WC-88213347 |", "WC-88213347"],
  ["| | AHPRA |\n| Dr Lee | MED0001234567 |", "MED0001234567"],
  ["Provider No\tAHPRA\n2345671A\tMED0001234567", "2345671A"],
  ["Provider No\tAHPRA\n2345671A\tMED0001234567", "MED0001234567"],
  ["Reg No         Council\nKMC 12345      Karnataka", "KMC 12345"],
  ["| subject id | arm |\n| trx-014-0032 | b |", "trx-014-0032"],
];

/** Lab tables, beds, ages, doses, dates and rows under prose. */
const LEFT: readonly string[] = [
  "| Test | Result | Ref |\n| Sodium | 138 | 135-145 |",
  "| Bed No | Age |\n| 1204 | 67 |",
  "| Drug | Dose | Batch |\n| Paracetamol | 1000 | 4471 |",
  "| Lab No | Date |\n| 24-118832 | 12/03/2024 |",
  "The claim number was lodged\n| 3348221 |",
  "| Claim No |\n| 3348221 accepted |",
  "Incident number\n2024-118832 was logged by the crew",
];

test("an identifier under its column's header is found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findFieldCellIds, note, value);
});

test("lab values, beds, doses, dates and rows under prose are left", () => {
  for (const note of LEFT) {
    const spans = runRecogniser(findFieldCellIds, note).map((s) => note.slice(s.start, s.end));
    // "| Lab No | Date |" names its first column only: the date under "Date" is left.
    assert.deepEqual(spans, note.startsWith("| Lab No") ? ["24-118832"] : [], note);
  }
});
