import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "./create-engine.ts";

const engine = createEngine();

test("engine version names the rules and a digest", () => {
  assert.match(engine.version, /^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
});

test("returns no spans for empty text", () => {
  assert.deepEqual(engine.detect(""), []);
});

test("finds a date, a phone number and a titled name in one note", () => {
  const text = "Seen by Dr. Aldous on 8/23/2019, call 617-555-1234.";
  const found = engine.detect(text).map((s) => [s.type, text.slice(s.start, s.end)]);
  assert.deepEqual(found, [
    ["PROVIDER_NAME", "Aldous"],
    ["DATE", "8/23/2019"],
    ["PHONE", "617-555-1234"],
  ]);
});
