import { ConfigError } from "../config/config.ts";
import { readEnv } from "../config/env.ts";
import { VERSION } from "../version.ts";
import type { CliIo, Command } from "./cli-io.ts";
import { auditCommand } from "./commands/audit.ts";
import { deidentifyCommand } from "./commands/deidentify.ts";
import { evalCommand } from "./commands/eval.ts";
import { inspectCommand } from "./commands/inspect.ts";
import { keysCommand } from "./commands/keys.ts";
import { listsCommand } from "./commands/lists.ts";
import { serveCommand } from "./commands/serve.ts";
import { verifyReceiptCommand } from "./commands/verify-receipt.ts";
import { CliError, EXIT } from "./exit-codes.ts";

export const COMMANDS: readonly Command[] = [
  serveCommand,
  deidentifyCommand,
  inspectCommand,
  keysCommand,
  listsCommand,
  verifyReceiptCommand,
  auditCommand,
  evalCommand,
];

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: clinical-deid <command> [options]

Finds protected health information (PHI) in clinical notes and replaces it with tokens or surrogates.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n")}

Run "clinical-deid <command> --help" for a command's options. Configuration comes from the
environment (DEID_DATA_DIR, DATABASE_URL, DEID_API_KEY, DEID_WORKERS…); see docs/cli.md.

Exit codes: 0 ok, 1 failure, 2 usage or configuration, 3 done with bad records skipped,
4 stopped at a bad record, 5 receipt not valid, 130 interrupted.
`;
}

/** Runs one command line and returns its exit code; errors become one line on stderr. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? COMMANDS.find((c) => c.name === args[0]) : undefined;
    io.stdout.write(topic ? topic.help : overview());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === "--version" || name === "-v") {
    io.stdout.write(`${VERSION}\n`);
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  try {
    if (!command) throw new CliError(`unknown command "${name}"; run clinical-deid --help`, EXIT.usage);
    return await command.run(args, io);
  } catch (error) {
    const [message, code] =
      error instanceof CliError
        ? [error.message, error.exitCode]
        : error instanceof ConfigError
          ? [`configuration error: ${error.message}`, EXIT.usage]
          : [
              `unexpected error: ${(error as Error)?.name ?? "Error"}: ${(error as Error)?.message ?? String(error)}`,
              EXIT.failure,
            ];
    io.stderr.write(`clinical-deid${command ? ` ${command.name}` : ""}: ${message}\n`);
    return code;
  }
}

/** The process entry: real streams, the environment, Ctrl-C aborting the run once. */
export async function runProcess(argv: readonly string[]): Promise<void> {
  const controller = new AbortController();
  const command = COMMANDS.find((c) => c.name === argv[0]);
  if (!command?.ownsSignals) {
    // A second Ctrl-C falls through to Node's default and ends the process at once.
    const stop = () => controller.abort();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  }
  // A closed pipe (| head) ends the run quietly.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") controller.abort();
    else throw error;
  });
  const io: CliIo = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: readEnv(),
    signal: controller.signal,
  };
  process.exitCode = await main(argv, io);
}

if (import.meta.main) await runProcess(process.argv.slice(2));
