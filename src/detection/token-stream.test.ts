import assert from "node:assert/strict";
import { test } from "node:test";
import { KNOWN_BITS, NUMBER, PUNCT, TokenStream, WORD } from "./token-stream.ts";
import { CLINICAL, VOCABULARY } from "./word-bits.ts";

function tokens(text: string): string[] {
  const t = new TokenStream();
  t.reset(text);
  const out: string[] = [];
  for (let i = 0; i < t.count; i++) {
    const kind = t.kind[i] === WORD ? "w" : t.kind[i] === NUMBER ? "n" : t.kind[i] === PUNCT ? "p" : "?";
    out.push(`${kind}:${t.raw(i)}`);
  }
  return out;
}

const ROWS: readonly (readonly [string, string[]])[] = [
  ["Dr. O'Brien", ["w:Dr", "p:.", "w:O'Brien"]],
  ["Mary's 8/23/2019", ["w:Mary's", "n:8", "p:/", "n:23", "p:/", "n:2019"]],
  ["92yo", ["n:92", "w:yo"]],
  ["a\u{1F600}b c", ["w:a\u{1F600}b", "w:c"]],
  ["x\u00A0y", ["w:x", "w:y"]],
  ["'quoted'", ["p:'", "w:quoted", "p:'"]],
  ["", []],
];

for (const [text, expected] of ROWS) {
  test(`tokenises ${JSON.stringify(text)}`, () => {
    assert.deepEqual(tokens(text), expected);
  });
}

test("marks case and line starts", () => {
  const t = new TokenStream();
  t.reset("Smith\nJONES smith");
  assert.equal(t.isCapitalised(0), true);
  assert.equal(t.isAllCaps(1), true);
  assert.equal(t.startsLine(1), true);
  assert.equal(t.startsLine(2), false);
  assert.equal(t.lower(1), "jones");
});

test("lower-cases a word whose only capital is beyond ASCII, and finds its cue bits", () => {
  const t = new TokenStream();
  t.wordBits.addCues(["école"], 2);
  t.reset("École Ōtara ÉCOLE");
  assert.equal(t.lower(0), "école");
  assert.equal(t.lower(1), "ōtara");
  assert.equal(t.lower(2), "école");
  assert.equal(t.cues(0), 2);
  assert.equal(t.cues(2), 2);
});

test("reads a word opening with a capital beyond ASCII as capitalised, or in capitals", () => {
  const t = new TokenStream();
  t.reset("Ōtaki Éire ÍSAFJÖRÐUR ōtaki");
  assert.deepEqual(
    [0, 1, 2, 3].map((i) => [t.isCapitalised(i), t.isAllCaps(i)]),
    [
      [true, false],
      [true, false],
      [false, true],
      [false, false],
    ],
  );
  assert.equal(t.nextInitialUpper(0), 0);
  assert.equal(t.nextInitialUpper(3), t.count);
});

test("reads each word's cue bits in any case, beyond ASCII too, and ORs them into textCues", () => {
  const t = new TokenStream();
  t.wordBits.addCues(["ward", "café"], 1);
  t.wordBits.addCues(["unit"], 2);
  t.reset("WARD 4, Unit café wards 12");
  assert.deepEqual(
    Array.from({ length: t.count }, (_, i) => t.cues(i)),
    [1, 0, 0, 2, 1, 0, 0],
  );
  assert.equal(t.textCues, 3);
  assert.equal(t.cues(-1), 0);
  assert.equal(t.cues(t.count), 0);
  t.reset("ward rounds");
  assert.equal(t.textCues, 1);
  t.reset("no cue here");
  assert.equal(t.textCues, 0);
});

test("position lists: nextNumber, nextLineStart, nextInitialUpper, nextPunct, nextBits and nextCues visit exactly the tokens a full scan would", () => {
  const t = new TokenStream();
  t.wordBits.add(["ward", "café"], 1 << 12);
  t.wordBits.add(["unit"], 1 << 13);
  t.wordBits.add(["rounds"], 1); // VOCABULARY: not indexed, found by a plain scan
  // Known words (VOCABULARY, CLINICAL): every other word is on the unknown list.
  t.wordBits.add(["bed", "unit", "ok"], VOCABULARY);
  t.wordBits.add(["rounds", "école"], CLINICAL);
  t.wordBits.addCues(["bed", "café"], 1 << 4);
  const texts = [
    "WARD 4, Unit café wards 12\nbed 7 rounds 2024-01-02",
    "no numbers here",
    "",
    "12 34 ward",
    "café unit 9 bed",
    "\n\nÉcole, Ward: 4\r\nO'Brien / MRN-12.\n",
    "Bed 4, ward\nunit 7: OK café\n".repeat(30),
  ];
  for (const text of texts) {
    t.reset(text);
    for (const [name, next, has] of [
      ["numbers", (i: number) => t.nextNumber(i), (i: number) => t.kind[i] === NUMBER],
      ["line starts", (i: number) => t.nextLineStart(i), (i: number) => t.startsLine(i)],
      [
        "initial upper",
        (i: number) => t.nextInitialUpper(i),
        (i: number) => t.isWord(i) && (t.isCapitalised(i) || t.isAllCaps(i)),
      ],
      ["punctuation", (i: number) => t.nextPunct(i), (i: number) => t.kind[i] === PUNCT],
      [
        "unknown",
        (i: number) => t.nextUnknown(i),
        (i: number) => t.isWord(i) && (t.bits(i) & KNOWN_BITS) === 0,
      ],
      ["bit 12", (i: number) => t.nextBits(i, 1 << 12), (i: number) => (t.bits(i) & (1 << 12)) !== 0],
      [
        "bits 12|13",
        (i: number) => t.nextBits(i, (1 << 12) | (1 << 13)),
        (i: number) => (t.bits(i) & 0x3000) !== 0,
      ],
      ["bit 0", (i: number) => t.nextBits(i, 1), (i: number) => (t.bits(i) & 1) !== 0],
      ["cue 4", (i: number) => t.nextCues(i, 1 << 4), (i: number) => (t.cues(i) & (1 << 4)) !== 0],
    ] as const) {
      // Forwards, backwards and interleaved with numbers (the answers are cached between calls).
      const froms = Array.from({ length: t.count + 3 }, (_, k) => k - 1);
      for (const from of [...froms, ...[...froms].reverse(), ...froms.flatMap((f) => [f, f - 1])]) {
        t.nextNumber(from + 1);
        let expected = Math.max(from, 0);
        while (expected < t.count && !has(expected)) expected++;
        assert.equal(
          next(from),
          Math.min(expected, t.count),
          `${name} from ${from} in ${JSON.stringify(text)}`,
        );
      }
    }
  }
});
