import assert from "node:assert/strict";
import { test } from "node:test";
import { assertFindsValue, runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findShapedCallsigns } from "./callsign-shaped.ts";

/** Ambulance records written for these tests (no corpus text). */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Unit P341 on scene 14:20", "P341"],
  ["| Unit | WAK12 |", "WAK12"],
  ["Veh A341 dispatched", "A341"],
  ["Vehicle - AV12 returned to station", "AV12"],
  ["Amb MED-12 at hospital 15:02", "MED-12"],
  ["Ambulance A341 conveyed pt to ED.", "A341"],
  ["C/S P341, crew of two", "P341"],
  ["c/s p341 clear at 1530", "p341"],
  ["unit p341 o/s 1420, pt on floor", "p341"],
  ["UNIT P341 ON SCENE", "P341"],
];

/** Wards, services, beds, doses and words run into numbers that are no call sign. */
const LEFT: readonly string[] = [
  "Unit ICU2 full, divert to HDU.",
  "Unit 4B stable overnight.",
  "Insulin 12 unit IV",
  "unit 12 mL/hr",
  "Unit Bed12 cleaned",
  "Unit p341 noted",
  "Crew A34.5 mins",
  "Dr Smith, unit T1234x",
  "Patient in unit\nP341 next line",
  "Ambulance ward12 bay 3",
];

test("a call sign after the word for the ambulance is found", () => {
  for (const [note, value] of FOUND) assertFindsValue(findShapedCallsigns, note, value);
});

test("wards, services, doses and other codes after 'unit' are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findShapedCallsigns, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
