import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Span } from "../../src/detection/span.ts";
import { aadhaar, luhnValid, mod11, nhsNumber, nric, saId, verhoeffValid } from "./checks.ts";
import { FREE_FORMS } from "./free-forms.ts";
import { generateThird, generateThirdPhiFree, THIRD_FORMS } from "./generate-third.ts";
import { CODES } from "./locale.ts";
import { Rand } from "./rng.ts";
import { scoreThird } from "./third-report.ts";

const GROUPS = [
  "name",
  "date",
  "year",
  "age",
  "phone",
  "email",
  "address",
  "town",
  "postcode",
  "facility",
  "health-id",
  "national-id",
  "record-id",
  "clinician-id",
  "other-id",
];
const TYPES = [
  "PTName",
  "RelativeProxyName",
  "HCPName",
  "Date",
  "DateYear",
  "Location",
  "Phone",
  "Age",
  "ID",
  "Email",
];

describe("generateThird", () => {
  const one = generateThird({ seed: 1, size: 400 });

  it("is deterministic per seed and differs between seeds", () => {
    assert.deepEqual(generateThird({ seed: 1, size: 60 }), generateThird({ seed: 1, size: 60 }));
    assert.deepEqual(
      generateThirdPhiFree({ seed: 2, size: 40 }),
      generateThirdPhiFree({ seed: 2, size: 40 }),
    );
    assert.notDeepEqual(
      generateThird({ seed: 1, size: 60 }).notes,
      generateThird({ seed: 2, size: 60 }).notes,
    );
    // A smaller size is a prefix of a larger one: each document has its own stream.
    assert.deepEqual(
      generateThird({ seed: 3, size: 20 }).notes,
      generateThird({ seed: 3, size: 50 }).notes.slice(0, 20),
    );
  });

  it("lays every gold span on exactly its text, without overlap or outer white space", () => {
    const byNote = new Map(one.notes.map((n) => [n.patient, n.text]));
    let last = { patient: "", end: 0 };
    for (const g of one.gold) {
      const text = byNote.get(g.patient) ?? "";
      assert.equal(text.slice(g.start, g.end), g.text, `${g.patient} ${g.kind}`);
      assert.ok(g.end > g.start);
      assert.equal(g.text.trim(), g.text, `${g.kind} has outer white space`);
      if (last.patient === g.patient) assert.ok(g.start >= last.end, `${g.patient} overlaps`);
      last = { patient: g.patient, end: g.end };
    }
  });

  it("covers every country, form, style, type and PHI category", () => {
    const seen = (f: (g: (typeof one.gold)[number]) => string): Set<string> => new Set(one.gold.map(f));
    for (const c of CODES) assert.ok(seen((g) => g.locale).has(c), c);
    for (const f of THIRD_FORMS) assert.ok(seen((g) => g.docType).has(f.name), f.name);
    for (const s of ["mixed case", "ALL CAPS", "lower case", "dictated, no punctuation"])
      assert.ok(new Set(one.notes.map((n) => n.style)).has(s), s);
    for (const t of TYPES) assert.ok(seen((g) => g.type).has(t), t);
    for (const grp of GROUPS) assert.ok(seen((g) => g.group).has(grp), grp);
    const origins = seen((g) => g.origin);
    for (const o of [
      "maori",
      "malay",
      "tamil (s/o, d/o)",
      "south indian (initials first)",
      "yoruba",
      "igbo",
      "hausa",
      "zulu",
      "xhosa",
      "afrikaans",
      "irish",
      "french-canadian",
      "vietnamese (surname first)",
      "chinese (surname first)",
    ])
      assert.ok(origins.has(o), o);
  });

  it("writes PHI-free documents in every form and country that hold no value of the PHI corpus", () => {
    const free = generateThirdPhiFree({ seed: 1, size: 200 });
    assert.deepEqual(new Set(free.map((n) => n.docType)), new Set(FREE_FORMS.map((f) => f.name)));
    assert.deepEqual(new Set(free.map((n) => n.locale)), new Set(CODES));
    const values = new Set<string>();
    for (const seed of [1, 2])
      for (const g of generateThird({ seed, size: 300 }).gold)
        if ((g.text.match(/\p{L}/gu) ?? []).length >= 4 || /\d{4}/.test(g.text))
          values.add(g.text.toLowerCase());
    for (const n of free) {
      const text = n.text.toLowerCase();
      for (const v of values) {
        const at = text.indexOf(v);
        const bounded =
          at >= 0 &&
          !/[\p{L}\p{N}]/u.test(text[at - 1] ?? " ") &&
          !/[\p{L}\p{N}]/u.test(text[at + v.length] ?? " ");
        assert.ok(
          !bounded,
          `${n.patient} holds a PHI value of kind-shape ${v.replace(/\p{L}/gu, "a").replace(/\d/g, "9")}`,
        );
      }
      assert.doesNotMatch(n.text, /@|\+\d{2}|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
    }
  });

  it("scores a perfect detector at 1 and a silent one at 0", () => {
    const small = generateThird({ seed: 1, size: 30 });
    const free = generateThirdPhiFree({ seed: 1, size: 20 });
    const gold = new Map<string, Span[]>();
    for (const g of small.gold) {
      const text = small.notes.find((n) => n.patient === g.patient)?.text ?? "";
      gold.set(text, [
        ...(gold.get(text) ?? []),
        { start: g.start, end: g.end, type: "NAME", text: g.text } as unknown as Span,
      ]);
    }
    const perfect = scoreThird(1, small, free, { detect: (t) => gold.get(t) ?? [] });
    assert.equal(perfect.total.total.strict, perfect.total.total.gold);
    assert.equal(perfect.touched.touched, 0);
    const silent = scoreThird(1, small, free, { detect: () => [] });
    assert.equal(silent.total.total.strict, 0);
    assert.equal(silent.byCountry.size, CODES.length);
  });
});

describe("third corpus check digits", () => {
  const r = new Rand(7);
  it("makes valid NHS, Aadhaar, SA ID and NRIC numbers", () => {
    for (let k = 0; k < 200; k++) {
      const nhs = nhsNumber(r);
      assert.equal(mod11(nhs.slice(0, 9)), Number(nhs[9]));
      assert.ok(verhoeffValid(aadhaar(r)));
      assert.ok(luhnValid(saId(r, { y: 1961, m: 4, d: 9 }, k % 2 === 0)));
      assert.match(nric(r, "S"), /^S\d{7}[A-Z]$/);
    }
    assert.ok(verhoeffValid("2363")); // the textbook Verhoeff example
    assert.ok(!verhoeffValid("2364"));
    assert.ok(luhnValid("79927398713"));
  });
});
