import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { createEngine, createUngatedEngine } from "./create-engine.ts";
import type { Span } from "./span.ts";

/** Any string is valid input: spans stay inside the text, sorted, disjoint, whole code points. */
const engine = createEngine();

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function checkInvariants(text: string, spans: Span[]): void {
  let previousEnd = 0;
  for (const s of spans) {
    assert.ok(Number.isInteger(s.start) && Number.isInteger(s.end));
    assert.ok(s.start >= previousEnd, "sorted and non-overlapping");
    assert.ok(s.start < s.end && s.end <= text.length, "inside the text");
    assert.ok(s.confidence > 0 && s.confidence <= 1);
    // Never split a surrogate pair.
    if (s.start > 0) assert.ok(!(isHigh(text.charCodeAt(s.start - 1)) && isLow(text.charCodeAt(s.start))));
    if (s.end < text.length)
      assert.ok(!(isHigh(text.charCodeAt(s.end - 1)) && isLow(text.charCodeAt(s.end))));
    previousEnd = s.end;
  }
}

/** Strings built from note-like pieces, so the recognisers actually fire. */
const notePiece = fc.constantFrom(
  "Dr. ",
  "Smith",
  "MR. ",
  "JONES",
  " ",
  "\n",
  "8/23/2019",
  "617-555-0100",
  "92 yo",
  "wife ",
  "Mary",
  "transferred to ",
  "Eliza Coffee",
  "Hospital",
  ", RN",
  "@",
  "x.org",
  "http://",
  "'95",
  "1999",
  "St. ",
  "\u{1F600}",
  "\uD800",
  "\uDC00",
  "é",
  "名前",
  "/",
  "-",
  ".",
  "#",
);

test("invariants hold for arbitrary unicode strings", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
      checkInvariants(text, engine.detect(text));
    }),
    { numRuns: 400 },
  );
});

test("invariants hold for strings made of note fragments", () => {
  fc.assert(
    fc.property(fc.array(notePiece, { maxLength: 60 }), (pieces) => {
      const text = pieces.join("");
      checkInvariants(text, engine.detect(text));
    }),
    { numRuns: 600 },
  );
});

test("never throws on odd inputs", () => {
  for (const text of ["", " ", "\u0000", "\uD800", "\uDC00\uD800", "a".repeat(10), "\u{10FFFF}"]) {
    checkInvariants(text, engine.detect(text));
  }
  assert.deepEqual(engine.detect(undefined as unknown as string), []);
});

test("does not mutate shared state between calls", () => {
  const text = "Seen by Dr. Okonkwo on 3/4/2020.";
  const first = engine.detect(text);
  engine.detect("unrelated text 555-123-4567 Dr. Other");
  assert.deepEqual(engine.detect(text), first);
});

test("skipping a gated recogniser in a text without its trigger words changes no span", () => {
  const ungated = createUngatedEngine();
  const piece = fc.oneof(
    notePiece,
    fc.constantFrom(
      "Dear ",
      "Kind regards,",
      "MD",
      "aware",
      "Ward",
      "Care Home",
      "lives in ",
      "Lake",
      "North ",
    ),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
      const text = pieces.join("");
      assert.deepEqual(engine.detect(text), ungated.detect(text));
    }),
    { numRuns: 300 },
  );
});
