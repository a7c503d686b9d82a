/** The CLI's exit codes (docs/cli.md lists the same table). */
export const EXIT = {
  ok: 0,
  /** A runtime failure: server unreachable, I/O error, bad configuration, a bug. */
  failure: 1,
  /** Bad command line: unknown command or option, missing argument. */
  usage: 2,
  /** The run finished but some records were bad or failed and were skipped (`--on-error skip`). */
  partial: 3,
  /** The run stopped at a bad record (`--on-error stop`); no output file was left behind. */
  stopped: 4,
  /** verify-receipt: the receipt is not valid. */
  invalid: 5,
  /** Interrupted by Ctrl-C (SIGINT) or SIGTERM; no output file was left behind. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error that ends the command with one line on stderr and the given exit code. */
export class CliError extends Error {
  override readonly name = "CliError";
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = EXIT.failure) {
    super(message);
    this.exitCode = exitCode;
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
