import { ConfigError } from "../config/config.ts";
import { isConnectionError, StorageUnavailableError } from "./database.ts";
import { describeStorage } from "./describe-storage.ts";
import type { StorageConfig } from "./open-database.ts";

function codes(error: unknown, seen = new Set<unknown>()): string[] {
  if (error === null || typeof error !== "object" || seen.has(error)) return [];
  seen.add(error);
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof e.code === "string" ? [e.code] : []),
    ...codes(e.cause, seen),
    ...(Array.isArray(e.errors) ? e.errors.flatMap((inner) => codes(inner, seen)) : []),
  ];
}

/**
 * Turns a failure to open PostgreSQL at start-up into one line naming DATABASE_URL (without its
 * password) and what to do; undefined for anything it does not recognise (a bug keeps its stack).
 */
export function storageOpenError(error: unknown, config: StorageConfig): ConfigError | undefined {
  if (error instanceof ConfigError) return error;
  if (!config.databaseUrl) return undefined;
  const where = `DATABASE_URL (${describeStorage(config)})`;
  const found = codes(error);
  const has = (...wanted: string[]) => found.some((code) => wanted.includes(code));
  if (has("28P01", "28000"))
    return new ConfigError(
      `${where}: PostgreSQL refused the login: fix the user or password in DATABASE_URL`,
    );
  if (has("3D000"))
    return new ConfigError(`${where}: the database does not exist: create it (createdb) or fix DATABASE_URL`);
  if (has("ENOTFOUND", "EAI_AGAIN"))
    return new ConfigError(`${where}: the host name does not resolve: fix the host in DATABASE_URL`);
  if (
    error instanceof StorageUnavailableError ||
    isConnectionError(error) ||
    has("ECONNREFUSED", "ETIMEDOUT")
  ) {
    const reason = found.find((code) => /^E[A-Z]+$/.test(code)) ?? "no answer";
    return new ConfigError(
      `${where}: PostgreSQL is unreachable (${reason}): start PostgreSQL, or fix the host and port in DATABASE_URL`,
    );
  }
  return undefined;
}
