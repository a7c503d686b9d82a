import assert from "node:assert/strict";
import { test } from "node:test";
import type { PhiType } from "../detection/phi-type.ts";
import type { Span } from "../detection/span.ts";
import { placeParts } from "./place-parts.ts";

const whole = (text: string, value: string, type: PhiType): Span => {
  const start = text.indexOf(value);
  return { type, start, end: start + value.length, confidence: 0.8, rule: "test" };
};
const parts = (text: string, span: Span) =>
  placeParts(text, [span]).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);

const ROWS: readonly [string, string, PhiType, string[]][] = [
  ["Lives in Boston, MA 02114.", "Boston, MA", "STREET_ADDRESS", ["CITY:Boston", "STATE:MA"]],
  [
    "Moved to Austin, Texas, USA.",
    "Austin, Texas, USA",
    "LOCATION",
    ["LOCATION:Austin", "STATE:Texas", "COUNTRY:USA"],
  ],
  [
    "Seen at Hillview Medical Center, Fairbanks.",
    "Hillview Medical Center, Fairbanks",
    "HOSPITAL",
    ["HOSPITAL:Hillview Medical Center", "CITY:Fairbanks"],
  ],
  [
    "At 12 Elm St, Springfield, MA.",
    "12 Elm St, Springfield, MA",
    "STREET_ADDRESS",
    ["STREET_ADDRESS:12 Elm St, Springfield", "STATE:MA"],
  ],
  ["Leeds, ma said.", "Leeds, ma", "CITY", ["CITY:Leeds, ma"]],
  ["Kingston, Jamaica", "Kingston, Jamaica", "CITY", ["CITY:Kingston", "COUNTRY:Jamaica"]],
];

for (const [text, value, type, expected] of ROWS) {
  test(`${type} ${JSON.stringify(value)} → ${expected.join(" + ")}`, () => {
    assert.deepEqual(parts(text, whole(text, value, type)), expected);
  });
}

test("spans without a comma or of other types pass through", () => {
  const text = "Boston MA, 617-555-0142";
  const phone = whole(text, "617-555-0142", "PHONE");
  assert.deepEqual(placeParts(text, [phone]), [phone]);
});
