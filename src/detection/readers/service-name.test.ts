import assert from "node:assert/strict";
import { test } from "node:test";
import { isServiceName } from "./service-name.ts";

test("helpline words and service heads run into line, link or direct are service names", () => {
  for (const word of [
    "healthline",
    "lifeline",
    "quitline",
    "helpline",
    "healthlink",
    "careline",
    "healthdirect",
  ]) {
    assert.equal(isServiceName(word), true, word);
  }
});

test("given names ending in line are no service names", () => {
  for (const word of ["madeline", "caroline", "pauline", "adeline", "jacqueline", "priya", "line"]) {
    assert.equal(isServiceName(word), false, word);
  }
});
