import assert from "node:assert/strict";
import { test } from "node:test";
import { scanContext } from "../../test/detection/rule-tester.ts";
import { RECOGNISER_TABLE } from "./recognisers/table.ts";
import { TokenStream } from "./token-stream.ts";
import { listBit, listCount, listMaskOf } from "./word-lists.ts";

// The table's modules register their lists when they load.
assert.ok(RECOGNISER_TABLE.length > 0);

const TEXTS = [
  "Spoke with son re: transfer to St Mary's on Monday; attn: Ward 4 North, per RN Smith.",
  "LETTERHEAD CLINIC\nTo: Dr O'Brien, bin Ahmad, Christmas Day; from the Road 12 east.",
  "Subject: referral 12 y/o Société Générale — née Müller, rang mum x2 #4 - 3",
];

/** Every registered list's words, by bit, rebuilt from listMaskOf over a word list. */
test("inList answers as the list's Set would for every token (engine table and bare stream)", () => {
  const count = listCount();
  assert.ok(count > 0 && count <= 31);
  for (const text of TEXTS) {
    const engine = scanContext(text).tokens;
    const bare = new TokenStream();
    bare.reset(text);
    for (const t of [engine, bare]) {
      for (let i = -1; i <= t.count; i++) {
        const word = t.isWord(i) ? t.lower(i) : "";
        for (let b = 0; b < count; b++) {
          const expected = word !== "" && (listMaskOf(word) & (1 << b)) !== 0;
          assert.equal(t.inList(i, 1 << b), expected, `${JSON.stringify(word)} list ${b}`);
        }
      }
    }
  }
});

test("listBit returns one bit per Set and refuses entries a number or a mark could equal", () => {
  const words = new Set(["zyzzyva"]);
  const bit = listBit(words);
  assert.equal(listBit(words), bit);
  assert.equal(listMaskOf("zyzzyva"), bit);
  assert.throws(() => listBit(new Set(["12"])));
  assert.throws(() => listBit(new Set(["#"])));
  assert.throws(() => listBit(new Set([""])));
});

test("the packed-key table answers for every short listed word, across its growth", () => {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const words = new Set<string>();
  for (const a of letters) for (const b of letters.slice(0, 24)) words.add(`qx${a}${b}`);
  const bit = listBit(words);
  const t = new TokenStream();
  t.reset([...words, "qxzz", "Qxab", "QXAC"].join(" "));
  for (let i = 0; i < t.count; i++) {
    const expected = words.has(t.lower(i));
    assert.equal(t.inList(i, bit), expected, t.raw(i));
    assert.equal((listMaskOf(t.lower(i)) & bit) !== 0, expected);
  }
});
