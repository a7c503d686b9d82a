/**
 * Interleaved speed comparison of two checkouts' detection engines in one process, on the dev notes:
 *   node bench/engine-compare.ts <other checkout root> [rounds=9] [seconds per run=2] [corpus dir | lab]
 * `lab` reads the number-dense synthetic notes (labNotes in bench/lab-notes.ts) instead.
 * Loads both engines, warms them, then alternates runs (base, new / new, base...) and reports best,
 * median and paired ratios. Rates count CPU time of the process (user + system), so that waiting
 * for a core on a shared machine does not count; wall-clock rates there vary by ±40 %.
 */
import { fileURLToPath } from "node:url";
import { readCorpus } from "./corpus.ts";
import { labNotes } from "./lab-notes.ts";

interface Engine {
  detect(text: string): unknown[];
}

const [baseRoot, roundsArg, secondsArg, dirArg] = process.argv.slice(2);
if (baseRoot === undefined) {
  console.log("usage: node bench/engine-compare.ts <other checkout root> [rounds] [seconds] [corpus dir]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 9);
const seconds = Number(secondsArg ?? 2);
const dir = dirArg ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));
const texts = dirArg === "lab" ? labNotes() : readCorpus(dir).notes.map((n) => n.text);
const chars = texts.reduce((n, t) => n + t.length, 0);
const here = fileURLToPath(new URL("..", import.meta.url));
const engines: Record<string, Engine> = {};
for (const [name, root] of [
  ["base", baseRoot],
  ["new", here],
] as const) {
  const module = await import(`${root}/src/detection/index.ts`);
  engines[name] = module.createEngine();
}

/** Characters per second of CPU time over repeated passes of the notes. */
function run(engine: Engine): number {
  let sink = 0;
  let passes = 0;
  let used = 0;
  const c0 = process.cpuUsage();
  while (used < seconds * 1000) {
    for (const text of texts) sink += engine.detect(text).length;
    passes++;
    const c = process.cpuUsage(c0);
    used = (c.user + c.system) / 1000;
  }
  if (sink < 0) console.log(sink);
  return (chars * passes) / (used / 1000) / 1e6;
}

for (const engine of Object.values(engines)) run(engine);
const rates: Record<string, number[]> = { base: [], new: [] };
for (let i = 0; i < rounds; i++) {
  for (const name of i % 2 === 0 ? ["base", "new"] : ["new", "base"]) rates[name]?.push(run(engines[name]!));
}
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${texts.length} notes, ${(chars / 1e6).toFixed(2)} M chars, ${rounds} rounds of ${seconds} s`);
for (const name of ["base", "new"]) {
  const r = rates[name]!;
  console.log(
    `${name.padEnd(5)} best ${Math.max(...r).toFixed(2)}  median ${median(r).toFixed(2)} M chars/s (CPU time)`,
  );
}
const paired = rates.new!.map((rate, i) => rate / rates.base![i]!);
console.log(
  `new/base best ${(Math.max(...rates.new!) / Math.max(...rates.base!)).toFixed(3)}  median ${(median(rates.new!) / median(rates.base!)).toFixed(3)}  paired median ${median(paired).toFixed(3)}`,
);
