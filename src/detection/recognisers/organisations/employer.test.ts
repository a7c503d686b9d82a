import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Employers named a few words after a work word; sentences written for these tests. */
const engine = createEngine();
const ORG = ["ORGANIZATION", "HOSPITAL", "LOCATION", "CITY"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["He is a driver for Kestle Haulage.", "Kestle Haulage"],
  ["She was a cleaner for Marwood Estates for 20 years.", "Marwood Estates"],
  ["Volunteers for Age Concern on Fridays.", "Age Concern"],
  ["Works nights for Fenwick Bakery.", "Fenwick Bakery"],
  ["She is employed as a carer for Bright Horizons Homecare.", "Bright Horizons Homecare"],
  ["Retired from Allied Steel in 2015.", "Allied Steel"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["PT WAS WORKED UP FOR BORDERLINE HYPOADRENALISM AND PLACED ON STEROIDS.", "HYPOADRENALISM"],
  ["Works as a porter for Radiology.", "Radiology"],
  ["She drove from Leeds to see him.", "drove"],
  ["Job: referred for Social Services assessment.", "Social"],
];

/** Where the name ends: a number or a word after it belongs to it only as a branch's or a firm's. */
const ENDS: readonly (readonly [note: string, value: string])[] = [
  ["Works at Tesco 3 days a week.", "Tesco"],
  ["Works as a driver for Castle Haulage 2/7.", "Castle Haulage"],
  ["Works at Kestle Foods No. 2 plant.", "Kestle Foods No. 2"],
  ["He works as a clerk at Lakeland Dairies Co-op.", "Lakeland Dairies Co-op"],
  ["He worked as a driver for Harbour Freight Co. until 2019.", "Harbour Freight Co."],
];

describe("employers: where the name ends", () => {
  for (const [note, value] of ENDS)
    test(note, () => {
      const found = engine.detect(note).map((s) => note.slice(s.start, s.end));
      if (!found.includes(value)) throw new Error(`expected "${value}" in ${JSON.stringify(found)}`);
    });
});

describe("employers after a work word", () => {
  for (const [note, value] of FOUND) test(note, () => assertFound(engine, note, value, ORG));
});

describe("employers: work-ups, services and journeys stay untouched", () => {
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
