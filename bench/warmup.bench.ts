/**
 * How fast a fresh engine gets up to speed: in a new process, the rate over the dev notes 0-100,
 * 100-500 and 500-1000 in corpus order, against the steady rate over the same 1,000 notes once
 * they have been read several times, in CPU time (compiler threads count: their work is part of
 * the cost).
 *   node bench/warmup.bench.ts [runs=3] [corpus dir] [--warm | --warm-dev] [--base <other checkout>]
 * Each run is a child process. `--warm` first runs warmEngine (src/workers/warm-engine.ts: invented
 * notes, 3,000 ms of CPU, the service's default), as each worker of the service does before taking work; `--warm-dev` (a diagnosis, not a start-up
 * option) first reads the notes from 1000 on six times, so the windows measure a warm engine on
 * notes it has not seen. Prints the median over runs of each window's rate and its share of steady.
 * `--base <root>` alternates the child processes between that checkout's engine and this one's
 * (base, new, new, base, …) and prints both with the paired ratios of the first 1,000 notes.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readCorpus } from "./corpus.ts";

const WINDOWS: readonly (readonly [number, number])[] = [
  [0, 100],
  [100, 500],
  [500, 1000],
];

interface RunResult {
  warmMs: number;
  windows: number[];
  /** Characters per second of CPU time over notes 0-1000 read once, in corpus order. */
  first: number;
  steady: number;
}

const args = process.argv.slice(2);
const warm = args.includes("--warm");
const warmDev = args.includes("--warm-dev");
const baseAt = args.indexOf("--base");
const base = baseAt === -1 ? undefined : args[baseAt + 1];
const rootAt = args.indexOf("--root");
const here = fileURLToPath(new URL("..", import.meta.url));
const root = rootAt === -1 ? here : args[rootAt + 1]!;
const [runsArg, dirArg] = args.filter(
  (a, k) => !a.startsWith("--") && args[k - 1] !== "--base" && args[k - 1] !== "--root",
);
const dir = dirArg ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));

function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

async function child(): Promise<void> {
  const texts = readCorpus(dir).notes.map((n) => n.text);
  const { createEngine } = (await import(
    `${root}/src/detection/index.ts`
  )) as typeof import("../src/detection/index.ts");
  const engine = createEngine();
  let warmMs = 0;
  if (warm) {
    const { warmEngine } = await import("../src/workers/warm-engine.ts");
    const c0 = cpuMs();
    warmEngine(engine, 3000, { maxWallMs: Number.POSITIVE_INFINITY });
    warmMs = cpuMs() - c0;
  }
  let sink = 0;
  const rate = (from: number, to: number): number => {
    let chars = 0;
    const c0 = cpuMs();
    for (let i = from; i < to && i < texts.length; i++) {
      sink += engine.detect(texts[i]!).length;
      chars += texts[i]!.length;
    }
    return chars / (cpuMs() - c0) / 1000;
  };
  if (warmDev) {
    const c0 = cpuMs();
    for (let pass = 0; pass < 6; pass++) rate(1000, texts.length);
    warmMs = cpuMs() - c0;
  }
  let firstChars = 0;
  let firstMs = 0;
  const windows = WINDOWS.map(([from, to]) => {
    const c0 = cpuMs();
    const r = rate(from, to);
    firstMs += cpuMs() - c0;
    for (let i = from; i < to && i < texts.length; i++) firstChars += texts[i]!.length;
    return r;
  });
  for (let pass = 0; pass < 4; pass++) rate(0, texts.length);
  const steady = Math.max(rate(0, 1000), rate(0, 1000), rate(0, 1000));
  if (sink < 0) console.log(sink);
  const result: RunResult = { warmMs, windows, first: firstChars / firstMs / 1000, steady };
  console.log(JSON.stringify(result));
}

if (args.includes("--child")) {
  await child();
} else {
  const runs = Number(runsArg ?? 3);
  const roots =
    base === undefined
      ? [["new", here]]
      : [
          ["base", base],
          ["new", here],
        ];
  const results: Record<string, RunResult[]> = { base: [], new: [] };
  for (let r = 0; r < runs; r++) {
    const order = r % 2 === 0 ? roots : [...roots].reverse();
    for (const [name, at] of order) {
      const out = execFileSync(
        process.execPath,
        [
          fileURLToPath(import.meta.url),
          "--child",
          String(runs),
          dir,
          "--root",
          at!,
          ...(warm ? ["--warm"] : []),
          ...(warmDev ? ["--warm-dev"] : []),
        ],
        { encoding: "utf8" },
      );
      results[name!]!.push(JSON.parse(out.trim().split("\n").pop()!) as RunResult);
    }
  }
  const median = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `fresh engine warm-up, ${runs} processes each, median (CPU time)${warm ? ", after warmEngine" : warmDev ? ", after 6 passes over notes 1000-" : ""}`,
  );
  for (const [name] of roots) {
    const list = results[name!]!;
    const steady = median(list.map((r) => r.steady));
    if (base !== undefined) console.log(`${name}:`);
    if (warm) console.log(`warmEngine                ${median(list.map((r) => r.warmMs)).toFixed(0)} ms CPU`);
    WINDOWS.forEach(([from, to], w) => {
      const rate = median(list.map((r) => r.windows[w]!));
      console.log(
        `notes ${`${from}-${to}`.padEnd(19)} ${rate.toFixed(2)} M chars/s  ${((100 * rate) / steady).toFixed(0)}% of steady`,
      );
    });
    console.log(`first 1,000 notes         ${median(list.map((r) => r.first)).toFixed(2)} M chars/s`);
    console.log(`steady (notes 0-1000)     ${steady.toFixed(2)} M chars/s`);
  }
  if (base !== undefined) {
    const paired = (pick: (r: RunResult) => number): string =>
      median(results.new!.map((r, k) => pick(r) / pick(results.base![k]!))).toFixed(3);
    console.log(
      `new/base paired median: first 1,000 notes ${paired((r) => r.first)}, steady ${paired((r) => r.steady)}`,
    );
  }
}
