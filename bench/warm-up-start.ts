/**
 * What the workers' start-up warm-up (DEID_WARM_UP_MS) costs and buys in the real service: each
 * run starts `node src/main.ts` on an empty data folder, times it from spawn until `/health`
 * answers 200 (the service listens only once its workers are warm), then sends the first dev notes
 * as `POST /api/v1/inspect` requests (detection only, nothing stored), `concurrency` at a time,
 * and times each window of 100 notes in wall time. Runs alternate between the warm-up off
 * (DEID_WARM_UP_MS=0) and on (the default, or `--budget`), so a burst of load falls on both.
 *
 *   node bench/warm-up-start.ts [runs=3] [notes=500] [corpus dir] [--budget ms] [--workers n] [--concurrency n]
 *
 * Prints the median start-up time of each, the median wall time of each window of notes and of
 * start-up plus all notes: the second is what a client waiting on a new replica sees.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readCorpus } from "./corpus.ts";
import { freePort } from "./free-port.ts";
import { waitForHealth } from "./wait-for-health.ts";

const WINDOW = 100;
const KEY = "bench-key-0123456789abcdef";
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const VALUED = ["--budget", "--workers", "--concurrency"];
const positional = args.filter((a, k) => !a.startsWith("--") && !VALUED.includes(args[k - 1]!));
const runs = Number(positional[0] ?? 3);
const count = Number(positional[1] ?? 500);
const dir = positional[2] ?? fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));
const budget = option("--budget");
const workers = option("--workers");
const concurrency = Number(option("--concurrency") ?? 4);
const notes = readCorpus(dir)
  .notes.map((n) => n.text)
  .slice(0, count);

interface Run {
  startMs: number;
  windows: number[];
}

async function run(warmUpMs: string | undefined): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), "deid-warm-up-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const server = spawn(process.execPath, [fileURLToPath(new URL("../src/main.ts", import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(port),
      DEID_DATA_DIR: dataDir,
      DEID_API_KEY: KEY,
      DEID_LOG_LEVEL: "warn",
      DEID_MAX_QUEUE: "100000",
      ...(warmUpMs === undefined ? {} : { DEID_WARM_UP_MS: warmUpMs }),
      ...(workers === undefined ? {} : { DEID_WORKERS: workers }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    await waitForHealth(url, 1200);
    const startMs = performance.now() - t0;
    const windows: number[] = [];
    for (let from = 0; from < notes.length; from += WINDOW) {
      const batch = notes.slice(from, from + WINDOW);
      const w0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < batch.length) {
            const text = batch[next++]!;
            const response = await fetch(`${url}/api/v1/inspect`, {
              method: "POST",
              headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
              body: JSON.stringify({ text }),
            });
            if (!response.ok) throw new Error(`inspect answered ${response.status}`);
            await response.arrayBuffer();
          }
        }),
      );
      windows.push(performance.now() - w0);
    }
    return { startMs, windows };
  } finally {
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Record<"off" | "on", Run[]> = { off: [], on: [] };
for (let r = 0; r < runs; r++) {
  for (const mode of r % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const)) {
    results[mode].push(await run(mode === "off" ? "0" : budget));
  }
}
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.log(
  `service start-up and first ${notes.length} dev notes (POST /api/v1/inspect, ${concurrency} in flight), ${runs} runs each, median wall ms; warm-up on: DEID_WARM_UP_MS=${budget ?? "default"}${workers ? `, DEID_WORKERS=${workers}` : ""}`,
);
console.log("                 warm-up off   warm-up on");
const row = (label: string, pick: (r: Run) => number) =>
  console.log(
    `${label.padEnd(17)}${median(results.off.map(pick)).toFixed(0).padStart(11)}${median(results.on.map(pick)).toFixed(0).padStart(13)}`,
  );
row("start-up", (r) => r.startMs);
for (let w = 0; w * WINDOW < notes.length; w++)
  row(`notes ${w * WINDOW}-${(w + 1) * WINDOW}`, (r) => r.windows[w]!);
row("all notes", (r) => sum(r.windows));
row("start-up + notes", (r) => r.startMs + sum(r.windows));
