import { loadConfig } from "../config/config.ts";
import { type AppContext, createContext } from "../context.ts";
import { createLogger } from "../logger.ts";
import { StorageNotFoundError } from "../storage/open-database.ts";
import type { CliIo } from "./cli-io.ts";
import { usageError } from "./exit-codes.ts";

/**
 * Runs `fn` with the service's own context (its database and master key) for commands that work on
 * the server's storage directly (`keys`, `lists`, `audit verify`). A database that does not exist is
 * refused (such a command must run where the server runs); only `init` creates one.
 */
export async function withContext<T>(
  io: CliIo,
  fn: (ctx: AppContext) => Promise<T>,
  options: { init?: boolean; readOnly?: boolean } = {},
): Promise<T> {
  const config = loadConfig(io.env, { workers: 1 });
  // A key made in a database the server does not use never works: only --init creates one.
  const ctx = await createContext(config, {
    logger: createLogger("error", process.stderr),
    createStorage: options.init === true,
    readOnly: options.readOnly === true,
  }).catch((error: unknown) => {
    if (!(error instanceof StorageNotFoundError)) throw error;
    const init = options.init === undefined ? "" : ", or add --init to create a new one";
    throw usageError(
      `${error.message}: run this where the server runs, with its DEID_DATA_DIR or DATABASE_URL${init}`,
    );
  });
  if (ctx.masterKeyStatus.created)
    io.stderr.write(
      `created a new master key in ${ctx.masterKeyStatus.keyFile}; back it up with the database\n`,
    );
  try {
    return await fn(ctx);
  } finally {
    await ctx.close();
  }
}
