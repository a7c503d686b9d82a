import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { runEval } from "./eval.ts";

const run = promisify(execFile);
const EVAL = fileURLToPath(new URL("./eval.ts", import.meta.url));

async function evalScript(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [EVAL, ...args], { timeout: 60_000 });
  return stdout;
}

/** Runs the eval in this process (one engine for all cases) and returns what it printed. */
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

/** A two-patient corpus in the PhysioNet format. */
function tinyCorpus(dir: string): void {
  const notes = [
    ["11", "1", "Pt seen by Dr. Adams on 7/22/2019, call 617-555-1234."],
    ["12", "1", "Daughter Mary visited. BP 120/80."],
  ];
  writeFileSync(
    join(dir, "tiny.text"),
    notes.map(([p, n, t]) => `START_OF_RECORD=${p}||||${n}||||\n${t}||||END_OF_RECORD\n`).join(""),
  );
  writeFileSync(
    join(dir, "tiny-phi.phrase"),
    [
      "11 1 15 20 HCPName Adams",
      "11 1 24 33 Date 7/22/2019",
      "11 1 40 52 Phone 617-555-1234",
      "12 1 9 13 RelativeProxyName Mary",
    ].join("\n"),
  );
}

describe("npm run eval", () => {
  let dir = "";
  // The spawned run starts first and works on the other core while the in-process cases run.
  let spawned: Promise<string> = Promise.resolve("");
  before(() => {
    spawned = evalScript("--generated", "--size", "50", "--errors");
    dir = mkdtempSync(join(tmpdir(), "eval-test-"));
    tinyCorpus(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  // `npm run eval` with no argument runs this summary with the default dev path and sizes.
  it("prints the summary table with dev halves, both seeds and the PHI-free share", () => {
    const out = evalHere(
      "--all",
      "--dev",
      dir,
      "--size",
      "30",
      "--phi-free-size",
      "30",
      "--fresh-size",
      "20",
      "--world-size",
      "16",
      "--world-phi-free-size",
      "16",
      "--world-broad-size",
      "16",
      "--abroad-size",
      "20",
      "--abroad-phi-free-size",
      "10",
      "--queries-size",
      "20",
      "--third-size",
      "20",
      "--third-phi-free-size",
      "10",
      "--fourth-size",
      "16",
      "--fourth-phi-free-size",
      "8",
      "--fifth-size",
      "16",
      "--fifth-phi-free-size",
      "8",
      "--sixth-size",
      "16",
      "--sixth-phi-free-size",
      "10",
    );
    const header = out.split("\n").find((l) => l.includes("gen seed 1")) ?? "";
    for (const col of [
      "dev all",
      "dev odd",
      "dev even",
      "gen seed 1",
      "gen seed 2",
      "fresh seed 1",
      "world seed 1",
      "world seed 2",
      "PHI-free",
    ]) {
      assert.ok(header.includes(col), col);
    }
    for (const row of [
      "strict recall",
      "lenient recall",
      "lenient precision",
      "character recall",
      "touched share",
      "touched, broad",
    ]) {
      assert.match(out, new RegExp(`^${row} +`, "m"));
    }
    assert.match(out, /^notes +2 +1 +1 +30 +30 +20 +16 +16 +30$/m);
    // Strict recall seed 1 and 2, PHI-free touched seed 1 and 2, broad PHI-free touched seed 1 and 2.
    assert.match(out, /^ {2}AU +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3}$/m);
    assert.match(out, /^touched, broad +- +- +- +- +- +- +\d\.\d{3} +\d\.\d{3} +-$/m);
    assert.match(out, /world PHI-free, broad \(16 documents, bench\/world\/broad\)/);
    assert.match(out, /^ {2}ED triage +\d\.\d{3} +\d\.\d{3}$/m);
    // The abroad lines come last: strict recall, precision, character recall and touched share, seeds 1 and 2.
    const abroad = out.slice(out.indexOf("abroad (quote only)"));
    assert.ok(abroad.length > 0 && out.indexOf("abroad (quote only)") > out.indexOf("ED triage"));
    assert.match(abroad, /^ {2}all( +(\d\.\d{3}|-)){8}$/m);
    assert.match(abroad, /^ {2}NG( +(\d\.\d{3}|-)){8}$/m);
    assert.match(abroad, /20 documents and 10 PHI-free documents a seed/);
    // The queries' two lines follow: seeds 1 and 2 side by side, quote only.
    const lines = out.trimEnd().split("\n");
    const q = lines.findIndex((l) => l.startsWith("queries (quote only"));
    assert.ok(q > out.slice(0, out.indexOf("abroad (quote only)")).split("\n").length);
    assert.match(lines[q] ?? "", /^queries \(quote only, 20 a seed\) +strict s1 +strict s2 /);
    assert.match(lines[q + 1] ?? "", /^ {2}all( +(\d\.\d{3}|-)){10}$/);
    // The third corpus ends the output, after everything else: overall and ten countries, then a footnote.
    const third = lines.slice(q + 2);
    assert.match(
      third.find((l) => l.startsWith("third")) ?? "",
      /^third \(s1 tune, s2 quote\) +strict s1 +strict s2 /,
    );
    assert.match(third.join("\n"), /^ {2}all( +(\d\.\d{3}|-)){8}$/m);
    assert.match(third.join("\n"), /^ {2}SG( +(\d\.\d{3}|-)){8}$/m);
    const thirdEnd = lines.findIndex((l) =>
      l.startsWith("third: 20 documents and 10 PHI-free documents a seed"),
    );
    assert.ok(thirdEnd > q);
    // The fourth corpus comes after the third: overall and eight countries, then its footnote last.
    const fourth = lines.slice(thirdEnd + 1);
    assert.match(
      fourth.find((l) => l.startsWith("fourth")) ?? "",
      /^fourth \(s1 tune, s2 quote\) +strict s1 +strict s2 +prec s1 +prec s2 +char s1 +char s2 +touched s1 +touched s2$/,
    );
    assert.match(fourth.join("\n"), /^ {2}all( +(\d\.\d{3}|-)){8}$/m);
    assert.match(fourth.join("\n"), /^ {2}NG( +(\d\.\d{3}|-)){8}$/m);
    const fourthEnd = lines.findIndex((l) => /^fourth: 16 documents and 8 PHI-free documents a seed/.test(l));
    assert.ok(fourthEnd > thirdEnd);
    assert.ok(
      !lines
        .slice(thirdEnd + 1, fourthEnd)
        .join("\n")
        .includes("  UK "),
    );
    // The fifth corpus comes last of all: overall and ten countries, then its footnote last.
    const fifth = lines.slice(fourthEnd + 1);
    assert.match(
      fifth.find((l) => l.startsWith("fifth")) ?? "",
      /^fifth \(s1 tune, s2 quote\) +strict s1 +strict s2 +prec s1 +prec s2 +char s1 +char s2 +touched s1 +touched s2$/,
    );
    assert.match(fifth.join("\n"), /^ {2}all( +(\d\.\d{3}|-)){8}$/m);
    assert.match(fifth.join("\n"), /^ {2}UK( +(\d\.\d{3}|-)){8}$/m);
    assert.match(fifth.join("\n"), /^ {2}SG( +(\d\.\d{3}|-)){8}$/m);
    const fifthEnd = lines.findIndex((l) => /^fifth: 16 documents and 8 PHI-free documents a seed/.test(l));
    assert.ok(fifthEnd > fourthEnd);
    // The sixth corpus comes last of all: overall, the three parts and ten countries, then its footnote last.
    const sixth = lines.slice(fifthEnd + 1);
    assert.match(
      sixth.find((l) => l.startsWith("sixth")) ?? "",
      /^sixth \(quote only, both seeds\) +strict s1 +strict s2 +prec s1 +prec s2 +char s1 +char s2 +touched s1 +touched s2$/,
    );
    for (const label of ["all", "UK/US letters", "snippets", "eight countries", "UK", "NG", "SG"])
      assert.match(sixth.join("\n"), new RegExp(`^ {2}${label}( +(\\d\\.\\d{3}|-)){8}$`, "m"), label);
    assert.match(lines.at(-1) ?? "", /^sixth: 16 documents and 10 PHI-free documents a seed/);
  });

  it("--sixth prints figures by part, country, form and category, never a text or a failure", () => {
    const out = evalHere(
      "--sixth",
      "--size",
      "40",
      "--phi-free-size",
      "20",
      "--seed",
      "2",
      "--by",
      "all",
      "--errors",
      "--show-snippets",
    );
    assert.match(
      out,
      /sixth corpus \(bench\/sixth, UK US AU NZ CA IE IN ZA NG SG\): seed 2 \(quote only for everyone\), 40 documents, 20 PHI-free/,
    );
    for (const heading of [
      "by part (held-out test)",
      "by country",
      "by form (PHI documents)",
      "by form (PHI-free documents)",
      "by PHI category",
      "by gold type",
      "by style",
      "look-alikes marked by kind",
    ])
      assert.ok(out.includes(heading), heading);
    assert.match(out, /^ {2}ALL +\d+ +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +20 +\d\.\d{3}$/m);
    assert.match(out, /^ {2}eight countries +\d+ +\d\.\d{3}/m);
    assert.match(out, /^ {2}SG +\d+ +\d\.\d{3}/m);
    assert.match(out, /^PHI-free touched +\d\.\d{3}/m);
    // Figures only: no failure lines, no note text (no gold value of the corpus is printed).
    assert.doesNotMatch(out, /^(MISS|PARTIAL|FP|OVERREACH) /m);
    assert.ok(!out.includes("[[") && !out.includes("misses"));
    assert.doesNotMatch(out, /Dr |DOB|NHI|Medicare/);
    const byCountry = evalHere("--sixth", "--size", "20", "--phi-free-size", "10");
    assert.ok(byCountry.includes("by country") && !byCountry.includes("by form"));
  });

  it("--third prints figures by country and form; failures by shape on seed 1 only, never text", () => {
    const quote = evalHere(
      "--third",
      "--size",
      "30",
      "--phi-free-size",
      "10",
      "--seed",
      "2",
      "--by",
      "all",
      "--errors",
    );
    assert.match(quote, /third corpus \(bench\/third, AU NZ CA IE IN ZA NG SG UK US\): seed 2 \(quote only/);
    for (const heading of ["by country", "by document form", "by category (issue 19)", "by slot kind"])
      assert.ok(quote.includes(heading), heading);
    assert.ok(!quote.includes("misses by category") && quote.includes("quote only: no failure listing"));
    assert.match(quote, /^ {2}ALL +\d+ +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +10 +\d\.\d{3}$/m);
    const tune = evalHere("--third", "--size", "30", "--phi-free-size", "10", "--errors", "--show-snippets");
    assert.ok(tune.includes("misses by category") && tune.includes("PHI-free marks by category"));
    assert.ok(!tune.includes("by document form") && tune.includes("by country"));
    assert.doesNotMatch(tune, /^(MISS|PARTIAL|FP|OVERREACH) /m);
    assert.ok(!tune.includes("[["));
  });

  it("--fifth lists failures by shape on seed 1 only, never text; seed 2 stays figures only", () => {
    const quote = evalHere("--fifth", "--size", "30", "--phi-free-size", "15", "--seed", "2", "--errors");
    assert.match(quote, /fifth corpus \(bench\/fifth, [A-Z ]+\): seed 2 \(quote only/);
    assert.ok(!quote.includes("strict misses") && quote.includes("quote only: no failure listing"));
    const tune = evalHere("--fifth", "--size", "30", "--phi-free-size", "15", "--errors");
    assert.match(tune, /seed 1 \(tune set since round 20/);
    for (const heading of ["strict misses", "false positives in PHI documents", "PHI-free marks"])
      assert.ok(tune.includes(heading), heading);
    // Every listed group carries shapes only: a letter run is one "A" or "a", digits are "9".
    for (const line of tune.split("\n").filter((l) => l.includes("shapes: ")))
      for (const [, s] of line.split("shapes: ")[1]!.matchAll(/"([^"]*)" x\d+/g)) {
        assert.doesNotMatch(s!, /[^Aa9\s\p{P}\p{S}]/u, line);
        assert.doesNotMatch(s!, /AA|aa/, line);
      }
  });

  it("--queries prints figures by country, kind and casing, never a failure or a text", () => {
    const out = evalHere("--queries", "--size", "40", "--seed", "2", "--errors", "--show-snippets");
    assert.match(
      out,
      /clinical queries \(bench\/queries, AU NZ CA IE IN ZA NG SG UK US\): seed 2, 40 queries/,
    );
    for (const heading of ["by country", "by kind", "by casing"]) assert.ok(out.includes(heading), heading);
    assert.match(out, /^ {2}SG +4 +\d+ +\d+/m);
    assert.match(out, /^over-redacted +\d\.\d{3}/m);
    assert.doesNotMatch(out, /^(MISS|PARTIAL|FP) /m);
    assert.ok(!out.includes("[["));
    const casing = evalHere("--queries", "--size", "40", "--by", "casing");
    assert.ok(casing.includes("by casing") && !casing.includes("by kind"));
  });

  it("--abroad prints figures by country, type and category, never a failure or a text", () => {
    const out = evalHere(
      "--abroad",
      "--size",
      "24",
      "--phi-free-size",
      "10",
      "--by",
      "all",
      "--errors",
      "--show-snippets",
    );
    assert.match(out, /abroad corpus \(bench\/abroad, AU NZ CA IE IN ZA NG SG UK US\): seed 1, 24 documents/);
    for (const heading of [
      "by country",
      "by document type",
      "PHI-free documents by type",
      "by PHI category",
      "by gold type",
    ])
      assert.ok(out.includes(heading), heading);
    assert.match(out, /^ {2}US +\d+ +(\d\.\d{3}|-)/m);
    assert.match(out, /^ {2}ALL +\d+ +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +\d\.\d{3} +10 +\d\.\d{3}$/m);
    assert.doesNotMatch(out, /^(MISS|PARTIAL|FP|OVERREACH) /m);
    assert.ok(!out.includes("[[") && !out.includes("misses by category"));
  });

  it("--fresh scores the held-out corpus by category and never prints its failures", () => {
    const out = evalHere("--fresh", "--size", "20", "--errors", "--show-snippets");
    assert.match(out, /fresh held-out corpus \(bench\/fresh\): seed 1, 20 notes/);
    for (const heading of ["by PHI type", "by document type", "by style", "by name origin"]) {
      assert.ok(out.includes(heading), heading);
    }
    assert.ok(!out.includes("misses by category"));
    assert.doesNotMatch(out, /^(MISS|PARTIAL|FP) /m);
    assert.match(out, /strict recall +\d\.\d{3}/);
  });

  it("--by origin prints one breakdown", () => {
    const out = evalHere("--generated", "--size", "20", "--seed", "2", "--by", "origin");
    assert.match(out, /seed 2 \(check set: quote only\)/);
    assert.ok(out.includes("by name origin"));
    assert.ok(!out.includes("by document type"));
  });

  it("--show-snippets (for the generator's author) prints failures with their text", () => {
    const out = evalHere("--generated", "--size", "10", "--show-snippets", "--by", "type");
    assert.match(out, /^(MISS|PARTIAL|FP) .*\[\[.+\]\]/m);
  });

  it("still scores one corpus directory, by patient half", () => {
    const out = evalHere(dir, "--patients", "odd", "--errors");
    assert.match(out, /\(odd patients\) \(1 notes, 3 gold spans\)/);
    assert.match(out, /strict recall/);
  });

  it("npm run eval -- --generated prints recall by category and the totals", async () => {
    const out = await spawned;
    assert.match(out, /generated corpus: seed 1 \(tune set\), 50 notes/);
    for (const heading of ["by PHI type", "by document type", "by style", "by name origin", "by slot kind"]) {
      assert.ok(out.includes(heading), heading);
    }
    assert.match(out, /false positives by rule id/);
    assert.match(out, /misses by category/);
    assert.match(out, /strict recall +\d\.\d{3}/);
    assert.match(out, /character recall +\d\.\d{3}/);
  });
});
