import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { readCorpus } from "./corpus.ts";

/**
 * Service throughput: single-note POST /api/v1/deidentify over the dev corpus at concurrency 16,
 * and in the same run the same figures for a no-op route of the same server (GET /api/v1, the
 * index document), so de-identification's cost shows as a ratio; and the same requests with a
 * 50-value `known_phi` list, and with the `surrogate` policy, interleaved with the plain
 * (`safe_harbor`) ones. The server runs in its own
 * process with its default worker count; this process only drives load.
 *
 *   npm run bench -- service        (CORPUS_DIR, BENCH_SECONDS, BENCH_CONNECTIONS to override)
 */
const CORPUS =
  process.env.CORPUS_DIR ?? new URL("../../shared/corpora/physionet-dev", import.meta.url).pathname;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const KEY = "bench-key-0123456789abcdef";

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
const dataDir = mkdtempSync(join(tmpdir(), "deid-bench-"));

// A free port, chosen here because the server logs at "warn" and so does not print its address.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [new URL("../src/main.ts", import.meta.url).pathname], {
  env: {
    ...process.env,
    PORT: String(port),
    DEID_DATA_DIR: dataDir,
    DEID_API_KEY: KEY,
    DEID_LOG_LEVEL: "warn",
    DEID_MAX_QUEUE: "100000",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
server.once("exit", (code) => {
  if (code !== 0 && code !== null) process.exitCode = 1;
});
for (let i = 0; ; i++) {
  const ok = await fetch(`${url}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 200) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function run(name: string, path: string, options: Omit<autocannon.Options, "url">) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...options,
    url: `${url}${path}`,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    total: result.requests.total,
  };
}

let next = 0;
const body = () => JSON.stringify({ text: notes[next++ % notes.length] });
const bodyWithKnown = () => JSON.stringify({ text: notes[next++ % notes.length], known_phi: known });
const bodySurrogate = () => JSON.stringify({ text: notes[next++ % notes.length], policy: "surrogate" });
const headers = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };
try {
  // Warm up the workers' JIT before measuring.
  await autocannon({
    url,
    connections: 4,
    amount: 300,
    method: "POST",
    headers,
    requests: [{ path: "/api/v1/deidentify", setupRequest: (r) => ({ ...r, body: body() }) }],
  });
  const noop = await run("GET /api/v1 (no-op)", "/api/v1", { method: "GET" });
  const plain: Omit<autocannon.Options, "url"> = {
    method: "POST",
    headers,
    requests: [{ path: "/api/v1/deidentify", setupRequest: (r) => ({ ...r, body: body() }) }],
  };
  const withList: Omit<autocannon.Options, "url"> = {
    method: "POST",
    headers,
    requests: [{ path: "/api/v1/deidentify", setupRequest: (r) => ({ ...r, body: bodyWithKnown() }) }],
  };
  const surrogate: Omit<autocannon.Options, "url"> = {
    method: "POST",
    headers,
    requests: [{ path: "/api/v1/deidentify", setupRequest: (r) => ({ ...r, body: bodySurrogate() }) }],
  };
  // Interleaved in halves (plain, list, surrogate, plain, list, surrogate), so a server still
  // warming up or a neighbour's burst of load does not fall on one of them alone.
  const half = Math.max(1, Math.round(SECONDS / 2));
  type Run = Awaited<ReturnType<typeof run>>;
  const halves: { plain: Run[]; list: Run[]; surrogate: Run[] } = { plain: [], list: [], surrogate: [] };
  for (let round = 0; round < 2; round++) {
    halves.plain.push(await run("", "/api/v1/deidentify", { ...plain, duration: half }));
    halves.list.push(await run("", "/api/v1/deidentify", { ...withList, duration: half }));
    halves.surrogate.push(await run("", "/api/v1/deidentify", { ...surrogate, duration: half }));
  }
  const combine = (name: string, runs: Awaited<ReturnType<typeof run>>[]) => ({
    name,
    rps: runs.reduce((a, r) => a + r.rps, 0) / runs.length,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    total: runs.reduce((a, r) => a + r.total, 0),
  });
  const deid = combine("POST /api/v1/deidentify", halves.plain);
  const withKnown = combine(`… + ${known.length}-value known_phi`, halves.list);
  const withSurrogates = combine("… policy surrogate", halves.surrogate);
  const rss = peakRssMb(server.pid!);
  const bytes = notes.reduce((a, n) => a + n.length, 0);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.versions.node}, SQLite, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(`corpus: ${notes.length} notes, mean ${(bytes / notes.length).toFixed(0)} characters`);
  console.log("route                        req/s     p50 ms   p99 ms   errors");
  for (const r of [noop, deid, withKnown, withSurrogates]) {
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
    );
  }
  console.log(
    `de-identification throughput = ${(deid.rps / noop.rps).toFixed(3)} × the no-op route's (${(noop.rps / deid.rps).toFixed(1)}× slower)`,
  );
  console.log(
    `with a ${known.length}-value known_phi list = ${(withKnown.rps / noop.rps).toFixed(3)} × the no-op route's (${((withKnown.rps / deid.rps - 1) * 100).toFixed(1)}% vs without)`,
  );
  console.log(
    `surrogate policy: ${withSurrogates.rps.toFixed(0)} notes/s = ${(withSurrogates.rps / deid.rps).toFixed(3)} × safe_harbor's ${deid.rps.toFixed(0)} in the same run (goal ≥ 0.85)`,
  );
  console.log(`server peak RSS: ${rss.toFixed(0)} MB`);
  console.log(
    `target: ≥ 1,000 notes/s with p99 < 50 ms → ${deid.rps >= 1000 && deid.p99 < 50 ? "met" : "not met"}`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
