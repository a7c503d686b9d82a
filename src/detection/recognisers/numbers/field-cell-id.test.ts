import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findFieldCellIds } from "./field-cell-id.ts";

/** Field tables written for these tests (no corpus text): the value is one span of this module. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  // Pipe-delimited rows.
  ["| Accession | RA24-118832 |", "RA24-118832"],
  ["| Lab No | 24-118832 |", "24-118832"],
  ["| Specimen | S24-8832 |", "S24-8832"],
  ["| Subject ID | TRX-014-0032 |", "TRX-014-0032"],
  ["| Screening No | SCR0457 |", "SCR0457"],
  ["| Reg No | KMC 12345 |", "KMC 12345"],
  ["| GMC | 4523198 |", "4523198"],
  ["| Provider No | 2345671A |", "2345671A"],
  ["| Health card | 1234-567-897 |", "1234-567-897"],
  ["| Referral ID | RF-2403-0087 |", "RF-2403-0087"],
  ["| HPCSA | MP 0123456 |", "MP 0123456"],
  ["| Medical Council | 123456 |", "123456"],
  ["| Medical aid | 12345678 |", "12345678"],
  ["Patient: A Smith | Incident # | 2024-118832 | Crew 2", "2024-118832"],
  // Tab and aligned columns.
  ["Incident number\t2024-118832", "2024-118832"],
  ["Claim No            WC-88213347\nInsurer             icare", "WC-88213347"],
  ["MCNZ No.:    12345", "12345"],
  // The value alone on the line after a label closed by a colon.
  ["MCNZ No:\n12345\nSpecialty: Cardiology", "12345"],
  ["Subject ID:\nTRX-014-0032", "TRX-014-0032"],
  // Lower and upper case.
  ["| lab no | 24-118832 |", "24-118832"],
  ["| reg no | kmc 12345 |", "kmc 12345"],
  ["ACCESSION NO\tRA24118832", "RA24118832"],
];

/** Beds, rooms, phones, dates, times, doses, decimals and cells with more words than a value. */
const LEFT: readonly string[] = [
  "| Bed No | 12A |",
  "| Room number | 3124 |",
  "| Phone no | 0412 345 678 |",
  "| Specimen | Blood |",
  "| Lab No | 12/03/2024 |",
  "| Collected | 09:40 |",
  "| Specimen ID | 24.5 |",
  "| Claim No | 3348221 accepted by insurer |",
  "Accession   24 hr urine collection",
  "| Sodium | 138 | mmol/L | 135-145 |",
  "| Dose No | 1200 |",
  "| Page # | 1200 |",
  "Reviewed at 1400, lab no issues",
  "Claim number 3348221 accepted",
  "| NOK no | 0412 345 678 |",
  "Score\t1234",
  "Sodium      138 mmol/L\nRef         135-145",
  "| Ref | 3.5-5.0 |",
  "| College | 1994 |",
];

test("an identifier alone in the value cell after its label cell is found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findFieldCellIds, note, value);
});

test("beds, rooms, phones, dates, times and cells of prose are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findFieldCellIds, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
