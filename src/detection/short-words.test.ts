import assert from "node:assert/strict";
import { test } from "node:test";
import { SHORT_MAX, ShortWords } from "./short-words.ts";
import { TokenStream } from "./token-stream.ts";
import { WordBits } from "./word-bits.ts";

test("packs words of letters and apostrophes up to SHORT_MAX long, each to its own key", () => {
  const short = new ShortWords();
  const words = [
    "a",
    "b",
    "z",
    "aa",
    "ab",
    "ba",
    "o'",
    "o'brien",
    "abcdef",
    "abcdefg",
    "bcdefg",
    "zzzzzzzzzzzz",
  ];
  const keys = new Set<string>();
  for (const word of words) {
    assert.equal(short.pack(word), true, word);
    keys.add(`${short.k0},${short.k1}`);
    assert.notEqual(short.k0, 0, word);
  }
  assert.equal(keys.size, words.length);
  for (const word of ["", "Ward", "a-b", "café", "x1", "a".repeat(SHORT_MAX + 1)]) {
    assert.equal(short.pack(word), false, word);
  }
});

test("a word reads the same masks by string and from text, in either table", () => {
  const bits = new WordBits();
  const words = ["ward", "o'brien", "abcdefghijkl", "abcdefghijklm", "café", "d/w", "Ward", "a"];
  words.forEach((word, k) => {
    bits.add([word], 1 << k);
    bits.addCues([word], 1 << (k + 8));
  });
  words.forEach((word, k) => {
    assert.equal(bits.get(word), 1 << k, word);
    assert.equal(bits.cue, 1 << (k + 8), word);
  });
  const t = new TokenStream();
  t.wordBits = bits;
  t.reset("WARD O'Brien ABCDEFGHIJKL abcdefghijklm Café wards Ward A");
  assert.deepEqual(
    Array.from({ length: t.count }, (_, i) => t.bits(i)),
    // "Ward" was added with a capital: text is read in lower case, so "Ward" reads "ward"'s bit.
    [1, 2, 4, 8, 16, 0, 1, 1 << 7],
  );
  assert.equal(bits.get("wards"), 0);
  assert.equal(bits.get("abcdefghijk"), 0);
});

test("the compact table grows and keeps every word", () => {
  const bits = new WordBits();
  const words: string[] = [];
  for (let n = 0; n < 5000; n++)
    words.push(n.toString(26).replace(/[0-9]/g, (d) => "qrstuvwxyz"[Number(d)]!));
  bits.add(words, 2);
  for (const word of words) assert.equal(bits.get(word), 2, word);
  assert.equal(bits.get("notaword"), 0);
});

test("a word looked up before the table changed reads its new masks after (the front cache is emptied)", () => {
  const bits = new WordBits();
  bits.add(["ward"], 1);
  const t = new TokenStream();
  t.wordBits = bits;
  t.reset("ward unit");
  assert.deepEqual([t.bits(0), t.bits(1)], [1, 0]);
  bits.add(["ward", "unit"], 4);
  bits.addCues(["unit"], 8);
  t.reset("ward unit");
  assert.deepEqual([t.bits(0), t.bits(1), t.cues(1)], [5, 4, 8]);
});
