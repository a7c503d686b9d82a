import assert from "node:assert/strict";
import { test } from "node:test";
import type { ScanContext } from "../recogniser.ts";
import { TokenStream } from "../token-stream.ts";
import { markShapes } from "./mark-shapes.ts";

/** A context holding only the tokens of `text` (markShapes reads nothing else). */
function contextOf(text: string): ScanContext {
  const tokens = new TokenStream();
  tokens.reset(text);
  return { tokens } as ScanContext;
}

const TEXTS = [
  "Name: Ana Lee, 12 Oak St. (GMC) 4523198 - TW/kb\u2013done; a/b: c-d.",
  "Signed -- JM\nDr. A. Smith, MD (ret.)",
  "no marks",
  "",
];

test("each list holds exactly the marks isPunct names, in order", () => {
  for (const text of TEXTS) {
    if (text === "") continue;
    const context = contextOf(text);
    const t = context.tokens;
    const marks = markShapes(context);
    const where = (...chars: string[]): number[] => {
      const found: number[] = [];
      for (let i = 0; i < t.count; i++) if (chars.some((ch) => t.isPunct(i, ch))) found.push(i);
      return found;
    };
    const list = (a: Int32Array, n: number): number[] => [...a.subarray(0, n)];
    assert.deepEqual(list(marks.comma, marks.commaCount), where(","), text);
    assert.deepEqual(list(marks.colon, marks.colonCount), where(":"), text);
    assert.deepEqual(list(marks.period, marks.periodCount), where("."), text);
    assert.deepEqual(list(marks.slash, marks.slashCount), where("/"), text);
    assert.deepEqual(list(marks.hyphen, marks.hyphenCount), where("-"), text);
    assert.deepEqual(list(marks.paren, marks.parenCount), where("("), text);
    assert.deepEqual(list(marks.colonOrHyphen, marks.colonOrHyphenCount), where(":", "-"), text);
  }
});

test("the lists are built again for a new note", () => {
  assert.equal(markShapes(contextOf("a, b, c")).commaCount, 2);
  assert.equal(markShapes(contextOf("a b c")).commaCount, 0);
});
