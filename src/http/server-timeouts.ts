import type { Config } from "../config/config.ts";

/**
 * Fastify and Node HTTP server options for the connection timeouts. Node checks request and
 * headers deadlines on an interval (30 s by default); it is kept a fraction of the shorter deadline
 * so a slow request is cut off close to its deadline.
 */
export function serverTimeouts(config: Config) {
  const shortest = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}
