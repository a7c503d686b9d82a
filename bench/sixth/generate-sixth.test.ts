import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  luhnValid,
  medicareDigit,
  nhiDigit,
  nhiValid,
  nhsDigit,
  npiDigit,
  nricLetter,
  ppsnLetter,
  verhoeffDigit,
  verhoeffValid,
} from "./checks.ts";
import {
  FREE_FORMS,
  generateSixth,
  generateSixthPhiFree,
  LONG_FORMS,
  PARTS,
  SIXTH_DEFAULT_SIZE,
  type SixthDoc,
  SNIPPET_FORMS,
} from "./generate-sixth.ts";
import { COUNTRIES } from "./people.ts";

const docs = generateSixth({ seed: 1, size: 240 });
const free = generateSixthPhiFree({ seed: 1, size: 150 });
const spanText = (d: SixthDoc, g: { start: number; end: number }): string => d.text.slice(g.start, g.end);

describe("sixth corpus generator", () => {
  it("is deterministic per seed, and a smaller corpus is a prefix of a larger one", () => {
    assert.deepEqual(generateSixth({ seed: 1, size: 40 }), docs.slice(0, 40));
    assert.deepEqual(generateSixthPhiFree({ seed: 1, size: 30 }), free.slice(0, 30));
    const other = generateSixth({ seed: 2, size: 40 });
    assert.notDeepEqual(
      other.map((d) => d.text),
      docs.slice(0, 40).map((d) => d.text),
    );
    assert.equal(SIXTH_DEFAULT_SIZE, 400);
  });

  it("puts every gold span on its text, trimmed, in order and without overlap", () => {
    for (const d of docs) {
      assert.ok(d.gold.length > 0, `${d.id} has gold`);
      let end = 0;
      for (const g of d.gold) {
        const v = spanText(d, g);
        assert.ok(g.start >= end && g.end > g.start && g.end <= d.text.length, `${d.id} ${g.type}`);
        assert.equal(v, v.trim(), `${d.id} ${g.type} trimmed`);
        assert.ok(/[\p{L}\p{N}]/u.test(v), `${d.id} ${g.type} has a letter or digit`);
        end = g.end;
      }
    }
  });

  it("covers every country, part and form", () => {
    for (const c of COUNTRIES)
      assert.ok(
        docs.some((d) => d.country === c),
        c,
      );
    for (const c of COUNTRIES)
      assert.ok(
        free.some((d) => d.country === c),
        `free ${c}`,
      );
    for (const p of PARTS)
      assert.ok(
        docs.some((d) => d.part === p),
        p,
      );
    for (const f of [...Object.keys(LONG_FORMS), ...SNIPPET_FORMS])
      assert.ok(
        docs.some((d) => d.form === f),
        f,
      );
    for (const f of Object.keys(FREE_FORMS))
      assert.ok(
        free.some((d) => d.form === f),
        f,
      );
    for (const t of [
      "PTName",
      "HCPName",
      "RelativeProxyName",
      "Location",
      "Date",
      "DateYear",
      "Age",
      "ID",
      "Phone",
      "Email",
    ])
      assert.ok(
        docs.some((d) => d.gold.some((g) => g.type === t)),
        t,
      );
    assert.ok(docs.some((d) => d.part === "UK/US letters" && (d.country === "UK" || d.country === "US")));
    assert.ok(
      docs.filter((d) => d.part === "eight countries").every((d) => d.country !== "UK" && d.country !== "US"),
    );
  });

  it("labels ages only over 89", () => {
    const ages = docs.flatMap((d) =>
      d.gold.filter((g) => g.type === "Age").map((g) => Number(spanText(d, g))),
    );
    assert.ok(ages.length > 0 && ages.every((a) => a > 89 && a < 120), ages.join(","));
  });

  it("checks its check digits against published specimens", () => {
    assert.ok(luhnValid("79927398713") && !luhnValid("79927398710"));
    assert.ok(luhnValid("046 454 286"), "SIN specimen (Luhn)");
    assert.ok(luhnValid("8001015009087"), "South African ID specimen");
    assert.ok(luhnValid("8003608166690503"), "an IHI: prefix 800360, Luhn");
    assert.equal(verhoeffDigit("236"), 3);
    assert.ok(verhoeffValid("2363") && !verhoeffValid("2364"));
    assert.equal(nhsDigit("943476591"), 9, "NHS 943 476 5919");
    assert.equal(medicareDigit("21234567"), 0, "Medicare 2123 45670 1");
    assert.ok(nhiValid("ZZZ0016") && nhiValid("ZZZ0024") && !nhiValid("ZZZ0044"));
    assert.equal(nhiDigit("ZZZ001"), 6);
    assert.equal(ppsnLetter("1234567"), "T");
    assert.equal(nricLetter("S", "1234567"), "D");
    assert.equal(npiDigit("123456789"), 3, "NPI 1234567893");
  });

  it("prints identifiers whose check digits are valid for their schemes", () => {
    let checked = 0;
    for (const d of docs)
      for (const g of d.gold) {
        if (g.type !== "ID" || d.style !== "mixed") continue;
        const v = spanText(d, g);
        const ds = v.replace(/\D/g, "");
        const before = d.text.slice(Math.max(0, g.start - 20), g.start);
        const ok = (cond: boolean, scheme: string): void => {
          checked++;
          assert.ok(cond, `${d.id} ${scheme}`);
        };
        if (/NHI/.test(before) && /^[A-Z]{3}\d{4}$/.test(v)) ok(nhiValid(v), "NHI");
        else if (/NHS/.test(before)) ok(nhsDigit(ds.slice(0, 9)) === Number(ds[9]), "NHS");
        else if (/Medicare/.test(before)) ok(medicareDigit(ds.slice(0, 8)) === Number(ds[8]), "Medicare");
        else if (/IHI/.test(before)) ok(luhnValid(ds) && ds.startsWith("800360"), "IHI");
        else if (/PPSN/.test(before)) ok(ppsnLetter(ds, v.slice(8)) === v[7], "PPSN");
        else if (/Aadhaar/.test(before)) ok(verhoeffValid(ds), "Aadhaar");
        else if (/NPI/.test(before)) ok(npiDigit(ds.slice(0, 9)) === Number(ds[9]), "NPI");
        else if (/ID/.test(before) && d.country === "ZA" && ds.length === 13) ok(luhnValid(ds), "ZA ID");
        else if (/^[STFG]\d{7}[A-Z]$/.test(v)) ok(nricLetter(v[0] as string, v.slice(1, 8)) === v[8], "NRIC");
        else if (/OHIP|Health Card|HCN/.test(before)) ok(luhnValid(ds.slice(0, 10)), "OHIP");
      }
    assert.ok(checked > 40, `checked ${checked}`);
  });

  it("gives PHI-free documents no gold, marks on their text, and none of the PHI documents' names", () => {
    const names = new Set(
      generateSixth({ seed: 1, size: 400 }).flatMap((d) =>
        d.gold
          .filter((g) => g.type === "PTName" || g.type === "RelativeProxyName" || g.type === "HCPName")
          .map((g) => spanText(d, g).toLowerCase())
          .filter((v) => v.length >= 6 && v.includes(" ")),
      ),
    );
    for (const d of free) {
      assert.equal(d.gold.length, 0, d.id);
      assert.ok(d.marks.length > 0, `${d.id} has look-alikes`);
      for (const m of d.marks) assert.ok(m.start >= 0 && m.end > m.start && m.end <= d.text.length, d.id);
      const text = d.text.toLowerCase();
      for (const n of names) assert.ok(!text.includes(n), `${d.id} holds a PHI document's name`);
    }
  });
});
