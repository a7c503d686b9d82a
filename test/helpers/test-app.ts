import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config/config.ts";
import { type AppContext, createContext } from "../../src/context.ts";
import { createLogger } from "../../src/logger.ts";
import type { Dialect } from "../../src/storage/database.ts";
import { createTestStorage, type TestStorage } from "../../src/storage/test-storage.ts";

export const LOCAL_KEY = "test-local-key-0123456789abcdef";

export interface TestApp {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  readonly storage: TestStorage;
  /** Headers for the all-scope local key. */
  readonly auth: Record<string, string>;
  close(): Promise<void>;
}

/** Config for a test: the given storage, the local all-scope key, one worker, no log output. */
export function testConfig(storage: TestStorage, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {},
    {
      dataDir: storage.config.dataDir,
      databaseUrl: storage.config.databaseUrl,
      ...(storage.config.postgresSchema ? { postgresSchema: storage.config.postgresSchema } : {}),
      apiKey: LOCAL_KEY,
      workers: 1,
      logLevel: "silent",
      ...overrides,
    },
  );
}

/** The real app on a fresh database of the given dialect, with one worker and no log output. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  logDestination?: DestinationStream,
): Promise<TestApp> {
  const storage = await createTestStorage(dialect);
  const config = testConfig(storage, overrides);
  const logger = logDestination
    ? createLogger(config.logLevel, logDestination)
    : createLogger(config.logLevel);
  const ctx = await createContext(config, { logger });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    storage,
    auth: { authorization: `Bearer ${LOCAL_KEY}` },
    async close() {
      await app.close();
      await ctx.close();
      await storage.drop();
    },
  };
}

/** POST JSON with the local key. */
export async function post(t: TestApp, url: string, body: unknown, headers: Record<string, string> = t.auth) {
  const response = await t.app.inject({ method: "POST", url, headers, payload: body as object });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
