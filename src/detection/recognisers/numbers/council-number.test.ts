import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findCouncilNumbers } from "./council-number.ts";

/** Notes written for these tests (no corpus text). */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Medical Council of New Zealand registration 12345", "12345"],
  ["College of Physicians and Surgeons of Ontario #12345", "12345"],
  ["Singapore Medical Council reg M12345A", "M12345A"],
  ["Karnataka Medical Council Reg. No. 12345", "12345"],
  ["Medical and Dental Council of Nigeria: MDCN/R/12345", "MDCN/R/12345"],
  ["Nursing and Midwifery Council PIN 12A3456E", "12A3456E"],
  ["Regd. No.: 12345", "12345"],
];

const LEFT: readonly string[] = [
  "Council of Europe 2019 report.",
  "College: 2 years of nursing",
  "Board of Directors meeting no. 4",
  "Council tax band 4",
  "Medical Council no. 12.5 mg",
  "the college of 12345 members",
];

test("registration numbers after a register's full name are found", () => {
  for (const [note, value] of FOUND) {
    const spans = runRecogniser(findCouncilNumbers, note).map((s) => note.slice(s.start, s.end));
    assert.deepEqual(spans, [value], note);
  }
});

test("counts, years and measurements after a council are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findCouncilNumbers, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
