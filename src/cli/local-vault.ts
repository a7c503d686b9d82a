import { randomBytes } from "node:crypto";
import type { Writable } from "node:stream";
import { processCheckpointMemory } from "../audit/checkpoint-memory.ts";
import type { Config } from "../config/config.ts";
import { type AppContext, createContext } from "../context.ts";
import { createLogger } from "../logger.ts";
import { StorageNotFoundError } from "../storage/open-database.ts";
import { usageError } from "./exit-codes.ts";

/** What a local run needs of the vault, and where it may say so. */
export interface LocalVault {
  readonly kind: "deidentify" | "inspect";
  /** deidentify: create the database when there is none (a data folder the user named, or --init). */
  readonly create: boolean;
  /** deidentify names the vault it writes to here. */
  readonly stderr?: Writable;
}

/**
 * The context a local `deidentify` or `inspect` runs on. `inspect` stores nothing: it reads an
 * existing database's deny and allow lists, and with none there it runs on a throwaway database in
 * memory, so no file or folder is ever created. `deidentify` writes tokens a server must later read:
 * it says which vault on stderr, and creates one only when allowed (`create`), else refuses with the
 * fix.
 */
export async function openLocalContext(config: Config, vault: LocalVault): Promise<AppContext> {
  const logger = createLogger("error", process.stderr);
  const inspecting = vault.kind === "inspect";
  const ctx = await createContext(config, { logger, createStorage: !inspecting && vault.create }).catch(
    (error: unknown) => {
      if (!(error instanceof StorageNotFoundError)) throw error;
      if (inspecting) {
        const memory: Config = {
          ...config,
          dataDir: ":memory:",
          databaseUrl: undefined,
          masterKey: new Uint8Array(randomBytes(32)),
          previousMasterKeys: [],
        };
        return createContext(memory, { logger, checkpointMemory: processCheckpointMemory() });
      }
      throw usageError(
        `${error.message}: a local deidentify stores its tokens where a server can re-identify them; ` +
          "set DEID_DATA_DIR or DATABASE_URL to the server's, or add --init to create a new vault here",
      );
    },
  );
  if (!inspecting && vault.stderr) {
    vault.stderr.write(`clinical-deid deidentify: vault ${ctx.storageLocation}\n`);
    if (ctx.masterKeyStatus.created)
      vault.stderr.write(
        `clinical-deid deidentify: created a new master key in ${ctx.masterKeyStatus.keyFile}; back it up with the database\n`,
      );
  }
  return ctx;
}
