import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import { parseLetter, readLetters, scoreLetters } from "./fixtures/letters/letter-fixtures.ts";

/**
 * The hand-written UK/US letters (test/fixtures/letters) are the tune set for letter layouts:
 * these floors are what the engine reached on them, so a change that loses letter PHI fails here.
 * `node bench/letters.ts --errors` lists the misses and false positives.
 */
const RECALL_FLOOR = 0.965;
const PRECISION_FLOOR = 0.975;

const letters = readLetters(fileURLToPath(new URL("./fixtures/letters/", import.meta.url)));
const engine = createEngine();

test("the letter fixtures are many and of many kinds", () => {
  assert.ok(letters.length >= 30);
  assert.ok(letters.reduce((n, l) => n + l.gold.length, 0) >= 600);
});

test("the engine keeps its strict recall and precision on the hand-written letters", () => {
  const score = scoreLetters(letters, (t) => engine.detect(t));
  const recall = score.strict / score.gold;
  const precision = score.predictedHits / score.predicted;
  assert.ok(recall >= RECALL_FLOOR, `strict recall ${recall.toFixed(3)} < ${RECALL_FLOOR}`);
  assert.ok(precision >= PRECISION_FLOOR, `lenient precision ${precision.toFixed(3)} < ${PRECISION_FLOOR}`);
});

test("the scorer counts a value as found only when every letter and digit is covered", () => {
  const letter = parseLetter("x", "Dear Dr [[HCP:Ann Lee]], seen [[DATE:1/2/24]].");
  assert.equal(letter.text, "Dear Dr Ann Lee, seen 1/2/24.");
  const start = letter.text.indexOf("Ann");
  const half = scoreLetters([letter], () => [
    { type: "NAME", start, end: start + 3, confidence: 1, rule: "t" },
  ]);
  assert.equal(half.strict, 0);
  assert.equal(half.predictedHits, 1);
  const whole = scoreLetters([letter], () => [
    { type: "NAME", start, end: start + 7, confidence: 1, rule: "t" },
    { type: "DATE", start: 22, end: 28, confidence: 1, rule: "t" },
    { type: "CITY", start: 0, end: 4, confidence: 1, rule: "t" },
  ]);
  assert.equal(whole.strict, 2);
  assert.equal(whole.predictedHits, 2);
  assert.equal(whole.falsePositives.length, 1);
});
