import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { Dialect } from "./database.ts";
import type { StorageConfig } from "./open-database.ts";

/**
 * Test support: every storage and API suite runs once per dialect listed here. PostgreSQL joins
 * when TEST_DATABASE_URL is set, and CI must set it, so a green CI run means both were tested.
 */
export function testDialects(): Dialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === "true") throw new Error("CI=true requires TEST_DATABASE_URL (PostgreSQL)");
  return url ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestStorage {
  readonly config: StorageConfig;
  /** Admin URL and schema, for tests that tamper with rows directly. */
  readonly postgres?: { readonly url: string; readonly schema: string };
  drop(): Promise<void>;
}

/** A fresh, empty storage location: a temporary SQLite directory, or a new PostgreSQL schema. */
export async function createTestStorage(dialect: Dialect): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), "deid-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    return { config: { databaseUrl: undefined, dataDir }, drop: async () => removeDir() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    config: { databaseUrl: url, dataDir, postgresSchema: schema },
    postgres: { url, schema },
    async drop() {
      removeDir();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
