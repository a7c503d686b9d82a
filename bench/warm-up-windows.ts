/**
 * A fresh engine's speed per 100 notes against a steady engine's on the same notes, none of them
 * seen before (issue 18 point 8: "a fresh engine reaching 80 % of steady speed within 500 dev
 * notes"). Each run is a child process reading dev notes 0–1,000 once, in corpus order, in windows
 * of 100, in CPU time of the process (compiler and GC threads count):
 *
 * - `fresh`: a new engine, as a worker that has just started;
 * - `synthetic`: a new engine after `warmEngine` (src/workers/warm-engine.ts, invented notes) for
 *   `--budget` ms of CPU time (default 3000, DEID_WARM_UP_MS's), what each worker of the service runs at start-up
 *   before it takes work (DEID_WARM_UP_MS);
 * - `steady`: an engine that has already read 4,000 (`--steady`) varied unseen notes (the generated corpus and
 *   the world corpus at seed 1001, no evaluation seed), as a worker some minutes into its life:
 *   the reference. Its windows are still first readings of these notes.
 *
 * Re-reading the same notes is ~3× faster than any first reading, even for the steady engine (the
 * word caches hold every word then), so the re-read rate is printed too but is not the reference.
 *
 *   node bench/warm-up-windows.ts [runs=3] [corpus dir] [--budget ms] [--modes fresh,synthetic]
 *                                 [--notes 1000] [--window 100] [--steady 4000]
 *
 * Prints each mode's median rate per window and its share of steady in the same window, with the
 * first window from which a mode stays at 80 % or more; each mode's warm-up CPU, the mean of its
 * windows, its re-read rate, and the CPU of its warm-up plus the first 500 and 1,000 notes (what a
 * batch run pays in all: the CLI's choice of no warm-up).
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readCorpus } from "./corpus.ts";

const ALL_MODES = ["fresh", "synthetic", "steady"] as const;
type Mode = (typeof ALL_MODES)[number];

interface RunResult {
  warmMs: number;
  windows: number[];
  /** CPU ms of each window. */
  windowMs: number[];
  reread: number;
}

const args = process.argv.slice(2);
const childAt = args.indexOf("--child");
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const VALUED = ["--child", "--corpus", "--budget", "--modes", "--notes", "--window", "--steady"];
const positional = args.filter((a, k) => !a.startsWith("--") && !VALUED.includes(args[k - 1]!));
const budget = Number(option("--budget") ?? 3000);
/** Notes read once from the start of the corpus, in windows of `WINDOW`; the steady engine's warm notes. */
const NOTES = Number(option("--notes") ?? 1000);
const WINDOW = Number(option("--window") ?? 100);
const STEADY = Number(option("--steady") ?? 4000);
/** The options a child needs, as given. */
const forwarded = ["--budget", "--notes", "--window", "--steady"].flatMap((name) => {
  const value = option(name);
  return value === undefined ? [] : [name, value];
});
const MODES = (option("--modes") ?? "fresh,synthetic,steady")
  .split(",")
  .filter((m): m is Mode => (ALL_MODES as readonly string[]).includes(m));
