import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyCasing, type Casing, caseFragment } from "./casing.ts";
import { frag, Phi } from "./fragment.ts";
import { generateCorpus, generatePhiFree } from "./generate-corpus.ts";
import { nhsCheckValid } from "./numbers.ts";
import { shorthandFragment } from "./shorthand.ts";
import { WORD_GIVEN_FEMALE, WORD_GIVEN_MALE, WORD_SURNAMES } from "./word-names.ts";

const WORD_NAMES = new Set(
  [...WORD_GIVEN_FEMALE, ...WORD_GIVEN_MALE, ...WORD_SURNAMES].map((w) => w.toLowerCase()),
);

const SIZE = 200;
const corpus = generateCorpus({ seed: 1, size: SIZE });
/** A larger corpus, made once, for the checks that need many names. */
let bigCorpus: ReturnType<typeof generateCorpus> | undefined;
const big = () => {
  bigCorpus ??= generateCorpus({ seed: 1, size: 800 });
  return bigCorpus;
};

describe("generateCorpus", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const again = generateCorpus({ seed: 1, size: SIZE });
    assert.deepEqual(again, corpus);
    const other = generateCorpus({ seed: 2, size: 50 });
    assert.notDeepEqual(
      other.notes.map((n) => n.text),
      corpus.notes.slice(0, 50).map((n) => n.text),
    );
  });

  it("labels every gold span at the offsets of its value", () => {
    const byPatient = new Map(corpus.notes.map((n) => [n.patient, n.text]));
    assert.ok(corpus.gold.length > SIZE);
    const casingOf = (style: string): Casing =>
      style.startsWith("ALL CAPS") ? "upper" : style.startsWith("lower") ? "lower" : "mixed";
    for (const g of corpus.gold) {
      const text = byPatient.get(g.patient);
      assert.ok(text !== undefined);
      assert.equal(text.slice(g.start, g.end), g.text);
      // The value the template wrote, cased like the note, sits at the span's offsets.
      assert.equal(g.text, applyCasing(g.value, casingOf(g.style)));
      assert.ok(g.end > g.start);
      assert.match(g.text, /[\p{L}\p{N}]/u, "a span holds a letter or digit");
      assert.equal(g.text, g.text.trim(), "no span starts or ends with white space");
    }
  });

  it("never overlaps gold spans", () => {
    const byPatient = new Map<string, { start: number; end: number }[]>();
    for (const g of corpus.gold) byPatient.set(g.patient, [...(byPatient.get(g.patient) ?? []), g]);
    for (const spans of byPatient.values()) {
      const sorted = [...spans].sort((a, b) => a.start - b.start);
      for (let k = 1; k < sorted.length; k++) {
        assert.ok((sorted[k - 1] as { end: number }).end <= (sorted[k] as { start: number }).start);
      }
    }
  });

  it("tags notes and spans with categories and covers every document type and style", () => {
    const docs = new Set(corpus.notes.map((n) => n.docType));
    assert.ok(docs.size >= 9, [...docs].join(", "));
    const styles = new Set(corpus.notes.map((n) => n.style));
    for (const style of ["mixed case", "ALL CAPS", "lower case", "mixed case, shorthand"]) {
      assert.ok(styles.has(style), style);
    }
    for (const g of corpus.gold) {
      assert.ok(g.kind !== "" && g.slot !== "" && g.origin !== "");
      if (/Name$/.test(g.type)) assert.notEqual(g.origin, "-");
    }
    const origins = new Set(big().gold.map((g) => g.origin));
    assert.ok(origins.size >= 25, `${origins.size} origins`);
  });

  it("writes NHS numbers with a valid modulus-11 check digit", () => {
    const nhs = corpus.gold.filter((g) => g.kind.startsWith("nhs-number"));
    assert.ok(nhs.length > 5);
    for (const g of nhs) assert.ok(nhsCheckValid(g.text.replace(/\D/g, "")), g.text);
  });

  it("labels ages only when over 89", () => {
    for (const g of corpus.gold.filter((x) => x.type === "Age" && x.kind === "age-digits")) {
      assert.ok(Number(g.text) >= 90, g.text);
    }
  });
});

describe("shorthand transform", () => {
  it("abbreviates the text around gold spans and keeps their offsets", () => {
    const f = frag`Patient with ${new Phi("Will Baker", "PTName", { kind: "full", slot: "free", origin: "English word" })} and the daughter ${new Phi("Rose", "RelativeProxyName", { kind: "given", slot: "kinship", origin: "English word" })} discussed with Dr ${new Phi("Hope", "HCPName", { kind: "family", slot: "title", origin: "English word" })}.`;
    const s = shorthandFragment(f);
    assert.equal(s.text, "Pt w/ Will Baker & dtr Rose d/w Dr Hope.");
    assert.deepEqual(
      s.spans.map((x) => s.text.slice(x.start, x.end)),
      ["Will Baker", "Rose", "Hope"],
    );
  });
});

describe("casing transforms", () => {
  const f = frag`Seen by Dr ${new Phi("Şahin Straße", "HCPName", { kind: "full", slot: "title", origin: "Turkish" })} on ${new Phi("14 März 2021", "Date", { kind: "d", slot: "s", origin: "-" })}, ıi ß.`;
  for (const casing of ["mixed", "upper", "lower"] as Casing[]) {
    it(`${casing} keeps length and offsets`, () => {
      const cased = caseFragment(f, casing);
      assert.equal(cased.text.length, f.text.length);
      for (const s of cased.spans) {
        assert.equal(
          cased.text.slice(s.start, s.end).toLowerCase(),
          applyCasing(f.text.slice(s.start, s.end), casing).toLowerCase(),
        );
      }
    });
  }
});

describe("generatePhiFree", () => {
  // Single-word names that are English words ("Will", "Good", "Salt") are ordinary words by design;
  // the PHI-free text may use the words, never a labelled value of any other kind.
  it("holds no value that the generated corpus labels as PHI", () => {
    const free = generatePhiFree({ seed: 1, size: 400 });
    assert.equal(free.length, 400);
    const values = new Set(
      big()
        .gold.filter((g) => g.text.length >= 4 && /[A-Za-z]/.test(g.text))
        .filter((g) => /\s/.test(g.text) || !WORD_NAMES.has(g.text.toLowerCase()))
        .map((g) => g.text.toLowerCase()),
    );
    for (const n of free) {
      const words = n.text.toLowerCase().split(/[^\p{L}\p{N}'-]+/u);
      for (let k = 0; k < words.length; k++) {
        for (const len of [1, 2, 3]) {
          const phrase = words.slice(k, k + len).join(" ");
          assert.ok(!values.has(phrase), `PHI-free snippet holds "${phrase}"`);
        }
      }
    }
  });
});
