import assert from "node:assert/strict";
import { test } from "node:test";
import { RULE_FAMILIES, RULES } from "./rules.ts";
import { SCORES } from "./scores.ts";

test("rule ids are unique across the families", () => {
  const total = RULE_FAMILIES.reduce((n, family) => n + Object.keys(family).length, 0);
  assert.equal(Object.keys(RULES).length, total);
});

test("every rule has a known level and a description", () => {
  for (const [id, rule] of Object.entries(RULES)) {
    assert.ok(Object.hasOwn(SCORES, rule.level), id);
    assert.ok(rule.about.length > 0, id);
    assert.match(id, /^[a-z][a-z0-9-]*$/);
  }
});
