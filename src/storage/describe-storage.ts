import { resolve } from "node:path";
import type { StorageConfig } from "./open-database.ts";

/**
 * Where the data lives, for messages: the SQLite file's absolute path, or the PostgreSQL URL with
 * its password removed (and the schema, when one is set).
 */
export function describeStorage(config: StorageConfig): string {
  if (!config.databaseUrl) {
    return config.dataDir === ":memory:"
      ? "an in-memory SQLite database"
      : resolve(config.dataDir, "deid.sqlite");
  }
  let url: string;
  try {
    const parsed = new URL(config.databaseUrl);
    parsed.password = "";
    for (const name of [...parsed.searchParams.keys()])
      if (/pass|secret|key/i.test(name)) parsed.searchParams.set(name, "…");
    url = parsed.toString();
  } catch {
    url = "DATABASE_URL";
  }
  return config.postgresSchema ? `${url} (schema ${config.postgresSchema})` : url;
}
