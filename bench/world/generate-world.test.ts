import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  bcPhnValid,
  luhnValid,
  medicareValid,
  nhiValid,
  nricValid,
  ppsnValid,
  sgPlateValid,
  verhoeffDigit,
  verhoeffValid,
} from "./checks.ts";
import { auProviderValid, deaValid, nhiNewCheck, nhiNewValid, npiValid } from "./checks-more.ts";
import { COUNTRIES } from "./countries/index.ts";
import { WORLD_DOC_TYPES } from "./docs/index.ts";
import { generateWorld, generateWorldPhiFree } from "./generate-world.ts";
import { COUNTRY_CODES } from "./kit.ts";

const GOLD_TYPES = new Set([
  "PTName",
  "HCPName",
  "RelativeProxyName",
  "Date",
  "DateYear",
  "Location",
  "Phone",
  "ID",
  "Age",
  "Email",
]);
/** Every country × document type cell once, plus some. */
const SIZE = COUNTRIES.length * WORLD_DOC_TYPES.length + 72;
const corpus = generateWorld({ seed: 1, size: SIZE });

/** Check-digit validators by value kind (kinds marked "(checked)"). */
const VALIDATORS: Record<string, (s: string) => boolean> = {
  "au-medicare": (s) => medicareValid(s.replace(/-\d$/, "")),
  "au-ihi": luhnValid,
  "nz-nhi": nhiValid,
  "ca-ohip": (s) => luhnValid(s.replace(/[A-Z]/gi, "")),
  "ca-bc-phn": bcPhnValid,
  "ca-sin": luhnValid,
  "ie-ppsn": ppsnValid,
  "in-aadhaar": verhoeffValid,
  "za-id": luhnValid,
  "sg-nric": (s) => s.includes("X") || nricValid(s),
  "sg-plate": (s) => sgPlateValid(s.replace(/\s/g, "")),
  "au-provider": auProviderValid,
  "nz-nhi-new": nhiNewValid,
  "us-npi": npiValid,
  "us-dea": deaValid,
};

