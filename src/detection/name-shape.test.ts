import assert from "node:assert/strict";
import { test } from "node:test";
import { learnNameShape, nameShapeScore } from "./name-shape.ts";

const score = (model: Float32Array, word: string): number => nameShapeScore(model, word, 0, word.length);

test("a word spelt like the names scores above a word spelt like the vocabulary", () => {
  const model = learnNameShape(
    ["okonkwo", "okafor", "adeyemi", "okoro", "nwosu", "onyeka"],
    ["patient", "stable", "pressure", "breathing", "tablet", "station"],
  );
  assert.ok(score(model, "okeke") > 0);
  assert.ok(score(model, "stablet") < 0);
  assert.ok(score(model, "okeke") > score(model, "pressing"));
});

test("non-letters, one-letter words and an empty model give NaN", () => {
  const model = learnNameShape(["okafor"], ["stable"]);
  assert.ok(Number.isNaN(score(model, "o'k")));
  assert.ok(Number.isNaN(score(model, "a")));
  assert.ok(Number.isNaN(score(new Float32Array(0), "okafor")));
});

test("scoring reads the text in place, any case", () => {
  const model = learnNameShape(["okonkwo"], ["stable"]);
  const text = "seen by OKONKWO today";
  assert.equal(nameShapeScore(model, text, 8, 15), score(model, "okonkwo"));
});
