import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { COLD_SQL, SINCE_SQL } from "../src/vault/subject-memory-rows.ts";
import { seedSubjectMemory } from "./growth-seed.ts";

/**
 * Subject memory's read statements (a cold subject's and a cached subject's refresh) on the index
 * of migration 018 against the plan before it (`INDEXED BY vault_tokens_token`: every one of the
 * subject's table rows read to compare `created_at`), paired: two read-only connections on the
 * same SQLite file, the same random subjects, alternating blocks, CPU time. GROWN_DATA_DIR reads
 * a grown soak storage (`SOAK_DATA_DIR` of `npm run bench -- soak`); otherwise COLD_SUBJECTS
 * (default 2,000) subjects of 50 values are seeded in a temporary directory.
 *
 *   GROWN_DATA_DIR=/path npm run bench -- subject-memory-read
 */
const grown = process.env.GROWN_DATA_DIR;
const dataDir = grown ?? mkdtempSync(join(tmpdir(), "deid-read-"));
try {
  if (!grown) {
    const ctx = await createContext(loadConfig({ DEID_WORKERS: "1" }, { dataDir, logLevel: "silent" }), {
      logger: createLogger("silent"),
    });
    try {
      await seedSubjectMemory(ctx, {
        tenant: "bench",
        subjects: Number(process.env.COLD_SUBJECTS ?? 2000),
        values: 50,
      });
    } finally {
      await ctx.close();
    }
  }
  const path = join(dataDir, "deid.sqlite");
  const before = new DatabaseSync(path, { readOnly: true });
  const after = new DatabaseSync(path, { readOnly: true });
  const oldPlan = (sql: string) =>
    sql.replaceAll("FROM vault_tokens", "FROM vault_tokens INDEXED BY vault_tokens_token");
  const subjects = before.prepare("SELECT tenant, scope, newest FROM subject_memory").all() as {
    tenant: string;
    scope: string;
    newest: string;
  }[];
  const cpu = () => {
    const used = process.cpuUsage();
    return used.user + used.system;
  };
  let seed = 4242;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return subjects[Math.floor((seed / 2147483648) * subjects.length)]!;
  };
  const statements = {
    cold: {
      params: (s: (typeof subjects)[number]) => Array.from({ length: 4 }, () => [s.tenant, s.scope]).flat(),
      sql: COLD_SQL,
    },
    refresh: {
      params: (s: (typeof subjects)[number]) => [s.tenant, s.scope, s.tenant, s.scope, s.newest],
      sql: SINCE_SQL,
    },
  };
  const BLOCK = 50;
  const BLOCKS = Number(process.env.READ_BLOCKS ?? 100);
  for (const [name, { params, sql }] of Object.entries(statements)) {
    const ways: [string, StatementSync][] = [
      ["before", before.prepare(oldPlan(sql))],
      ["index", after.prepare(sql)],
    ];
    const totals = { before: 0, index: 0 };
    for (let block = 0; block < BLOCKS; block++) {
      const chosen = Array.from({ length: BLOCK }, random);
      for (const [way, statement] of block % 2 ? ways : [...ways].reverse()) {
        const started = cpu();
        for (const s of chosen) statement.all(...params(s));
        // The first blocks warm the caches and the JIT.
        if (block >= 4) totals[way as keyof typeof totals] += cpu() - started;
      }
    }
    const n = (BLOCKS - 4) * BLOCK;
    console.log(
      `${name.padEnd(8)} statement: before ${(totals.before / n).toFixed(1)} µs, index ${(totals.index / n).toFixed(1)} µs of CPU = ${(totals.before / totals.index).toFixed(2)}× (${subjects.length} subjects, ${n} reads each)`,
    );
  }
  before.close();
  after.close();
} finally {
  if (!grown) rmSync(dataDir, { recursive: true, force: true });
}
