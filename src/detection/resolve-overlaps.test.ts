import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveOverlaps } from "./resolve-overlaps.ts";
import type { Span } from "./span.ts";

test("sorts spans and keeps disjoint ones apart", () => {
  const spans: Span[] = [
    { type: "DATE", start: 10, end: 14, confidence: 0.9, rule: "date-written" },
    { type: "NAME", start: 0, end: 5, confidence: 0.6, rule: "name-listed" },
  ];
  assert.deepEqual(
    resolveOverlaps(spans).map((s) => [s.type, s.start, s.end]),
    [
      ["NAME", 0, 5],
      ["DATE", 10, 14],
    ],
  );
});

test("merges overlapping spans into their union, typed by the surer one", () => {
  const spans: Span[] = [
    { type: "NAME", start: 0, end: 8, confidence: 0.5, rule: "name-capitalised-pair" },
    { type: "PROVIDER_NAME", start: 4, end: 12, confidence: 0.9, rule: "name-after-title" },
  ];
  assert.deepEqual(resolveOverlaps(spans), [
    {
      type: "PROVIDER_NAME",
      start: 0,
      end: 12,
      confidence: 0.9,
      rule: "name-after-title",
      parts: ["name-after-title", "name-capitalised-pair"],
    },
  ]);
});

test("does not mutate its input", () => {
  const spans: Span[] = [
    { type: "DATE", start: 5, end: 9, confidence: 0.9, rule: "date-written" },
    { type: "DATE", start: 0, end: 6, confidence: 0.8, rule: "date-numeric-partial" },
  ];
  const copy = structuredClone(spans);
  resolveOverlaps(spans);
  assert.deepEqual(spans, copy);
});
