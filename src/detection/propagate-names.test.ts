import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { buildLexicons } from "./build-lexicons.ts";
import { createEngine } from "./create-engine.ts";
import { loadLexiconData } from "./load-lexicon-data.ts";

/**
 * A name found once is found everywhere in the note: every case-insensitive whole-word mention
 * of a multi-word name found by a title is covered, and the name inside a longer word is not.
 */
const data = loadLexiconData();
const engine = createEngine(data);
/** A name with a clinical word in it ("Tazo") never spreads, by design. */
const clinical = buildLexicons(data).clinical;

/** Invented name words from syllables, so no list knows them ("Zovrandu", "Keltasho"). */
const SYLLABLES = [
  "zo",
  "vran",
  "du",
  "kel",
  "ta",
  "sho",
  "mir",
  "quo",
  "bel",
  "ix",
  "tav",
  "run",
  "ek",
  "yal",
];
const nameWord = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 3 })
  .map((parts) => parts.join(""));
const casing = fc.constantFrom<(w: string) => string>(
  (w) => w.toLowerCase(),
  (w) => w.toUpperCase(),
  (w) => w[0]!.toUpperCase() + w.slice(1),
);

function coveredLetters(note: string, start: number, end: number): boolean {
  const spans = engine.detect(note);
  for (let p = start; p < end; p++) {
    if (!/[A-Za-z]/.test(note[p]!)) continue;
    if (!spans.some((s) => s.start <= p && s.end > p)) return false;
  }
  return true;
}

test("every whole-word mention of a found two-word name is covered, in any case", () => {
  fc.assert(
    fc.property(nameWord, nameWord, casing, casing, (first, last, caseA, caseB) => {
      fc.pre(first !== last && !clinical.has(first) && !clinical.has(last));
      const title = (w: string) => w[0]!.toUpperCase() + w.slice(1);
      const named = `Seen by Dr. ${title(first)} ${title(last)} today.`;
      fc.pre(coveredLetters(named, 12, 12 + first.length + 1 + last.length));
      const mention = `${caseA(first)} ${caseB(last)}`;
      const longer = `${last}ward`;
      const note = `${named} later ${mention} signed the form. the ${longer} was quiet.`;
      const at = note.indexOf(mention, named.length);
      assert.ok(coveredLetters(note, at, at + mention.length), `mention not covered in: ${note}`);
      const inside = note.lastIndexOf(longer);
      const touched = engine.detect(note).filter((s) => s.start < inside + longer.length && s.end > inside);
      assert.deepEqual(touched, [], `longer word touched in: ${note}`);
    }),
    { numRuns: 150 },
  );
});

test("an English-word part spreads as the whole name or capitalised mid-sentence only", () => {
  const note =
    "Dr. Alice Brown reviewed. alice brown signed. Brown stool noted; brown urine. Seen with Brown.";
  const spans = engine.detect(note).map((s) => note.slice(s.start, s.end));
  assert.ok(spans.includes("alice brown"), JSON.stringify(spans));
  const atStool = note.indexOf("Brown stool");
  const atUrine = note.indexOf("brown urine");
  const hits = engine.detect(note).filter((s) => s.start === atStool || s.start === atUrine);
  assert.deepEqual(hits, []);
  const last = note.lastIndexOf("Brown");
  assert.ok(engine.detect(note).some((s) => s.start === last));
});

test("a name found by a label spreads to sentence openings before a predicate, in any case", () => {
  const cases: readonly (readonly [string, string, number])[] = [
    ["Resident: Rose Okonjo. Rose slept well overnight.", "Rose", 1],
    ["RESIDENT: HOPE ADEBAYO\nHOPE ATE 50% OF LUNCH.", "HOPE", 1],
    ["patient: amber kowalczyk. amber mobilised to the chair.", "amber", 1],
    ["Dr Ng reviewed on the round; plan agreed with Ng at 1400.", "Ng", 1],
  ];
  for (const [note, word, occurrence] of cases) {
    let at = -1;
    for (let n = 0; n <= occurrence; n++) at = note.indexOf(word, at + 1);
    const spans = engine.detect(note);
    assert.ok(
      spans.some((s) => s.start <= at && s.end >= at + word.length),
      `${note}: ${JSON.stringify(spans)}`,
    );
  }
});

test("a sentence-opening English word stays when no predicate follows", () => {
  const note = "Patient: Hope Tremblay. Hope you are well. Brown stool noted.";
  const at = note.indexOf("Hope you");
  assert.deepEqual(
    engine.detect(note).filter((s) => s.start === at),
    [],
  );
});

test("a hyphenated given name with a clinical syllable spreads whole ('Min-seo')", () => {
  const note = "I reviewed your daughter Min-seo in clinic. Min-seo is doing well.";
  const at = note.lastIndexOf("Min-seo");
  const spans = engine.detect(note);
  assert.ok(
    spans.some((s) => s.start <= at && s.end >= at + "Min-seo".length),
    JSON.stringify(spans),
  );
});

test("a found name spreads to its possessive, in any case, and beyond ASCII", () => {
  for (const [note, mention] of [
    ["Seen by Dr. Zovrandu Keltasho today. Keltasho's daughter called.", "Keltasho's"],
    ["Seen by Dr. Zovrandu Keltasho today. KELTASHO'S daughter called.", "KELTASHO'S"],
    ["Seen by Dr. Zovrandu Kéltasho today. Kéltasho rang back.", "Kéltasho rang"],
  ] as const) {
    const at = note.lastIndexOf(mention);
    const name = mention.split(/['\s]/)[0]!;
    assert.ok(coveredLetters(note, at, at + name.length), `${mention} in ${note}`);
  }
});
