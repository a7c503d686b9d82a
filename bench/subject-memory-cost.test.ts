import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { seedSubjectMemory } from "./growth-seed.ts";

const run = promisify(execFile);
const BENCH = fileURLToPath(new URL("./subject-memory-cost.bench.ts", import.meta.url));

/** What `GROWN_DATA_DIR=<copy> npm run bench -- subject-memory-cost` prints, on a tiny grown storage. */
test("the subject-memory cost bench runs on a tiny grown storage, both preload ways and with a history", {
  timeout: 300_000,
}, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "deid-cost-"));
  try {
    const ctx = await createContext(
      loadConfig({ DEID_DATA_DIR: dataDir, DEID_WORKERS: "1", DEID_LOG_LEVEL: "silent" }),
      { logger: createLogger("silent") },
    );
    try {
      await seedSubjectMemory(ctx, { tenant: "default", subjects: 12, values: 16 });
    } finally {
      await ctx.close();
    }
    for (const [preload, history] of [
      ["1", "0"],
      ["0", "0"],
      ["0", "1"],
    ] as const) {
      const { stdout } = await run(process.execPath, [BENCH], {
        env: {
          PATH: process.env.PATH ?? "",
          GROWN_DATA_DIR: dataDir,
          COST_BLOCKS: "6",
          COST_BLOCK: "3",
          COST_SUBJECTS: "12",
          COST_PRELOAD: preload,
          COST_HISTORY: history,
        },
        timeout: 290_000,
      });
      assert.match(
        stdout,
        /^memory off \d+ µs, on \d+ µs of process CPU a document = [\d.]+ \(on\/off throughput\), .*main thread off \d+ µs, on \d+ µs \(6 documents each way(, each after a previous one of its subject)?, cache \d+ values\); PHI spans a document off [\d.]+, on [\d.]+$/m,
      );
      if (history === "1") assert.match(stdout, /each after a previous one of its subject/);
      if (preload === "0") assert.match(stdout, /each subject loaded by its document \(COST_PRELOAD=0\)/);
      else assert.match(stdout, /of which the subject's load \d+ µs, \d+ on the main thread/);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
