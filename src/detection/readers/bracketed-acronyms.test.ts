import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { isBracketedAcronyms } from "./bracketed-acronyms.ts";

/** isBracketedAcronyms over the slash run opening at the first token after "(" or at token 0. */
function run(text: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  const i = t.isPunct(0, "(") ? 1 : 0;
  let end = i;
  while (t.isPunct(end + 1, "/")) end += 2;
  return isBracketedAcronyms(t, i, end);
}

test("bodies joined by slashes in brackets", () => {
  assert.equal(run("(RCPA/AACB)"), true);
  assert.equal(run("(NICE/SIGN/RCOG)"), true);
});

test("initials, or no brackets", () => {
  assert.equal(run("(JS/mk)"), false);
  assert.equal(run("RCPA/AACB"), false);
  assert.equal(run("(RCPA/JS)"), false);
});
