import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import fc from "fast-check";
import { generateCorpus } from "../../bench/generator/generate-corpus.ts";
import { createEngine } from "./create-engine.ts";
import { RECOGNISER_TABLE } from "./recognisers/table.ts";
import { resolveOverlaps } from "./resolve-overlaps.ts";
import { RULES } from "./rules.ts";
import type { Span } from "./span.ts";

/** A seeded Fisher-Yates shuffle (mulberry32), so a failure names its seed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function fixtureTexts(): string[] {
  const texts: string[] = [];
  const root = new URL("../../test/fixtures/", import.meta.url);
  for (const folder of ["letters", "snippets"]) {
    for (const name of readdirSync(new URL(`${folder}/`, root))) {
      if (name.endsWith(".txt")) texts.push(readFileSync(new URL(`${folder}/${name}`, root), "utf8"));
    }
  }
  texts.push(...generateCorpus({ seed: 1, size: 400 }).notes.map((n) => n.text));
  return texts;
}

test("the recogniser table is sorted by id and every module's rules are its own", () => {
  const ids = RECOGNISER_TABLE.map((m) => m.id);
  assert.deepEqual(ids, [...ids].sort());
  assert.equal(new Set(ids).size, ids.length);
  for (const module of RECOGNISER_TABLE) {
    for (const id of Object.keys(module.rules)) assert.equal(RULES.get(id)?.module, module.id, id);
  }
});

test("the engine gives identical output whatever order its recognisers run in", () => {
  const texts = fixtureTexts();
  const sorted = createEngine();
  const expected = texts.map((text) => sorted.detect(text));
  for (const seed of [1, 2, 3]) {
    const engine = createEngine(undefined, { table: shuffled(RECOGNISER_TABLE, seed) });
    texts.forEach((text, k) => {
      assert.deepEqual(engine.detect(text), expected[k], `seed ${seed}, text ${k}`);
    });
  }
});

const RULE_IDS = [...RULES.keys()];
const span = fc
  .record({
    start: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 1, max: 12 }),
    rule: fc.constantFrom(...RULE_IDS),
    level: fc.constantFrom(0.5, 0.6, 0.9),
  })
  .map(({ start, length, rule, level }): Span => {
    const declared = RULES.get(rule)!;
    return { type: declared.types[0]!, start, end: start + length, confidence: level, rule };
  });

test("overlap resolution does not depend on the order of its candidates", () => {
  fc.assert(
    fc.property(fc.array(span, { maxLength: 12 }), fc.integer(), (spans, seed) => {
      assert.deepEqual(resolveOverlaps(shuffled(spans, seed)), resolveOverlaps(spans));
    }),
    { numRuns: 500 },
  );
});

test("an exact tie takes the narrower type, then the stronger family, then the smaller rule id", () => {
  const at = (type: Span["type"], rule: string): Span => ({ type, start: 0, end: 5, confidence: 0.9, rule });
  // PATIENT_NAME is narrower than NAME, whatever the rules' families.
  assert.equal(
    resolveOverlaps([at("NAME", "name-after-label"), at("PATIENT_NAME", "name-after-title")])[0]!.type,
    "PATIENT_NAME",
  );
  // layout before names: the label that says the role wins over the title's default.
  assert.equal(
    resolveOverlaps([at("PATIENT_NAME", "name-after-title"), at("PROVIDER_NAME", "name-after-label")])[0]!
      .rule,
    "name-after-label",
  );
  // numbers before dates; within a family the smaller rule id.
  assert.equal(
    resolveOverlaps([at("DATE", "date-numeric-full"), at("PHONE", "phone-full")])[0]!.type,
    "PHONE",
  );
  assert.equal(
    resolveOverlaps([at("HOSPITAL", "facility-school"), at("HOSPITAL", "facility-care")])[0]!.rule,
    "facility-care",
  );
});
