import assert from "node:assert/strict";
import { test } from "node:test";
import { deidentifyEntry } from "./entry.ts";
import { parseAuditEntry } from "./parse-entry.ts";

const entry = (bound: boolean) =>
  JSON.parse(
    JSON.stringify(
      deidentifyEntry({
        tenant: "t",
        documentId: "d-1",
        policy: "safe_harbor",
        phiTypes: { NAME: 2 },
        engineVersion: "e",
        time: new Date("2026-11-27T10:00:00.000Z"),
        subjectDigest: null,
        inputSalt: "s",
        inputDigest: "i",
        outputDigest: "o",
        vaultDigest: bound ? "v" : null,
        tokensDigest: bound ? "k" : null,
      }),
    ),
  );

test("accepts an entry of each de-identification form with exactly its fields", () => {
  assert.equal(parseAuditEntry(entry(true)).ok, true);
  assert.equal(parseAuditEntry(entry(false)).ok, true);
});

test("refuses an extra field, a missing one, a malformed one and an unknown kind", () => {
  assert.equal(parseAuditEntry({ ...entry(true), extra: 1 }).ok, false);
  const { policy: _policy, ...missing } = entry(true);
  assert.equal(parseAuditEntry(missing).ok, false);
  // One missing and one extra: the count of keys agrees, the fields do not.
  assert.equal(parseAuditEntry({ ...missing, extra: "x" }).ok, false);
  assert.equal(parseAuditEntry({ ...entry(true), time: "yesterday" }).ok, false);
  assert.equal(parseAuditEntry({ ...entry(true), phi_types: { NAME: -1 } }).ok, false);
  for (const kind of ["unknown", "toString", "__proto__", "constructor"])
    assert.equal(parseAuditEntry({ ...entry(true), kind }).ok, false, kind);
  assert.equal(parseAuditEntry([]).ok, false);
  assert.equal(parseAuditEntry(null).ok, false);
  assert.equal(parseAuditEntry({ ...entry(true), v: 2 }).ok, false);
});

test("refuses a field the entry inherits rather than holds", () => {
  const inherited = Object.create({ extra: 1 });
  Object.assign(inherited, entry(true));
  assert.equal(parseAuditEntry(inherited).ok, true);
  const { tenant, ...rest } = entry(true);
  const fromPrototype = Object.assign(Object.create({ tenant }), rest);
  assert.equal(parseAuditEntry(fromPrototype).ok, false);
});
