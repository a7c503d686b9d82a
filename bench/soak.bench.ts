import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { generateCorpus } from "./generator/generate-corpus.ts";

/**
 * Soak: a bounded, reproducible run of SOAK_DOCS documents (default 200,000) against a real server
 * process, to show whether throughput declines as the database grows (issue 12 point 8). The load
 * is a fixed mix: single de-identifications for 2,000 subjects (so the vault grows), a 10-note batch
 * every 25th request, and a re-identification every 50th. Notes come from the synthetic generator
 * (seed 7), so the run needs no corpus and is the same on every machine.
 *
 * Reports documents/s in each tenth of the run (after a warm-up of the first 5%, at most 2,000), the last tenth against the first (goal: within 10%),
 * every 5xx and every batch item error (goal: none), and the database's size at the end.
 *
 *   npm run bench -- soak        (SOAK_DOCS, SOAK_CONCURRENCY; SOAK_DATABASE_URL for PostgreSQL)
 */
const DOCS = Number(process.env.SOAK_DOCS ?? 200_000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16);
const DATABASE_URL = process.env.SOAK_DATABASE_URL;
const KEY = "soak-key-0123456789abcdef";
const SUBJECTS = 2_000;
const BATCH = 10;

const notes = generateCorpus({ seed: 7, size: 500 }).notes.map((n) => n.text);
const dataDir = mkdtempSync(join(tmpdir(), "deid-soak-"));
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const url = `http://127.0.0.1:${port}`;

if (DATABASE_URL) {
  // A clean schema so the figures start from an empty database, like the SQLite run.
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
  await client.end();
}

const server = spawn(process.execPath, [new URL("../src/main.ts", import.meta.url).pathname], {
  env: {
    ...process.env,
    PORT: String(port),
    DEID_DATA_DIR: dataDir,
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    DEID_API_KEY: KEY,
    DEID_LOG_LEVEL: "warn",
    DEID_MAX_QUEUE: "100000",
    DEID_RATE_LIMIT_PER_MINUTE: "10000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
for (let i = 0; ; i++) {
  const ok = await fetch(`${url}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 300) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

const headers = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };
const counts = { requests: 0, status5xx: 0, otherErrors: 0, batchItemErrors: 0, reidentify: 0 };
/** Completion time (ms since start) of every document, in completion order. */
const doneAt: number[] = [];
const recent: string[] = [];
let issued = 0;
let request = 0;
const started = performance.now();

async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  counts.requests++;
  const response = await fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const json = await response.json().catch(() => undefined);
  if (response.status >= 500) counts.status5xx++;
  else if (response.status >= 400 && counts.otherErrors++ === 0) {
    process.stderr.write(`first error: ${path} ${response.status} ${JSON.stringify(json).slice(0, 300)}\n`);
  }
  return { status: response.status, json };
}

async function step(): Promise<void> {
  const n = request++;
  if (n % 50 === 49 && recent.length > 0) {
    const id = recent[n % recent.length]!;
    await post("/api/v1/reidentify", { document_id: id, text: "restored [NAM_000000000000]" });
    counts.reidentify++;
    return;
  }
  if (n % 25 === 24 && issued + BATCH <= DOCS) {
    const items = Array.from({ length: BATCH }, () => ({
      text: notes[issued % notes.length]!,
      subject_id: `s-${issued++ % SUBJECTS}`,
    }));
    const { status, json } = await post("/api/v1/batch/deidentify", { texts: items });
    if (status === 200) {
      const results = (json as { results?: { error?: unknown }[] }).results ?? [];
      counts.batchItemErrors += results.filter((r) => r.error !== undefined).length;
      for (let i = 0; i < BATCH; i++) doneAt.push(performance.now() - started);
    }
    return;
  }
  const i = issued++;
  const { status, json } = await post("/api/v1/deidentify", {
    text: notes[i % notes.length]!,
    subject_id: `s-${i % SUBJECTS}`,
  });
  if (status === 200) {
    doneAt.push(performance.now() - started);
    const id = (json as { document_id: string }).document_id;
    if (recent.length < 1000) recent.push(id);
    else recent[i % 1000] = id;
  }
}

function sizeMb(dir: string): number {
  let bytes = 0;
  for (const name of readdirSync(dir)) bytes += statSync(join(dir, name)).size;
  return bytes / 1e6;
}

try {
  let lastReport = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < DOCS) {
        await step();
        if (doneAt.length - lastReport >= DOCS / 20) {
          lastReport = doneAt.length;
          process.stderr.write(`  ${doneAt.length} documents, ${counts.status5xx} 5xx\n`);
        }
      }
    }),
  );
  const total = (performance.now() - started) / 1000;
  // The first documents warm the JIT and the worker pool: they are left out of the tenths.
  const measured = doneAt.slice(Math.min(2000, Math.floor(doneAt.length / 20)));
  const tenth = Math.floor((measured.length - 1) / 10);
  const rates: number[] = [];
  for (let t = 0; t < 10; t++) {
    const from = measured[t * tenth]!;
    const to = measured[(t + 1) * tenth]!;
    rates.push(tenth / ((to - from) / 1000));
  }
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.versions.node}, ${DATABASE_URL ? "PostgreSQL" : "SQLite"}, ${CONCURRENCY} connections`,
  );
  console.log(
    `${doneAt.length} documents in ${total.toFixed(0)} s (${counts.requests} requests, ${counts.reidentify} re-identifications) = ${(doneAt.length / total).toFixed(0)} documents/s`,
  );
  console.log(`documents/s by tenth: ${rates.map((r) => r.toFixed(0)).join(" ")}`);
  const ratio = rates[9]! / rates[0]!;
  console.log(
    `last tenth / first tenth = ${ratio.toFixed(3)} (goal ≥ 0.90: ${ratio >= 0.9 ? "met" : "not met"})`,
  );
  console.log(
    `5xx: ${counts.status5xx}, other errors: ${counts.otherErrors}, batch item errors: ${counts.batchItemErrors} (goal: 0 5xx, 0 item errors)`,
  );
  if (!DATABASE_URL) console.log(`database size at the end: ${sizeMb(dataDir).toFixed(0)} MB`);
  if (counts.status5xx > 0 || counts.batchItemErrors > 0) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
