import assert from "node:assert/strict";
import { test } from "node:test";
import { addSequences, continuesPast, newSequenceTable } from "./sequence-table.ts";

test("keys are found exactly, and a walk goes on only while some longer key starts with it", () => {
  const table = newSequenceTable<number>();
  addSequences(table, [
    ["6175550199", 1],
    ["12birchst", 2],
    ["12birchrd", 3],
  ]);
  addSequences(table, [
    ["12birch", 4],
    ["6175550199", 5],
  ]);
  assert.deepEqual(table.sorted, ["12birch", "12birchrd", "12birchst", "6175550199"]);
  assert.equal(table.keys.get("6175550199"), 1, "the first value of a key is kept");
  assert.deepEqual([...table.firsts].sort(), ["1".charCodeAt(0), "6".charCodeAt(0)]);
  const goesOn = (prefix: string) => continuesPast(table, prefix);
  assert.deepEqual(["12", "12birch", "12birchst", "617", "6175550199", "618", "", "9"].map(goesOn), [
    true,
    true,
    false,
    true,
    false,
    false,
    true,
    false,
  ]);
  assert.equal(continuesPast(newSequenceTable(), ""), false);
});
