import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { readCorpus } from "./corpus.ts";
import { waitForHealth } from "./wait-for-health.ts";

/**
 * Service throughput and responsiveness: single-note POST /api/v1/deidentify over the dev corpus at
 * concurrency 16, after a JIT warm-up of thousands of notes, beside a no-op route of the same server
 * (GET /api/v1) so de-identification's cost shows as a ratio; the same requests with a 50-value
 * `known_phi` list and with the `surrogate` policy, interleaved with the plain (`safe_harbor`) ones.
 * Then the same plain load while 1 MB notes are de-identified one after another beside it, and the
 * memory after large notes. The server's event-loop delay (perf_hooks.monitorEventLoopDelay), main
 * thread utilisation and memory are read inside the server by `bench/loop-probe.ts`, preloaded with
 * `--import`, so the same script measures another checkout unchanged:
 *
 *   npm run bench -- service        (CORPUS_DIR, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_WARMUP,
 *                                    BENCH_CHECKOUT=<other checkout>, BENCH_SERVER_ARGS to override,
 *                                    BENCH_BIG_POLICY and BENCH_BIG_SUBJECT=1 for the 1 MB notes:
 *                                    surrogate with a subject is the longest main-thread path)
 *
 * The server runs in its own process with its default worker count; this process only drives load
 * (on the same machine: its CPU counts against the server's).
 */
const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 8000);
const CHECKOUT = resolve(process.env.BENCH_CHECKOUT ?? new URL("..", import.meta.url).pathname);
const KEY = "bench-key-0123456789abcdef";
const MB = 1_000_000;
let bigSubjects = 0;
/** The 1 MB notes' body: safe_harbor by default; BENCH_BIG_POLICY, and a subject each with BENCH_BIG_SUBJECT. */
const bigBody = (text: string) =>
  JSON.stringify({
    text,
    ...(process.env.BENCH_BIG_POLICY ? { policy: process.env.BENCH_BIG_POLICY } : {}),
    ...(process.env.BENCH_BIG_SUBJECT ? { subject_id: `big-${++bigSubjects}` } : {}),
  });

if (!existsSync(CORPUS)) {
  console.log(`service bench: corpus not found at ${CORPUS}; skipped`);
  process.exit(0);
}
const corpus = readCorpus(CORPUS);
const notes = corpus.notes.map((n) => n.text);
// A 50-value known_phi list (names, dates, phones, places of the gold standard), as an EHR might send.
const KNOWN_TYPE: Record<string, string> = {
  PTName: "PATIENT_NAME",
  HCPName: "PROVIDER_NAME",
  Date: "DATE",
  Phone: "PHONE",
  Location: "LOCATION",
};
const known = [
  ...new Map(
    corpus.gold
      .filter((g) => KNOWN_TYPE[g.type] !== undefined)
      .map((g) => [g.text, { type: KNOWN_TYPE[g.type]!, value: g.text }] as const),
  ).values(),
].slice(0, 50);
// A 1 MB note: the corpus's notes one after another (a long admission's notes in one document).
let bigNote = "";
for (let i = 0; bigNote.length < MB; i++) bigNote += `${notes[i % notes.length]}\n\n`;
bigNote = bigNote.slice(0, MB);
const dataDir = mkdtempSync(join(tmpdir(), "deid-bench-"));

// A free port, chosen here because the server logs at "warn" and so does not print its address.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const url = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(
  process.execPath,
  [
    // BENCH_SERVER_ARGS: more Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=prof".
    ...(process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean),
    "--expose-gc",
    "--import",
    new URL("./loop-probe.ts", import.meta.url).pathname,
    join(CHECKOUT, "src/main.ts"),
  ],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DEID_DATA_DIR: dataDir,
      DEID_API_KEY: KEY,
      DEID_LOG_LEVEL: "warn",
      DEID_MAX_QUEUE: "100000",
      DEID_MAX_TEXT_BYTES: String(2 * MB),
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  },
);
server.once("exit", (code) => {
  if (code !== 0 && code !== null) process.exitCode = 1;
});
// A loaded machine starts the server (and warms its workers) slowly: wait up to 2 minutes, and stop
// it if it never answers, so a failed start leaves no server running.
try {
  await waitForHealth(url, 1200);
} catch (error) {
  server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
}

