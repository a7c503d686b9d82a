import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import type { Config } from "./config/config.ts";
import { type AppContext, createContext } from "./context.ts";
import { listenError } from "./listen-error.ts";
import type { PoolWarmUp } from "./workers/detection-pool.ts";

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  /** The detection workers' warm-up, which ended before the server listened (DEID_WARM_UP_MS). */
  readonly warmUp: PoolWarmUp;
  /** Stops accepting, drains in-flight requests, then closes the pool, the log and the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, options: { logger?: Logger } = {}): Promise<RunningServer> {
  const ctx = await createContext(config, { ...options, warmUp: true });
  let app: FastifyInstance;
  let warmUp: PoolWarmUp;
  try {
    app = await buildApp(ctx);
    // Ready means warm: the workers warm while the app is built, and the port opens after them.
    warmUp = await ctx.pool.warmedUp();
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await ctx.close();
    throw listenError(error, config.host, config.port) ?? error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    app,
    ctx,
    warmUp,
    close() {
      closing ??= (async () => {
        await app.close();
        await ctx.close();
      })();
      return closing;
    },
  };
}

/**
 * Starts the server, logs where it listens, and on SIGTERM or SIGINT drains and closes it. A failed
 * shutdown sets the exit code to `failureExitCode`.
 */
export async function serveUntilSignalled(
  config: Config,
  logger: Logger,
  failureExitCode = 1,
): Promise<RunningServer> {
  const server = await startServer(config, { logger });
  const { masterKeyStatus: key, storageLocation } = server.ctx;
  if (key.created)
    logger.warn(
      { key_file: key.keyFile },
      "created a new master key file: back it up with the database; the data cannot be read without it",
    );
  if (key.rotated) logger.info({ source: key.source }, "recorded the new master key (rotation)");
  logger.info(
    {
      url: server.url,
      workers: config.workers,
      storage: config.databaseUrl ? "postgres" : "sqlite",
      warm_up_ms: Math.round(server.warmUp.wallMs),
    },
    "listening",
  );
  if (!server.warmUp.complete || server.warmUp.workers.some((w) => w.failed))
    logger.warn("a detection worker did not finish its warm-up: its first notes are read slowly");
  const keys = await server.ctx.apiKeys.list();
  if (config.apiKey === undefined && !keys.some((k) => !k.revoked_at && k.intact)) {
    logger.warn({ storage: storageLocation }, apiKeyHint(config));
  }
  const refused = keys.filter((k) => !k.revoked_at && !k.intact).map((k) => k.id);
  // Key ids only: issued before row MACs or written without the master key (decision 0007).
  if (refused.length > 0)
    logger.warn(
      { key_ids: refused.slice(0, 20), count: refused.length },
      "API keys that are refused: reissue them",
    );
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down: draining in-flight requests");
    server.close().then(
      () => logger.info("stopped"),
      (error: unknown) => {
        logger.error({ err: error }, "error during shutdown");
        process.exitCode = failureExitCode;
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/** How to get a first API key, as the exact command to run beside this server. */
export function apiKeyHint(config: Config): string {
  const env = config.databaseUrl
    ? "with this server's DATABASE_URL and DEID_MASTER_KEY"
    : config.dataDir === "./data"
      ? "in this directory"
      : `with DEID_DATA_DIR=${config.dataDir}`;
  return `no API key yet: create one with "clinical-deid keys create --scopes deidentify,inspect,reidentify" (./bin/clinical-deid.js in a clone) ${env} (it prints the key once), or set DEID_API_KEY`;
}
