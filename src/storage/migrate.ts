import type { Database } from "./database.ts";
import type { Migration } from "./migrations/migration.ts";

// Any constant shared by every replica: only one process migrates at a time.
const POSTGRES_MIGRATION_LOCK = 7_214_001;

/** Applies the migrations not yet recorded, each in its own transaction. Returns the versions applied. */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  await db.run(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      if (tx.dialect === "postgres")
        await tx.run("SELECT pg_advisory_xact_lock(?)", [POSTGRES_MIGRATION_LOCK]);
      const row = await tx.get("SELECT version FROM schema_migrations WHERE version = ?", [
        migration.version,
      ]);
      if (row) return false;
      for (const statement of migration.up(tx.dialect)) await tx.run(statement);
      await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
