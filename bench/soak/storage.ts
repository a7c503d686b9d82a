import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { loadConfig } from "../../src/config/config.ts";
import { createContext } from "../../src/context.ts";
import { createLogger } from "../../src/logger.ts";
import { seedAuditLog, seedSubjectMemory } from "../growth-seed.ts";
import type { SoakOptions } from "./options.ts";

/** Where the soak's service keeps its data: the env its replicas get, and how to clean up. */
export interface SoakStorage {
  readonly env: Record<string, string>;
  readonly describe: string;
  /**
   * PostgreSQL: VACUUM ANALYZE the seeded tables and say whether the server runs autovacuum. The
   * seed writes a history in minutes (1,000,000 entries pass through the `audit_pending` queue);
   * a server without autovacuum keeps every dead row, and each count of the queue then reads
   * them all (seconds a listing), which no running service with autovacuum would see.
   */
  vacuum(): Promise<string | undefined>;
  sizeMb(): number | undefined;
  drop(): Promise<void>;
}

const TENANT = "default";
const SEEDED_TABLES = [
  "audit_pending",
  "audit_entries",
  "audit_tree_nodes",
  "vault_tokens",
  "subject_memory",
];

/** A fresh (or, with SOAK_SCHEMA / SOAK_DATA_DIR, a kept) database and data directory. */
export async function prepareStorage(options: SoakOptions): Promise<SoakStorage> {
  const keep = options.schema !== undefined || options.dataDir !== undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "deid-soak-"));
  mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = { DEID_DATA_DIR: dataDir };
  let schema: string | undefined;
  if (options.databaseUrl) {
    // Never the database's own schema: the soak's tables live in a schema of their own.
    schema = options.schema ?? `soak_${randomBytes(5).toString("hex")}`;
    await admin(options.databaseUrl, `CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const url = new URL(options.databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    describe: options.databaseUrl ? `PostgreSQL (schema ${schema})` : `SQLite (${dataDir})`,
    sizeMb: () => (options.databaseUrl ? undefined : sizeMb(dataDir)),
    async vacuum() {
      if (!options.databaseUrl || !schema) return undefined;
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(`SET search_path = ${schema}`);
        for (const table of SEEDED_TABLES) await client.query(`VACUUM ANALYZE ${table}`);
        const { rows } = await client.query<{ autovacuum: string }>("SHOW autovacuum");
        return rows[0]?.autovacuum;
      } finally {
        await client.end();
      }
    },
    async drop() {
      if (keep) return;
      if (schema && options.databaseUrl)
        await admin(options.databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function sizeMb(dir: string): number {
  let bytes = 0;
  for (const name of readdirSync(dir)) bytes += statSync(join(dir, name)).size;
  return bytes / 1e6;
}

/**
 * Seeds what is missing up to the sizes (a kept storage is topped up, not seeded twice), through
 * the service's own storage layer with the same data directory and master key its replicas use.
 */
export async function seedStorage(
  storage: SoakStorage,
  options: SoakOptions,
  log: (line: string) => void,
): Promise<void> {
  const ctx = await createContext(
    loadConfig({ ...storage.env, DEID_LOG_LEVEL: "silent", DEID_WORKERS: "1" }),
    {
      logger: createLogger("silent"),
    },
  );
  try {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
    const values = Number(
      (await ctx.db.get<{ n: number | string }>("SELECT COUNT(*) AS n FROM vault_tokens"))?.n ?? 0,
    );
    const wantValues = options.subjects * options.seedValues;
    if (options.seedValues > 0 && values < wantValues) {
      await seedSubjectMemory(ctx, {
        tenant: TENANT,
        subjects: options.subjects,
        values: options.seedValues,
        progress: (done) => {
          if (done % Math.max(1, Math.floor(options.subjects / 5)) < 50)
            log(`  memory: ${done} subjects, ${seconds()} s`);
        },
      });
    }
    const entries = Number(
      (await ctx.db.get<{ n: number | string }>("SELECT COUNT(*) AS n FROM audit_entries"))?.n ?? 0,
    );
    if (entries < options.seedLog) {
      await seedAuditLog(ctx, {
        tenant: TENANT,
        entries: options.seedLog - entries,
        progress: (done) => {
          if (done % 100_000 === 0) log(`  log: ${entries + done} entries, ${seconds()} s`);
        },
      });
    }
    const held = await ctx.db.get<{ v: number | string; e: number | string; s: number | string }>(
      "SELECT (SELECT COUNT(*) FROM vault_tokens) AS v, (SELECT COUNT(*) FROM audit_entries) AS e, (SELECT COUNT(*) FROM subject_memory) AS s",
    );
    log(
      `seeded in ${seconds()} s: ${Number(held?.v)} vault values (${Number(held?.s)} subject snapshots), ${Number(held?.e)} log entries`,
    );
  } finally {
    await ctx.close();
  }
}
