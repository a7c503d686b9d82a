import assert from "node:assert/strict";
import { test } from "node:test";
import type { ScanContext } from "../recogniser.ts";
import { TokenStream } from "../token-stream.ts";
import { nextListed, numberShapes } from "./number-shapes.ts";

/** A context holding only the tokens of `text` (numberShapes reads nothing else). */
function contextOf(text: string): ScanContext {
  const tokens = new TokenStream();
  tokens.reset(text);
  return { tokens } as ScanContext;
}

/** Every number of the text that passes `test`, by the stream's own readers. */
function numbersWhere(t: TokenStream, test: (i: number) => boolean): number[] {
  const found: number[] = [];
  for (let i = t.nextNumber(0); i < t.count; i = t.nextNumber(i + 1)) if (test(i)) found.push(i);
  return found;
}

const TEXTS = [
  "Na 137 K 3.7 Cl 102 HCO3 28\nABG 7.29/46/120/17, BP 146/99 on 12/03/2024",
  "Acc M24-012345 seen 14th; 5mg x2 daily, 2001\u20132011 (91) aged 130, 131 and 89",
  "1234567 ext 4321, MED-12 and 24-11-01234; 9 99 100 129 1300",
  "no numbers here",
  "42",
];

test("each list holds exactly the numbers of its shape, in order", () => {
  for (const text of TEXTS) {
    const context = contextOf(text);
    const t = context.tokens;
    const shapes = numberShapes(context);
    const list = (a: Int32Array, n: number): number[] => [...a.subarray(0, n)];
    const joiner = (k: number): boolean =>
      t.isPunct(k, "/") || t.isPunct(k, ".") || t.isPunct(k, "-") || /[\u2010-\u2013]/.test(t.raw(k));
    assert.deepEqual(
      list(shapes.joined, shapes.joinedCount),
      numbersWhere(t, (i) => t.touches(i) && joiner(i + 1)),
      text,
    );
    assert.deepEqual(
      list(shapes.intoWord, shapes.intoWordCount),
      numbersWhere(t, (i) => t.touches(i) && t.isWord(i + 1)),
      text,
    );
    assert.deepEqual(
      list(shapes.old, shapes.oldCount),
      numbersWhere(t, (i) => t.length(i) >= 2 && t.length(i) <= 3 && t.value(i) >= 90 && t.value(i) <= 130),
      text,
    );
    assert.deepEqual(
      list(shapes.wide, shapes.wideCount),
      numbersWhere(t, (i) => t.length(i) >= 3),
    );
    assert.deepEqual(
      list(shapes.long, shapes.longCount),
      numbersWhere(t, (i) => t.length(i) >= 4),
    );
    assert.deepEqual(
      list(shapes.afterTouch, shapes.afterTouchCount),
      numbersWhere(t, (i) => i > 0 && t.touches(i - 1)),
    );
  }
});

test("the lists are built again for a new note, not kept from the last", () => {
  const first = numberShapes(contextOf("12/03 and 14/05"));
  assert.equal(first.joinedCount, 2);
  const second = numberShapes(contextOf("no dates"));
  assert.equal(second.joinedCount, 0);
});

test("nextListed finds the first entry at or after a token, or the end", () => {
  const list = Int32Array.from([3, 8, 15, 0, 0]);
  assert.equal(nextListed(list, 3, 0, 99), 3);
  assert.equal(nextListed(list, 3, 3, 99), 3);
  assert.equal(nextListed(list, 3, 4, 99), 8);
  assert.equal(nextListed(list, 3, 15, 99), 15);
  assert.equal(nextListed(list, 3, 16, 99), 99);
  assert.equal(nextListed(list, 0, 0, 99), 99);
});
