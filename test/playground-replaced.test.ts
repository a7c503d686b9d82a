import assert from "node:assert/strict";
import { test } from "node:test";
// @ts-expect-error: a plain browser module without type declarations.
import { replacedRegions } from "../src/http/public/replaced-regions.js";

const at = (text: string, value: string, type: string) => {
  const start = text.indexOf(value);
  return { start, end: start + value.length, type };
};
const marked = (output: string, regions: { start: number; end: number; type: string }[]) =>
  regions.map((r) => `${r.type}:${output.slice(r.start, r.end)}`);

test("the playground marks where each surrogate stands, with its type", () => {
  const note = "Pt Bill Baker seen 03/14/2024 in Boston, MA. Call 617-555-0142.";
  const entities = [
    at(note, "Bill Baker", "PATIENT_NAME"),
    at(note, "03/14/2024", "DATE"),
    at(note, "Boston", "CITY"),
    at(note, "MA", "STATE"),
    at(note, "617-555-0142", "PHONE"),
  ];
  const output = "Pt Matteo Pham seen 04/11/2024 in Glenmore, MA. Call 617-555-0199.";
  assert.deepEqual(marked(output, replacedRegions(note, entities, output)), [
    "PATIENT_NAME:Matteo Pham",
    "DATE:04/11/2024",
    "CITY:Glenmore",
    "PHONE:617-555-0199",
  ]);
});

test("it stops rather than mark a region it cannot place", () => {
  const note = "Seen by Dr. Adams today.";
  assert.deepEqual(
    replacedRegions(note, [at(note, "Adams", "PROVIDER_NAME")], "Something else entirely"),
    [],
  );
  assert.deepEqual(replacedRegions(note, [], note), []);
});