describe("world corpus generator", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    assert.deepEqual(generateWorld({ seed: 1, size: 40 }), generateWorld({ seed: 1, size: 40 }));
    assert.notDeepEqual(
      generateWorld({ seed: 1, size: 40 }).notes.map((n) => n.text),
      generateWorld({ seed: 2, size: 40 }).notes.map((n) => n.text),
    );
    assert.deepEqual(
      generateWorldPhiFree({ seed: 1, size: 16 }),
      generateWorldPhiFree({ seed: 1, size: 16 }),
    );
  });

  it("puts every gold span's text where it says, with a known type and no overlap", () => {
    const texts = new Map(corpus.notes.map((n) => [n.patient, n.text]));
    const byNote = new Map<string, { start: number; end: number }[]>();
    for (const g of corpus.gold) {
      const text = texts.get(g.patient);
      assert.ok(text !== undefined);
      assert.equal(text.slice(g.start, g.end), g.text);
      assert.ok(GOLD_TYPES.has(g.type), g.type);
      assert.equal(g.text.trim(), g.text, "no white space at the ends of a span");
      assert.doesNotMatch(g.text, /[.,;:]$/, "no trailing punctuation");
      assert.match(g.text, /[\p{L}\p{N}]/u);
      assert.equal(g.text.toLowerCase(), g.value.toLowerCase(), "the value, cased");
      assert.ok(g.kind !== "" && g.slot !== "" && g.group !== "");
      if (g.type.endsWith("Name")) assert.notEqual(g.origin, "-");
      byNote.set(g.patient, [...(byNote.get(g.patient) ?? []), g]);
    }
    for (const spans of byNote.values()) {
      const sorted = [...spans].sort((a, b) => a.start - b.start);
      for (let k = 1; k < sorted.length; k++)
        assert.ok(
          (sorted[k - 1] as { end: number }).end <= (sorted[k] as { start: number }).start,
          "overlap",
        );
    }
  });

  it("covers every country × document type, every casing and name casing", () => {
    const cells = new Set(corpus.notes.map((n) => `${n.locale} ${n.docType}`));
    for (const c of COUNTRY_CODES)
      for (const d of WORLD_DOC_TYPES) assert.ok(cells.has(`${c} ${d.name}`), `${c} ${d.name}`);
    const styles = new Set(corpus.notes.map((n) => n.style));
    for (const s of [
      "mixed case",
      "ALL CAPS",
      "lower case",
      "mixed case, a name in lower case",
      "mixed case, a name in capitals",
    ])
      assert.ok(styles.has(s), s);
    assert.ok(
      [...styles].some((s) => s.endsWith(", shorthand")),
      "shorthand",
    );
  });

  it("gives every country names of all its origins, phones, postcodes, addresses and identifiers", () => {
    const big = generateWorld({ seed: 1, size: 1200 });
    for (const kit of COUNTRIES) {
      const gold = big.gold.filter((g) => g.locale === kit.code);
      const groups = new Set(gold.map((g) => g.group));
      for (const group of [
        "name",
        "phone",
        "postcode",
        "address",
        "facility",
        "date",
        "age",
        "year",
        "clinician-id",
      ])
        assert.ok(groups.has(group), `${kit.code} ${group}`);
      const origins = new Set(gold.map((g) => g.origin));
      for (const o of kit.origins) assert.ok(origins.has(o.name), `${kit.code} ${o.name}`);
      const kinds = new Set(gold.map((g) => g.kind.replace(/ \(checked\)$/, "")));
      for (const m of kit.ids) assert.ok(kinds.has(m.kind), `${kit.code} ${m.kind}`);
    }
  });

  it("keeps each origin's female and male given names apart", () => {
    for (const kit of COUNTRIES)
      for (const o of kit.origins) {
        const male = new Set(o.male);
        for (const f of o.female) assert.ok(!male.has(f), `${o.name}: ${f} in both lists`);
        assert.ok(o.female.length >= 5 && o.male.length >= 5 && o.surnames.length >= 5, o.name);
      }
  });

  it("writes valid check digits where the real scheme has them", () => {
    const big = generateWorld({ seed: 3, size: 1200 });
    const checked = big.gold.filter((g) => g.kind.endsWith("(checked)"));
    assert.ok(checked.length > 50);
    const seen = new Set<string>();
    for (const g of checked) {
      const kind = g.kind.replace(/ \(checked\)$/, "");
      const valid = VALIDATORS[kind];
      assert.ok(valid !== undefined, `no validator for ${kind}`);
      assert.ok(valid(g.text.toUpperCase()), `${kind} ${g.text}`);
      seen.add(kind);
    }
    assert.ok(seen.size >= 9, [...seen].join(", "));
  });

  it("validates known examples of each check-digit scheme", () => {
    assert.ok(luhnValid("046 454 286"), "SIN");
    assert.ok(npiValid("1234567893"), "NPI, the CMS example");
    assert.ok(!npiValid("1234567890"), "NPI with a wrong check digit");
    assert.ok(deaValid("AB1234563"), "DEA");
    assert.ok(!deaValid("AB1234564"), "DEA with a wrong check digit");
    assert.ok(auProviderValid("2429581T"), "AU provider number, the Services Australia example");
    assert.ok(!auProviderValid("2429581Y"), "AU provider number with a wrong check character");
    const nhiBody = "ALU18K";
    assert.ok(nhiNewValid(`${nhiBody}${nhiNewCheck(nhiBody)}`), "new NHI is valid with its own check letter");
    assert.ok(luhnValid("8001015009087"), "SA ID");
    assert.ok(medicareValid("2123 45670 1"), "Medicare");
    assert.ok(nhiValid("ZZZ0016") && !nhiValid("ZZZ0044"), "NHI test values");
    assert.ok(nricValid("S1234567D") && !nricValid("S1234567A"), "NRIC");
    assert.ok(ppsnValid("1234567T") && ppsnValid("1234567FA"), "PPSN");
    assert.equal(verhoeffDigit("236"), 3);
    assert.ok(sgPlateValid("SBS3229P"), "SG plate");
  });

  it("writes PHI-free notes for every country without the corpus's PHI values", () => {
    const free = generateWorldPhiFree({ seed: 1, size: 80 });
    assert.deepEqual(new Set(free.map((n) => n.locale)), new Set(COUNTRY_CODES));
    const values = new Set(
      corpus.gold
        .filter((g) => g.type.endsWith("Name") || g.group === "postcode")
        .map((g) => g.value.toLowerCase()),
    );
    for (const n of free) {
      const words = new Set(n.text.toLowerCase().split(/[^\p{L}\p{N}']+/u));
      for (const v of values) if (!v.includes(" ")) assert.ok(!words.has(v), `"${v}" in a PHI-free note`);
    }
  });
});
