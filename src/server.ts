import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildApp } from "./app.ts";
import type { Config } from "./config/config.ts";
import { type AppContext, createContext } from "./context.ts";

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  /** Stops accepting, drains in-flight requests, then closes the pool, the log and the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, options: { logger?: Logger } = {}): Promise<RunningServer> {
  const ctx = await createContext(config, options);
  let app: FastifyInstance;
  try {
    app = await buildApp(ctx);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await ctx.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    app,
    ctx,
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
        process.exitCode = failureExitCode;
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
