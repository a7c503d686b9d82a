/** The soak's sizes and shape, from the environment (`bench/soak.bench.ts` documents each). */
export interface SoakOptions {
  /** Documents de-identified in the measured run (singles and batch items). */
  readonly docs: number;
  readonly concurrency: number;
  /** Subjects the load draws from (uniformly, seeded), and the seeded memory's subjects. */
  readonly subjects: number;
  /** Values seeded into each subject's memory before the run (0: none). */
  readonly seedValues: number;
  /** Audit log entries seeded before the run (0: none). */
  readonly seedLog: number;
  /** PostgreSQL URL (a schema of its own is created, or SOAK_SCHEMA reused); SQLite when absent. */
  readonly databaseUrl: string | undefined;
  /** Reuse this schema (PostgreSQL) or data directory and keep it: seeding tops up to the sizes. */
  readonly schema: string | undefined;
  readonly dataDir: string | undefined;
  readonly replicas: number;
  /** Documents in each of the four alternating phases (memory off, on, on, off); 0: no comparison. */
  readonly compareDocs: number;
  /** Rounds of those four phases (each round's ratio is reported, then the spread). */
  readonly compareRounds: number;
  /** Rounds of the listing routes probed one at a time after the load. */
  readonly probeRounds: number;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
}

export function soakOptions(env: NodeJS.ProcessEnv): SoakOptions {
  const databaseUrl = env.SOAK_DATABASE_URL || undefined;
  const replicas = count(env, "SOAK_REPLICAS", 1, 1);
  if (replicas > 1 && !databaseUrl) throw new Error("SOAK_REPLICAS > 1 needs SOAK_DATABASE_URL (PostgreSQL)");
  const schema = env.SOAK_SCHEMA || undefined;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,40}$/.test(schema))
    throw new Error("SOAK_SCHEMA: a plain name");
  return {
    docs: count(env, "SOAK_DOCS", 40_000, 10),
    concurrency: count(env, "SOAK_CONCURRENCY", 32, 1),
    subjects: count(env, "SOAK_SUBJECTS", 20_000, 1),
    seedValues: count(env, "SOAK_SEED_VALUES", 50),
    seedLog: count(env, "SOAK_SEED_LOG", 1_000_000),
    databaseUrl,
    schema,
    dataDir: env.SOAK_DATA_DIR || undefined,
    replicas,
    compareDocs: count(env, "SOAK_COMPARE_DOCS", 4_000),
    compareRounds: count(env, "SOAK_COMPARE_ROUNDS", 1, 1),
    probeRounds: count(env, "SOAK_PROBE_ROUNDS", 200, 1),
  };
}
