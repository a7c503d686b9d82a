import { join } from "node:path";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import { openPostgresDatabase } from "./postgres-database.ts";
import { openSqliteDatabase } from "./sqlite-database.ts";

export interface StorageConfig {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly postgresSchema?: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: StorageConfig): Promise<Database> {
  const db = config.databaseUrl
    ? openPostgresDatabase({
        url: config.databaseUrl,
        ...(config.postgresSchema ? { schema: config.postgresSchema } : {}),
      })
    : openSqliteDatabase(config.dataDir === ":memory:" ? ":memory:" : join(config.dataDir, "deid.sqlite"));
  try {
    await migrate(db, MIGRATIONS);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}
