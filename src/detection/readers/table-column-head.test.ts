import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { inNonPlaceColumn } from "./table-column-head.ts";

/** inNonPlaceColumn at the `nth` (0-based) token whose text is `word`. */
function at(text: string, word: string, nth = 0): boolean {
  const t = new TokenStream();
  t.reset(text);
  let seen = 0;
  for (let k = 0; k < t.count; k++) {
    if (t.raw(k) === word && seen++ === nth) return inNonPlaceColumn(t, k);
  }
  throw new Error("no such token");
}

const CARD = [
  "| Date | Gest | BP | SFH | Pres | FHR |",
  "|---|---|---|---|---|---|",
  "| 12/03 | 28/40 | 110/70 | 28 | ceph | FHH |",
  "| 26/03 | 30/40 | 115/70 | 30 | ceph | FHH |",
].join("\n");

test("a column head and the cells under heads that name no place", () => {
  assert.equal(at(CARD, "SFH"), true);
  assert.equal(at(CARD, "FHH"), true);
  assert.equal(at(CARD, "FHH", 1), true);
});

test("cells under a place head, outside a table, or in a table with no header", () => {
  const transfers = "| Date | From | To |\n| 12/03 | RPH | SCGH |";
  assert.equal(at(transfers, "RPH"), false);
  assert.equal(at(transfers, "SCGH"), false);
  assert.equal(at("| 12/03 | RPH | 4 |\n| 13/03 | KGH | 2 |", "KGH"), false);
  assert.equal(at("Came from KGH by ambulance.", "KGH"), false);
  assert.equal(at("| Hospital | KGH |", "KGH"), false);
  // A header row alone, with no row under it, is no table's head.
  assert.equal(at("| KGH | RPH |", "KGH"), false);
});
