import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import type { Span } from "../../src/detection/span.ts";
import { runEval } from "../eval.ts";
import * as check from "./checks.ts";
import { FREE_FORMS } from "./forms-free.ts";
import { scoreFourth } from "./fourth-report.ts";
import { FOURTH_FORMS, formsOf, generateFourth, generateFourthPhiFree } from "./generate-fourth.ts";
import { CODES } from "./lands.ts";
import { WORD_NAMES } from "./people.ts";
import { Rng } from "./rng.ts";

/** Runs the eval in this process and returns what it printed. */
function evalHere(...args: string[]): string {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...parts: unknown[]) => {
    lines.push(parts.join(" "));
  };
  try {
    runEval(args);
  } finally {
    console.log = log;
  }
  return `${lines.join("\n")}\n`;
}

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

describe("generateFourth", () => {
  const one = generateFourth({ seed: 1, size: 480 });

  it("is deterministic per seed, differs between seeds, and a smaller size is a prefix", () => {
    assert.deepEqual(generateFourth({ seed: 1, size: 40 }), generateFourth({ seed: 1, size: 40 }));
    assert.deepEqual(
      generateFourthPhiFree({ seed: 2, size: 30 }),
      generateFourthPhiFree({ seed: 2, size: 30 }),
    );
    assert.notDeepEqual(
      generateFourth({ seed: 1, size: 40 }).notes,
      generateFourth({ seed: 2, size: 40 }).notes,
    );
    assert.deepEqual(
      generateFourth({ seed: 3, size: 20 }).notes,
      generateFourth({ seed: 3, size: 60 }).notes.slice(0, 20),
    );
  });

  it("lays every gold span exactly on its text, in order, without overlap or outer white space", () => {
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

  it("covers every country with its own form and the common ones, every style and PHI category", () => {
    for (const c of CODES) {
      const forms = new Set(one.notes.filter((n) => n.locale === c).map((n) => n.docType));
      for (const f of formsOf(c)) assert.ok(forms.has(f.name), `${c} ${f.name}`);
    }
    assert.equal(new Set(one.notes.map((n) => n.docType)).size, FOURTH_FORMS.length);
    for (const s of ["mixed case", "ALL CAPS", "lower case", "scanned (OCR)"])
      assert.ok(new Set(one.notes.map((n) => n.style)).has(s), s);
    const groups = new Set(one.gold.map((g) => g.group));
    for (const g of GROUPS.filter((x) => x !== "email")) assert.ok(groups.has(g), g);
    const origins = new Set(one.gold.map((g) => g.origin));
    for (const o of [
      "maori",
      "pasifika",
      "french-canadian",
      "irish",
      "tamil",
      "yoruba",
      "igbo",
      "hausa",
      "zulu",
      "xhosa",
      "afrikaans",
      "malay",
      "singapore chinese",
      "singapore tamil",
    ])
      assert.ok(origins.has(o), o);
  });

  it("writes identifiers whose check digits hold (documents not scanned)", () => {
    const typed = new Set(one.notes.filter((n) => n.style !== "scanned (OCR)").map((n) => n.patient));
    const seen = new Set<string>();
    for (const g of one.gold) {
      if (!typed.has(g.patient)) continue;
      const v = g.text.toUpperCase().replace(/[\s-]/g, "");
      const ok: Record<string, () => boolean> = {
        Medicare: () => check.medicareAuOk(v),
        IHI: () => check.luhnOk(v),
        NHI: () => check.nhiCheck(v.slice(0, 6)) === Number(v[6]),
        OHIP: () => check.luhnOk(v.slice(0, 10)),
        Aadhaar: () => check.verhoeffOk(v),
        "SA ID": () => check.luhnOk(v),
        PPSN: () => check.ppsnLetter(v.slice(0, 7), v.slice(8)) === v[7],
        NRIC: () => check.nricLetter(v[0] as string, v.slice(1, 8)) === v[8],
        FIN: () => check.nricLetter(v[0] as string, v.slice(1, 8)) === v[8],
      };
      const test = ok[g.kind];
      if (test === undefined) continue;
      seen.add(g.kind);
      assert.ok(test(), `${g.kind} check digit (shape ${v.replace(/\d/g, "9")})`);
    }
    for (const k of ["Medicare", "NHI", "OHIP", "SA ID", "PPSN", "NRIC"]) assert.ok(seen.has(k), k);
  });

  it("writes PHI-free documents in every form and country that hold no value of the PHI documents", () => {
    const free = generateFourthPhiFree({ seed: 1, size: 240 });
    assert.deepEqual(new Set(free.notes.map((n) => n.docType)), new Set(FREE_FORMS.map((f) => f.name)));
    assert.deepEqual(new Set(free.notes.map((n) => n.locale)), new Set(CODES));
    const byNote = new Map(free.notes.map((n) => [n.patient, n.text]));
    for (const m of free.marks)
      assert.ok((byNote.get(m.patient) ?? "").slice(m.start, m.end).trim().length > 0);
    const values = new Set<string>();
    // A document's own date ("effective 1 July 2025") may equal a patient's: dates are not values.
    for (const seed of [1, 2])
      for (const g of generateFourth({ seed, size: 300 }).gold)
        if (
          g.type !== "Date" &&
          !WORD_NAMES.has(g.text.replace(/^./, (x) => x.toUpperCase())) &&
          ((g.text.match(/\p{L}/gu) ?? []).length >= 4 || /\d{5}/.test(g.text))
        )
          values.add(g.text.toLowerCase());
    for (const n of free.notes) {
      const text = n.text.toLowerCase();
      for (const v of values) {
        const at = text.indexOf(v);
        const bounded =
          at >= 0 &&
          !/[\p{L}\p{N}]/u.test(text[at - 1] ?? " ") &&
          !/[\p{L}\p{N}]/u.test(text[at + v.length] ?? " ");
        assert.ok(
          !bounded,
          `${n.patient} holds a PHI value of shape ${v.replace(/\p{L}/gu, "a").replace(/\d/g, "9")}`,
        );
      }
      assert.doesNotMatch(n.text, /@|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/);
    }
  });

  it("scores a perfect detector at 1 and a silent one at 0", () => {
    const small = generateFourth({ seed: 1, size: 64 });
    const free = generateFourthPhiFree({ seed: 1, size: 24 });
    const gold = new Map<string, Span[]>();
    for (const g of small.gold) {
      const text = small.notes.find((n) => n.patient === g.patient)?.text ?? "";
      gold.set(text, [
        ...(gold.get(text) ?? []),
        { start: g.start, end: g.end, type: "NAME", text: g.text } as unknown as Span,
      ]);
    }
    const perfect = scoreFourth(1, small, free, { detect: (t) => gold.get(t) ?? [] });
    assert.equal(perfect.total.total.strict, perfect.total.total.gold);
    assert.equal(perfect.touched.touched, 0);
    const silent = scoreFourth(1, small, free, { detect: () => [] });
    assert.equal(silent.total.total.strict, 0);
    assert.equal(silent.byCountry.size, CODES.length);
  });
});

describe("fourth corpus check digits", () => {
  const r = new Rng(11);
  it("makes valid numbers of every scheme, and the textbook examples hold", () => {
    for (let k = 0; k < 200; k++) {
      assert.ok(check.medicareAuOk(check.medicareAu(r)));
      assert.ok(check.luhnOk(check.ihi(r)));
      const n = check.nhi(r);
      assert.equal(check.nhiCheck(n.slice(0, 6)), Number(n[6]));
      assert.ok(check.luhnOk(check.ohip(r)));
      assert.ok(check.luhnOk(check.sin(r)));
      const p = check.ppsn(r);
      assert.equal(check.ppsnLetter(p.slice(0, 7), p.slice(8)), p[7]);
      assert.ok(check.verhoeffOk(check.aadhaar(r)));
      assert.ok(check.luhnOk(check.saId(r, { y: 1958, m: 11, d: 3 }, k % 2 === 0)));
      assert.match(check.nric(r, "T"), /^T\d{7}[A-Z]$/);
    }
    assert.ok(check.verhoeffOk("2363"));
    assert.ok(!check.verhoeffOk("2364"));
    assert.ok(check.luhnOk("79927398713"));
    assert.equal(check.nhiCheck("ZAA006"), 7); // the Ministry's published test NHI ZAA0067
    assert.equal(check.nricLetter("S", "1234567"), "D"); // S1234567D, the usual worked example
    assert.equal(check.ppsnLetter("1234567", ""), "T"); // 1234567T, the usual worked example
  });
});

describe("npm run eval -- --fourth", () => {
  it("prints figures by country and form; on seed 1 failures by shape, never text; seed 2 figures only", () => {
    const quote = evalHere(
      "--fourth",
      "--size",
      "40",
      "--phi-free-size",
      "16",
      "--seed",
      "2",
      "--by",
      "all",
      "--errors",
    );
    assert.match(quote, /fourth corpus \(bench\/fourth, AU NZ CA IE IN ZA NG SG\): seed 2 \(quote only/);
    for (const heading of [
      "by country",
      "by form (PHI forms, then PHI-free)",
      "by category (issue 19)",
      "by slot kind",
    ])
      assert.ok(quote.includes(heading), heading);
    assert.ok(!quote.includes("misses by category") && quote.includes("quote only: no failure listing"));
    assert.match(quote, /^ {2}ALL +\d+ +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +16 +\d\.\d{3}$/m);
    assert.match(quote, /^ {2}NG +\d+ +\d\.\d{3}/m);

    const tune = evalHere("--fourth", "--size", "40", "--phi-free-size", "16", "--errors", "--show-snippets");
    assert.ok(tune.includes("misses by category") && tune.includes("PHI-free marks (look-alike category"));
    assert.doesNotMatch(tune, /^(MISS|PARTIAL|FP|OVERREACH) /m);
    assert.ok(!tune.includes("[["));
    // No value of the documents, PHI or look-alike, is printed: only categories and shapes.
    const corpus = generateFourth({ seed: 1, size: 40 });
    const free = generateFourthPhiFree({ seed: 1, size: 16 });
    const texts = [
      ...corpus.gold.map((g) => g.text),
      ...free.marks.map((m) =>
        (free.notes.find((n) => n.patient === m.patient)?.text ?? "").slice(m.start, m.end),
      ),
    ];
    for (const t of texts.filter((x) => x.length >= 6 && /\p{L}.*\p{L}|\d{4}/u.test(x)))
      assert.ok(
        !tune.includes(t),
        `printed a value of shape ${t.replace(/\p{L}+/gu, "a").replace(/\d/g, "9")}`,
      );
  });

  it("runs every fourth-corpus command that docs/evaluation.md shows", () => {
    const doc = readFileSync(new URL("../../docs/evaluation.md", import.meta.url), "utf8");
    const section = doc.slice(doc.indexOf("## Fourth corpus (bench/fourth)"));
    const commands = [...section.matchAll(/^npm run (?:-s )?eval -- (--fourth.*)$/gm)].map((m) =>
      (m[1] as string).trim(),
    );
    assert.ok(commands.length >= 3, "the section shows its commands");
    for (const command of commands) {
      const args = command.split(/\s+/);
      // Small sizes keep the test quick; a command that names its own keeps them (the first flag wins).
      const out = evalHere(
        ...args,
        "--size",
        "24",
        "--phi-free-size",
        "16",
        "--fourth-size",
        "24",
        "--fourth-phi-free-size",
        "16",
      );
      assert.match(out, /fourth corpus \(bench\/fourth|fourth \(s1 tune, s2 quote\)/, command);
    }
  });
});
