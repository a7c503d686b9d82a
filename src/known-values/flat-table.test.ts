import assert from "node:assert/strict";
import { test } from "node:test";
import {
  codeOf,
  emptyTable,
  fromJoined,
  fromPosted,
  keyAt,
  mayStartWith,
  postedTable,
  tableSize,
  type Walked,
  walk,
  withEntries,
} from "./flat-table.ts";

const keysOf = (table: ReturnType<typeof emptyTable>) =>
  Array.from({ length: tableSize(table) }, (_, i) => keyAt(table, i));

test("keys are found exactly, and a walk goes on only while some longer key starts with it", () => {
  let table = withEntries(emptyTable(), [
    ["6175550199", 1],
    ["12birchst", 2],
    ["12birchrd", 3],
  ]);
  table = withEntries(table, [
    ["12birch", 4],
    ["6175550199", 5],
    ["", 6],
  ]);
  assert.deepEqual(keysOf(table), ["12birch", "12birchrd", "12birchst", "6175550199"]);
  assert.equal(table.text, "12birch\n12birchrd\n12birchst\n6175550199");
  assert.equal(codeOf(table, "6175550199"), 1, "the first code of a key is kept");
  assert.equal(codeOf(table, "12birch"), 4);
  assert.equal(codeOf(table, "12birc"), -1);
  assert.equal(codeOf(table, "6175550199x"), -1);
  assert.deepEqual(
    [..."16a9"].map((c) => mayStartWith(table, c.charCodeAt(0))),
    [true, true, false, false],
  );
  assert.equal(mayStartWith(table, 0xe9), true, "beyond ASCII a walk is always tried");
  const step: Walked = { code: -1, goesOn: false };
  const goesOn = (prefix: string) => walk(table, prefix, step).goesOn;
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
  assert.deepEqual({ ...walk(table, "12birch", step) }, { code: 4, goesOn: true });
  assert.deepEqual({ ...walk(table, "12birchst", step) }, { code: 2, goesOn: false });
  assert.equal(walk(emptyTable(), "", step).goesOn, false);
  assert.equal(withEntries(table, [["12birch", 9]]), table, "nothing new: the same table");
});

test("keys compare by code unit, as strings do, beyond ASCII too", () => {
  const keys = ["zoë", "zoe", "zo", "émile", "Ａ", "a'b"];
  const table = withEntries(
    emptyTable(),
    keys.map((key, i) => [key, i] as const),
  );
  assert.deepEqual(keysOf(table), [...keys].sort());
  for (const [i, key] of keys.entries()) assert.equal(codeOf(table, key), i);
});

test("a stored table is adopted as is, and refused when it is not one", () => {
  const valid = (code: number) => code < 200;
  const table = fromJoined("ab\nabc\nb", new Uint8Array([1, 2, 3]), 8, valid);
  assert.ok(table);
  assert.equal(table.text, "ab\nabc\nb");
  assert.deepEqual(keysOf(table), ["ab", "abc", "b"]);
  assert.equal(codeOf(table, "abc"), 2);
  assert.equal(tableSize(fromJoined("", new Uint8Array(0), 8, valid)!), 0);
  const refused: [string, number[]][] = [
    ["ab\nabc", [1]], // a code short
    ["ab\nabc\nb", [1, 2, 3, 4]], // a code too many
    ["abc\nab", [1, 2]], // not ascending
    ["ab\nab", [1, 2]], // a key twice
    ["ab\n\nb", [1, 2, 3]], // an empty key
    ["ab\n", [1, 2]], // an empty last key
    ["abcdefghi", [1]], // longer than allowed
    ["ab", [250]], // a code refused
    ["", [1]],
  ];
  for (const [text, codes] of refused)
    assert.equal(fromJoined(text, new Uint8Array(codes), 8, valid), undefined, JSON.stringify(text));
});

test("a table posted to another thread (two strings, cloned) is the same table again", () => {
  const table = withEntries(emptyTable(), [
    ["6175550199", 17],
    ["12birchst", 200],
    ["é", 3],
    ["a", 0],
  ]);
  const again = fromPosted(structuredClone(postedTable(table)));
  assert.deepEqual(again, table);
  assert.deepEqual(fromPosted(postedTable(emptyTable())), emptyTable());
});

test("keys merged into a table give the table built from all of them at once", () => {
  // A small generator (seeded): keys of 1–4 letters of a three-letter alphabet collide often.
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const key = () => Array.from({ length: 1 + next(4) }, () => "abé"[next(3)]).join("");
  for (let round = 0; round < 200; round++) {
    const first = Array.from({ length: next(12) }, () => [key(), next(200)] as const);
    const more = Array.from({ length: next(6) }, () => [next(10) === 0 ? "" : key(), next(200)] as const);
    const merged = withEntries(withEntries(emptyTable(), first), more);
    // What a merge must equal: each key once with its first code, in code unit order.
    const codes = new Map<string, number>();
    for (const [k, code] of [...first, ...more]) if (k !== "" && !codes.has(k)) codes.set(k, code);
    const keys = [...codes.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    assert.deepEqual(keysOf(merged), keys);
    assert.deepEqual(
      [...merged.codes],
      keys.map((k) => codes.get(k)),
    );
    assert.equal(merged.text, keys.join("\n"));
    assert.deepEqual(merged, fromJoined(merged.text, merged.codes, 10, () => true) ?? emptyTable());
  }
});
