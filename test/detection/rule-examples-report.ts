import { RULES } from "../../src/detection/rules.ts";
import { ALL_RULE_EXAMPLES } from "./rule-examples/index.ts";
import { problems } from "./rule-proof.ts";

/**
 * `node test/detection/rule-examples-report.ts [rule…]`: prints every problem with the rule examples
 * (of the named rules, or all), and the rules with no example. A tool for writing examples.
 */
const only = new Set(process.argv.slice(2));
let bad = 0;
for (const example of ALL_RULE_EXAMPLES) {
  if (only.size > 0 && !only.has(example.rule)) continue;
  for (const problem of problems(example)) {
    bad++;
    console.log(`${example.rule}: ${problem}`);
  }
}
const covered = new Set(ALL_RULE_EXAMPLES.map((e) => e.rule));
const missing = [...RULES.keys()].filter((id) => !covered.has(id));
if (only.size === 0 && missing.length > 0) console.log(`no examples: ${missing.join(" ")}`);
console.log(`${bad} problems, ${missing.length} rules without examples`);
