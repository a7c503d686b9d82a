import assert from "node:assert/strict";
import { test } from "node:test";
import { readKnownValueTables } from "./known-value-tables.ts";
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
  const read = readKnownValueTables(stored, "known.subject");
  assert.ok(read);
  // Rebuilt without the ordinary-word list: whether a part is ordinary travels in the tables.
  const rebuilt = new KnownValueMatcher().addTables(read);
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
  // Read as another source's tables, the spans name that source.
  const asTenant = new KnownValueMatcher().addTables(readKnownValueTables(stored, "known.tenant")!);
  assert.deepEqual(
    spans(asTenant),
    expected.map((s) => s.replace(/known\.subject$/, "known.tenant")),
  );
  // Added to a matcher that holds values already, they merge (a key held keeps its source).
  const merged = new KnownValueMatcher(options)
    .add([{ type: "ID", value: "MRN-004417" }], "known.caller")
    .addTables(read);
  assert.ok(spans(merged).includes("ID:MRN 004417:known.caller"));
  assert.ok(spans(merged).includes("PHONE:617.555.0199:known.subject"));
});

test("a stored table is its keys in one string, not an object a value", () => {
  const tables = new KnownValueMatcher(options).add(VALUES, "known.subject").tables();
  assert.deepEqual(tables.names.keys.split("\n"), ["brown", "o'dare", "will", "zelphine"]);
  assert.deepEqual(tables.dates.keys.split("\n"), ["2019-07-22"]);
  assert.equal(tables.sequences.codes.length, tables.sequences.keys.split("\n").length);
});

test("stored tables of the wrong shape are refused", () => {
  const good = new KnownValueMatcher(options).add(VALUES, "known.subject").tables();
  assert.ok(readKnownValueTables(good, "known.subject"));
  const bad: unknown[] = [
    null,
    "tables",
    { ...good, values: -1 },
    { ...good, values: 1.5 },
    { ...good, names: { ...good.names, codes: "~~~~" } }, // not a type
    { ...good, names: { ...good.names, codes: good.names.codes.slice(1) } }, // a code short
    { ...good, names: { keys: "will\nbrown", codes: "00" } }, // not in order
    { ...good, dates: { keys: "2019-07-22", codes: "9" } }, // a date marked ordinary
    { ...good, sequences: { keys: "", codes: "0" } },
    { ...good, sequences: { keys: "x".repeat(257), codes: "0" } },
    { ...good, sequences: "12birchst" },
    { ...good, sequences: [["12birchst", "ID"]] }, // the older form
  ];
  for (const tables of bad)
    assert.equal(readKnownValueTables(tables, "known.subject"), undefined, JSON.stringify(tables));
});
