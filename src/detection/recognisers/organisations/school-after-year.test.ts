import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Schools after the school year and "at"; written for these tests (no corpus text). */
const engine = createEngine();
const PLACE = ["HOSPITAL", "LOCATION", "ORGANIZATION"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["She is in Year 10 at Westlake Girls High.", "Westlake Girls High"],
  ["She is in Year 10 at Kelston Boys' High School and doing well.", "Kelston Boys' High School"],
  ["In Grade 9 at Thornhill Secondary, plays rugby.", "Thornhill Secondary"],
  ["Yr 8 at Ōtara Primary.", "Ōtara Primary"],
  ["SHE IS IN YEAR 10 AT WESTLAKE GIRLS HIGH.", "WESTLAKE GIRLS HIGH"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Year 10 at High School.", "High"],
  ["Year 10 at school.", "school"],
  ["SHE IS IN YEAR 10 AT HIGH SCHOOL.", "HIGH"],
  ["Year 10 at Church on Sundays.", "Church"],
];

describe("school-after-year", () => {
  for (const [note, value] of FOUND) test(note, () => assertFound(engine, note, value, PLACE));
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
