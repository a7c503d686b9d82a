import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "../../create-engine.ts";

/** A message as hospitals send it, written for this test (invented people and numbers). */
const SEGMENTS = [
  "MSH|^~\\&|PAS|NORTH|LAB|NORTH|202403141030||ADT^A01|MSG00001|P|2.5",
  "PID|1||4839201^^^NORTH^MR||NGATA^Aroha^M||19470312|F|||12 Kauri St^^Whangarei^NTH^0110^NZ||(09) 555 0101",
  "NK1|1|NGATA^Wiremu|SON|12 Kauri St^^Whangarei^^0110|021 555 0199",
  "PV1|1|I|WARD7^12^B^Whangarei Hospital||||1234567^Patel^Anil^^^Dr",
];
const VALUES = [
  "202403141030",
  "4839201",
  "NGATA",
  "Aroha",
  "19470312",
  "12 Kauri St",
  "Whangarei",
  "0110",
  "(09) 555 0101",
  "Wiremu",
  "021 555 0199",
  "Whangarei Hospital",
  "Patel",
  "Anil",
];

const engine = createEngine();

function found(text: string): Set<string> {
  return new Set(engine.detect(text).map((s) => text.slice(s.start, s.end)));
}

describe("hl7-segment: a message's values, however its segments are separated", () => {
  for (const [name, separator] of [
    ["line breaks", "\n"],
    ["carriage returns", "\r"],
    ["spaces (pasted on one line)", " "],
  ] as const) {
    test(name, () => {
      const spans = found(SEGMENTS.join(separator));
      for (const value of VALUES) assert.ok(spans.has(value), value);
    });
  }

  test("a value is its own span: bars, carets and coded fields stay text", () => {
    const text = SEGMENTS.join("\n");
    for (const s of engine.detect(text)) {
      if (!s.rule.startsWith("hl7-")) continue;
      assert.doesNotMatch(text.slice(s.start, s.end), /[|^~]/);
    }
    const spans = found(text);
    for (const coded of ["ADT", "A01", "MR", "SON", "WARD7"]) assert.ok(!spans.has(coded), coded);
  });
});
