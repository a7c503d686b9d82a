import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createSurrogateFinder, type FinderWork } from "./surrogate-finder.ts";

const find = createSurrogateFinder([
  { surrogate: "Dr. Anna Novak", value: "Dr. John Smith" },
  { surrogate: "Anna", value: "John" },
  { surrogate: "Novak", value: "Smith" },
  { surrogate: "555-0123", value: "617-1234" },
]);

describe("createSurrogateFinder", () => {
  it("finds re-cased and re-spaced surrogates, longest first, in text order", () => {
    const text = "Seen by DR.  anna\nNOVAK today; Anna called 555-0123.";
    const out = find(text);
    assert.deepEqual(
      out.map((m) => [text.slice(m.start, m.end), m.value]),
      [
        ["DR.  anna\nNOVAK", "Dr. John Smith"],
        ["Anna", "John"],
        ["555-0123", "617-1234"],
      ],
    );
  });
  it("does not find a surrogate inside a longer word", () => {
    assert.deepEqual(find("Annabel Novakovic"), []);
  });
  it("does not join tokens that the surrogate writes without a space", () => {
    assert.deepEqual(find("555 - 0123"), []);
  });
  it("does linear work on 1 MB with 1,000 entries", () => {
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      surrogate: `Name${i} Surname${i}`,
      value: `v${i}`,
    }));
    const big = createSurrogateFinder(entries);
    const text = "name1 name1 surname2 Name3 Surname3 ".repeat(Math.ceil(1_000_000 / 36));
    const work: FinderWork = { steps: 0 };
    const out = big(text, work);
    const tokens = text.split(/\s+/u).length;
    assert.equal(out.length, Math.ceil(1_000_000 / 36));
    assert.ok(work.steps <= 3 * tokens, `${work.steps} steps for ${tokens} tokens`);
  });
});
