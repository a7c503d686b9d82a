import assert from "node:assert/strict";
import { test } from "node:test";
import { buildLexicons } from "../../build-lexicons.ts";
import { loadLexiconData } from "../../load-lexicon-data.ts";
import { TokenStream } from "../../token-stream.ts";

/**
 * lexicon-name and message-name read a possessive ("Wojcik's", "aarav's") through its stem, yet
 * visit only unknown words and capitalised words: a lower-case possessive is reached only because
 * no English or clinical entry is itself a possessive, so every possessive token is unknown.
 */
const lexicons = buildLexicons(loadLexiconData());

test("no English or clinical entry is a possessive", () => {
  const possessive = (word: string): boolean => word.endsWith("'s") || word.endsWith("\u2019s");
  assert.deepEqual([...lexicons.vocabulary].filter(possessive), []);
  assert.deepEqual([...lexicons.clinical].filter(possessive), []);
});

test("a possessive is an unknown word even when its stem is English or clinical", () => {
  const t = new TokenStream();
  t.wordBits = lexicons.wordBits;
  t.reset("the man's arm's wojcik's Nguyễn’s");
  const unknown: number[] = [];
  for (let i = t.nextUnknown(0); i < t.count; i = t.nextUnknown(i + 1)) unknown.push(i);
  assert.deepEqual(unknown, [1, 2, 3, 4]);
});
