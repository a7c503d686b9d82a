import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Days told by ordinal and UK day/month dates; sentences written for these tests. */
const engine = createEngine();
const DATE = ["DATE"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Call back on the 27th with results.", "27th"],
  ["Letter dated 14/03/2024. On 14/11 she fell at home.", "14/11"],
  ["Bloods to be repeated by 21/6.", "21/6"],
  ["Symptoms since 18/4, worse at night.", "18/4"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Given the 2nd dose at noon.", "2nd"],
  ["Moved to the 4th floor.", "4th"],
  ["Pt remains on 1st step mattress.", "1st"],
  ["Pt. initially on 13/10 in am, weaned later.", "13/10"],
];

describe("dates: ordinal days and day/month", () => {
  for (const [note, value] of FOUND) {
    test(note, () => assertFound(engine, note, value, DATE));
    test(`${note} (in capitals)`, () => assertFound(engine, note.toUpperCase(), value.toUpperCase(), DATE));
  }
});

describe("dates: counts and settings stay untouched", () => {
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
