import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { mayBeListed, wordShapes } from "./word-shapes.ts";

function passes(text: string, words: readonly string[]): boolean[] {
  const t = new TokenStream();
  t.reset(text);
  const shapes = wordShapes(words);
  return Array.from({ length: t.count }, (_, i) => mayBeListed(t, i, shapes));
}

test("a word of another length or first letter fails; a listed word passes in any case", () => {
  assert.deepEqual(passes("Aged 92 mmol AGE of", ["age", "aged", "turned"]), [
    true,
    false,
    false,
    true,
    false,
  ]);
  assert.deepEqual(passes("tel vocera x", ["tel", "vocera"]), [true, true, false]);
});

test("a word beyond ASCII always passes (lower-casing may change it); marks and numbers never", () => {
  assert.deepEqual(passes("\u212Aey école : 12", ["key"]), [true, true, false, false]);
});
