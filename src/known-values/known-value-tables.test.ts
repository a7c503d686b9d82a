import assert from "node:assert/strict";
import { test } from "node:test";
import { isKnownValueTables } from "./known-value-tables.ts";
import { type KnownValue, KnownValueMatcher } from "./known-values.ts";

const ORDINARY = new Set(["brown", "will"]);
const options = { isOrdinaryWord: (w: string) => ORDINARY.has(w) };

const VALUES: KnownValue[] = [
  { type: "PATIENT_NAME", value: "Will Brown" },
  { type: "NAME", value: "Zelphine O'Dare" },
  { type: "DATE", value: "7/22/2019" },
  { type: "PHONE", value: "+1 (617) 555-0199" },
  { type: "ID", value: "MRN-004417" },
  { type: "LOCATION", value: "12 Birch Street" },
  { type: "LOCATION", value: "12 Birch Road" },
];

const TEXT = [
  "Will Brown (MRN 004417) seen 07/22/2019, again on July 22, 2019; will return.",
  "Brown stool. Call 617.555.0199 or 1-617-555-0199. Lives at 12 birch st, not 12 Birch Lane.",
  "ZELPHINE O'DARE's daughter; O'Dare called. MRN-0044170 is another.",
].join("\n");

const spans = (matcher: KnownValueMatcher) =>
  matcher.find(TEXT).map((s) => `${s.type}:${TEXT.slice(s.start, s.end)}:${s.rule}`);

test("a matcher rebuilt from its stored tables finds exactly what the original finds", () => {
  const original = new KnownValueMatcher(options).add(VALUES, "known.subject");
  const stored: unknown = JSON.parse(JSON.stringify(original.tables()));
  assert.ok(isKnownValueTables(stored));
  // Rebuilt without the ordinary-word list: whether a part is ordinary travels in the tables.
  const rebuilt = new KnownValueMatcher().addTables(stored, "known.subject");
  const expected = spans(original);
  assert.ok(expected.length >= 8, expected.join(" | "));
  assert.deepEqual(spans(rebuilt), expected);
  assert.equal(rebuilt.size, original.size);
  // More values added later to the rebuilt one are found as in a matcher built at once.
  const more: KnownValue[] = [{ type: "ID", value: "MRN-0044170" }];
  assert.deepEqual(
    spans(rebuilt.add(more, "known.subject")),
    spans(new KnownValueMatcher(options).add([...VALUES, ...more], "known.subject")),
  );
});

test("stored tables of the wrong shape are refused", () => {
  const good = new KnownValueMatcher(options).add(VALUES, "known.subject").tables();
  assert.ok(isKnownValueTables(good));
  const bad: unknown[] = [
    null,
    { ...good, values: -1 },
    { ...good, names: [["brown", "NAME", 2]] },
    { ...good, names: [["brown", "SECRET", 0]] },
    { ...good, dates: [["2019-07-22"]] },
    { ...good, sequences: [["", "ID"]] },
    { ...good, sequences: [["x".repeat(257), "ID"]] },
    { ...good, sequences: "12birchst" },
  ];
  for (const tables of bad) assert.equal(isKnownValueTables(tables), false, JSON.stringify(tables));
});
