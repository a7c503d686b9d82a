import assert from "node:assert/strict";
import { test } from "node:test";
import { SCORES } from "../detection/scores.ts";
import type { Span } from "../detection/span.ts";
import { withNoteNames } from "./note-names.ts";

const ORDINARY = new Set(["quill", "baker", "bill", "hope", "will"]);
const options = { isOrdinaryWord: (w: string) => ORDINARY.has(w) };
const span = (text: string, value: string, rule: string, confidence: number, from = 0): Span => {
  const start = text.indexOf(value, from);
  return { type: "RELATIVE_NAME", start, end: start + value.length, confidence, rule };
};
const shown = (text: string, spans: Span[]) => spans.map((s) => `${text.slice(s.start, s.end)}:${s.rule}`);

test("a name found in a strong slot is found again where capitalised, even an English word", () => {
  const text = "Son Quill visited this evening. Quill brought lunch. The quill pen broke. QUILL?";
  const out = withNoteNames(text, [span(text, "Quill", "name-after-relative", SCORES.anchored)], options);
  assert.deepEqual(shown(text, out), ["Quill:name-after-relative", "Quill:known.note"]);
});

test("every written form of a strong name is found: Last, First in capitals, lower case in a name slot", () => {
  const text = "Pt Bill Baker seen. Mr. Baker stable. BAKER, BILL signed. mr baker left. a baker came";
  const found = span(text, "Bill Baker", "name-after-label", SCORES.labelled);
  const title = span(text, "Baker", "name-after-title", SCORES.labelled, 20);
  assert.deepEqual(shown(text, withNoteNames(text, [found, title], options)), [
    "Bill Baker:name-after-label",
    "Baker:name-after-title",
    "BAKER, BILL:known.note",
    "baker:known.note",
  ]);
});

test("a weak or propagated name does not propagate an English word", () => {
  const text = "Hope seen. Hope is good.";
  const weak = span(text, "Hope", "name-propagated-capitalised", SCORES.list);
  assert.deepEqual(shown(text, withNoteNames(text, [weak], options)), ["Hope:name-propagated-capitalised"]);
});

test("the possessive, the o of s/o and a leading kinship word stay outside a name span", () => {
  const text = "Baker's wife; s/o Ravi Kumar. Son James Whitaker";
  const possessive = span(text, "Baker's", "name-after-label", SCORES.labelled);
  const sonOf = span(text, "o Ravi Kumar", "name-after-relative", SCORES.anchored);
  const son = span(text, "Son James Whitaker", "name-after-relative", SCORES.anchored);
  assert.deepEqual(shown(text, withNoteNames(text, [possessive, sonOf, son], options)), [
    "Baker:name-after-label",
    "Ravi Kumar:name-after-relative",
    "James Whitaker:name-after-relative",
  ]);
});
