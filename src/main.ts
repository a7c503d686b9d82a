import { ConfigError, loadConfig } from "./config/config.ts";
import { readEnv } from "./config/env.ts";
import { createLogger } from "./logger.ts";
import { serveUntilSignalled } from "./server.ts";

/**
 * Entry point: env → config → context → app → listen; SIGTERM/SIGINT drain and close cleanly. A
 * configuration or start-up problem (bad value, wrong master key, port in use, no database) is one
 * line on stderr naming the setting and the fix, and exit code 2.
 */
async function main(): Promise<void> {
  try {
    const config = loadConfig(readEnv());
    await serveUntilSignalled(config, createLogger(config.logLevel));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`clinical-deid: configuration error: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
}

await main();
