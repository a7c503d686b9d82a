import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  bcPhnValid,
  deaValid,
  luhnValid,
  medicareAuValid,
  nhiValid,
  nhsValid,
  npiValid,
  nricValid,
  ppsnValid,
  verhoeffValid,
} from "./checks.ts";
import { ABROAD_CODES } from "./countries/index.ts";
import { FREE_DOCS } from "./free/free-docs.ts";
import { ABROAD_DOC_TYPES, generateAbroad, generateAbroadPhiFree } from "./generate-abroad.ts";
import { Rng } from "./rng.ts";

const SMALL = ABROAD_CODES.length * ABROAD_DOC_TYPES.length;
const one = generateAbroad({ seed: 1, size: SMALL + 40 });
const free = generateAbroadPhiFree({ seed: 1, size: ABROAD_CODES.length * FREE_DOCS.length + 20 });

/** The validator of each checked identifier kind. */
const VALID: Record<string, (v: string) => boolean> = {
  "uk-nhs-number": nhsValid,
  "uk-nhs-number-run": nhsValid,
  "au-medicare": medicareAuValid,
  "au-medicare-run": medicareAuValid,
  "au-ihi": luhnValid,
  "nz-nhi": nhiValid,
  "ie-ppsn": ppsnValid,
  "sg-nric": nricValid,
  "sg-fin": nricValid,
  "ca-bc-phn": bcPhnValid,
  "ca-ohip": (v) => luhnValid(v.slice(0, 12)),
  "ca-sin": luhnValid,
  "in-aadhaar": verhoeffValid,
  "us-npi": npiValid,
  "us-dea": deaValid,
  "za-id": luhnValid,
};

describe("generateAbroad", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const again = generateAbroad({ seed: 1, size: SMALL + 40 });
    assert.deepEqual(again, one);
    const other = generateAbroad({ seed: 2, size: 30 });
    assert.notDeepEqual(
      other.notes.map((n) => n.text),
      one.notes.slice(0, 30).map((n) => n.text),
    );
    assert.deepEqual(generateAbroadPhiFree({ seed: 1, size: free.length }), free);
  });

  it("gold spans point at exactly their text, trimmed and without overlap", () => {
    const byNote = new Map(one.notes.map((n) => [n.patient, n.text]));
    let last = { patient: "", end: 0 };
    for (const g of one.gold) {
      const text = byNote.get(g.patient) ?? "";
      assert.equal(text.slice(g.start, g.end), g.text, `${g.kind} in ${g.patient}`);
      assert.ok(g.text.length > 0 && g.text.trim() === g.text, `${g.kind} is trimmed`);
      assert.equal(g.text.toLowerCase(), g.value.toLowerCase(), "casing changes only the case");
      if (last.patient === g.patient) assert.ok(g.start >= last.end, "spans in order, no overlap");
      last = { patient: g.patient, end: g.end };
    }
  });

  it("walks every country × document type, in every casing", () => {
    const cells = new Set(one.notes.map((n) => `${n.locale}/${n.docType}`));
    for (const code of ABROAD_CODES)
      for (const type of ABROAD_DOC_TYPES)
        assert.ok(cells.has(`${code}/${type.name}`), `${code}/${type.name}`);
    const styles = one.notes.map((n) => n.style);
    for (const c of ["mixed case", "ALL CAPS", "lower case"])
      assert.ok(
        styles.some((s) => s.startsWith(c)),
        c,
      );
    for (const n of one.notes) {
      if (n.style.startsWith("ALL CAPS")) assert.equal(n.text, n.text.toUpperCase());
      if (n.style.startsWith("lower case")) assert.equal(n.text, n.text.toLowerCase());
    }
  });

  it("labels every category the brief names, in every country", () => {
    for (const code of ABROAD_CODES) {
      const groups = new Set(one.gold.filter((g) => g.locale === code).map((g) => g.group));
      for (const group of ["name", "date", "phone", "address", "facility", "clinician-id"])
        assert.ok(groups.has(group), `${code} ${group}`);
    }
    const types = new Set(one.gold.map((g) => g.type));
    for (const type of ["PTName", "HCPName", "RelativeProxyName", "Date", "Location", "Phone", "ID", "Email"])
      assert.ok(types.has(type), type);
  });

  it("writes valid check digits for every scheme that has them", () => {
    const big = generateAbroad({ seed: 3, size: 600 });
    let checked = 0;
    for (const g of big.gold.filter((g) => g.kind.endsWith("(checked)"))) {
      const kind = g.kind.replace(" (checked)", "");
      const valid = VALID[kind];
      assert.ok(valid !== undefined, `a validator for ${kind}`);
      assert.ok(valid(g.value), `${kind} ${g.value}`);
      checked++;
    }
    assert.ok(checked > 50, `checked ${checked}`);
  });

  it("PHI-free documents cover every country and type and hold no value of the PHI corpus", () => {
    const cells = new Set(free.map((n) => `${n.locale}/${n.docType}`));
    for (const code of ABROAD_CODES)
      for (const type of FREE_DOCS) assert.ok(cells.has(`${code}/${type.name}`), `${code}/${type.name}`);
    const values = new Set(
      one.gold.map((g) => g.value.toLowerCase()).filter((v) => v.length >= 6 && /[\s\d]/.test(v)),
    );
    for (const n of free) {
      const text = n.text.toLowerCase();
      for (const v of values) assert.ok(!text.includes(v), `${n.patient} holds a PHI value`);
      assert.doesNotMatch(n.text, /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, `${n.patient} holds a date`);
      assert.doesNotMatch(n.text, /@|\+\d{2}/, `${n.patient} holds an address or phone`);
    }
  });

  it("forks independent streams deterministically", () => {
    const a = new Rng(7);
    const b = new Rng(7);
    assert.equal(a.fork(3).next(), b.fork(3).next());
    assert.notEqual(new Rng(7).fork(3).next(), new Rng(7).fork(4).next());
  });
});
