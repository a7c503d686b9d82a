import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written messages that give a person's age over 89 without an age word. */
const engine = createEngine();

const FOUND: readonly (readonly [string, string])[] = [
  ["pt is 102!", "102"],
  ["she's 91 and sharp as a tack", "91"],
  ["mum is 94 now, lives alone", "94"],
  ["dad turned 90 last week", "90"],
];

for (const [note, value] of FOUND) {
  test(`message age: ${note}`, () => assertFound(engine, note, value, ["AGE"]));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["HR is 95, sats 92%", "95"],
  ["she's 95 kg", "95"],
  ["pt is 96.5 kg", "96"],
  ["temp is 100.", "100"],
  ["sats are 94 on air", "94"],
];

for (const [note, word] of UNTOUCHED) {
  test(`message age untouched: ${note}`, () => assertUntouched(engine, note, word));
}
