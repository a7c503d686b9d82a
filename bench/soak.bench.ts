import { cpus } from "node:os";
import { generateCorpus } from "./generator/generate-corpus.ts";
import { probeListings, processCpuMs, runLoad } from "./soak/load.ts";
import { soakOptions } from "./soak/options.ts";
import { readBuckets, serverLatency } from "./soak/server-latency.ts";
import { type Server, startServer, stopServer } from "./soak/servers.ts";
import { prepareStorage, seedStorage } from "./soak/storage.ts";

/**
 * Soak: does throughput stay flat as data grows (issue 23 point 4)? A grown service is seeded
 * through the storage layer — SOAK_SUBJECTS subjects (default 20,000) with SOAK_SEED_VALUES
 * remembered values each (default 50: 1,000,000 values) and SOAK_SEED_LOG audit entries (default
 * 1,000,000) — then real server processes take a mixed load (`soak/load.ts`: de-identifications
 * of random subjects, batches, re-identifications, events listings, document audit trails) for
 * SOAK_DOCS documents (default 40,000) at SOAK_CONCURRENCY connections (default 32).
 *
 * Reports documents/s in each tenth (after a warm-up of the first 5%, at most 2,000), the last
 * tenth against the first (goal ≥ 0.90), p50/p99 by route under the load, the listing routes'
 * p50/p99 one request at a time on the grown log (SOAK_PROBE_ROUNDS rounds; goal p99 < 50 ms),
 * every 5xx, other error and batch item error (goal: none); then, with
 * SOAK_COMPARE_DOCS > 0, four alternating phases (subject memory off, on, on, off) of that many
 * documents each (SOAK_COMPARE_ROUNDS times, default 1, each round's ratio and the spread
 * reported), and throughput with memory against without (goal ≥ 0.90).
 *
 *   npm run bench -- soak                                       (SQLite, full size: long)
 *   SOAK_DATABASE_URL=postgres://… SOAK_REPLICAS=2 npm run bench -- soak   (two PostgreSQL replicas)
 *   SOAK_SCHEMA=name / SOAK_DATA_DIR=dir keep the storage (and top it up) across runs.
 * Sizes are environment variables, so a tiny run is a test (`bench/soak.test.ts`).
 */
const options = soakOptions(process.env);
const notes = generateCorpus({ seed: 7, size: 500 }).notes.map((n) => n.text);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Per tenth of the documents (after the warm-up): documents a second of `at` (ms), e.g. wall or CPU time. */
function tenths(at: readonly number[]): number[] {
  // The first documents warm the JIT and the worker pool: they are left out of the tenths.
  const measured = at.slice(Math.min(2000, Math.floor(at.length / 20)));
  const tenth = Math.floor((measured.length - 1) / 10);
  const rates: number[] = [];
  for (let t = 0; t < 10; t++) {
    const from = measured[t * tenth]!;
    const to = measured[(t + 1) * tenth]!;
    rates.push(tenth / Math.max(1e-3, (to - from) / 1000));
  }
  return rates;
}

/** The CPU time (ms) the given service processes have used, or undefined if `/proc` cannot say. */
function cpuOf(servers: readonly Server[]): () => number | undefined {
  return () => {
    let total = 0;
    for (const server of servers) {
      const ms = processCpuMs(server.child.pid);
      if (ms === undefined) return undefined;
      total += ms;
    }
    return total;
  };
}

/** Servers running now: stopped on SIGTERM/SIGINT too, so an interrupted soak leaves none behind. */
const running = new Set<Server>();
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    for (const server of running) server.child.kill("SIGTERM");
    process.exitCode = 1;
    setTimeout(() => {
      for (const server of running) server.child.kill("SIGKILL");
      process.exit(1);
    }, 5_000).unref();
    Promise.all([...running].map(stopServer)).then(() => process.exit(1));
  });
}

async function withServers<T>(
  memory: boolean,
  env: Record<string, string>,
  fn: (urls: string[], servers: readonly Server[]) => Promise<T>,
) {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < options.replicas; i++) {
      const server = await startServer({ ...env, DEID_SUBJECT_MEMORY: String(memory) });
      servers.push(server);
      running.add(server);
    }
    return await fn(
      servers.map((s) => s.url),
      servers,
    );
  } finally {
    for (const server of servers) {
      await stopServer(server);
      running.delete(server);
    }
  }
}