if (!MODES.includes("steady")) MODES.push("steady");
const runs = Number(positional[0] ?? 3);
// A child is given its corpus as `--corpus` (its positional arguments are not the parent's).
const dir =
  option("--corpus") ??
  positional[1] ??
  fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));

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
  let warmedMs = 0;
  if (mode === "synthetic") {
    const { warmEngine } = await import("../src/workers/warm-engine.ts");
    // No wall-time cap: the budget is CPU time of the thread, whatever the load.
    warmedMs = warmEngine(engine, budget, { maxWallMs: Number.POSITIVE_INFINITY }).cpuMs;
  } else if (mode === "steady") {
    const { generateCorpus } = await import("./generator/generate-corpus.ts");
    const { generateWorld } = await import("./world/generate-world.ts");
    const a = generateCorpus({ seed: 1001, size: STEADY / 2 }).notes.map((n) => n.text);
    const b = generateWorld({ seed: 1001, size: STEADY / 2 }).notes.map((n) => n.text);
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      warm.push(...[a[i], b[i]].filter((t) => t !== undefined));
  }
  const c0 = cpuMs();
  for (const text of warm) sink += engine.detect(text).length;
  // The synthetic warm-up reports its own thread's CPU (the lexicons it reads are not part of it).
  const warmMs = mode === "synthetic" ? warmedMs : cpuMs() - c0;
  warm = [];
  const rate = (from: number, to: number): number => {
    let chars = 0;
    const c = cpuMs();
    for (let i = from; i < to && i < texts.length; i++) {
      sink += engine.detect(texts[i]!).length;
      chars += texts[i]!.length;
    }
    last = cpuMs() - c;
    return chars / last / 1000;
  };
  let last = 0;
  const windows: number[] = [];
  const windowMs: number[] = [];
  for (let from = 0; from < NOTES; from += WINDOW) {
    windows.push(rate(from, from + WINDOW));
    windowMs.push(last);
  }
  for (let pass = 0; pass < 3; pass++) rate(0, NOTES);
  const reread = Math.max(rate(0, NOTES), rate(0, NOTES));
  if (sink < 0) console.log(sink);
  const result: RunResult = { warmMs, windows, windowMs, reread };
  console.log(JSON.stringify(result));
}

if (childAt >= 0) {
  await child(args[childAt + 1] as Mode);
} else {
  const results: Record<Mode, RunResult[]> = { fresh: [], synthetic: [], steady: [] };
  for (let r = 0; r < runs; r++) {
    // Interleaved, so a neighbour's burst of load does not fall on one mode alone.
    for (const mode of r % 2 === 0 ? MODES : [...MODES].reverse()) {
      const out = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), "--child", mode, "--corpus", dir, ...forwarded],
        { encoding: "utf8" },
      );
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
  const others = MODES.filter((m) => m !== "steady");
  console.log(`warm-up per ${WINDOW} notes, ${runs} processes per mode, median M chars/s of CPU time`);
  console.log(
    `notes      ${[...others, "steady"].map((m) => m.padStart(11)).join("")}   ${others.map((m) => `${m}/steady`.padStart(18)).join("")}`,
  );
  const share = Object.fromEntries(others.map((m) => [m, [] as number[]])) as Record<Mode, number[]>;
  for (const w of windows) {
    const cells = others.map((m) => rates(m)[w]!);
    others.forEach((m, k) => {
      share[m].push(cells[k]! / steady[w]!);
    });
    console.log(
      `${`${w * WINDOW}-${(w + 1) * WINDOW}`.padEnd(11)}${[...cells, steady[w]!].map((v) => v.toFixed(2).padStart(11)).join("")}   ${others.map((m) => `${(100 * share[m][w]!).toFixed(0)} %`.padStart(18)).join("")}`,
    );
  }
  const whole = (r: RunResult) => r.windows.reduce((a, b) => a + b, 0) / r.windows.length;
  // CPU time of the warm-up plus the first 500 and 1,000 notes: what a batch run pays in all.
  const cost = (r: RunResult, to: number) =>
    r.warmMs + r.windowMs.slice(0, to / WINDOW).reduce((a, b) => a + b, 0);
  for (const mode of MODES) {
    const list = results[mode];
    console.log(
      `${mode.padEnd(12)} warm-up ${median(list.map((r) => r.warmMs)).toFixed(0)} ms CPU; mean of windows ${median(list.map(whole)).toFixed(2)} (runs ${spread(list.map(whole))}); re-read ${median(list.map((r) => r.reread)).toFixed(2)}; warm-up + notes 0-500 ${median(list.map((r) => cost(r, 500))).toFixed(0)} ms, + 0-1,000 ${median(list.map((r) => cost(r, 1000))).toFixed(0)} ms`,
    );
  }
  // From which window a mode stays at ≥ 80 % of steady (the goal: by notes 400–500).
  for (const mode of others) {
    const last = share[mode].findLastIndex((s) => s < 0.8);
    console.log(
      `${mode}: ≥ 80 % of steady from ${last === windows.length - 1 ? "no window" : `notes ${(last + 1) * WINDOW}`} on (goal: within 500 notes)`,
    );
  }
}
