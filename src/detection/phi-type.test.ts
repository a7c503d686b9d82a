import assert from "node:assert/strict";
import { test } from "node:test";
import { isPhiType, PHI_TYPES } from "./phi-type.ts";

test("recognises every listed PHI type and rejects others", () => {
  for (const type of PHI_TYPES) assert.equal(isPhiType(type), true);
  assert.equal(isPhiType("patient_name"), false);
  assert.equal(isPhiType("SECRET"), false);
});