interface Probe {
  delay: { p50: number; p99: number; max: number; count: number };
  mainThreadUtilisation: number;
  processCpuCores: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}
/** Reads (and resets) the server's event-loop histogram and utilisation; "gc" collects first. */
function probe(message: "read" | "gc" = "read"): Promise<Probe> {
  return new Promise((resolve) => {
    server.once("message", (m) => resolve(m as Probe));
    server.send(message);
  });
}

async function run(name: string, path: string, options: Omit<autocannon.Options, "url">) {
  await probe();
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    url: `${url}${path}`,
  });
  const server = await probe();
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
    server,
  };
}
type Run = Awaited<ReturnType<typeof run>>;

let next = 0;
const body = () => JSON.stringify({ text: notes[next++ % notes.length] });
const bodyWithKnown = () => JSON.stringify({ text: notes[next++ % notes.length], known_phi: known });
const bodySurrogate = () => JSON.stringify({ text: notes[next++ % notes.length], policy: "surrogate" });
const headers = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };
const deidentify = (make: () => string): Omit<autocannon.Options, "url"> => ({
  method: "POST",
  headers,
  requests: [{ path: "/api/v1/deidentify", setupRequest: (r) => ({ ...r, body: make() }) }],
});
const plain = deidentify(body);

async function bigNotes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/deidentify`, {
      method: "POST",
      headers,
      body: bigBody(bigNote),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`a 1 MB note answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

