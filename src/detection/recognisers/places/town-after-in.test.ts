import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Towns of several words after "in"/"near" in mixed-case prose; sentences written for these tests. */
const engine = createEngine();
const PLACE = ["LOCATION", "CITY", "HOSPITAL", "ORGANIZATION"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Her son in Market Dunholme is next of kin.", "Market Dunholme"],
  ["Family in Little Ashcombe were informed by phone.", "Little Ashcombe"],
  ["Granddaughter in Kirkby-on-Wendle visits daily.", "Kirkby-on-Wendle"],
  ["Had a fall near Upper Brackley yesterday.", "Upper Brackley"],
  ["Was shopping in West Harnby, then felt dizzy.", "West Harnby"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["Remains in Atrial Fibrillation overnight.", "Atrial"],
  ["Seen in Emergency Department at 02:00.", "Emergency"],
  ["Admitted In March With Chest Pain.", "Chest"],
  ["Reviewed in Pain Clinic today.", "Pain"],
  ["Sats better in High Flow overnight.", "High"],
];

describe("towns after in/near: the whole name", () => {
  for (const [note, value] of FOUND) test(note, () => assertFound(engine, note, value, PLACE));
});

describe("towns after in/near: clinical terms, services, dates and titles stay untouched", () => {
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
