import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../../token-stream.ts";
import { loneDateLine } from "./lone-date-line.ts";

/** The pair "a/b" of `text` (its first "/"): [a, b] token indices. */
function pair(t: TokenStream): [number, number] {
  for (let k = 1; k + 1 < t.count; k++) if (t.isPunct(k, "/")) return [k - 1, k + 1];
  throw new Error("no pair");
}

function lone(text: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  const [a, b] = pair(t);
  return loneDateLine(t, a, b);
}

test("a pair alone on its line beside a blank line is a letter's date", () => {
  assert.equal(lone("Tel 09 123 4567\n\n14/7\n\nMrs A Smith"), true);
  assert.equal(lone("Tel 09 123 4567\n\n3/7\nMrs A Smith"), true);
  assert.equal(lone("Tel 09 123 4567\n3/7\n\nMrs A Smith"), true);
});

test("a pair in a clause, or on a line with no blank line beside it, is not", () => {
  assert.equal(lone("Cough for 3/7 with fever"), false);
  assert.equal(lone("Power\n4/5\nTone normal"), false);
  assert.equal(lone("\n\nreview 3/7\n\n"), false);
});
