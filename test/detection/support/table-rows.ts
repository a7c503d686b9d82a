import assert from "node:assert/strict";
import type { DetectionEngine } from "../../../src/detection/engine.ts";
import type { PhiType } from "../../../src/detection/phi-type.ts";

/**
 * Support for the detection table tests: a row's value is covered when every letter and digit of
 * it lies inside a span (of one of `types`, when given); a must-not row's word is touched by no span.
 */
export function coveredTypes(
  engine: DetectionEngine,
  note: string,
  value: string,
  types?: readonly PhiType[],
): PhiType[] {
  const start = note.indexOf(value);
  assert.notEqual(start, -1, `test row broken: "${value}" not in "${note}"`);
  const end = start + value.length;
  const spans = engine
    .detect(note)
    .filter((s) => s.start < end && s.end > start && (types === undefined || types.includes(s.type)));
  for (let p = start; p < end; p++) {
    if (!/[\p{L}\p{N}]/u.test(note[p]!)) continue;
    if (!spans.some((s) => s.start <= p && s.end > p)) return [];
  }
  return spans.map((s) => s.type);
}

/** Asserts the value is covered by a span of an accepted type. */
export function assertFound(
  engine: DetectionEngine,
  note: string,
  value: string,
  accepted: readonly string[],
): void {
  const found = coveredTypes(engine, note, value);
  assert.ok(found.length > 0, `not covered: ${JSON.stringify(engine.detect(note))}`);
  assert.ok(
    found.some((type) => accepted.includes(type)),
    `type ${found.join(",")} not in ${accepted.join(",")}`,
  );
}

/** The spans that touch `word` in `note`, as "rule:type:text" (empty when none does). */
export function touchingSpans(engine: DetectionEngine, note: string, word: string): string[] {
  const start = note.indexOf(word);
  assert.notEqual(start, -1, "test row broken");
  return engine
    .detect(note)
    .filter((s) => s.start < start + word.length && s.end > start)
    .map((s) => `${s.rule}:${s.type}:${note.slice(s.start, s.end)}`);
}

/** Asserts no span touches `word` in `note`. */
export function assertUntouched(engine: DetectionEngine, note: string, word: string): void {
  assert.deepEqual(touchingSpans(engine, note, word), []);
}
