import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { RULES_DOC, rulesDoc } from "./rules-doc.ts";

test("docs/rules.md is the rule catalogue as generated (node test/detection/rules-doc.ts --write)", () => {
  assert.equal(readFileSync(RULES_DOC, "utf8"), rulesDoc());
});
