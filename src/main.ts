import { ConfigError, loadConfig } from "./config/config.ts";
import { readEnv } from "./config/env.ts";
import { createLogger } from "./logger.ts";
import { serveUntilSignalled } from "./server.ts";

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
  await serveUntilSignalled(config, createLogger(config.logLevel));
}

await main();
