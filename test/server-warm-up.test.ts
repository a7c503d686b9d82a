import assert from "node:assert/strict";
import { test } from "node:test";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { startServer } from "../src/server.ts";
import { createTestStorage } from "../src/storage/test-storage.ts";
import { testConfig } from "./helpers/test-app.ts";

test("the service listens only once its workers have warmed (DEID_WARM_UP_MS)", async () => {
  const storage = await createTestStorage("sqlite");
  const server = await startServer(testConfig(storage, { port: 0, workers: 2, warmUpMs: 150 }), {
    logger: createLogger("silent"),
  });
  try {
    assert.equal(server.warmUp.complete, true);
    assert.equal(server.warmUp.workers.length, 2, "every worker reported before the port opened");
    for (const worker of server.warmUp.workers) assert.ok(worker.notes > 0, JSON.stringify(worker));
    assert.equal((await fetch(`${server.url}/health`)).status, 200);
  } finally {
    await server.close();
    await storage.drop();
  }
});

test("a context built for the CLI, the library or a test does not warm its workers", async () => {
  const storage = await createTestStorage("sqlite");
  const config = testConfig(storage);
  assert.equal(config.warmUpMs, 3000, "the configured budget is the default");
  const ctx = await createContext(config, { logger: createLogger("silent") });
  try {
    assert.deepEqual(await ctx.pool.warmedUp(), { workers: [], wallMs: 0, complete: true });
  } finally {
    await ctx.close();
    await storage.drop();
  }
});
