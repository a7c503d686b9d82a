import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./database.ts";
import { describeStorage } from "./describe-storage.ts";
import { migrate } from "./migrate.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import { openPostgresDatabase } from "./postgres-database.ts";
import { prepareDataDir } from "./prepare-data-dir.ts";
import { openSqliteDatabase } from "./sqlite-database.ts";

export interface StorageConfig {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly postgresSchema?: string;
}

/** `create: false` and no database there yet: nothing was created. */
export class StorageNotFoundError extends Error {
  override readonly name = "StorageNotFoundError";
}

/**
 * Opens the configured database and brings its schema up to date. With `create: false` a database
 * that does not exist yet (no SQLite file, or a PostgreSQL schema never migrated) is not created:
 * StorageNotFoundError, and nothing is left behind.
 */
export async function openDatabase(config: StorageConfig & { readonly create?: boolean }): Promise<Database> {
  const create = config.create ?? true;
  let db: Database;
  if (config.databaseUrl) {
    db = openPostgresDatabase({
      url: config.databaseUrl,
      ...(config.postgresSchema ? { schema: config.postgresSchema } : {}),
    });
  } else if (config.dataDir === ":memory:") {
    db = openSqliteDatabase(":memory:");
  } else {
    const path = join(config.dataDir, "deid.sqlite");
    if (!create && !existsSync(path))
      throw new StorageNotFoundError(`no database at ${describeStorage(config)}`);
    prepareDataDir(config.dataDir);
    db = openSqliteDatabase(path);
  }
  try {
    if (!create && db.dialect === "postgres") {
      const row = await db.get<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
      if (!row?.t) throw new StorageNotFoundError(`no database at ${describeStorage(config)}`);
    }
    await migrate(db, MIGRATIONS);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}
