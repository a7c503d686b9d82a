import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findAbhaAddresses } from "./abha-address.ts";

test("an ABHA address is found labelled, in a row, in a sentence and in capitals", () => {
  for (const [note, value] of [
    ["ABHA address: ravi.kumar@abdm", "ravi.kumar@abdm"],
    ["| ABHA | priya_s85@sbx |", "priya_s85@sbx"],
    ["Pt linked ABHA (meena.devi@abdm) today.", "meena.devi@abdm"],
    ["ABHA ADDRESS RK1985@ABDM", "RK1985@ABDM"],
    ["abha addr ravi.kumar@abdm.", "ravi.kumar@abdm"],
  ] as const) {
    const at = note.indexOf(value);
    assert.deepEqual(
      runRecogniser(findAbhaAddresses, note).map((s) => [s.start, s.end]),
      [[at, at + value.length]],
      note,
    );
  }
});

test("e-mail domains and a spaced @ are left", () => {
  for (const note of [
    "Write to help@abdm.gov.in",
    "Patient @ abdm counter",
    "see @abdm for help",
    "x@abdmx",
  ]) {
    assert.deepEqual(runRecogniser(findAbhaAddresses, note), [], note);
  }
});
