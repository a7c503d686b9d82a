import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { runEval } from "../eval.ts";
import {
  isIhi,
  isLuhn,
  isMedicare,
  isNhi,
  isNhs,
  isNpi,
  isNric,
  isPpsn,
  isVerhoeff,
  nhiCheck,
  nricLetter,
  phnCheck,
  ppsnLetter,
  verhoeffDigit,
} from "./checks.ts";
import { FREE_FORMS, generateFifth, generateFifthPhiFree, PHI_FORMS } from "./generate-fifth.ts";
import { COUNTRIES } from "./local.ts";

const docs1 = generateFifth({ seed: 1, size: 400 });
const free1 = generateFifthPhiFree({ seed: 1, size: 400 });
const docs2 = generateFifth({ seed: 2, size: 400 });

describe("fifth corpus", () => {
  it("is deterministic by seed, and a smaller corpus is a prefix of a larger one", () => {
    assert.deepEqual(generateFifth({ seed: 1, size: 400 }), docs1);
    assert.deepEqual(generateFifthPhiFree({ seed: 1, size: 400 }), free1);
    assert.deepEqual(generateFifth({ seed: 1, size: 60 }), docs1.slice(0, 60));
    assert.notDeepEqual(
      docs2.map((d) => d.text),
      docs1.map((d) => d.text),
    );
  });

  it("labels exact offsets, trimmed, sorted and never overlapping", () => {
    for (const d of [...docs1, ...docs2]) {
      let end = 0;
      for (const s of d.spans) {
        assert.equal(d.text.slice(s.start, s.end), s.text, d.id);
        assert.equal(s.text, s.text.trim(), d.id);
        assert.ok(s.end > s.start, d.id);
        assert.ok(s.start >= end, `overlap in ${d.id}`);
        end = s.end;
      }
    }
    for (const d of free1) for (const m of d.marks) assert.ok(m.end <= d.text.length);
  });

  it("produces every country × form, PHI and PHI-free, in the default size", () => {
    const seen = new Set(docs1.map((d) => `${d.country}/${d.form}`));
    const freeSeen = new Set(free1.map((d) => `${d.country}/${d.form}`));
    assert.ok(PHI_FORMS.length >= 12 && FREE_FORMS.length >= 8);
    for (const c of COUNTRIES) {
      for (const f of PHI_FORMS) assert.ok(seen.has(`${c}/${f.name}`), `${c}/${f.name}`);
      for (const f of FREE_FORMS) assert.ok(freeSeen.has(`${c}/${f.name}`), `${c}/${f.name}`);
    }
    for (const style of ["mixed", "upper", "lower", "scanned"])
      assert.ok(
        docs1.some((d) => d.style === style),
        style,
      );
    for (const shape of ["surname-first", "lower", "caps-surname", "initial-surname"])
      assert.ok(
        docs1.some((d) => d.spans.some((s) => s.shape.startsWith(`${shape}/`))),
        shape,
      );
    for (const group of [
      "name",
      "relative",
      "clinician",
      "date",
      "age",
      "phone",
      "email",
      "url",
      "address",
      "postcode",
      "town",
      "facility",
      "employer",
      "school",
      "health-id",
      "national-id",
      "record-id",
      "clinician-id",
      "initials",
    ])
      assert.ok(
        docs1.some((d) => d.spans.some((s) => s.group === group)),
        group,
      );
  });

  it("checks the published worked examples of the check digits", () => {
    assert.ok(isNhs("9434765919"));
    assert.equal(nhiCheck("ZAA006"), 7);
    assert.ok(isNhi("ZAA0067"));
    assert.equal(nricLetter("S", "1234567"), "D");
    assert.ok(isNric("S1234567D"));
    assert.equal(ppsnLetter("1234567"), "T");
    assert.ok(isPpsn("1234567T"));
    assert.equal(verhoeffDigit("236"), 3);
    assert.ok(isVerhoeff("2363") && !isVerhoeff("2364"));
    assert.ok(isLuhn("79927398713"));
    assert.ok(isNpi("1234567893"));
    assert.equal(phnCheck("969865821"), 5); // the commonly cited valid PHN 9698658215
  });

  it("writes identifiers with valid check digits", () => {
    const digits = (s: string): string => s.replace(/[^0-9A-Z]/g, "");
    const valid: Record<string, (s: string) => boolean> = {
      "nhs-spaced": (s) => isNhs(digits(s)),
      "nhs-bare": isNhs,
      "au-medicare": (s) => isMedicare(digits(s)),
      "au-ihi": (s) => isIhi(digits(s)),
      "nz-nhi": isNhi,
      "ca-ohip": (s) => isLuhn(digits(s).slice(0, 10)),
      "ca-bc-phn": (s) => phnCheck(digits(s)) === Number(digits(s)[9]),
      "ie-ppsn": isPpsn,
      "in-aadhaar": (s) => isVerhoeff(digits(s)) && digits(s).length === 12,
      "za-id": (s) => s.length === 13 && isLuhn(s),
      "sg-nric": isNric,
      "us-npi": isNpi,
    };
    const counts = new Map<string, number>();
    for (const d of [...docs1, ...docs2])
      for (const s of d.spans) {
        const check = valid[s.shape];
        if (check === undefined || d.style === "scanned") continue;
        assert.ok(check(s.text), `${s.shape} in ${d.id}`);
        counts.set(s.shape, (counts.get(s.shape) ?? 0) + 1);
      }
    for (const shape of Object.keys(valid)) assert.ok((counts.get(shape) ?? 0) > 0, `no ${shape}`);
  });

  it("keeps the PHI documents' names and identifiers out of the PHI-free half", () => {
    const free = free1.map((d) => d.text).join("\n");
    for (const d of docs1)
      for (const s of d.spans)
        if (s.text.length >= 6 && s.group !== "date" && s.group !== "year")
          assert.ok(!free.includes(s.text), `${s.group} of ${d.id} in a PHI-free document`);
  });

  it("prints figures only: the eval output holds no document text", () => {
    const lines: string[] = [];
    const log = console.log;
    console.log = (...parts: unknown[]) => {
      lines.push(parts.join(" "));
    };
    try {
      runEval([
        "--fifth",
        "--size",
        "40",
        "--phi-free-size",
        "20",
        "--by",
        "all",
        "--errors",
        "--show-snippets",
      ]);
    } finally {
      console.log = log;
    }
    const out = lines.join("\n");
    assert.match(out, /fifth corpus \(bench\/fifth/);
    assert.match(out, /^ {2}ALL +\d+ +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +20 +\d\.\d{3}$/m);
    assert.match(out, /^ {2}clinic letter +\d+/m);
    assert.match(out, /^ {2}facility +\d+/m);
    for (const d of generateFifth({ seed: 1, size: 40 })) {
      for (const s of d.spans)
        if (s.text.length >= 6) assert.ok(!out.includes(s.text), `gold text of ${d.id} printed`);
      for (const line of d.text.split("\n"))
        if (line.trim().length >= 12) assert.ok(!out.includes(line.trim()), `text of ${d.id} printed`);
    }
    for (const d of generateFifthPhiFree({ seed: 1, size: 20 }))
      for (const line of d.text.split("\n"))
        if (line.trim().length >= 12) assert.ok(!out.includes(line.trim()), `text of ${d.id} printed`);
  });
});
