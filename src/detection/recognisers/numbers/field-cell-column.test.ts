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

/** A list's one header over many rows (fixed-width and "|" columns), written for these tests. */
const LIST =
  "Time   Name                 DOB          Chart #   Reason\n" +
  "09:00  Tremblay, Marc       12/04/1956   483920    AF review\n" +
  "09:20  Singh, Harpreet      03/11/1970   572019    new referral\n" +
  "09:40  Li, Bo                            634120    (no DOB on file)\n";

test("every row's identifier under one header is found, by position", () => {
  const spans = runRecogniser(findFieldCellIds, LIST).map((s) => LIST.slice(s.start, s.end));
  assert.deepEqual(spans, ["483920", "572019", "634120"]);
  const bars = "| Bed | Name | MRN |\n|---|---|---|\n| 1 | Ann Lee | 1234567 |\n| 2 | Bo Li | 2345678 |";
  assert.deepEqual(
    runRecogniser(findFieldCellIds, bars).map((s) => bars.slice(s.start, s.end)),
    ["1234567", "2345678"],
  );
});

test("a header of a bare 'Number', rows of another column and a blank line stop the walk", () => {
  const notes = [
    "Service                  Number\nSamaritans               1767\nMental health line       6389 2222",
    "Drug        Dose    Lot\nAmoxicillin 500mg   4471\nCo-amox     625mg   4472823",
    "Name       MRN\nAnn Lee    1234567\n\nTotal      4472823",
    "Name       MRN\nAnn Lee    1234567\nSummary of the list follows\nBo Li      4472823",
  ];
  for (const note of notes) {
    const spans = runRecogniser(findFieldCellIds, note).map((s) => note.slice(s.start, s.end));
    assert.deepEqual(spans, note.includes("MRN") ? ["1234567"] : [], note);
  }
});
