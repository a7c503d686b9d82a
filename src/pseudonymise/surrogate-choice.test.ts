import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { conform } from "./surrogate-choice.ts";

describe("conform", () => {
  test("pours a stored surrogate into another spelling's layout when the characters line up", () => {
    assert.equal(conform("+44 (0)20 7946 0871", "44 (0)20 7946 0123"), "44 (0)20 7946 0871");
    assert.equal(conform("617-555-0142", "(617) 555 1234"), "(617) 555 0142");
    assert.equal(conform("Hazby", "LEEDS"), "HAZBY");
  });

  test("follows only the casing when they do not", () => {
    assert.equal(conform("Ashford", "LEEDS"), "ASHFORD");
    assert.equal(conform("Ashford", "leeds"), "ashford");
    assert.equal(conform("Ashford", "Leeds"), "Ashford");
    assert.equal(conform("+1 312-555-0143", "617-555-1234"), "+1 312-555-0143");
  });
});
