import { loadConfig } from "../../config/config.ts";
import { createLogger } from "../../logger.ts";
import { serveUntilSignalled } from "../../server.ts";
import type { Command } from "../cli-io.ts";
import { EXIT } from "../exit-codes.ts";
import { parseOptions, positiveInteger } from "../parse-options.ts";

const help = `Usage: clinical-deid serve [options]

Starts the HTTP service (the API, its docs at /docs and the playground at /). Configuration comes
from the environment (PORT, HOST, DEID_DATA_DIR, DATABASE_URL, DEID_API_KEY, DEID_WORKERS…);
the options below override it. Ctrl-C or SIGTERM stop accepting requests, drain the ones in
flight, then exit.

Options:
      --port <n>      listen port (default PORT or 8080; 0 picks a free port)
      --host <addr>   listen address (default HOST or 127.0.0.1)
      --workers <n>   detection worker threads (default DEID_WORKERS or every core)
  -h, --help          this help

Exit codes: 0 stopped cleanly, 1 failure, 2 usage, configuration or start-up problem (the port is
in use, the database is unreachable, the master key does not match the data).
`;

export const serveCommand: Command = {
  name: "serve",
  summary: "run the HTTP service and the playground",
  help,
  ownsSignals: true,
  async run(args, io) {
    const { values, help: wantsHelp } = parseOptions(args, {
      port: { type: "string" },
      host: { type: "string" },
      workers: { type: "string" },
    });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    const base = loadConfig(io.env);
    const port = values.port === "0" ? 0 : positiveInteger(values.port, "port", base.port);
    const workers = positiveInteger(values.workers, "workers", base.workers);
    const config = loadConfig(io.env, { port, workers, host: values.host ?? base.host });
    const logger = createLogger(config.logLevel);
    const server = await serveUntilSignalled(config, logger, EXIT.failure);
    io.stderr.write(`clinical-deid listening on ${server.url} (playground: ${server.url}/)\n`);
    return EXIT.ok;
  },
};
