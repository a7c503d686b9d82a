import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { runEval } from "../eval.ts";
import { generateWorldPhiFreeBroad } from "./broad/generate-broad.ts";
import { generateWorld } from "./generate-world.ts";

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

describe("npm run eval -- --world", () => {
  const out = evalHere(
    "--world",
    "--size",
    "40",
    "--phi-free-size",
    "16",
    "--broad-size",
    "24",
    "--by",
    "country",
    "--errors",
  );

  it("reports recall by country and the PHI-free touched share of every country", () => {
    assert.match(out, /world corpus \(bench\/world.*seed 1 \(tune set\), 40 notes/);
    assert.match(out, /by locale \(country in the world corpus\)/);
    for (const code of ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"]) {
      assert.match(out, new RegExp(`^  ${code} +\\d+ +\\d\\.\\d{3}`, "m"), `${code} recall row`);
      assert.match(out, new RegExp(`^  ${code}  \\d\\.\\d{3}  \\(\\d+ of 2\\)`, "m"), `${code} PHI-free row`);
    }
    assert.match(out, /strict recall/);
  });

  it("reports the broad PHI-free set on its own lines, per country and document type", () => {
    assert.match(
      out,
      /^world PHI-free, broad \(bench\/world\/broad\) documents touched \(goal <= 0\.05\): \d\.\d{3} of 24$/m,
    );
    for (const code of ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"])
      assert.match(out, new RegExp(`^  ${code}  \\d\\.\\d{3}  \\(\\d+ of 3\\)`, "m"), `${code} broad row`);
    assert.match(out, /^ {2}by document type:$/m);
    assert.match(out, /^ {4}medication chart +\d\.\d{3} {2}\(\d+ of \d+\)$/m);
    assert.match(
      out,
      /world PHI-free, broad: marks by category \(predicted type \(rule\) \/ country \/ document type \/ style\)/,
    );
  });

  it("prints failures by category and shape, never the note text", () => {
    assert.match(out, /misses by category/);
    assert.match(out, /PHI-free marks by category \(predicted type \(rule\) \/ country \/ style\)/);
    for (const n of generateWorldPhiFreeBroad({ seed: 1, size: 24 }))
      for (const line of n.text.split("\n"))
        if (line.trim().length >= 25) assert.ok(!out.includes(line.trim()), "broad PHI-free text printed");
    const corpus = generateWorld({ seed: 1, size: 40 });
    for (const g of corpus.gold) {
      if (g.text.length < 6) continue;
      assert.ok(!out.includes(g.text), `gold text "${g.text}" printed`);
    }
  });

  it("knows the issue-19 categories", () => {
    const byGroup = evalHere("--world", "--size", "16", "--phi-free-size", "8", "--by", "group");
    assert.match(byGroup, /by category \(issue 19\)/);
    assert.match(byGroup, /^ {2}postcode +\d+/m);
  });
});
