import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "../../src/detection/create-engine.ts";
import { findEmails } from "../../src/detection/recognisers/numbers/email.ts";
import { RECOGNISER_TABLE } from "../../src/detection/recognisers/table.ts";
import { RULES } from "../../src/detection/rules.ts";
import { ALL_RULE_EXAMPLES, RULE_EXAMPLES } from "./rule-examples/index.ts";
import { POST_PASS_RULES, problems, readFiresText } from "./rule-proof.ts";
import { assertRuleFires, assertRuleLeaves, runRecogniser } from "./rule-tester.ts";

/**
 * Every rule proves itself (issue 18 point 5): for each rule id in RULES, a text where the module
 * that declares it, run alone, fires the rule exactly on the marked value with one of its declared
 * types, and a near miss where it does not. The passes' rules (POST_PASS_RULES) are checked on the
 * whole engine.
 */

test("every rule in RULES has a fires and a leaves example, and every example names a rule", () => {
  const fires = new Set<string>();
  const leaves = new Set<string>();
  const unknown: string[] = [];
  for (const example of ALL_RULE_EXAMPLES) {
    if (!RULES.has(example.rule)) unknown.push(example.rule);
    if (example.fires.length > 0) fires.add(example.rule);
    if (example.leaves.length > 0) leaves.add(example.rule);
  }
  const ids = [...RULES.keys()];
  assert.deepEqual(
    {
      unknown,
      noFires: ids.filter((id) => !fires.has(id)),
      noLeaves: ids.filter((id) => !leaves.has(id)),
    },
    { unknown: [], noFires: [], noLeaves: [] },
  );
});

test("each rule has one entry, and every fires text marks exactly one value", () => {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const example of ALL_RULE_EXAMPLES) {
    if (seen.has(example.rule)) repeated.push(example.rule);
    seen.add(example.rule);
    for (const marked of example.fires) {
      const { text, start, end } = readFiresText(marked);
      assert.ok(start < end && end <= text.length, marked);
    }
    for (const text of example.leaves) assert.ok(!text.includes("[["), `leaves text is not marked: ${text}`);
  }
  assert.deepEqual(repeated, []);
});

test("the post-pass rules are rules that no recogniser produces alone", () => {
  for (const id of POST_PASS_RULES) assert.ok(RULES.has(id), id);
  for (const example of ALL_RULE_EXAMPLES) {
    if (!POST_PASS_RULES.has(example.rule)) continue;
    for (const marked of example.fires) {
      const { text } = readFiresText(marked);
      const alone = RECOGNISER_TABLE.flatMap((m) => runRecogniser(m.scan, text)).filter(
        (s) => s.rule === example.rule,
      );
      assert.deepEqual(alone, [], `${example.rule} from a recogniser in ${JSON.stringify(text)}`);
    }
  }
});

for (const [family, examples] of RULE_EXAMPLES) {
  describe(`rules of ${family}`, () => {
    for (const example of examples) {
      test(example.rule, () => {
        assert.deepEqual(problems(example), []);
      });
    }
  });
}

test("the rule tester sees what the engine sees: every rule in the engine's spans comes from a recogniser alone", () => {
  const engine = createEngine();
  const missing: string[] = [];
  for (const example of ALL_RULE_EXAMPLES) {
    const texts = [...example.fires.map((marked) => readFiresText(marked).text), ...example.leaves];
    for (const text of texts) {
      const alone = new Set(RECOGNISER_TABLE.flatMap((m) => runRecogniser(m.scan, text)).map((s) => s.rule));
      for (const span of engine.detect(text)) {
        for (const rule of [span.rule, ...(span.parts ?? [])]) {
          if (!POST_PASS_RULES.has(rule) && !alone.has(rule))
            missing.push(`${rule} in ${JSON.stringify(text)}`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
});

test("the rule tester asserts one recogniser's rule on a marked value", () => {
  assertRuleFires(findEmails, "email", "Copy to [[a.ngata@example.nz]] please");
  assertRuleLeaves(findEmails, "email", "Copy to a.ngata at example please");
  assert.throws(() => assertRuleFires(findEmails, "email", "Copy to [[a.ngata]]@example.nz please"));
  assert.throws(() => assertRuleLeaves(findEmails, "email", "Copy to a.ngata@example.nz please"));
});
