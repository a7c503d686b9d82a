/**
 * Audit-log cost: de-identifications per second with the receipt log on, against the same run with
 * the log disabled (`enabled: false`, a benchmark-only mode). Standalone: `node bench/audit.bench.ts`.
 *
 * Each request runs detection on a ~2 KB note in the service's worker pool,
 * then does the storage side of a de-identification: keyed fingerprint and digests, a documents row
 * with a result-sized blob and, with the log on, its audit entry in the same transaction, then
 * schedules integration. A second workload leaves detection out: the log's worst case, since a
 * request then costs little besides storage. Throughput counts the time until every entry is
 * integrated and signed, so a lagging integrator cannot flatter the result. Throughput on a shared
 * machine swings with other load, so each line also gives the CPU one de-identification takes: this
 * process's (worker threads included) plus, when PostgreSQL runs on this machine, its backends'
 * (found by application_name in pg_stat_activity, read from /proc/<pid>/stat; server background
 * processes such as the WAL writer are not counted).
 *
 * Environment: AUDIT_BENCH_MS (per run, default 1500), AUDIT_BENCH_CONCURRENCY (default 16),
 * AUDIT_BENCH_ROUNDS (default 3, modes alternate); PostgreSQL joins when TEST_DATABASE_URL is set.
 * AUDIT_BENCH_RATE=<n> sends n requests a second instead (open loop, below saturation): both modes
 * then have the same throughput, and the CPU per de-identification is the log's cost without the
 * interference of a saturated machine.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { createAuditLog } from "../src/audit/audit-log.ts";
import { deidentifyEntry } from "../src/audit/entry.ts";
import { loadLexiconData } from "../src/detection/index.ts";
import { insertDocumentStatement } from "../src/service/document-store.ts";
import type { Database, Dialect } from "../src/storage/database.ts";
import { openDatabase } from "../src/storage/open-database.ts";
import { createTestStorage } from "../src/storage/test-storage.ts";
import { createDetectionPool } from "../src/workers/detection-pool.ts";

const DURATION_MS = Number(process.env.AUDIT_BENCH_MS ?? 1500);
const CONCURRENCY = Number(process.env.AUDIT_BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.AUDIT_BENCH_ROUNDS ?? 3);
const RATE = Number(process.env.AUDIT_BENCH_RATE ?? 0);
const NOTE =
  "Pt John Smith seen 7/22/2019 at Mass General, MRN 1234567, phone 617-555-1212. ".repeat(10) +
  "Pt seen in clinic for follow-up of HTN and DM2. ".repeat(25);
// Detection off the event loop, as the service runs it.
const pool = createDetectionPool({
  workers: availableParallelism(),
  maxQueue: 10_000,
  lexicons: await loadLexiconData(),
  dateShiftDays: 365,
});
const KEY = randomBytes(32);

interface Run {
  readonly perSecond: number;
  readonly documents: number;
  readonly checkpoints: number;
  /** CPU microseconds per document: this process (worker threads included) plus its PostgreSQL backends. */
  readonly cpuPerDocument: number;
}

// Names this process's PostgreSQL connections, so their backends' CPU can be read from /proc.
const APPLICATION_NAME = `audit-bench-${process.pid}`;
process.env.PGAPPNAME = APPLICATION_NAME;
const CLOCK_TICK_US = 10_000; // Linux USER_HZ = 100

/** CPU (µs) of each of this process's PostgreSQL backends, when the server runs on this machine. */
async function backendCpu(db: Database): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (db.dialect !== "postgres") return cpu;
  const rows = await db.all<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = ?", [
    APPLICATION_NAME,
  ]);
  for (const { pid } of rows) {
    try {
      // Fields after the parenthesised command: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpu.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US);
    } catch {
      // A remote server or an ended backend: its CPU is not counted.
    }
  }
  return cpu;
}

async function deidentifyOnce(
  db: Database,
  log: ReturnType<typeof createAuditLog>,
  id: string,
  detect: boolean,
): Promise<void> {
  const phiFound = detect ? (await pool.detect(NOTE)).length : 3;
  const fingerprint = createHmac("sha256", KEY)
    .update(`acme\u0000safe_harbor\u0000\u0000${NOTE}${id}`)
    .digest("hex");
  const salt = randomBytes(16).toString("hex");
  const inputDigest = createHash("sha256")
    .update(Buffer.from(salt, "hex"))
    .update(NOTE)
    .update(id)
    .digest("hex");
  const outputDigest = createHash("sha256").update(NOTE).update(id).digest("hex");
  const time = new Date().toISOString();
  const phiTypes = { DATE: 2, PATIENT_NAME: 1 };
  await db.transaction(async (tx) => {
    const insert = insertDocumentStatement({
      tenant: "acme",
      documentId: id,
      policy: "safe_harbor",
      scope: `doc:${id}`,
      subjectDigest: null,
      fingerprint,
      inputSalt: salt,
      inputDigest,
      outputDigest,
      phiFound,
      phiTypes,
      engineVersion: "0.1.0",
      resultCiphertext: randomBytes(NOTE.length + 200),
      tokensCiphertext: null,
      keyId: "k1",
      createdAt: time,
    });
    // As the service does (audit-adapter.ts): the document row and its queued entry in one call.
    await log.appendWith(
      tx,
      insert,
      deidentifyEntry({
        tenant: "acme",
        documentId: id,
        policy: "safe_harbor",
        phiTypes,
        engineVersion: "0.1.0",
        time,
        subjectDigest: null,
        inputSalt: salt,
        inputDigest,
        outputDigest,
      }),
    );
  });
  log.scheduleIntegration();
}

