import assert from "node:assert/strict";
import { test } from "node:test";
import { matchPhrase } from "./phrase-match.ts";
import { PHRASE, PhraseSet, PREFIX } from "./phrase-set.ts";
import type { ScanContext } from "./recogniser.ts";
import { TokenStream } from "./token-stream.ts";

const SET = PhraseSet.from([
  "saint mary's",
  "winston salem",
  "new york",
  "new york mills",
  "york",
  "a b c d",
]);

/** The text matched from the word at `word` (its place among the words), or "" when none. */
function matched(text: string, word = 0): string {
  const tokens = new TokenStream();
  tokens.reset(text);
  let i = 0;
  for (let n = -1; i < tokens.count; i++) if (tokens.isWord(i) && ++n === word) break;
  const last = matchPhrase({ tokens } as unknown as ScanContext, i, SET);
  return last === -1 ? "" : text.slice(tokens.start[i]!, tokens.end[last]!);
}

test("the tree holds each phrase and each run a longer phrase opens with", () => {
  const steps = (words: string[]) =>
    words.reduce((node, w) => node?.next?.get(w), SET.root as typeof SET.root | undefined)?.step;
  assert.equal(steps(["new"]), PREFIX);
  assert.equal(steps(["new", "york"]), PHRASE | PREFIX);
  assert.equal(steps(["new", "york", "mills"]), PHRASE);
  assert.equal(steps(["york"]), PHRASE);
  assert.equal(steps(["a", "b"]), PREFIX);
  assert.equal(steps(["b"]), undefined);
});

test("matchPhrase finds the longest phrase, across dots and hyphens, 'st' read as 'saint'", () => {
  assert.equal(matched("moved to New York Mills last year", 2), "New York Mills");
  assert.equal(matched("moved to New York last year", 2), "New York");
  assert.equal(matched("St. Mary's ward"), "St. Mary's");
  assert.equal(matched("from Winston-Salem", 1), "Winston-Salem");
  assert.equal(matched("New Zealand"), "");
  assert.equal(matched("a b c e"), "");
  assert.equal(matched("a b c d"), "a b c d");
  // A phrase never continues across a line.
  assert.equal(matched("New\nYork"), "");
});
