import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { isWeeksOrCountPair } from "./weeks-or-count-pair.ts";

/** isWeeksOrCountPair at the first "a/b" of `text`. */
function pair(text: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  let k = 0;
  while (!(t.isNumber(k) && t.isPunct(k + 1, "/") && t.isNumber(k + 2))) k++;
  return isWeeksOrCountPair(t, k, k + 2);
}

test("weeks, gestation and node counts", () => {
  assert.equal(pair("review by 6/52"), true);
  assert.equal(pair("deliver at 12/40"), true);
  assert.equal(pair("pT2 pN1 (3/14) M0"), true);
  assert.equal(pair("ypN0 (0/21)"), true);
  assert.equal(pair("nodes (2/17) positive"), true);
});

test("dates stay dates", () => {
  assert.equal(pair("DOB 3/52"), false);
  assert.equal(pair("born 2/40"), false);
  assert.equal(pair("seen on 3/14"), false);
  assert.equal(pair("(3/14) clinic"), false);
  assert.equal(pair("review 6/12"), false);
});
