import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { inDatedLines, opensLineWithPair } from "./dated-lines.ts";

/** The first number of `text` and its tokens. */
function firstPair(text: string): { t: TokenStream; first: number } {
  const t = new TokenStream();
  t.reset(text);
  let first = 0;
  while (!t.isNumber(first)) first++;
  return { t, first };
}

test("a pair opening one of two dated lines is in dated lines", () => {
  const { t, first } = firstPair("Notes\n14/3 - settled\n15/3 - home");
  assert.equal(inDatedLines(t, first), true);
});

test("a lone line opening with a pair is a history, not a chart", () => {
  const { t, first } = firstPair("Notes\n3/7 hx of cough\nsettled");
  assert.equal(inDatedLines(t, first), false);
});

test("a pair inside a line, or no calendar pair, opens no dated line", () => {
  const mid = firstPair("Pain 3/7 and 4/7");
  assert.equal(opensLineWithPair(mid.t, mid.first), false);
  const scores = firstPair("13/15 GCS\n14/15 GCS");
  assert.equal(opensLineWithPair(scores.t, scores.first), false);
});
