import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "../../create-engine.ts";

const engine = createEngine();
const dates = (text: string): string[] =>
  engine
    .detect(text)
    .filter((s) => s.type === "DATE")
    .map((s) => text.slice(s.start, s.end));

test("a two-digit year after a day, a month and a comma ends the date ('DD Mon, YY' headers)", () => {
  const rows: [string, string[]][] = [
    ["Collected: 14 Mar, 24 09:40", ["14 Mar, 24"]],
    ["Reported 3 Jun, 25.", ["3 Jun, 25"]],
    ["Specimen received 2 Feb, 25\nClinical notes: cough", ["2 Feb, 25"]],
    ["Seen Mar 14, 24 hours post op", ["Mar 14"]],
    ["Drain out on 14 Mar, 24 hours after theatre.", ["14 Mar"]],
    ["on 14 Mar, 12:30 pm", ["14 Mar"]],
    ["K on 3 Jun, 24.5 mmol", ["3 Jun"]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(dates(text), expected, text);
});
