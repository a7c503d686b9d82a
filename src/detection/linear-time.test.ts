import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "./create-engine.ts";

/**
 * Every recogniser runs in linear time. Each 1 MB adversarial input must be processed within a
 * generous constant factor of a plain regular-expression scan of the same input, measured here,
 * so the bound holds on slow and fast machines alike.
 */
const engine = createEngine();
const SIZE = 1_000_000;
const FACTOR = 200;

function repeat(unit: string): string {
  return unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
}

function bestOf(runs: number, fn: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** Baseline: a simple scan touching every character (at least 1 ms to damp timer noise). */
function baseline(text: string): number {
  const ms = bestOf(3, () => {
    let n = 0;
    for (const m of text.matchAll(/[\s\S]{1,16}/g)) n += m[0].length;
    assert.equal(n, text.length);
  });
  return Math.max(ms, 1);
}

const ADVERSARIAL: readonly (readonly [string, string])[] = [
  ["one repeated letter", repeat("a")],
  ["one repeated digit", repeat("1")],
  ["capitalised words", repeat("Smith Jones Brown ")],
  ["capitalised unknown words", repeat("Qzxv Wplk ")],
  ["digits, slashes and dashes", repeat("12/3-45/6-7/")],
  ["a1- repeated", repeat("a1-")],
  ["titles", repeat("Dr. ")],
  ["dotted numbers", repeat("1.2.3.4.")],
  ["at signs and dots", repeat("a@b.")],
  ["apostrophes", repeat("'s'")],
  ["cue words", repeat("wife son to from MRN: # ")],
  ["no spaces", repeat("transferredto")],
  ["phone-like", repeat("617-555-")],
  ["postcodes", repeat("CT9 4QX sw1a1aa ")],
  ["facility heads", repeat("nursing care home house court ")],
  ["street addresses with tails", repeat("12 Elm Road, Harrowby, Kent\n")],
  ["travel and residence cues", repeat("flying in from lives in Galena ")],
];

for (const [name, text] of ADVERSARIAL) {
  test(`1 MB of ${name} runs in linear time`, () => {
    const base = baseline(text);
    const engineMs = bestOf(1, () => engine.detect(text));
    assert.ok(
      engineMs < base * FACTOR,
      `${name}: engine ${engineMs.toFixed(1)} ms vs scan ${base.toFixed(1)} ms (> ${FACTOR}x)`,
    );
  });
}
