import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findUuids } from "./uuid.ts";

const VALUE = "3f2a9b1c-04d7-4e21-9a6b-7c0e5d8f1a23";

test("a UUID is found labelled, in a table row, in a sentence and in capitals", () => {
  for (const note of [
    `Referral ID: ${VALUE}`,
    `| eRx | ${VALUE} |`,
    `The request (${VALUE}) was accepted.`,
    `MESSAGE ${VALUE.toUpperCase()} RECEIVED`,
  ]) {
    const at = note.toLowerCase().indexOf(VALUE);
    assert.deepEqual(
      runRecogniser(findUuids, note).map((s) => [s.start, s.end]),
      [[at, at + VALUE.length]],
      note,
    );
  }
});

test("shorter, longer and non-hexadecimal runs are left", () => {
  for (const note of [
    "Lot 3f2a9b1c-04d7-4e21-9a6b on the box",
    `Hash 0${VALUE}`,
    `Code ${VALUE}9`,
    "3g2a9b1c-04d7-4e21-9a6b-7c0e5d8f1a23",
    "2024-03-12-0457-1234",
  ]) {
    assert.deepEqual(runRecogniser(findUuids, note), [], note);
  }
});
