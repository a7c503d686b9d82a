import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "./create-engine.ts";
import {
  distinctNumberFeatures,
  NUMBER_AGE,
  NUMBER_APART,
  NUMBER_DOT_AFTER,
  NUMBER_FEATURE_WORDS,
  NUMBER_FOUR_DIGITS,
  NUMBER_LONG,
  NUMBER_PAREN_BEFORE,
  NUMBER_SLASH_BEFORE,
  numberFeatures,
  someNumberHas,
} from "./number-features.ts";
import type { RecogniserModule } from "./recogniser.ts";
import { RECOGNISER_TABLE } from "./recognisers/table.ts";
import { TokenStream } from "./token-stream.ts";

/** The features of each number of `text`, by its digits. */
function features(text: string): [string, number][] {
  const t = new TokenStream();
  t.reset(text);
  const out: [string, number][] = [];
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1))
    out.push([t.raw(i), numberFeatures(t, i)]);
  return out;
}

test("a number's features: age value, digits, touching marks", () => {
  assert.deepEqual(features("aged 93 today"), [["93", NUMBER_AGE | NUMBER_APART]]);
  assert.deepEqual(features("BP 131/89"), [
    ["131", 0],
    ["89", NUMBER_SLASH_BEFORE],
  ]);
  assert.deepEqual(features("1934 (91)"), [
    ["1934", NUMBER_FOUR_DIGITS | NUMBER_APART],
    ["91", NUMBER_AGE | NUMBER_PAREN_BEFORE],
  ]);
  assert.deepEqual(features("MA 02114 at 10.4"), [
    ["02114", NUMBER_FOUR_DIGITS | NUMBER_LONG | NUMBER_APART],
    ["10", NUMBER_DOT_AFTER],
    ["4", 0],
  ]);
  assert.deepEqual(features("a 0125 code, 1234567X"), [
    ["0125", NUMBER_FOUR_DIGITS | NUMBER_APART],
    ["1234567", NUMBER_FOUR_DIGITS | NUMBER_LONG],
  ]);
});

test("a note's distinct feature words, and whether one has every needed feature", () => {
  const t = new TokenStream();
  t.reset("93 and 95, then 1934 (91) and 7");
  const words = new Int32Array(NUMBER_FEATURE_WORDS);
  const n = distinctNumberFeatures(t, words);
  assert.deepEqual(
    [...words.subarray(0, n)].sort((a, b) => a - b),
    [
      NUMBER_AGE,
      NUMBER_APART,
      NUMBER_AGE | NUMBER_APART,
      NUMBER_FOUR_DIGITS | NUMBER_APART,
      NUMBER_AGE | NUMBER_PAREN_BEFORE,
    ].sort((a, b) => a - b),
  );
  assert.ok(someNumberHas(words, n, NUMBER_AGE | NUMBER_PAREN_BEFORE));
  assert.ok(someNumberHas(words, n, NUMBER_AGE | NUMBER_APART));
  assert.ok(!someNumberHas(words, n, NUMBER_AGE | NUMBER_SLASH_BEFORE));
  assert.ok(!someNumberHas(words, n, NUMBER_LONG));
});

test("the engine wakes a numbersWith module only in a note with such a number", () => {
  const called: string[] = [];
  const probe: RecogniserModule = {
    id: "probe",
    family: "numbers",
    wake: { at: ["numbers"], numbersWith: NUMBER_AGE | NUMBER_APART },
    rules: {},
    scan: (context) => {
      called.push(context.tokens.text);
    },
  };
  const lines: RecogniserModule = {
    id: "lines",
    family: "numbers",
    wake: { at: ["numbers", "lineStarts"], numbersWith: NUMBER_LONG },
    rules: {},
    scan: (context) => {
      called.push(`lines: ${context.tokens.text}`);
    },
  };
  const engine = createEngine(undefined, { table: [...RECOGNISER_TABLE.slice(0, 1), probe, lines] });
  for (const text of ["aged 97", "BP 120/80", "no number", "seen (93)"]) engine.detect(text);
  assert.deepEqual(called, [
    "aged 97",
    "lines: aged 97",
    "lines: BP 120/80",
    "lines: no number",
    "lines: seen (93)",
  ]);
});
