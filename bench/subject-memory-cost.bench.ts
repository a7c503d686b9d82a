import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { DEFAULT_POLICY } from "../src/policy/policies.ts";
import { deidentifyDocument } from "../src/service/deidentify-document.ts";
import type { ServiceDeps } from "../src/service/service-deps.ts";
import { generateCorpus } from "./generator/generate-corpus.ts";

/**
 * What subject memory costs a de-identification on a grown storage, in process: the soak's notes
 * and random subjects of the seeded ones, one document at a time, memory on and off in alternating
 * blocks (the same service, with and without its `subjectMemory`), process CPU time (the worker
 * thread's detection included), the main thread's alone, and, with memory on, the main thread's
 * CPU in `matcherFor` (its statement runs synchronously there on SQLite).
 * Run it on a COPY of a soak storage (`SOAK_DATA_DIR` of `npm run bench -- soak`): it writes
 * documents and vault rows.
 *
 *   GROWN_DATA_DIR=/copy [COST_BLOCKS=40 COST_BLOCK=25 COST_SUBJECTS=20000] npm run bench -- subject-memory-cost
 */
const dataDir = process.env.GROWN_DATA_DIR;
if (!dataDir || !existsSync(join(dataDir, "deid.sqlite"))) {
  console.log("subject-memory-cost: GROWN_DATA_DIR (a copy of a grown soak storage) not given; skipped");
  process.exit(0);
}
const BLOCKS = Number(process.env.COST_BLOCKS ?? 40);
const BLOCK = Number(process.env.COST_BLOCK ?? 25);
const SUBJECTS = Number(process.env.COST_SUBJECTS ?? 20_000);
/** One way only (for a CPU profile of it): "on" or "off". */
const ONLY = process.env.COST_ONLY as "on" | "off" | undefined;
const notes = generateCorpus({ seed: 7, size: 500 }).notes.map((n) => n.text);
const ctx = await createContext(
  loadConfig({
    DEID_DATA_DIR: dataDir,
    DEID_WORKERS: "1",
    DEID_LOG_LEVEL: "silent",
    // The memory's cache size (DEID_SUBJECT_MEMORY_VALUES), when given.
    ...(process.env.DEID_SUBJECT_MEMORY_VALUES
      ? { DEID_SUBJECT_MEMORY_VALUES: process.env.DEID_SUBJECT_MEMORY_VALUES }
      : {}),
  }),
  {
    logger: createLogger("silent"),
  },
);
const cpu = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};
/** The main thread's own CPU (the event loop's), without the detection worker's. */
const mainCpu = () => {
  const used = process.threadCpuUsage();
  return used.user + used.system;
};
try {
  const memory = ctx.deps.subjectMemory;
  if (!memory) throw new Error("subject memory is off in this configuration");
  let matcherCpu = 0;
  const timed: ServiceDeps = {
    ...ctx.deps,
    subjectMemory: {
      ...memory,
      async matcherFor(db, tenant, scope) {
        // The read is synchronous on SQLite: the main thread's CPU until it resolves is the memory's.
        const started = mainCpu();
        const matcher = await memory.matcherFor(db, tenant, scope);
        matcherCpu += mainCpu() - started;
        return matcher;
      },
    },
  };
  const off: ServiceDeps = { ...ctx.deps, subjectMemory: undefined };
  let seed = 99;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let n = 0;
  const totals = { on: 0, off: 0, matcher: 0 };
  /** PHI spans found, each way: the memory finds values the engine alone does not. */
  const spans = { on: 0, off: 0 };
  const main = { on: 0, off: 0 };
  for (let block = 0; block < BLOCKS; block++) {
    const docs = Array.from({ length: BLOCK }, () => ({
      text: notes[n++ % notes.length]!,
      subjectId: `s-${Math.floor(random() * SUBJECTS)}`,
    }));
    for (const way of block % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      if (ONLY !== undefined && way !== ONLY) continue;
      const deps = way === "on" ? timed : off;
      matcherCpu = 0;
      const started = cpu();
      const mainStarted = mainCpu();
      // The same notes both ways, each under its own document id (subject memory sees the first
      // way's rows in the second: a cached subject, as a subject's second document would be).
      let found = 0;
      for (const doc of docs)
        found += (await deidentifyDocument(deps, { tenant: "default", policy: DEFAULT_POLICY, ...doc }))
          .result.phi_found;
      if (block >= 4) {
        totals[way] += cpu() - started;
        main[way] += mainCpu() - mainStarted;
        if (way === "on") totals.matcher += matcherCpu;
        spans[way] += found;
      }
    }
  }
  const docs = (BLOCKS - 4) * BLOCK;
  console.log(
    `memory off ${(totals.off / docs).toFixed(0)} µs, on ${(totals.on / docs).toFixed(0)} µs of process CPU a document = ${(totals.off / totals.on).toFixed(3)} (on/off throughput); main thread off ${(main.off / docs).toFixed(0)} µs, on ${(main.on / docs).toFixed(0)} µs, of which matcherFor ${(totals.matcher / docs).toFixed(0)} µs (${docs} documents each way, cache ${memory.cachedValues()} values); PHI spans a document off ${(spans.off / docs).toFixed(2)}, on ${(spans.on / docs).toFixed(2)}`,
  );
} finally {
  await ctx.close();
}
