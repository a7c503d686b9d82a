import assert from "node:assert/strict";
import { test } from "node:test";
import { NUMBER, PUNCT, TokenStream, WORD } from "./token-stream.ts";

function tokens(text: string): string[] {
  const t = new TokenStream();
  t.reset(text);
  const out: string[] = [];
  for (let i = 0; i < t.count; i++) {
    const kind = t.kind[i] === WORD ? "w" : t.kind[i] === NUMBER ? "n" : t.kind[i] === PUNCT ? "p" : "?";
    out.push(`${kind}:${t.raw(i)}`);
  }
  return out;
}

const ROWS: readonly (readonly [string, string[]])[] = [
  ["Dr. O'Brien", ["w:Dr", "p:.", "w:O'Brien"]],
  ["Mary's 8/23/2019", ["w:Mary's", "n:8", "p:/", "n:23", "p:/", "n:2019"]],
  ["92yo", ["n:92", "w:yo"]],
  ["a\u{1F600}b c", ["w:a\u{1F600}b", "w:c"]],
  ["x\u00A0y", ["w:x", "w:y"]],
  ["'quoted'", ["p:'", "w:quoted", "p:'"]],
  ["", []],
];

for (const [text, expected] of ROWS) {
  test(`tokenises ${JSON.stringify(text)}`, () => {
    assert.deepEqual(tokens(text), expected);
  });
}

test("marks case and line starts", () => {
  const t = new TokenStream();
  t.reset("Smith\nJONES smith");
  assert.equal(t.isCapitalised(0), true);
  assert.equal(t.isAllCaps(1), true);
  assert.equal(t.startsLine(1), true);
  assert.equal(t.startsLine(2), false);
  assert.equal(t.lower(1), "jones");
});

test("reads each word's cue bits in any case, beyond ASCII too, and ORs them into textCues", () => {
  const t = new TokenStream();
  t.cueBits.add(["ward", "café"], 1);
  t.cueBits.add(["unit"], 2);
  t.reset("WARD 4, Unit café wards 12");
  assert.deepEqual(
    Array.from({ length: t.count }, (_, i) => t.cues(i)),
    [1, 0, 0, 2, 1, 0, 0],
  );
  assert.equal(t.textCues, 3);
  assert.equal(t.cues(-1), 0);
  assert.equal(t.cues(t.count), 0);
  t.reset("ward rounds");
  assert.equal(t.textCues, 1);
  t.reset("no cue here");
  assert.equal(t.textCues, 0);
});
