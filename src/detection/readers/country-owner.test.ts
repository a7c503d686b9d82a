import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "../create-engine.ts";

const engine = createEngine();
const countries = (text: string): string[] =>
  engine
    .detect(text)
    .filter((s) => s.type === "COUNTRY")
    .map((s) => text.slice(s.start, s.end));

test("a country closing a national body's or programme's name is no place", () => {
  assert.deepEqual(countries("Targets as per Diabetes Canada guidance, A1c under 7%."), []);
  assert.deepEqual(countries("Schedule as in the Immunisation Guidelines for Ireland, chapter 2."), []);
  assert.deepEqual(countries("Worried? Call Lifeline Australia any time."), []);
});

test("a country the patient went to or came from stays a country", () => {
  assert.deepEqual(countries("Visited Nigeria last month, fever since."), ["Nigeria"]);
});
