import assert from "node:assert/strict";
import { test } from "node:test";
import { deidentifyEntry, entryText } from "./entry.ts";
import type { PendingRow } from "./log-tables.ts";
import { ownPendingRows } from "./own-pending.ts";

const entry = deidentifyEntry({
  tenant: "t1",
  documentId: "doc_1",
  policy: "safe_harbor",
  phiTypes: { NAME: 1 },
  engineVersion: "1",
  time: "2026-11-28T00:00:00.000Z",
  subjectDigest: null,
  inputSalt: "00",
  inputDigest: "11",
  outputDigest: "22",
  vaultDigest: "33",
  tokensDigest: "44",
});
const own = {
  tenant: "t1",
  documentId: "doc_1",
  kind: "deidentify",
  entry: entryText(entry),
  mac: "a".repeat(64),
};
const stored: PendingRow = {
  seq: 1,
  tenant: own.tenant,
  document_id: own.documentId,
  kind: own.kind,
  entry: own.entry,
  mac: own.mac,
};

test("a row stored exactly as this process built it is known, once", () => {
  const rows = ownPendingRows();
  rows.remember({ ...own, parsed: entry });
  assert.equal(rows.take(stored), entry);
  assert.equal(rows.take(stored), undefined, "taken rows are forgotten");
});

test("a row that differs in any column or its MAC is not known: it gets the full check", () => {
  const rows = ownPendingRows();
  rows.remember({ ...own, parsed: entry });
  const edits: Partial<PendingRow>[] = [
    { tenant: "t2" },
    { document_id: "doc_2" },
    { document_id: null },
    { kind: "reidentify" },
    { entry: own.entry.replace("doc_1", "doc_2") },
    { mac: "b".repeat(64) },
    { mac: null },
  ];
  for (const edit of edits) assert.equal(rows.take({ ...stored, ...edit }), undefined, JSON.stringify(edit));
  assert.equal(rows.take(stored), entry, "the row as built is still known");
});

test("rows are remembered across one integration, forgotten after two", () => {
  const rows = ownPendingRows();
  rows.remember({ ...own, parsed: entry });
  rows.turn();
  assert.equal(rows.take(stored), entry);
  rows.remember({ ...own, parsed: entry });
  rows.turn();
  rows.turn();
  assert.equal(rows.take(stored), undefined);
});
