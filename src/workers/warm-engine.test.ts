import assert from "node:assert/strict";
import { test } from "node:test";
import { ALL_RULE_EXAMPLES } from "../../test/detection/rule-examples/index.ts";
import { createEngine, loadLexiconData } from "../detection/index.ts";
import { RECOGNISER_TABLE } from "../detection/recognisers/table.ts";
import { FAMILIES } from "../detection/rule.ts";
import { warmEngine } from "./warm-engine.ts";
import { warmUpNotes } from "./warm-up-notes.ts";
import { warmUpWords } from "./warm-up-words.ts";

const lexicons = loadLexiconData();
const words = warmUpWords(lexicons);

/** The rule examples without their marks, and notes the warm-up itself never reads (another seed). */
function texts(): string[] {
  const examples = ALL_RULE_EXAMPLES.flatMap((e) => [...e.fires, ...e.leaves]).map((t) =>
    t.replaceAll("[[", "").replaceAll("]]", ""),
  );
  const other = warmUpNotes(words, 7);
  return [...examples, ...Array.from({ length: 60 }, () => other.next())];
}

test("a warmed engine finds exactly the spans an unwarmed one finds", () => {
  const inputs = texts();
  // The unwarmed answers first, before any engine in this process has read a warm-up note.
  const fresh = createEngine(lexicons);
  const before = inputs.map((text) => fresh.detect(text));
  const warmed = createEngine(lexicons);
  const report = warmEngine(warmed, 400, { lexicons, maxWallMs: Number.POSITIVE_INFINITY });
  assert.ok(report.notes > 10, `the warm-up read notes (${report.notes})`);
  assert.deepEqual(
    inputs.map((text) => warmed.detect(text)),
    before,
  );
  // And the unwarmed engine, read again after the other's warm-up, still answers as it did.
  assert.deepEqual(
    inputs.map((text) => fresh.detect(text)),
    before,
  );
  assert.ok(before.flat().length > 1000, "the inputs hold PHI to find");
});

test("the warm-up stops at its CPU budget, and a budget of 0 reads nothing", () => {
  const engine = createEngine(lexicons);
  assert.deepEqual(warmEngine(engine, 0, { lexicons }), { notes: 0, characters: 0, cpuMs: 0, wallMs: 0 });
  const report = warmEngine(engine, 150, { lexicons, maxWallMs: Number.POSITIVE_INFINITY });
  assert.ok(report.cpuMs >= 150, `spent its budget (${report.cpuMs} ms)`);
  assert.ok(report.cpuMs < 1500, `and stopped soon after (${report.cpuMs} ms)`);
  assert.ok(report.characters > report.notes * 50);
  const capped = warmEngine(engine, 10_000, { lexicons, maxWallMs: 100 });
  assert.ok(capped.wallMs < 1500, `the wall-time cap stops it (${capped.wallMs} ms)`);
});

test("the warm-up notes are the same for a seed and reach every recogniser family", () => {
  const a = warmUpNotes(words, 3);
  const b = warmUpNotes(words, 3);
  const notes = Array.from({ length: 200 }, () => a.next());
  assert.deepEqual(
    Array.from({ length: 200 }, () => b.next()),
    notes,
  );
  const family = new Map<string, string>();
  for (const module of RECOGNISER_TABLE)
    for (const rule of Object.keys(module.rules)) family.set(rule, module.family);
  const engine = createEngine(lexicons);
  const rules = new Set<string>();
  const types = new Set<string>();
  for (const note of notes)
    for (const span of engine.detect(note)) {
      types.add(span.type);
      for (const rule of span.parts ?? [span.rule]) rules.add(rule);
    }
  const families = new Set([...rules].map((rule) => family.get(rule)));
  for (const f of FAMILIES) assert.ok(families.has(f), `a rule of the ${f} family fires`);
  for (const type of [
    "NAME",
    "DATE",
    "PHONE",
    "EMAIL",
    "URL",
    "AGE",
    "ADDRESS",
    "ZIP",
    "CITY",
    "HOSPITAL",
    "MRN",
  ])
    assert.ok(
      [...types].some((t) => t.includes(type)),
      `a ${type} is found (found ${[...types].join(", ")})`,
    );
  // Lines in every case: some wholly upper case, some wholly lower case.
  const lines = notes.flatMap((n) => n.split(/\r?\n/)).filter((l) => /[a-z]{3}/i.test(l));
  assert.ok(lines.some((l) => l === l.toUpperCase()));
  assert.ok(lines.some((l) => l === l.toLowerCase()));
});

test("a warm-up reads each note the way it is given", () => {
  const engine = createEngine(lexicons);
  const seen: number[] = [];
  const report = warmEngine(engine, 50, {
    lexicons,
    maxWallMs: Number.POSITIVE_INFINITY,
    read: (text, index) => {
      seen.push(index);
      return engine.detect(text).length;
    },
  });
  assert.equal(seen.length, report.notes);
  assert.deepEqual(
    seen,
    seen.map((_, i) => i),
  );
});
