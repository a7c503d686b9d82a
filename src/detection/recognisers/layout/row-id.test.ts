import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findRowIds } from "./row-id.ts";

/** Rows written for these tests (no corpus text): the value is one span of this module. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Bed 4  KOVAC, Ana  72F  4839201  CCF  diuresis", "4839201"],
  ["Bed 5 - PATEL, Ravi - 58M - 1023456 - DKA", "1023456"],
  ["Bed 6: Murphy, Sean, 67 M, 2345678, CAP", "2345678"],
  ["7. O'Brien, Aoife 45F (234567) post-op day 1", "234567"],
  ["B12 | Nguyen Van An | 80/M | 99A12345 | falls", "99A12345"],
  ["1. Jones, Mary (F, 67) 2123456 - colorectal ca", "2123456"],
  ["2. Tan Wei Ling F/54 12-345678 - breast", "12-345678"],
  ["bed 3 singh harpreet 10234/2024 58m dka", "10234/2024"],
  ["1. Jones, Mary (1234567) - rectal ca, for discussion", "1234567"],
  ["3  ADEYEMI Tunde   483920   Ikeja   liver mets", "483920"],
  ["4. Tan Wei Ling, 12A34567, adjuvant", "12A34567"],
];

/** Lab values, doses, codes, phones and prose beside an age and sex or after a list number. */
const LEFT: readonly string[] = [
  "Bed 8  KOVAC, Ana  72F  CCF  K 4.1  Na 135  Hb 102  dose 1000 mg",
  "Bed 9  REID, Al  70M  ph 0412345678",
  "72F 2/7 hx of falls",
  "67M 100000 units heparin",
  "1. Blood culture 2345678 - pending",
  "1. amoxicillin capsules 500000 units",
  "Patient Jones, Mary 1234567",
  "2. ICD 10 I50.9 heart failure",
  "12. Warfarin Sodium 1234567",
  "she is 72F 1.2345",
];

test("a record number beside a row's age and sex or after its name is found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findRowIds, note, value);
});

test("doses, lab values, codes, phones and clinical rows are left", () => {
  for (const note of LEFT) assert.deepEqual(runRecogniser(findRowIds, note), [], note);
});
