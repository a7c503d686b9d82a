import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findExtensions } from "./extension-number.ts";

/** Ward notes and letters written for these tests (no corpus text). */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Tel 020 7946 0958 x4321", "x4321"],
  ["Bleep 1234 or x5678", "x5678"],
  ["contact ward on x4321", "x4321"],
  ["Dr Khan (x4321) is the registrar", "x4321"],
  ["| Secretary | 9123 4567 x214 |", "x214"],
  ["CALL SWITCH, ASK FOR X4321", "X4321"],
  ["Charge nurse on Vocera 4321", "4321"],
  ["DECT: 4321", "4321"],
  ["internal 54321 after hours", "54321"],
  ["ring the ward phone 4321", "4321"],
  ["Phone: 4321", "4321"],
  // "x", a space and the digits, closing a bracket or a cell after a comma or a call word.
  ["Phoned to Mark (ward RN, x 452) at 14:47", "452"],
  ["DISCUSSED WITH SARAH (REGISTRAR, X 4521) AT 14:47", "4521"],
  ["CNS on bleep 1234 or x 5678.", "5678"],
  // The next numbers of a pager's list, and a pager word run into its digits.
  ["via bleep 2231 or 2232", "2232"],
  ["Ext: 2231, 2232 and 2233", "2233"],
  ["bleep 2231/2232", "2231"],
  ["contact ext4412 after 5pm", "4412"],
];

/** Magnifications, counts, years and codes run into the digits. */
const LEFT: readonly string[] = [
  "Viewed at x400 and x1000",
  "Repeat x3 then review",
  "150 mL x 250",
  "Matrix 512x512",
  "dims 4x4321",
  "Internal fixation 2019",
  "Phone review 2019",
  "Telephone 2 times",
  "on x1234abc",
  "on x12.5 zoom",
  "150 mL, x 250",
  "Saline 20 ml, x 250)",
  "Repeat, x 3 cycles",
  "Grid (A, x 250 um)",
  "pg 250/300 mL",
  "Hb 120, 130 or 140",
  "MCH 28 pg 250, 300",
];

test("extensions written x4321 or after a handset word are found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findExtensions, note, value);
});

test("magnifications, counts, years and codes are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findExtensions, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
