import type { Readable, Writable } from "node:stream";
import type { RawEnv } from "../config/env.ts";

/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable & { isTTY?: boolean };
  readonly stderr: Writable & { isTTY?: boolean; columns?: number };
  readonly env: RawEnv;
  /** Aborted by Ctrl-C (SIGINT) or SIGTERM. */
  readonly signal: AbortSignal;
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  /** When true the command handles SIGINT/SIGTERM itself (serve drains the server). */
  readonly ownsSignals?: boolean;
  run(args: readonly string[], io: CliIo): Promise<number>;
}
