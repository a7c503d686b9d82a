import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "../create-engine.ts";

/**
 * professional-body.ts: a country closing a body's title after "of" is not read as a surname
 * (its country reading stays: a COUNTRY span is the country-listed rule's call); "Bank of India"
 * is a firm. Lines written for this test.
 */
const engine = createEngine();

function typesOver(note: string, word: string): string[] {
  const start = note.indexOf(word);
  return engine
    .detect(note)
    .filter((s) => s.start < start + word.length && s.end > start)
    .map((s) => s.type);
}

test("a country after a body's 'of' is no name", () => {
  for (const note of [
    "Endorsed by the Royal College of Physicians of Ireland and the ICGP.",
    "Bronchiolitis: Public Health Agency of Canada advice.",
  ]) {
    const word = note.includes("Ireland") ? "Ireland" : "Canada";
    assert.ok(!typesOver(note, word).some((type) => type.endsWith("NAME")), note);
  }
});

test("a firm of a country and a surname are kept", () => {
  assert.notDeepEqual(typesOver("Works at Bank of India as a clerk.", "Bank"), []);
  assert.notDeepEqual(typesOver("Seen by Dr John Ireland in clinic.", "Ireland"), []);
});
