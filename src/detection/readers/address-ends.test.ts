import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { clauseEnd, phoneAfter } from "./address-ends.ts";

/** Token index of the first number in `text`. */
function firstNumber(t: TokenStream): number {
  let i = 0;
  while (!t.isNumber(i)) i++;
  return i;
}

function read(text: string, f: (t: TokenStream, last: number) => boolean): boolean {
  const t = new TokenStream();
  t.reset(text);
  return f(t, firstNumber(t));
}

test("a phone right after the number, on its line", () => {
  assert.equal(read("Durban 4302 (031) 555 1234", phoneAfter), true);
  assert.equal(read("rondebosch 7700 tel +27 21 555 1234", phoneAfter), true);
  assert.equal(read("sandton 2196 +27 11 555 1234", phoneAfter), true);
  assert.equal(read("plt 1500 (150) today", phoneAfter), false);
  assert.equal(read("Durban 4302\n(031) 555 1234", phoneAfter), false);
  assert.equal(read("total 1500 tel", phoneAfter), false);
});

test("the end of a clause after the number", () => {
  assert.equal(read("Cape Town, 7925. Her mother", clauseEnd), true);
  assert.equal(read("Cape Town, 7925; her mother", clauseEnd), true);
  assert.equal(read("Cr 7925.5 today", clauseEnd), false);
  assert.equal(read("Cape Town, 7925 with her", clauseEnd), false);
});