try {
  // Warm-up long enough for the JIT of the main thread and of every worker (thousands of notes),
  // with each kind of request measured below.
  await autocannon({ url, connections: CONNECTIONS, amount: WARMUP, ...plain });
  await autocannon({ url, connections: CONNECTIONS, amount: WARMUP / 8, ...deidentify(bodyWithKnown) });
  await autocannon({ url, connections: CONNECTIONS, amount: WARMUP / 8, ...deidentify(bodySurrogate) });
  // Memory after large notes: the baseline after a collection (no large note yet), five 1 MB
  // notes, then 3 s idle, then a collection of the main thread's heap.
  await new Promise((r) => setTimeout(r, 1000));
  const before = await probe("gc");
  await bigNotes(5);
  const right = await probe();
  await new Promise((r) => setTimeout(r, 3000));
  const idle = await probe();
  const collected = await probe("gc");

  const noop = await run("GET /api/v1 (no-op)", "/api/v1", { method: "GET" });
  // Interleaved in halves (plain, list, surrogate, plain, list, surrogate), so a server still
  // warming up or a neighbour's burst of load does not fall on one of them alone.
  const half = Math.max(1, Math.round(SECONDS / 2));
  const halves: { plain: Run[]; list: Run[]; surrogate: Run[] } = { plain: [], list: [], surrogate: [] };
  for (let round = 0; round < 2; round++) {
    halves.plain.push(await run("", "/api/v1/deidentify", { ...plain, duration: half }));
    halves.list.push(await run("", "/api/v1/deidentify", { ...deidentify(bodyWithKnown), duration: half }));
    halves.surrogate.push(
      await run("", "/api/v1/deidentify", { ...deidentify(bodySurrogate), duration: half }),
    );
  }
  const combine = (name: string, runs: Run[]): Run => ({
    name,
    rps: runs.reduce((a, r) => a + r.rps, 0) / runs.length,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    total: runs.reduce((a, r) => a + r.total, 0),
    server: {
      ...runs[0]!.server,
      delay: {
        p50: Math.max(...runs.map((r) => r.server.delay.p50)),
        p99: Math.max(...runs.map((r) => r.server.delay.p99)),
        max: Math.max(...runs.map((r) => r.server.delay.max)),
        count: runs.reduce((a, r) => a + r.server.delay.count, 0),
      },
      mainThreadUtilisation: runs.reduce((a, r) => a + r.server.mainThreadUtilisation, 0) / runs.length,
      processCpuCores: runs.reduce((a, r) => a + r.server.processCpuCores, 0) / runs.length,
    },
  });
  const deid = combine("POST /api/v1/deidentify", halves.plain);
  const withKnown = combine(`… + ${known.length}-value known_phi`, halves.list);
  const withSurrogates = combine("… policy surrogate", halves.surrogate);

  // The plain load again with 1 MB notes sent one after another beside it, for as long.
  await probe();
  let bigDone = false;
  const bigTimes: number[] = [];
  const big = (async () => {
    while (!bigDone) bigTimes.push(...(await bigNotes(1)));
  })();
  const underBig = await run("… beside 1 MB notes", "/api/v1/deidentify", plain);
  bigDone = true;
  await big;

  const bytes = notes.reduce((a, n) => a + n.length, 0);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.versions.node}, SQLite, ${CONNECTIONS} connections, ${SECONDS} s each, warm-up ${WARMUP} notes`,
  );
  console.log(`server: ${CHECKOUT}`);
  console.log(`corpus: ${notes.length} notes, mean ${(bytes / notes.length).toFixed(0)} characters`);
  console.log(
    "route                          req/s   p50 ms   p99 ms   errors   loop delay p99/max ms   main thread   cpu cores",
  );
  for (const r of [noop, deid, withKnown, withSurrogates, underBig]) {
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}   ${r.server.delay.p99.toFixed(0).padStart(9)} / ${r.server.delay.max.toFixed(0).padEnd(9)}   ${(r.server.mainThreadUtilisation * 100).toFixed(0).padStart(9)}%   ${r.server.processCpuCores.toFixed(2).padStart(9)}`,
    );
  }
  const sorted = [...bigTimes].sort((a, b) => a - b);
  console.log(
    `1 MB notes beside the load: ${bigTimes.length}, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
  console.log(
    `de-identification throughput = ${(deid.rps / noop.rps).toFixed(3)} × the no-op route's (${(noop.rps / deid.rps).toFixed(1)}× slower)`,
  );
  console.log(
    `with a ${known.length}-value known_phi list = ${(withKnown.rps / noop.rps).toFixed(3)} × the no-op route's (${((withKnown.rps / deid.rps - 1) * 100).toFixed(1)}% vs without)`,
  );
  console.log(
    `surrogate policy: ${withSurrogates.rps.toFixed(0)} notes/s = ${(withSurrogates.rps / deid.rps).toFixed(3)} × safe_harbor's ${deid.rps.toFixed(0)} in the same run (goal ≥ 0.85)`,
  );
  const mem = (p: Probe) =>
    `rss ${p.rssMb.toFixed(0)} MB, heap ${p.heapUsedMb.toFixed(0)} MB, external ${p.externalMb.toFixed(0)} MB`;
  console.log(`memory, before any large note (+ gc):  ${mem(before)}`);
  console.log(`memory, right after five 1 MB notes:   ${mem(right)}`);
  console.log(`memory, 3 s idle later:                ${mem(idle)}`);
  console.log(`memory, then after a main-thread gc:  ${mem(collected)}`);
  const stall = Math.max(deid.server.delay.max, underBig.server.delay.max);
  console.log(
    `target: ≥ 2,000 notes/s with p99 < 50 ms → ${deid.rps >= 2000 && deid.p99 < 50 ? "met" : "not met"}; event loop never held > 50 ms (1 MB notes included) → ${stall <= 50 ? "met" : `not met (${stall.toFixed(0)} ms)`}`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
