import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { ConfigError } from "../config/config.ts";

/** One line naming DEID_DATA_DIR, what is wrong with it and what to do; never a stack trace. */
export function dataDirError(dir: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOTDIR" || code === "EEXIST")
    return new ConfigError(`DEID_DATA_DIR (${dir}) is not a directory: point DEID_DATA_DIR at a directory`);
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new ConfigError(
      `DEID_DATA_DIR (${dir}) is not writable by this user: give the service's user a directory it owns, or point DEID_DATA_DIR elsewhere`,
    );
  return new ConfigError(
    `DEID_DATA_DIR (${dir}) cannot be used (${code ?? "unknown error"}): point DEID_DATA_DIR at a writable directory`,
  );
}

/**
 * Makes sure DEID_DATA_DIR is a directory this process can write, creating it (owner-only, 0700)
 * when it does not exist. Every problem is a ConfigError naming DEID_DATA_DIR and the fix.
 */
export function prepareDataDir(dir: string): void {
  try {
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (stat === undefined) mkdirSync(dir, { recursive: true, mode: 0o700 });
    else if (!stat.isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw dataDirError(dir, error);
  }
}