const storage = await prepareStorage(options);
let failed = false;
try {
  log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.versions.node}; ${storage.describe}, ${options.replicas} replica(s), ${options.concurrency} connections`,
  );
  log(
    `size: ${options.subjects} subjects × ${options.seedValues} seeded values, ${options.seedLog} seeded log entries, ${options.docs} documents`,
  );
  await seedStorage(storage, options, log);
  const autovacuum = await storage.vacuum();
  if (autovacuum !== undefined)
    log(`seeded tables vacuumed and analysed; the server's autovacuum is ${autovacuum}`);

  const { main, quiet, served } = await withServers(true, storage.env, async (urls, servers) => {
    const atStart = await readBuckets(urls);
    const main = await runLoad({
      urls,
      docs: options.docs,
      concurrency: options.concurrency,
      subjects: options.subjects,
      notes,
      seed: 7,
      cpuMs: cpuOf(servers),
      onProgress: (docs, counts) => process.stderr.write(`  ${docs} documents, ${counts.status5xx} 5xx\n`),
    });
    const afterLoad = await readBuckets(urls);
    const quiet = await probeListings(urls[0]!, servers[0]?.child.pid, main.recent, options.probeRounds);
    const afterProbe = await readBuckets(urls);
    return {
      main,
      quiet,
      served: {
        load: serverLatency(atStart, afterLoad, "/audit"),
        probe: serverLatency(afterLoad, afterProbe, "/audit"),
      },
    };
  });
  const rates = tenths(main.doneAt);
  log(
    `${main.doneAt.length} documents in ${main.seconds.toFixed(0)} s (${main.counts.requests} requests, ${main.counts.reidentify} re-identifications) = ${(main.doneAt.length / main.seconds).toFixed(0)} documents/s`,
  );
  log(`documents/s by tenth: ${rates.map((r) => r.toFixed(0)).join(" ")}`);
  const ratio = rates[9]! / rates[0]!;
  log(`last tenth / first tenth = ${ratio.toFixed(3)} (goal ≥ 0.90: ${ratio >= 0.9 ? "met" : "not met"})`);
  if (main.cpuAt.length === main.doneAt.length && main.cpuAt.length > 0) {
    // What a document costs the service in CPU does not grow while it waits for a core on a shared
    // machine: the same first/last comparison, free of the machine's load (the database's CPU aside).
    const perCpuSecond = tenths(main.cpuAt);
    const cpuRatio = perCpuSecond[9]! / perCpuSecond[0]!;
    log(`service CPU ms per document by tenth: ${perCpuSecond.map((r) => (1000 / r).toFixed(1)).join(" ")}`);
    log(
      `documents per service CPU second, last tenth / first tenth = ${cpuRatio.toFixed(3)} (goal ≥ 0.90: ${cpuRatio >= 0.9 ? "met" : "not met"})`,
    );
  }
  log("latency by route:");
  for (const line of main.latencies.report()) log(`  ${line}`);
  const loadedP99 = Math.max(
    main.latencies.p99("GET /audit/events"),
    main.latencies.p99("GET /documents/{id}/audit"),
  );
  log(`audit listings under the load: p99 ${loadedP99.toFixed(1)} ms`);
  log("audit listings under the load, as the service timed them (its /metrics histogram):");
  for (const line of served.load) log(`  ${line}`);
  log(`audit listings one at a time on the grown log (${options.probeRounds} rounds):`);
  for (const line of quiet.latencies.report()) log(`  ${line}`);
  if (quiet.cpuMsPerRequest !== undefined)
    log(
      `  service CPU per listing request: ${quiet.cpuMsPerRequest.toFixed(2)} ms (its database's not counted)`,
    );
  log("  as the service timed them (its /metrics histogram):");
  for (const line of served.probe) log(`    ${line}`);
  const quietRoutes = [
    "GET /audit/events",
    "GET /audit/events?type=reidentify",
    "GET /audit/events?until=-1h",
    "GET /documents/{id}/audit",
  ];
  const quietP99 = Math.max(...quietRoutes.map((route) => quiet.latencies.p99(route)));
  log(
    `audit listing p99, one at a time = ${quietP99.toFixed(1)} ms (goal < 50 ms: ${quietP99 < 50 ? "met" : "not met"})`,
  );
  const { status5xx, otherErrors, batchItemErrors } = main.counts;
  log(
    `5xx: ${status5xx}, other errors: ${otherErrors} (${main.counts.timeouts} unanswered in 60 s), batch item errors: ${batchItemErrors} (goal: 0 5xx, 0 item errors)`,
  );
  failed = status5xx > 0 || otherErrors > 0 || batchItemErrors > 0;

  if (options.compareDocs > 0) {
    // Paired: memory off, on, on, off on the same grown storage, so drift cancels out; repeated
    // SOAK_COMPARE_ROUNDS times, each round's ratio reported, so the spread shows.
    const totals = { on: { docs: 0, seconds: 0, cpu: 0 }, off: { docs: 0, seconds: 0, cpu: 0 } };
    const rounds: { wall: number; cpu: number }[] = [];
    for (let round = 0; round < options.compareRounds; round++) {
      const side = { on: { docs: 0, seconds: 0, cpu: 0 }, off: { docs: 0, seconds: 0, cpu: 0 } };
      for (const [i, memory] of [false, true, true, false].entries()) {
        const phase = await withServers(memory, storage.env, (urls, servers) =>
          runLoad({
            urls,
            docs: options.compareDocs,
            concurrency: options.concurrency,
            subjects: options.subjects,
            notes,
            seed: 100 + round * 4 + i,
            cpuMs: cpuOf(servers),
          }),
        );
        const cpu = (phase.cpuAt.at(-1) ?? 0) - (phase.cpuAt[0] ?? 0);
        for (const into of [totals, side]) {
          const s = memory ? into.on : into.off;
          s.docs += phase.doneAt.length;
          s.seconds += phase.seconds;
          s.cpu += cpu;
        }
        log(
          `round ${round + 1} phase ${i + 1} (memory ${memory ? "on" : "off"}): ${(phase.doneAt.length / phase.seconds).toFixed(0)} documents/s, service CPU ${(cpu / Math.max(1, phase.cpuAt.length - 1)).toFixed(1)} ms a document, ${phase.counts.status5xx} 5xx`,
        );
        failed ||= phase.counts.status5xx > 0 || phase.counts.batchItemErrors > 0;
      }
      const wall = side.on.docs / side.on.seconds / (side.off.docs / side.off.seconds);
      const cpu =
        side.on.cpu > 0 && side.off.cpu > 0
          ? side.on.docs / side.on.cpu / (side.off.docs / side.off.cpu)
          : Number.NaN;
      rounds.push({ wall, cpu });
      log(
        `round ${round + 1}: memory on / off = ${wall.toFixed(3)} documents/s, ${cpu.toFixed(3)} per service CPU second`,
      );
    }
    const on = totals.on.docs / totals.on.seconds;
    const off = totals.off.docs / totals.off.seconds;
    log(
      `subject memory on / off = ${on.toFixed(0)} / ${off.toFixed(0)} documents/s = ${(on / off).toFixed(3)} (goal ≥ 0.90: ${on / off >= 0.9 ? "met" : "not met"})`,
    );
    if (totals.on.cpu > 0 && totals.off.cpu > 0) {
      // Documents per service CPU second: the same ratio without the machine's load (database aside).
      const cpuRatio = totals.on.docs / totals.on.cpu / (totals.off.docs / totals.off.cpu);
      log(`subject memory on / off, documents per service CPU second = ${cpuRatio.toFixed(3)}`);
    }
    if (rounds.length > 1) {
      const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;
      log(
        `spread over ${rounds.length} rounds: documents/s ${range(rounds.map((r) => r.wall))}, per CPU second ${range(rounds.map((r) => r.cpu))}`,
      );
    }
  }
  const size = storage.sizeMb();
  if (size !== undefined) log(`database size at the end: ${size.toFixed(0)} MB`);
} finally {
  await storage.drop();
}
if (failed) process.exitCode = 1;
