import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { COUNTRIES } from "../countries/index.ts";
import { generateWorld } from "../generate-world.ts";
import { COUNTRY_CODES } from "../kit.ts";
import { DEVICES, EPONYMS } from "./common.ts";
import { BROAD_DOCS } from "./docs/index.ts";
import { EPONYM_HEADS, FIXED_EPONYMS } from "./eponyms-more.ts";
import { broadCoveringSize, generateWorldPhiFreeBroad, WORLD_DEFAULT_BROAD_SIZE } from "./generate-broad.ts";
import { VOCABS } from "./locales/index.ts";
import { EQUIPMENT_EPONYMS } from "./wide/equipment-check.ts";
import { HELPLINE_NUMBERS } from "./wide/helplines.ts";
import { WIDE_DOCS } from "./wide/index.ts";

const broad = generateWorldPhiFreeBroad({ seed: 1 });
const broad2 = generateWorldPhiFreeBroad({ seed: 2 });

/**
 * Words of a text, lower case: letters (with marks), digits, apostrophes and hyphens, so that an
 * eponym written as one ("Wong-Baker", "Baker's cyst") is a lookalike word, not the surname alone.
 */
function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^\p{L}\p{M}\p{N}'-]+/u));
}

describe("broad world PHI-free set", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    assert.deepEqual(
      generateWorldPhiFreeBroad({ seed: 1, size: 40 }),
      generateWorldPhiFreeBroad({ seed: 1, size: 40 }),
    );
    assert.deepEqual(generateWorldPhiFreeBroad({ seed: 1, size: 40 }), broad.slice(0, 40));
    assert.notDeepEqual(
      broad.slice(0, 40).map((n) => n.text),
      broad2.slice(0, 40).map((n) => n.text),
    );
  });

  it("has 150 documents per country by default and honours the size", () => {
    assert.equal(WORLD_DEFAULT_BROAD_SIZE, 1200);
    assert.equal(broad.length, 1200);
    for (const code of COUNTRY_CODES) assert.equal(broad.filter((n) => n.locale === code).length, 150, code);
    assert.equal(generateWorldPhiFreeBroad({ seed: 3, size: 17 }).length, 17);
    assert.equal(new Set(broad.map((n) => n.patient)).size, 1200, "one id per document");
  });

  it("covers every country × document type, three casings and shorthand", () => {
    const first = generateWorldPhiFreeBroad({ seed: 2, size: broadCoveringSize() });
    const cells = new Set(first.map((n) => `${n.locale} ${n.docType}`));
    for (const c of COUNTRY_CODES)
      for (const d of [...BROAD_DOCS, ...WIDE_DOCS]) assert.ok(cells.has(`${c} ${d.name}`), `${c} ${d.name}`);
    assert.equal(
      new Set([...BROAD_DOCS, ...WIDE_DOCS].map((d) => d.name)).size,
      BROAD_DOCS.length + WIDE_DOCS.length,
    );
    const styles = new Set(broad.map((n) => n.style));
    for (const s of ["mixed case", "ALL CAPS", "lower case", "mixed case, shorthand"])
      assert.ok(styles.has(s), s);
    for (const n of broad) {
      if (n.style.startsWith("ALL CAPS")) assert.equal(n.text, n.text.toUpperCase());
      if (n.style.startsWith("lower case")) assert.equal(n.text, n.text.toLowerCase());
    }
  });

  it("writes each country's own vocabulary: brands, triage scales, local words, fractions", () => {
    const all = (code: string) =>
      broad
        .filter((n) => n.locale === code)
        .map((n) => n.text.toLowerCase())
        .join("\n");
    const expect: Record<string, readonly RegExp[]> = {
      AU: [/\bats \d\b|triage category|\bcat \d\b/, /\bfbe\b/, /endone|panadol osteo|targin|palexia/],
      NZ: [/whānau|kaumātua|hauora|karakia/, /m-eslon|sevredol|paracare|zapril/],
      CA: [/\bctas\b/, /acetaminophen/, /hemoglobin|\bhb\b/],
      IE: [/\bmts\b|manchester triage/, /inews|imews/, /gms|medical card/],
      IN: [/\btab\. /, /lakh|\/cumm/, /bukhar|chakkar|ghabrahat|jhatke|pet dard|sugar/],
      ZA: [/\bsats\b|tews/, /sangoma|umuthi|ugogo|eish|dagga|braai|bakkie|sjambok/, /\btld\b|rifafour/],
      NG: [
        /e\/u\/cr|\bpcv\b/,
        /agbo|pikin|dey|wahala|ogi|akamu/,
        /lonart|coartem|p-alaxin|camosunate|artesun/,
      ],
      SG: [/\bpacs \d\b|\bp\d\b/, /\b(om|on)\b/, /lah|pang sai|makcik|pakcik|tongkat|kopi|urut|demam/],
    };
    for (const [code, patterns] of Object.entries(expect)) {
      const text = all(code);
      for (const p of patterns) assert.match(text, p, `${code} ${p}`);
      assert.match(text, /\b\d{1,2}\/(7|52|12|24)\b/, `${code} durations`);
    }
  });

  it("holds none of the world corpus's PHI values: names, towns, streets, facilities", () => {
    const phi = generateWorld({ seed: 1, size: 1200 });
    const single = new Set<string>();
    const multi = new Set<string>();
    const add = (v: string) => {
      const low = v.toLowerCase().trim();
      // A postcode alone is four or six digits, the shape of a lab value or a volume: numbers are
      // checked by shape in the next test.
      if (low.length < 3 || ordinary.has(low) || !/\p{L}/u.test(low)) return;
      (/[\s,]/.test(low) ? multi : single).add(low);
    };
    // Pool names that are also ordinary clinical words, written here in that sense: "power 4/5"
    // (muscle power; Power is an Irish surname in the IE kit).
    const ordinary = new Set(["power"]);
    for (const g of phi.gold)
      if (g.type.endsWith("Name") || g.type === "Location" || g.type === "Email") add(g.value);
    for (const kit of COUNTRIES) {
      for (const o of kit.origins) for (const n of [...o.female, ...o.male, ...o.surnames]) add(n);
      for (const t of kit.towns) add(t.name);
    }
    // Multi-word values: their words in a row; a single word that is a name in its own right is
    // in `single` already (Parkinson's, Foley and the like are eponyms, not these pools' names).
    const row = (text: string) =>
      ` ${text
        .toLowerCase()
        .split(/[^\p{L}\p{M}\p{N}]+/u)
        .join(" ")} `;
    // Indexed by first word, so a document is searched only for the values that could start in it.
    const byFirst = new Map<string, string[]>();
    for (const v of [...multi].map(row)) {
      const first = v.trim().split(" ")[0] ?? "";
      if (first !== "") byFirst.set(first, [...(byFirst.get(first) ?? []), v]);
    }
    // The set's own eponyms (Blake drain, Wong-Baker, Sister Mary Joseph nodule) are the lookalikes
    // it is for: they are taken out before the search, so a pool name elsewhere is still found.
    const eponyms = [
      ...EPONYMS,
      ...FIXED_EPONYMS,
      ...EPONYM_HEADS,
      ...Object.values(DEVICES).flat(),
      ...EQUIPMENT_EPONYMS,
    ]
      .map((e) => e.toLowerCase())
      .sort((a, b) => b.length - a.length);
    /** The first PHI value of the pools found in `text`, if any. */
    const leak = (raw: string): string | undefined => {
      let text = raw.toLowerCase();
      for (const e of eponyms) text = text.split(e).join(" ");
      const w = words(text);
      for (const v of single) if (w.has(v)) return v;
      const r = row(text);
      for (const token of new Set(r.trim().split(" ")))
        for (const v of byFirst.get(token) ?? []) if (r.includes(v)) return v.trim();
      return undefined;
    };
    // The check finds what it looks for: a pool name, a town, a multi-word facility or street.
    assert.equal(leak("Seen with Wiremu today."), "wiremu");
    assert.equal(leak("Transferred from Rotorua."), "rotorua");
    assert.equal(leak("Blake drain in situ; Dr Blake to review."), "blake");
    const facility = phi.gold.find(
      (g) => g.type === "Location" && g.value.includes(" ") && /^\p{L}/u.test(g.value),
    );
    assert.ok(facility !== undefined);
    assert.notEqual(leak(`Referred to ${facility.value} for review.`), undefined);
    for (const n of [...broad, ...broad2]) {
      const found = leak(n.text);
      if (found !== undefined) assert.fail(`"${found}" in a broad PHI-free ${n.locale} ${n.docType}`);
    }
  });

  it("holds no PHI shapes: dates, years (a 4-digit value with a unit is a measurement), phones, e-mails, long numbers, ages over 89", () => {
    const months =
      "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december";
    // Published service helplines (wide/helplines.ts) and SNOMED CT concept ids (wide/coding.ts)
    // are not a person's number: taken out before the phone and long-number checks only.
    const services = new RegExp(`${HELPLINE_NUMBERS.join("|")}|snomed ct \\d+`, "g");
    assert.equal("call 0800 611 116 or snomed ct 22298006".replace(services, ""), "call  or ");
    for (const n of [...broad, ...broad2]) {
      const t = n.text.toLowerCase();
      const numbers = t.replace(services, "");
      const where = `${n.locale} ${n.docType}`;
      assert.doesNotMatch(t, /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, `date in ${where}`);
      assert.doesNotMatch(t, /\b\d{4}-\d{2}-\d{2}\b/, `ISO date in ${where}`);
      assert.doesNotMatch(
        t,
        new RegExp(`\\b\\d{1,2}(st|nd|rd|th)?\\s+(${months})\\b|\\b(${months})\\s+\\d{1,4}\\b`),
        `month in ${where}`,
      );
      assert.doesNotMatch(t, /\b(19|20)\d{2}\b(?!\s*[a-zµ/])/, `year in ${where}`);
      assert.doesNotMatch(t, /@|https?:|www\./, `e-mail or URL in ${where}`);
      // The generated corpus labels numbered and named wards (`Ward 7B`, `Oak Ward`) as facilities.
      assert.doesNotMatch(
        t,
        /\bward \d|\b[a-z]+ ward\b(?<!(medical|surgical|general|labour|medicine|private|class|the|tb|day|postnatal|a|to|on|male|female) ward)/,
        `named ward in ${where}`,
      );
      assert.doesNotMatch(
        numbers,
        /\+\d{1,3}[ (-]\d|\b0\d{1,4}[ -]\d{3,4}[ -]?\d{3,4}\b/,
        `phone in ${where}`,
      );
      assert.doesNotMatch(numbers, /\d{6,}/, `long number in ${where}`);
      assert.doesNotMatch(
        t,
        /\b(9\d|1[01]\d) ?(m|f|yo|y\/o|years? old|-year-old)\b/,
        `age over 89 in ${where}`,
      );
    }
  });

  it("gives every country a vocabulary with enough to draw from", () => {
    for (const code of COUNTRY_CODES) {
      const v = VOCABS[code];
      assert.equal(v.code, code);
      assert.ok(v.drugs.length >= 30, `${code} drugs`);
      assert.ok(v.local.length >= 8 && v.schemes.length >= 6 && v.tests.length >= 4, code);
      assert.equal(new Set(v.drugs.map((d) => d.brand)).size, v.drugs.length, `${code} duplicate brand`);
    }
  });
});
