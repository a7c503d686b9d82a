import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Ages over 89 in list rows and told after a name; rows written for these tests. */
const engine = createEngine();
const AGE = ["AGE"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Bed 3: A. Okoro, 93F, UTI", "93"],
  ["Bed 4: B. Tran 102M frail, for review", "102"],
  ["Bed 7 | Edith Marlow | 96 | AKI", "96"],
  ["Doris is now 97.", "97"],
  ["Marlow, ninety-two, #NOF", "ninety-two"],
  ["Bay 2 - Edith Marlow, 94 - chest sepsis", "94"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Febrile to 101F overnight, cultures sent.", "101"],
  ["Obs | HR | 96 | regular", "96"],
  ["HR now 94 and sats 96.", "94"],
  ["Temp, 100F, repeat in 1 hour", "100"],
];

describe("ages over 89: list rows and names", () => {
  for (const [note, value] of FOUND) {
    test(note, () => assertFound(engine, note, value, AGE));
    test(`${note} (in capitals)`, () => assertFound(engine, note.toUpperCase(), value.toUpperCase(), AGE));
  }
});

describe("ages over 89: vitals and temperatures stay untouched", () => {
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
