import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, it } from "node:test";
import { COUNTRY_CODES } from "../../kit.ts";
import { Rng } from "../../rng.ts";
import { broadPart, generateWorldPhiFreeBroad } from "../generate-broad.ts";
import { VOCABS } from "../locales/index.ts";
import { HELPLINES } from "./helplines.ts";
import { WIDE_DOCS } from "./index.ts";

const broad = generateWorldPhiFreeBroad({ seed: 1 });
const wide = broad.filter((_, k) => broadPart(k).wide);
const names = new Set(WIDE_DOCS.map((d) => d.name));

describe("widened broad PHI-free document types", () => {
  it("leaves the documents of the first 24 types as they were (seed 1, their own stream)", () => {
    const classic = broad
      .filter((_, k) => !broadPart(k).wide)
      .map((n) => [n.text, n.docType, n.style, n.locale]);
    assert.equal(classic.length, 800);
    // The digest of `generateWorldPhiFreeBroad({ seed: 1 })` before round 14 (800 documents).
    assert.equal(
      createHash("sha256").update(JSON.stringify(classic)).digest("hex"),
      "4af130c91d653a69db4a0d7d7918a5800433322552268c43937b61e9e404cde7",
    );
  });

  it("makes every third document a widened type, 50 per country at the default size", () => {
    assert.equal(wide.length, 400);
    for (const n of wide) assert.ok(names.has(n.docType), n.docType);
    for (const n of broad.filter((_, k) => !broadPart(k).wide)) assert.ok(!names.has(n.docType), n.docType);
    for (const code of COUNTRY_CODES) assert.equal(wide.filter((n) => n.locale === code).length, 50, code);
    for (const name of names) assert.ok(wide.filter((n) => n.docType === name).length >= 10, name);
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((k) => broadPart(k)),
      [
        { wide: false, index: 0 },
        { wide: false, index: 1 },
        { wide: true, index: 0 },
        { wide: false, index: 2 },
        { wide: false, index: 3 },
        { wide: true, index: 1 },
      ],
    );
  });

  it("builds each type deterministically from its random stream", () => {
    for (const d of WIDE_DOCS)
      for (const code of COUNTRY_CODES) {
        const a = d.build(new Rng(7), VOCABS[code]);
        assert.equal(a, d.build(new Rng(7), VOCABS[code]), `${d.name} ${code}`);
        assert.ok(a.split("\n").length >= 4, `${d.name} ${code} is a whole document`);
      }
  });

  it("writes each country's own programmes, bodies and services", () => {
    const text = (code: string, type: string) =>
      wide
        .filter((n) => n.locale === code && n.docType === type)
        .map((n) => n.text.toLowerCase())
        .join("\n");
    const expect: Record<string, string> = {
      AU: "australian immunisation register|national immunisation program",
      NZ: "aotearoa immunisation register|national immunisation schedule",
      CA: "naci|yellow card|publicly funded immunization",
      IE: "hse nio|niac|immunisation passport",
      IN: "uip|mcp card|u-win",
      ZA: "road to health|epi-sa",
      NG: "nphcda|child health card",
      SG: "ncis|national immunisation registry",
    };
    for (const [code, p] of Object.entries(expect))
      assert.match(text(code, "immunisation schedule"), new RegExp(p), code);
    for (const code of COUNTRY_CODES) assert.ok(HELPLINES[code].length >= 4, code);
  });

  it("leaves every field of a blank form empty", () => {
    const label =
      /\b(name|surname|date of birth|dob|nhi|ur no\.|mrn|ihi|ppsn|uhid|abha number|nric \/ fin|nin|folder no\.)\s*:\s*(\S+)/gi;
    let fields = 0;
    for (const n of wide.filter((w) => w.docType === "blank form or template"))
      for (const m of n.text.matchAll(label)) {
        fields++;
        assert.match(m[2] ?? "", /^[_.[\]/ dmy-]+$/i, `${n.locale}: ${m[1]} holds a value`);
      }
    assert.ok(fields > 20, "the check saw blank fields");
    assert.doesNotMatch("NHI: ABC1234".replace(label, "$2"), /^[_.[\]/ dmy-]+$/i);
  });
});