async function runOnce(dialect: Dialect, enabled: boolean, detect: boolean): Promise<Run> {
  const storage = await createTestStorage(dialect);
  const db = await openDatabase(storage.config);
  const log = createAuditLog({ db, signingSeed: randomBytes(32), origin: "bench.example/log", enabled });
  try {
    let documents = 0;
    const backendsBefore = await backendCpu(db);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + DURATION_MS;
    if (RATE > 0) {
      // Open loop: requests arrive at a fixed rate, below saturation, whatever the mode.
      const inflight: Promise<void>[] = [];
      for (let i = 0; started + (i * 1000) / RATE < deadline; i++) {
        const wait = started + (i * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        inflight.push(deidentifyOnce(db, log, `doc-${i}`, detect).then(() => void documents++));
      }
      await Promise.all(inflight);
    } else {
      const worker = async (w: number) => {
        for (let i = 0; performance.now() < deadline; i++) {
          await deidentifyOnce(db, log, `doc-${w}-${i}`, detect);
          documents++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    }
    await log.close(); // every entry integrated and signed before the clock stops
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    let backendUs = 0;
    for (const [pid, us] of await backendCpu(db)) backendUs += us - (backendsBefore.get(pid) ?? 0);
    const checkpoints = (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_checkpoints"))?.n ?? 0;
    return {
      perSecond: documents / seconds,
      documents,
      checkpoints: Number(checkpoints),
      cpuPerDocument: (cpu.user + cpu.system + backendUs) / Math.max(1, documents),
    };
  } finally {
    await db.close();
    await storage.drop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
console.log(
  `audit log bench: ${ROUNDS} rounds x ${DURATION_MS} ms per mode, ` +
    (RATE > 0 ? `${RATE} requests a second` : `${CONCURRENCY} concurrent requests`),
);
for (const dialect of dialects) {
  for (const detect of [true, false]) {
    const on: Run[] = [];
    const off: Run[] = [];
    // Warm-up, both modes: detection threads and JIT speed up over the first thousand documents.
    for (const enabled of [true, false]) await runOnce(dialect, enabled, detect);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order so drift (disk caches, autovacuum, other load) does not favour one mode.
      const pair = round % 2 === 0 ? [false, true] : [true, false];
      for (const enabled of pair) (enabled ? on : off).push(await runOnce(dialect, enabled, detect));
    }
    const withLog = median(on.map((r) => r.perSecond));
    const without = median(off.map((r) => r.perSecond));
    const ratio = withLog / without;
    const batch = median(on.map((r) => r.documents / Math.max(1, r.checkpoints)));
    const cpuOn = median(on.map((r) => r.cpuPerDocument));
    const cpuOff = median(off.map((r) => r.cpuPerDocument));
    const cpuCost = 1 - cpuOff / cpuOn;
    const workload = detect ? "end to end  " : "storage only";
    // At a fixed rate both modes keep up, so the goal is read from the CPU a de-identification takes.
    const [measure, cost] = RATE > 0 ? ["CPU", cpuCost] : ["throughput", 1 - ratio];
    const verdict = detect ? `goal < 10% (${measure}): ${cost < 0.1 ? "met" : "NOT met"}` : "worst case";
    console.log(
      `${dialect.padEnd(8)} ${workload}  with log ${withLog.toFixed(0)} de-id/s, receipts disabled ${without.toFixed(0)} de-id/s, ` +
        `ratio ${ratio.toFixed(3)} (log costs ${((1 - ratio) * 100).toFixed(1)}%); ` +
        `CPU per de-id ${(cpuOn / 1000).toFixed(2)} ms vs ${(cpuOff / 1000).toFixed(2)} ms (log costs ${(cpuCost * 100).toFixed(1)}%); ` +
        `~${batch.toFixed(0)} entries per checkpoint; ${verdict}`,
    );
  }
}
await pool.close();
