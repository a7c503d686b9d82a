/**
 * A fresh engine's speed per 100 notes against a steady engine's on the same notes, none of them
 * seen before (issue 18 point 8: "a fresh engine reaching 80 % of steady speed within 500 dev
 * notes"). Each run is a child process reading dev notes 0–1,000 once, in corpus order, in windows
 * of 100, in CPU time of the process (compiler and GC threads count):
 *
 * - `fresh`: a new engine, as a worker that has just started;
 * - `synthetic`: a new engine after `warmEngine` (bench/warm-up-notes.ts, invented notes), what a
 *   worker could run at start-up before taking work;
 * - `steady`: an engine that has already read 4,000 varied unseen notes (the generated corpus and
 *   the world corpus at seed 1001, no evaluation seed), as a worker some minutes into its life:
 *   the reference. Its windows are still first readings of these notes.
 *
 * Re-reading the same notes is ~3× faster than any first reading, even for the steady engine (the
 * word caches hold every word then), so the re-read rate is printed too but is not the reference.
 *
 *   node bench/warm-up-windows.ts [runs=3] [corpus dir]
 *
 * Prints each mode's median rate per window and the fresh and synthetic rates as a share of steady
 * in the same window, with the first window from which a mode stays at 80 % or more.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readCorpus } from "./corpus.ts";

const MODES = ["fresh", "synthetic", "steady"] as const;
type Mode = (typeof MODES)[number];
const WINDOW = 100;
const NOTES = 1000;

interface RunResult {
  warmMs: number;
  windows: number[];
  reread: number;
}

const args = process.argv.slice(2);
const childAt = args.indexOf("--child");
const positional = args.filter((a, k) => !a.startsWith("--") && args[k - 1] !== "--child");
const runs = Number(positional[0] ?? 3);
const dir = positional[1] ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));

const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

async function child(mode: Mode): Promise<void> {
  const texts = readCorpus(dir).notes.map((n) => n.text);
  const { createEngine } = await import("../src/detection/index.ts");
  const engine = createEngine();
  let sink = 0;
  let warm: string[] = [];
  if (mode === "synthetic") {
    const { warmUpNotes } = await import("./warm-up-notes.ts");
    const notes = warmUpNotes(300);
    for (let r = 0; r < 4; r++) warm.push(...notes);
  } else if (mode === "steady") {
    const { generateCorpus } = await import("./generator/generate-corpus.ts");
    const { generateWorld } = await import("./world/generate-world.ts");
    const a = generateCorpus({ seed: 1001, size: 2000 }).notes.map((n) => n.text);
    const b = generateWorld({ seed: 1001, size: 2000 }).notes.map((n) => n.text);
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      warm.push(...[a[i], b[i]].filter((t) => t !== undefined));
  }
  const c0 = cpuMs();
  for (const text of warm) sink += engine.detect(text).length;
  const warmMs = cpuMs() - c0;
  warm = [];
  const rate = (from: number, to: number): number => {
    let chars = 0;
    const c = cpuMs();
    for (let i = from; i < to && i < texts.length; i++) {
      sink += engine.detect(texts[i]!).length;
      chars += texts[i]!.length;
    }
    return chars / (cpuMs() - c) / 1000;
  };
  const windows: number[] = [];
  for (let from = 0; from < NOTES; from += WINDOW) windows.push(rate(from, from + WINDOW));
  for (let pass = 0; pass < 3; pass++) rate(0, NOTES);
  const reread = Math.max(rate(0, NOTES), rate(0, NOTES));
  if (sink < 0) console.log(sink);
  const result: RunResult = { warmMs, windows, reread };
  console.log(JSON.stringify(result));
}

if (childAt >= 0) {
  await child(args[childAt + 1] as Mode);
} else {
  const results: Record<Mode, RunResult[]> = { fresh: [], synthetic: [], steady: [] };
  for (let r = 0; r < runs; r++) {
    // Interleaved, so a neighbour's burst of load does not fall on one mode alone.
    for (const mode of r % 2 === 0 ? MODES : [...MODES].reverse()) {
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", mode, dir], {
        encoding: "utf8",
      });
      results[mode].push(JSON.parse(out.trim().split("\n").pop()!) as RunResult);
    }
  }
  const median = (values: number[]): number =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const spread = (values: number[]): string =>
    `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
  const windows = Array.from({ length: NOTES / WINDOW }, (_, w) => w);
  const rates = (mode: Mode) => windows.map((w) => median(results[mode].map((r) => r.windows[w]!)));
  const steady = rates("steady");
  console.log(`warm-up per ${WINDOW} notes, ${runs} processes per mode, median M chars/s of CPU time`);
  console.log("notes          fresh  synthetic  steady   fresh/steady  synthetic/steady");
  const share = { fresh: [] as number[], synthetic: [] as number[] };
  for (const w of windows) {
    const f = rates("fresh")[w]!;
    const s = rates("synthetic")[w]!;
    share.fresh.push(f / steady[w]!);
    share.synthetic.push(s / steady[w]!);
    console.log(
      `${`${w * WINDOW}-${(w + 1) * WINDOW}`.padEnd(12)} ${f.toFixed(2).padStart(6)} ${s.toFixed(2).padStart(10)} ${steady[w]!.toFixed(2).padStart(7)}   ${(100 * share.fresh[w]!).toFixed(0).padStart(10)} %  ${(100 * share.synthetic[w]!).toFixed(0).padStart(14)} %`,
    );
  }
  const whole = (mode: Mode) =>
    median(results[mode].map((r) => r.windows.reduce((a, b) => a + b, 0) / r.windows.length));
  for (const mode of MODES) {
    console.log(
      `${mode.padEnd(10)} warm-up ${median(results[mode].map((r) => r.warmMs))
        .toFixed(0)
        .padStart(
          5,
        )} ms CPU; mean of windows ${whole(mode).toFixed(2)} (runs ${spread(results[mode].map((r) => r.windows.reduce((a, b) => a + b, 0) / r.windows.length))}); re-read ${median(results[mode].map((r) => r.reread)).toFixed(2)}`,
    );
  }
  // From which window a mode stays at ≥ 80 % of steady (the goal: by notes 400–500).
  for (const mode of ["fresh", "synthetic"] as const) {
    const last = share[mode].findLastIndex((s) => s < 0.8);
    console.log(
      `${mode}: ≥ 80 % of steady from ${last === windows.length - 1 ? "no window" : `notes ${(last + 1) * WINDOW}`} on (goal: within 500 notes)`,
    );
  }
}
