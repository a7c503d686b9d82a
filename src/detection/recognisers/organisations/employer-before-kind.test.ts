import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Employers before "employee" or a workplace, and more ways of writing work and school; written for these tests. */
const engine = createEngine();
const ORG = ["ORGANIZATION", "HOSPITAL", "LOCATION", "CITY"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["She is a Westpine Energy employee.", "Westpine Energy"],
  ["Kmart employee, on nights.", "Kmart"],
  ["Works in the Quarrington Distribution warehouse.", "Quarrington Distribution"],
  ["Worked at the Tata Steel plant until 2019.", "Tata Steel"],
  ["Supervisor at Northgate Cold Storage.", "Northgate Cold Storage"],
  ["Firefighter with Kerrow Fire Service.", "Kerrow Fire Service"],
  ["Apprentice fitter at Kaduna Polytechnic.", "Kaduna Polytechnic"],
  ["Civil servant at Tarrant District Council.", "Tarrant District Council"],
  ["He attends Westbury Park Boys' High School.", "Westbury Park Boys' High School"],
  ["Attends Busy Bees Childcare.", "Busy Bees Childcare"],
  ["Class 8, Sunrise Public School.", "Sunrise Public School"],
  ["School/Grade: Gr 3, Riverbend Primary", "Riverbend Primary"],
  ["Employed by Ruskin Bros. Haulage.", "Ruskin Bros. Haulage"],
  ["Attends Kendriya Vidyalaya No. 2.", "Kendriya Vidyalaya No. 2"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["He is a council employee.", "council"],
  ["A Government employee.", "Government"],
  ["Works in the Radiology office.", "Radiology"],
  ["Works in the Accident and Emergency department.", "Accident"],
  ["Year 10, high school", "high"],
  ["Class 2, Public School", "Public"],
  ["Attends church on Sundays.", "church"],
  ["Employer: Self-employed", "Self"],
  ["Employer: N/A", "N"],
];

describe("employers before their kind, and more posts and school forms", () => {
  for (const [note, value] of FOUND) test(note, () => assertFound(engine, note, value, ORG));
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
