import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "../../create-engine.ts";

/**
 * A letter written against a number is part of that number's token run — a sex after an age
 * ("78F"), a code's prefix ("N12345A", a DVA file number), a ward's bay ("Ward 21C.") — and never
 * a name's initial: the name ends before it, or starts after it.
 */
const engine = createEngine();

function texts(note: string): string[] {
  return engine.detect(note).map((s) => note.slice(s.start, s.end));
}

const ROWS: readonly (readonly [string, string, string])[] = [
  // note, the name span expected, a piece of text no span may hold
  ["Lee, Ann  N12345A  lap chole", "Lee, Ann", "N1"],
  ["MDT list\nOKAFOR, Chidi  N12345A  78F  Royal Hobart", "OKAFOR, Chidi", "F  Royal"],
  ["Transferred to Ward 21C. Marcelo Rossi reviewed.", "Marcelo Rossi", "C. Marcelo"],
];

for (const [note, name, never] of ROWS) {
  test(`a letter against a number is no initial: ${JSON.stringify(note)}`, () => {
    const found = texts(note);
    assert.ok(found.includes(name), `found ${JSON.stringify(found)}`);
    assert.ok(!found.some((f) => f.includes(never)), `found ${JSON.stringify(found)}`);
  });
}

test("an initial with a space before the number is still read", () => {
  assert.ok(texts("Patient: OKAFOR, Chidi A  DOB 03/04/51").includes("OKAFOR, Chidi A"));
});
