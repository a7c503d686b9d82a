import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { subjectDigest } from "../src/service/subject.ts";
import { createSubjectMemory } from "../src/service/subject-memory.ts";
import { createSubjectRows } from "../src/vault/subject-memory-rows.ts";
import { createSubjectMemorySnapshots } from "../src/vault/subject-memory-snapshots.ts";
import { seedSubjectMemory } from "./growth-seed.ts";

/**
 * What a subject not in the cache costs (every subject, once the memory outgrows its cache): the
 * vault read alone (every row decrypted, as before snapshots) against the snapshot read, paired
 * in alternating rounds in one process, on SQLite. COLD_SUBJECTS (default 2,000) subjects of
 * COLD_VALUES (default 50) values.
 *
 *   npm run bench -- subject-memory-cold
 */
const SUBJECTS = Number(process.env.COLD_SUBJECTS ?? 2000);
const VALUES = Number(process.env.COLD_VALUES ?? 50);
const ROUNDS = 3;

const dataDir = mkdtempSync(join(tmpdir(), "deid-cold-"));
const ctx = await createContext(loadConfig({ DEID_WORKERS: "1" }, { dataDir, logLevel: "silent" }), {
  logger: createLogger("silent"),
});
try {
  await seedSubjectMemory(ctx, { tenant: "bench", subjects: SUBJECTS, values: VALUES });
  const scopes = Array.from(
    { length: SUBJECTS },
    (_, s) => `sub:${subjectDigest(ctx.deps.subjectKey, "bench", `s-${s}`)}`,
  );
  const matcher = ctx.deps.knownValues ?? {};
  // maxValues 1: every lookup is a cold subject.
  const ways = {
    "vault rows": () =>
      createSubjectMemory({
        rows: createSubjectRows(ctx.deps.cipher, { snapshots: false }),
        maxValues: 1,
        matcher,
      }),
    snapshot: () =>
      createSubjectMemory({
        rows: createSubjectRows(ctx.deps.cipher),
        snapshots: createSubjectMemorySnapshots(ctx.deps.cipher),
        maxValues: 1,
        matcher,
      }),
  };
  const totals = { "vault rows": 0, snapshot: 0 };
  // CPU time too: unlike wall time it does not grow while the process waits for a core.
  const cpuTotals = { "vault rows": 0, snapshot: 0 };
  const cpuUs = () => {
    const used = process.cpuUsage();
    return used.user + used.system;
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, make] of Object.entries(ways) as [
      keyof typeof ways,
      () => ReturnType<typeof createSubjectMemory>,
    ][]) {
      const memory = make();
      const started = performance.now();
      const cpuStarted = cpuUs();
      for (const scope of scopes) await memory.matcherFor(ctx.db, "bench", scope);
      const perSubject = ((performance.now() - started) / SUBJECTS) * 1000;
      const cpuPerSubject = (cpuUs() - cpuStarted) / SUBJECTS;
      if (round > 0) {
        // the first round warms the JIT
        totals[name] += perSubject;
        cpuTotals[name] += cpuPerSubject;
      }
      console.log(
        `round ${round + 1} ${name.padEnd(10)} ${perSubject.toFixed(0)} µs a cold subject (CPU ${cpuPerSubject.toFixed(0)} µs)`,
      );
    }
  }
  const rows = totals["vault rows"] / (ROUNDS - 1);
  const snapshot = totals.snapshot / (ROUNDS - 1);
  const cpuRows = cpuTotals["vault rows"] / (ROUNDS - 1);
  const cpuSnapshot = cpuTotals.snapshot / (ROUNDS - 1);
  console.log(
    `cold subject of ${VALUES} values: vault rows ${rows.toFixed(0)} µs, snapshot ${snapshot.toFixed(0)} µs = ${(rows / snapshot).toFixed(2)}× faster; CPU ${cpuRows.toFixed(0)} µs against ${cpuSnapshot.toFixed(0)} µs = ${(cpuRows / cpuSnapshot).toFixed(2)}×`,
  );
} finally {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
}
