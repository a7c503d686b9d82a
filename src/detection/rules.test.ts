import assert from "node:assert/strict";
import { test } from "node:test";
import { PHI_TYPES } from "./phi-type.ts";
import { ENGINE_PASSES, RECOGNISER_TABLE } from "./recognisers/table.ts";
import { RULES } from "./rules.ts";
import { SCORES } from "./scores.ts";

test("rule ids are unique across the modules", () => {
  const total = [...RECOGNISER_TABLE, ...ENGINE_PASSES].reduce((n, m) => n + Object.keys(m.rules).length, 0);
  assert.equal(RULES.size, total);
});

test("every rule has a known level, types and a description", () => {
  for (const [id, rule] of RULES) {
    assert.ok(Object.hasOwn(SCORES, rule.level), id);
    assert.ok(rule.about.length > 0, id);
    assert.ok(rule.types.length > 0, id);
    for (const type of rule.types) assert.ok(PHI_TYPES.includes(type), `${id}: ${type}`);
    assert.match(id, /^[a-z][a-z0-9-]*$/);
  }
});

test("every recogniser wakes at something it declares, or says why it reads every token", () => {
  for (const module of RECOGNISER_TABLE) {
    const wake = module.wake;
    if ("everyToken" in wake) {
      assert.ok(wake.everyToken.length > 10, `${module.id}: a reason`);
      continue;
    }
    assert.ok((wake.on ?? 0) !== 0 || (wake.cues ?? 0) !== 0 || (wake.at ?? []).length > 0, module.id);
  }
});
