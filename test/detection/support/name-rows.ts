import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { DetectionEngine } from "../../../src/detection/engine.ts";

/** A test row: a note and the word (must not match) or value (must match) inside it. */
export type NameRow = readonly [note: string, word: string];

const NAME_TYPES: ReadonlySet<string> = new Set(["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"]);

/** The name spans touching [from, to), as "rule:type:text", for assertions and their messages. */
function namedSpans(engine: DetectionEngine, note: string, from: number, to: number): string[] {
  return engine
    .detect(note)
    .filter((s) => NAME_TYPES.has(s.type) && s.start < to && s.end > from)
    .map((s) => `${s.rule}:${s.type}:${note.slice(s.start, s.end)}`);
}

/**
 * Two suites over hand-written name rows: in each must-not-match row no name span touches the word;
 * in each must-match row every letter and digit of the value lies inside a name span.
 */
export function nameRowSuites(
  engine: DetectionEngine,
  titles: { readonly mustNotMatch: string; readonly mustMatch: string },
  mustNotMatch: readonly NameRow[],
  mustMatch: readonly NameRow[],
): void {
  describe(titles.mustNotMatch, () => {
    for (const [note, word] of mustNotMatch) {
      test(`keeps "${word}" in ${JSON.stringify(note)}`, () => {
        const start = note.indexOf(word);
        assert.notEqual(start, -1, "test row broken");
        assert.deepEqual(namedSpans(engine, note, start, start + word.length), []);
      });
    }
  });
  describe(titles.mustMatch, () => {
    for (const [note, value] of mustMatch) {
      test(`finds "${value}" in ${JSON.stringify(note)}`, () => {
        const start = note.indexOf(value);
        assert.notEqual(start, -1, "test row broken");
        const spans = engine.detect(note).filter((s) => NAME_TYPES.has(s.type));
        for (let p = start; p < start + value.length; p++) {
          if (!/[\p{L}\p{N}]/u.test(note[p]!)) continue;
          assert.ok(
            spans.some((s) => s.start <= p && s.end > p),
            `${JSON.stringify(value)} letter ${p - start} uncovered: ${namedSpans(engine, note, 0, note.length).join(" | ")}`,
          );
        }
      });
    }
  });
}
