import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written ward-list and handover rows with ages over 89 after the name. */
const engine = createEngine();

const FOUND: readonly (readonly [string, string])[] = [
  ["Bed 4 - Okafor, Chidi - 94M - CAP", "94"],
  ["| 3 | MBEKI, Thabo | 91 | #NOF |", "91"],
  ["Bed 2: Rose Field, 92F, fall", "92"],
  ["bed 6 - wu, jian - 101 - uti", "101"],
  ["Rm 5 Jones 95 F NOF", "95"],
];

for (const [note, value] of FOUND) {
  test(`row age: ${note}`, () => assertFound(engine, note, value, ["AGE"]));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["temp 95 F overnight", "95"],
  ["T 100F, HR 95", "100"],
  ["| Kaur | 95 mg |", "95"],
  ["Bed 4 - Okafor - 67M - sats 94 - RA", "94"],
  ["obs: HR 92, BP 130/80", "92"],
];

for (const [note, word] of UNTOUCHED) {
  test(`row age untouched: ${note}`, () => assertUntouched(engine, note, word));
}
