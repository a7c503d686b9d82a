import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "./create-engine.ts";

const engine = createEngine();

test("engine version names the rules and a digest", () => {
  assert.match(engine.version, /^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
});

test("returns no spans for empty text", () => {
  assert.deepEqual(engine.detect(""), []);
});

test("finds a date, a phone number and a titled name in one note", () => {
  const text = "Seen by Dr. Aldous on 8/23/2019, call 617-555-1234.";
  const found = engine.detect(text).map((s) => [s.type, text.slice(s.start, s.end)]);
  assert.deepEqual(found, [
    ["PROVIDER_NAME", "Aldous"],
    ["DATE", "8/23/2019"],
    ["PHONE", "617-555-1234"],
  ]);
});

test("two engines built in one process give identical output", () => {
  const second = createEngine();
  const third = createEngine();
  const notes = [
    "Seen by Dr. Aldous Fenwick on 8/23/2019, MRN 4417729, call 617-555-1234.",
    "Mrs Quillon visited; NP Brandt paged. Acct # 99812201. Born 1931 in Tolvenia.",
    "PT SEEN BY DR. ORSOLYA VARGA; WIFE MAUREEN AT BEDSIDE. TRANSFERRED TO ST. ELWIN HOSPITAL 3/4.",
  ];
  for (const note of notes) {
    const expected = engine.detect(note);
    assert.ok(expected.length > 0);
    assert.deepEqual(second.detect(note), expected);
    assert.deepEqual(third.detect(note), expected);
  }
});

test("every span names a registered rule, and merged spans list their parts", async () => {
  const { isRuleId } = await import("./rules.ts");
  const note = "Dr. Aldous Fenwick RN saw pt on 8/23/2019; wife Maureen Fenwick aware. 12 Alder Close.";
  const spans = engine.detect(note);
  assert.ok(spans.length >= 3);
  for (const span of spans) {
    assert.ok(isRuleId(span.rule), span.rule);
    for (const part of span.parts ?? []) assert.ok(isRuleId(part), part);
  }
});
