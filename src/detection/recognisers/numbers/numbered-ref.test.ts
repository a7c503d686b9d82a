import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written reference numbers after a generic number cue. */
const engine = createEngine();
const IDS = ["ID", "MRN", "ACCOUNT_NUMBER", "HEALTH_PLAN_ID", "LICENSE_NUMBER", "DEVICE_ID", "VEHICLE_ID"];

const FOUND: readonly (readonly [string, string])[] = [
  ["Incident no CAD4471902", "CAD4471902"],
  ["Rx no RX-220931 ready", "RX-220931"],
  ["ref PT-4482-1 in subject line", "PT-4482-1"],
  ["Job number: 5512-0934, crew 2", "5512-0934"],
  ["ref. 55120934.", "55120934"],
  // A number in spaced groups, nine to twelve digits in all.
  ["Personal Health Number 9123 456 789", "9123 456 789"],
  ["health number 1234 567 890 on file", "1234 567 890"],
  // A register's capitals one space before the digits.
  ["Case no. CAS 123/04/2024", "CAS 123/04/2024"],
  ["OB No. OB 123/2024", "OB 123/2024"],
];

for (const [note, value] of FOUND) {
  test(`numbered ref: ${note}`, () => assertFound(engine, note, value, IDS));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["bed no 12", "12"],
  ["batch no 4471AB", "4471AB"],
  ["no 1234 seen", "1234"],
  ["ref 4.5 on the scale", "4.5"],
  ["page no 2231 of the policy", "2231"],
  ["Ref no. MRI 2024 report", "MRI"],
];

for (const [note, word] of UNTOUCHED) {
  test(`numbered ref untouched: ${note}`, () => assertUntouched(engine, note, word));
}
