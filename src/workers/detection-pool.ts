import { Piscina } from "piscina";
import type { LexiconData } from "../detection/index.ts";
import type { Span } from "../detection/span.ts";
import { DeidError } from "../errors.ts";

export interface DetectionPool {
  detect(text: string): Promise<Span[]>;
  /** Tasks waiting for a worker (a metric and the load-shedding signal). */
  queueSize(): number;
  close(): Promise<void>;
}

/**
 * Detection off the event loop: `workers` threads, each with its own engine built from shared
 * lexicon data. When `maxQueue` tasks are already waiting the service sheds load (503).
 */
export function createDetectionPool(options: {
  workers: number;
  maxQueue: number;
  lexicons: LexiconData;
}): DetectionPool {
  const pool = new Piscina({
    // The worker beside this file: .ts when run from the sources, .js in the built package.
    filename: new URL(`./detection-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url)
      .href,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
    workerData: { lexicons: options.lexicons },
  });
  return {
    async detect(text) {
      try {
        return (await pool.run(text)) as Span[];
      } catch (error) {
        if (pool.queueSize >= options.maxQueue) {
          throw new DeidError("unavailable", "the service is at capacity; retry shortly", {
            retryAfterSeconds: 1,
          });
        }
        throw error;
      }
    },
    queueSize: () => pool.queueSize,
    close: () => pool.close(),
  };
}
