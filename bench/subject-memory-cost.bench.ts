import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { DEFAULT_POLICY } from "../src/policy/policies.ts";
import { deidentifyDocument } from "../src/service/deidentify-document.ts";
import type { ServiceDeps } from "../src/service/service-deps.ts";
import { subjectDigest } from "../src/service/subject.ts";
import { createSubjectMemory } from "../src/service/subject-memory.ts";
import { createSubjectRows } from "../src/vault/subject-memory-rows.ts";
import { createSubjectMemorySnapshots } from "../src/vault/subject-memory-snapshots.ts";
import { generateCorpus } from "./generator/generate-corpus.ts";

/**
 * What subject memory costs a de-identification on a grown storage, in process: the soak's notes
 * and random subjects of the seeded ones, one document at a time, memory on and off in alternating
 * blocks (the same service, with and without its `subjectMemory`), process CPU time (the worker
 * thread's detection included) and the main thread's alone. With memory on, each document's
 * subject is first loaded on its own (`matcherFor`, nothing else running: the worker is idle), so
 * its cost is measured exactly with `process.cpuUsage`; the document then finds it cached (a
 * refresh, as a subject's second document would). `process.threadCpuUsage` is NOT used for short
 * windows: it advances by scheduler ticks (4 ms), so a window under a few ms reads 0 most of the
 * time and a window that sleeps absorbs the CPU used before it (a 50 µs busy loop read 0 in 190
 * windows of 200); per-call figures taken with it are not measurements. Summed over hundreds of
 * loads it estimates their main-thread share (printed beside the load).
 * That preload makes a document of the "on" way pay a cold load AND a refresh (two statements),
 * where a service's document pays one or the other: COST_PRELOAD=0 leaves each document to load
 * its own subject (one statement, inside the document, as the service does), the figure to compare
 * with the issue's 10 %; the subject's load is then not split out.
 * COST_HISTORY=1 gives each measured document a previous one for its subject, run by the same
 * way just before and not measured, and reads the measured ones through a second subject memory
 * that has never seen those subjects: every measured "on" document is then a cold read of a
 * subject whose last document was written WITH memory, as in a service that runs with it (most
 * of 20,000 subjects are not in a 200,000-value cache). The two ways then use disjoint subjects
 * (on odd, off even), so no "on" read decrypts rows that a memory-off document wrote. Without it,
 * both ways share subjects and, in half the blocks, the "on" document reads the rows its "off"
 * twin just wrote (about 8.8 a document), which no snapshot of the memory can cover.
 * Run it on a COPY of a soak storage (`SOAK_DATA_DIR` of `npm run bench -- soak`): it writes
 * documents and vault rows.
 *
 *   GROWN_DATA_DIR=/copy [COST_BLOCKS=40 COST_BLOCK=25 COST_SUBJECTS=20000] npm run bench -- subject-memory-cost
 * CPU time moves ±10 % from run to run on a loaded machine. Instructions do not: run one way only
 * (COST_ONLY=on, then off, each on a fresh copy) under
 * `valgrind --tool=cachegrind --cache-sim=no node --single-threaded bench/subject-memory-cost.bench.ts`
 * at two COST_BLOCKS (8 and 16): (I16 − I8) / (8 × COST_BLOCK) is a document's instructions each way.
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
/** Load each subject alone before its document (default) or leave it to the document ("0"). */
const PRELOAD = process.env.COST_PRELOAD !== "0";
/** Each measured document after an unmeasured previous one of its subject (see above). */
const HISTORY = process.env.COST_HISTORY === "1";
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
  const off: ServiceDeps = { ...ctx.deps, subjectMemory: undefined };
  // With COST_HISTORY=1 the previous documents go through the context's memory and the measured
  // ones through a second one that has none of their subjects cached.
  const measured = HISTORY
    ? createSubjectMemory({
        rows: createSubjectRows(ctx.deps.cipher),
        snapshots: createSubjectMemorySnapshots(ctx.deps.cipher),
        maxValues: ctx.config.subjectMemoryValues,
        matcher: ctx.deps.knownValues ?? {},
      })
    : memory;
  const on: ServiceDeps = { ...ctx.deps, subjectMemory: measured };
  const previous = { on: ctx.deps, off };
  /** The subject's memory loaded alone (the worker idle): its CPU, exactly (`process.cpuUsage`). */
  /** The loads' main-thread CPU: one window reads 0 or a tick, but their sum over hundreds estimates it. */
  let loadMain = 0;
  const load = async (subjectId: string): Promise<number> => {
    const started = cpu();
    const mainStarted = mainCpu();
    await measured.matcherFor(
      ctx.db,
      "default",
      `sub:${subjectDigest(ctx.deps.subjectKey, "default", subjectId)}`,
    );
    const used = cpu() - started;
    loadMain += mainCpu() - mainStarted;
    return used;
  };
  let seed = 99;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let n = 0;
  /** Process CPU a document each way (with memory on, its subject's load included), and the loads. */
  const totals = { on: 0, off: 0, load: 0, loadMain: 0 };
  /** PHI spans found, each way: the memory finds values the engine alone does not. */
  const spans = { on: 0, off: 0 };
  const main = { on: 0, off: 0 };
  for (let block = 0; block < BLOCKS; block++) {
    const docs = Array.from({ length: BLOCK }, () => ({
      text: notes[n++ % notes.length]!,
      subject: Math.floor(random() * SUBJECTS),
    }));
    for (const way of block % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      if (ONLY !== undefined && way !== ONLY) continue;
      const deps = way === "on" ? on : off;
      // Disjoint subjects with a history: "on" odd, "off" even.
      const subjectOf = (s: number) =>
        `s-${HISTORY ? Math.min(SUBJECTS - 1, (s & ~1) + (way === "on" ? 1 : 0)) : s}`;
      if (HISTORY) {
        for (const doc of docs)
          await deidentifyDocument(previous[way], {
            tenant: "default",
            policy: DEFAULT_POLICY,
            text: notes[(n + 250) % notes.length]!,
            subjectId: subjectOf(doc.subject),
          });
        await memory.settled();
      }
      const started = cpu();
      const mainStarted = mainCpu();
      // The same notes both ways, each under its own document id (subject memory sees the first
      // way's rows: the off way's when it ran first, as a subject's later document would).
      let found = 0;
      let loads = 0;
      const loadMainStarted = loadMain;
      for (const doc of docs) {
        const subjectId = subjectOf(doc.subject);
        if (way === "on" && PRELOAD) loads += await load(subjectId);
        found += (
          await deidentifyDocument(deps, {
            tenant: "default",
            policy: DEFAULT_POLICY,
            text: doc.text,
            subjectId,
          })
        ).result.phi_found;
      }
      if (block >= 4) {
        totals[way] += cpu() - started;
        main[way] += mainCpu() - mainStarted;
        totals.load += loads;
        totals.loadMain += loadMain - loadMainStarted;
        spans[way] += found;
      }
    }
  }
  await measured.settled();
  const docs = (BLOCKS - 4) * BLOCK;
  const rest = totals.on - totals.load;
  console.log(
    `memory off ${(totals.off / docs).toFixed(0)} µs, on ${(totals.on / docs).toFixed(0)} µs of process CPU a document = ${(totals.off / totals.on).toFixed(3)} (on/off throughput), ${PRELOAD ? `of which the subject's load ${(totals.load / docs).toFixed(0)} µs, ${(totals.loadMain / docs).toFixed(0)} on the main thread (without it ${(totals.off / rest).toFixed(3)})` : "each subject loaded by its document (COST_PRELOAD=0)"}; main thread off ${(main.off / docs).toFixed(0)} µs, on ${(main.on / docs).toFixed(0)} µs (${docs} documents each way${HISTORY ? ", each after a previous one of its subject" : ""}, cache ${measured.cachedValues()} values); PHI spans a document off ${(spans.off / docs).toFixed(2)}, on ${(spans.on / docs).toFixed(2)}`,
  );
} finally {
  await ctx.deps.subjectMemory?.settled();
  await ctx.close();
}
