/**
 * The detection engine's cost in machine instructions, which, unlike seconds, another process on
 * the machine does not change: a speed comparison that holds on a shared, loaded machine.
 *   node bench/engine-instructions.ts <other checkout root> [notes=400] [rounds=1] [corpus dir | lab]
 *   node bench/engine-instructions.ts --child <checkout root> <notes> <passes> <corpus dir | lab>
 * For each checkout, runs a child `node --single-threaded` (no concurrent compiler or collector
 * threads, so the instruction stream does not depend on scheduling) under
 * `valgrind --tool=cachegrind --cache-sim=no`, once with LOW and once with HIGH passes over the
 * first `notes` dev notes; (I(HIGH) − I(LOW)) / (HIGH − LOW) is the steady cost of one pass, free
 * of start-up, lexicon building and the compiler's warm-up (which, with 400 notes, lasts some ten
 * passes: LOW is 8). Prints instructions per character for each checkout and the ratio base/new
 * (> 1: this checkout runs fewer instructions). Two runs of one checkout with the same passes agree
 * to about 0.1 %, but four-pass windows of one run differ by up to 15 % (a late compile or a major
 * collection falls in one window), hence eight passes. Instructions are not time: 491b904, whose
 * tokeniser probed an 8 MB table, runs 1.09× the instructions of 69d3be9 a pass and 1.24× its CPU
 * time. Read it beside the paired CPU-time ratio of `engine-compare.ts`, as a check that holds
 * under load. A child takes two to three minutes on a quiet core, more under load.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readCorpus } from "./corpus.ts";
import { labNotes } from "./lab-notes.ts";

const LOW = 8;
const HIGH = 16;
const args = process.argv.slice(2);

function texts(notes: number, dirArg: string): string[] {
  const all = dirArg === "lab" ? labNotes() : readCorpus(dirArg).notes.map((n) => n.text);
  return all.slice(0, notes);
}

if (args[0] === "--child") {
  const [, root, notesArg, passesArg, dirArg] = args;
  const module = await import(`${root}/src/detection/index.ts`);
  const engine = module.createEngine();
  const input = texts(Number(notesArg), dirArg!);
  let sink = 0;
  for (let p = 0; p < Number(passesArg); p++) for (const text of input) sink += engine.detect(text).length;
  console.log(sink);
} else {
  const [baseRoot, notesArg, roundsArg, dirArg] = args;
  if (baseRoot === undefined) {
    console.log(
      "usage: node bench/engine-instructions.ts <other checkout root> [notes] [rounds] [corpus dir | lab]",
    );
    process.exit(2);
  }
  const notes = Number(notesArg ?? 400);
  const rounds = Number(roundsArg ?? 1);
  const dir = dirArg ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));
  const chars = texts(notes, dir).reduce((n, t) => n + t.length, 0);
  const here = fileURLToPath(new URL("..", import.meta.url));
  const self = fileURLToPath(import.meta.url);

  /** Instructions of one child run, from cachegrind's summary line. */
  const count = (root: string, passes: number): number => {
    const run = spawnSync(
      "valgrind",
      [
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
        "--smc-check=all-non-file",
        process.execPath,
        "--single-threaded",
        self,
        "--child",
        root,
        String(notes),
        String(passes),
        dir,
      ],
      { encoding: "utf8", maxBuffer: 1 << 24 },
    );
    const line = /I\s+refs:\s+([\d,]+)/.exec(run.stderr ?? "");
    if (run.status !== 0 || line === null) {
      console.error(run.error?.message ?? run.stderr.slice(-2000));
      process.exit(1);
    }
    return Number(line[1]!.replaceAll(",", ""));
  };
  const perChar: Record<string, number[]> = { base: [], new: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [name, root] of [
      ["base", baseRoot],
      ["new", here],
    ] as const) {
      const steady = (count(root, HIGH) - count(root, LOW)) / (HIGH - LOW);
      perChar[name]!.push(steady / chars);
    }
  }
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  const base = mean(perChar.base!);
  const mine = mean(perChar.new!);
  console.log(
    `${notes} notes, ${(chars / 1e6).toFixed(3)} M chars, passes ${LOW} and ${HIGH}, ${rounds} round(s)`,
  );
  console.log(
    `base ${base.toFixed(1)} instructions a character (${perChar.base!.map((v) => v.toFixed(1)).join(", ")})`,
  );
  console.log(
    `new  ${mine.toFixed(1)} instructions a character (${perChar.new!.map((v) => v.toFixed(1)).join(", ")})`,
  );
  console.log(`base/new ${(base / mine).toFixed(3)}`);
}
