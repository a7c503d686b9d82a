import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readCorpus } from "./corpus.ts";
import { waitForHealth } from "./wait-for-health.ts";

/**
 * Issue 23 point 7 for large notes alone: one server (this checkout, or `BENCH_CHECKOUT`), with
 * `bench/loop-probe.ts` (event-loop delay histogram, memory; `--expose-gc`) and
 * `bench/thread-cpu-probe.ts` (the longest main-thread stall in CPU time) preloaded. It sends
 * `BENCH_BIG_ROUNDS` rounds of `BENCH_BIG_PARALLEL` 1 MB notes at once and prints, for the rounds,
 * the loop delay p50/p99/max and the CPU stall, and the server's RSS and heap before any large note
 * (after a collection), right after, after `BENCH_IDLE_S` seconds idle, and after a forced
 * collection — retained memory against garbage not yet collected. Prints figures only: on a shared
 * machine the loop delay includes the scheduler's own delays (see the load average it prints and the
 * CPU stall, which does not), so there is no pass/fail line.
 *
 *   node bench/big-notes-loop.ts   (CORPUS_DIR, BENCH_CHECKOUT, BENCH_BIG_ROUNDS=3,
 *   BENCH_BIG_PARALLEL=3, BENCH_IDLE_S=5, BENCH_BIG_POLICY, BENCH_BIG_SUBJECT=1 (a subject per
 *   note), BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=DIR"
 *   or "--heapsnapshot-signal=SIGUSR2" with BENCH_SNAPSHOT=1 to write a heap snapshot when idle)
 */
const MB = 1_000_000;
// BENCH_BIG_POLICY=surrogate BENCH_BIG_SUBJECT=1: the policy of the 1 MB notes, and a subject for
// each (a reversible policy then writes thousands of vault rows per note: the longest path).
let bigSubjects = 0;
const BIG_BODY = {
  ...(process.env.BENCH_BIG_POLICY ? { policy: process.env.BENCH_BIG_POLICY } : {}),
  get subject_id() {
    return process.env.BENCH_BIG_SUBJECT ? `big-${++bigSubjects}` : undefined;
  },
};
const ROUNDS = Number(process.env.BENCH_BIG_ROUNDS ?? 3);
const PARALLEL = Number(process.env.BENCH_BIG_PARALLEL ?? 3);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 5);
const CHECKOUT = resolve(process.env.BENCH_CHECKOUT ?? new URL("..", import.meta.url).pathname);
const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
const KEY = "bench-key-0123456789abcdef";
if (!existsSync(CORPUS)) {
  console.log(`big-notes-loop: corpus not found at ${CORPUS}; skipped`);
  process.exit(0);
}
const notes = readCorpus(CORPUS).notes.map((n) => n.text);
let bigNote = "";
for (let i = 0; bigNote.length < MB; i++) bigNote += `${notes[i % notes.length]}\n\n`;
bigNote = bigNote.slice(0, MB);

const port = 20_000 + Math.floor(Math.random() * 20_000);
const dataDir = mkdtempSync(join(tmpdir(), "deid-big-"));
const server: ChildProcess = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean),
    "--expose-gc",
    "--import",
    new URL("./loop-probe.ts", import.meta.url).pathname,
    "--import",
    new URL("./thread-cpu-probe.ts", import.meta.url).pathname,
    join(CHECKOUT, "src/main.ts"),
  ],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DEID_DATA_DIR: dataDir,
      DEID_API_KEY: KEY,
      DEID_LOG_LEVEL: "warn",
      DEID_MAX_TEXT_BYTES: String(2 * MB),
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  },
);
const url = `http://127.0.0.1:${port}`;
await waitForHealth(url, 600);

interface Probe {
  delay: { p50: number; p99: number; max: number; count: number };
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}
/** One message, one answer (each probe answers only its own kind of message). */
function ask<T>(message: unknown): Promise<T> {
  return new Promise((done) => {
    server.once("message", (m) => done(m as T));
    server.send(message as string);
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function bigNote1(): Promise<number> {
  const t = performance.now();
  const response = await fetch(`${url}/api/v1/deidentify`, {
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ text: bigNote, ...BIG_BODY }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`a 1 MB note answered ${response.status}`);
  return performance.now() - t;
}

const mem = (p: Probe) =>
  `rss ${p.rssMb.toFixed(0)} MB, heap ${p.heapUsedMb.toFixed(0)} MB, external ${p.externalMb.toFixed(0)} MB`;
try {
  // A warm-up of small notes and one large note (JIT, start-up), not counted.
  for (let i = 0; i < 200; i++) {
    await fetch(`${url}/api/v1/deidentify`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ text: notes[i % notes.length] }),
    }).then((r) => r.arrayBuffer());
  }
  await bigNote1();
  await sleep(1000);
  const before = await ask<Probe>("gc");
  await ask({ cmd: "start" });
  await ask<Probe>("read");
  const load0 = loadavg()[0]!;
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    times.push(...(await Promise.all(Array.from({ length: PARALLEL }, bigNote1))));
  }
  const during = await ask<Probe>("read");
  const { maxStallMs } = await ask<{ maxStallMs: number }>({ cmd: "stop" });
  const load1 = loadavg()[0]!;
  await sleep(IDLE_S * 1000);
  const idle = await ask<Probe>("read");
  if (process.env.BENCH_SNAPSHOT) {
    await ask<Probe>("gc");
    server.kill("SIGUSR2");
    await sleep(15_000);
  }
  const collected = await ask<Probe>("gc");
  console.log(`checkout ${CHECKOUT}; load average ${load0.toFixed(1)} → ${load1.toFixed(1)} (2 cores)`);
  console.log(
    `${ROUNDS} × ${PARALLEL} concurrent 1 MB notes: request ms ${times.map((t) => t.toFixed(0)).join(" ")}`,
  );
  console.log(
    `loop delay p50 ${during.delay.p50.toFixed(1)} ms, p99 ${during.delay.p99.toFixed(1)} ms, max ${during.delay.max.toFixed(1)} ms; longest main-thread stall in CPU time ${maxStallMs.toFixed(1)} ms`,
  );
  console.log(`memory before (after gc):   ${mem(before)}`);
  console.log(`memory right after:         ${mem(during)}`);
  console.log(`memory after ${IDLE_S} s idle:      ${mem(idle)}`);
  console.log(`memory after a forced gc:   ${mem(collected)}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
