import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "./create-engine.ts";

const engine = createEngine();

/** The values of the number types the engine marks in `text`. */
function numbers(text: string): string[] {
  return engine
    .detect(text)
    .filter((s) => ["PHONE", "ID", "AGE", "ZIP", "MRN", "FAX"].includes(s.type))
    .map((s) => text.slice(s.start, s.end));
}

test("a helpline's free-phone or short number is no PHI", () => {
  for (const text of [
    "Healthline 0800 611 116 (free, 24 hours).",
    "Suicide Crisis Line 0800 567 567",
    "LifeLine, 0861 322 322, 24 hours",
    "Call 1-800-668-6868 (Kids Help Phone) or 988.",
    "Toll-free: 1-866-797-0000",
    "SERVICE | NUMBER\nNHS 111 | 111\nSamaritans | 116 123\nEmergency | 999",
    "Emergency services, 111, free from any phone.",
    "In an emergency dial 112 or 999.",
    "Helplines\n| Childline | 116 | 24 hours |",
  ]) {
    assert.deepEqual(numbers(text), [], text);
  }
});

test("a person's or a clinic's own number stays", () => {
  const cases: [string, string[]][] = [
    ["NHS Foundation Trust\nTel: 0800 123 4567", ["0800 123 4567"]],
    ["Emergency contact: 1-888-555-0123 (son)", ["1-888-555-0123"]],
    ["Dear Dr Smith, please call the clinic on 0800 123 456 to book.", ["0800 123 456"]],
    ["Mrs Jones, 101, ambulance from home.", ["101"]],
    // A service word in another sentence says nothing of the number.
    ["Safety-net advice given. Son on 0800 123 4567.", ["0800 123 4567"]],
  ];
  for (const [text, expected] of cases) assert.deepEqual(numbers(text), expected, text);
});
