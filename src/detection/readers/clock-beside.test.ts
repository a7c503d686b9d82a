import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { clockBeside } from "./clock-beside.ts";

/** Whether the first "a/b" of `text` has a clock time beside it. */
function beside(text: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  let first = 0;
  while (!(t.isNumber(first) && t.isPunct(first + 1, "/"))) first++;
  return clockBeside(t, first, first + 2);
}

test("a clock time or a part of the day after the pair", () => {
  assert.equal(beside("extubated 4/24 0930"), true);
  assert.equal(beside("daughter to arrive 9/9 @ approx 1900"), true);
  assert.equal(beside("seen 3/14 at 10:30"), true);
  assert.equal(beside("follow up 8/12 AM"), true);
  assert.equal(beside("extubated 4/24 a.m. today"), true);
  assert.equal(beside("labs 11/22 eves"), true);
});

test("a clock time before the pair", () => {
  assert.equal(beside("until 2am 4/9 both groins dry"), true);
  assert.equal(beside("at 6p 8/28 she was 205"), true);
  assert.equal(beside("10:30 3/14 CXR"), true);
});

test("counts, units and other numbers are no clock", () => {
  assert.equal(beside("turns 4/24 and mouth care"), false);
  assert.equal(beside("mouth care 2/24 2 hourly"), false);
  assert.equal(beside("given 500 mg 2/24"), false);
  assert.equal(beside("obs 4/24 98% on air"), false);
});
