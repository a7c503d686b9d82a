import { ConfigError, loadConfig } from "./config/config.ts";
import { readEnv } from "./config/env.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

/** Entry point: env → config → context → app → listen; SIGTERM/SIGINT drain and close cleanly. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(readEnv());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`clinical-deid: configuration error: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, { logger });
  logger.info(
    { url: server.url, workers: config.workers, storage: config.databaseUrl ? "postgres" : "sqlite" },
    "listening",
  );
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down: draining in-flight requests");
    server.close().then(
      () => logger.info("stopped"),
      (error: unknown) => {
        logger.error({ err: error }, "error during shutdown");
        process.exitCode = 1;
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

await main();
