import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { CASINGS, DAMAGES, generateFresh } from "./generate-fresh.ts";
import { LAYOUTS } from "./layouts.ts";
import { ORIGINS } from "./names.ts";

const GOLD_TYPES = new Set([
  "PTName",
  "HCPName",
  "RelativeProxyName",
  "Date",
  "Location",
  "Phone",
  "ID",
  "Age",
  "Email",
  "URL",
  "IP",
  "SSN",
]);

describe("fresh corpus generator", () => {
  const corpus = generateFresh({ seed: 1, size: 400 });

  it("labels exactly the text of every gold span, with a known type and no overlap", () => {
    const texts = new Map(corpus.notes.map((n) => [n.patient, n.text]));
    const byNote = new Map<string, { start: number; end: number }[]>();
    for (const g of corpus.gold) {
      const text = texts.get(g.patient);
      assert.ok(text !== undefined, `gold for unknown note ${g.patient}`);
      assert.equal(text.slice(g.start, g.end), g.text);
      assert.ok(g.end > g.start);
      assert.ok(GOLD_TYPES.has(g.type), g.type);
      // No surrounding white space or trailing punctuation inside a span.
      assert.equal(g.text.trim(), g.text);
      assert.doesNotMatch(g.text, /[.,;:]$/);
      byNote.set(g.patient, [...(byNote.get(g.patient) ?? []), g]);
    }
    for (const spans of byNote.values()) {
      const sorted = [...spans].sort((a, b) => a.start - b.start);
      for (let k = 1; k < sorted.length; k++) {
        assert.ok(
          (sorted[k - 1] as { end: number }).end <= (sorted[k] as { start: number }).start,
          "overlap",
        );
      }
    }
  });

  it("is deterministic for a seed and differs between seeds", () => {
    assert.deepEqual(generateFresh({ seed: 1, size: 60 }), generateFresh({ seed: 1, size: 60 }));
    assert.notDeepEqual(
      generateFresh({ seed: 1, size: 60 }).notes.map((n) => n.text),
      generateFresh({ seed: 2, size: 60 }).notes.map((n) => n.text),
    );
  });

  it("covers every layout, casing, damage, both locales and at least 12 layouts", () => {
    assert.ok(LAYOUTS.length >= 12);
    const docs = new Set(corpus.notes.map((n) => n.docType));
    for (const l of LAYOUTS) assert.ok(docs.has(l.name), l.name);
    const styles = corpus.notes.map((n) => n.style);
    for (const c of CASINGS)
      assert.ok(
        styles.some((s) => s.startsWith(`${c},`)),
        c,
      );
    for (const d of DAMAGES)
      assert.ok(
        styles.some((s) => s.endsWith(`, ${d}`)),
        d,
      );
    assert.deepEqual(new Set(corpus.notes.map((n) => n.locale)), new Set(["uk", "us"]));
    // Even the first notes cover every layout, casing and damage.
    const small = generateFresh({ seed: 3, size: LAYOUTS.length });
    assert.equal(new Set(small.notes.map((n) => n.docType)).size, LAYOUTS.length);
  });

  it("draws names of at least 30 origins and every PHI type", () => {
    assert.ok(ORIGINS.length >= 30);
    const big = generateFresh({ seed: 1, size: 1500 });
    const origins = new Set(
      big.gold.filter((g) => g.origin !== "-").map((g) => g.origin.replace(/^nickname\+/, "")),
    );
    assert.ok(origins.size >= 30, `${origins.size} origins`);
    const types = new Set(big.gold.map((g) => g.type));
    for (const t of GOLD_TYPES) assert.ok(types.has(t), t);
  });

  it("labels every occurrence of a multi-word name or place in its note", () => {
    const goldByNote = new Map<string, { start: number; end: number; text: string }[]>();
    for (const g of corpus.gold) goldByNote.set(g.patient, [...(goldByNote.get(g.patient) ?? []), g]);
    for (const note of corpus.notes) {
      const gold = goldByNote.get(note.patient) ?? [];
      for (const g of gold) {
        if (!/\s/.test(g.text) || g.text.length < 8) continue;
        let at = note.text.indexOf(g.text);
        while (at !== -1) {
          const a = at;
          assert.ok(
            gold.some((h) => h.start <= a && h.end >= a + g.text.length),
            `unlabelled "${g.text}" in ${note.patient}`,
          );
          at = note.text.indexOf(g.text, at + 1);
        }
      }
    }
  });
});
