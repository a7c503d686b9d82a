import pino, { type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config/config.ts";

/**
 * The only place loggers are made. Request and response bodies are never logged; headers that carry
 * keys are redacted; the request serializer keeps only method, route and request id.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "clinical-deid" },
      redact: {
        paths: [
          "req.headers.authorization",
          "req.headers['x-api-key']",
          "headers.authorization",
          "headers['x-api-key']",
          "body",
          "req.body",
          "text",
        ],
        censor: "[redacted]",
      },
      serializers: {
        req: (req: { method?: string; routeOptions?: { url?: string }; id?: string }) => ({
          method: req.method,
          route: req.routeOptions?.url,
          request_id: req.id,
        }),
        res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
        // Type, code and stack frames only: messages (and so a stack's first line) can quote values.
        err: (err: Error & { code?: string; cause?: unknown }) => ({
          type: err?.name,
          code: err?.code,
          stack: typeof err?.stack === "string" ? err.stack.split("\n").slice(1, 12).join("\n") : undefined,
          cause:
            err?.cause instanceof Error
              ? { type: err.cause.name, code: (err.cause as { code?: string }).code }
              : undefined,
        }),
      },
    },
    destination,
  );
}
