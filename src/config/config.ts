import { availableParallelism } from "node:os";
import type { RawEnv } from "./env.ts";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Extra schema for PostgreSQL (tests); not an environment variable. */
  readonly postgresSchema?: string;
  readonly apiKey: string | undefined;
  /** Base64 32-byte root key; undefined means "use the key file in dataDir" (created only for an empty database). */
  readonly masterKey: Uint8Array | undefined;
  /** Root keys the master key replaced, oldest first (decryption, old checkpoints, stable HMAC keys). */
  readonly previousMasterKeys: readonly Uint8Array[];
  readonly maxTextBytes: number;
  readonly maxBatchItems: number;
  readonly maxBatchBytes: number;
  readonly workers: number;
  /**
   * Texts over this many UTF-8 bytes are prepared wholly in a worker thread (detection, known
   * values, transform); smaller ones are detected on the pool and prepared on the event loop.
   */
  readonly largeTextBytes: number;
  /** Detection tasks allowed to wait for a worker before the service sheds load with 503. */
  readonly maxQueue: number;
  readonly logLevel: LogLevel;
  /** Default per-key request rate; 0 disables rate limiting. */
  readonly rateLimitPerMinute: number;
  /** Requests without a valid API key, per client address a minute (0: unlimited). */
  readonly unauthenticatedRatePerMinute: number;
  readonly requireReason: boolean;
  /** Origin line of the audit log's checkpoints (C2SP tlog-checkpoint). */
  readonly logOrigin: string;
  /** The service's public address, published as the index's `website`; "/" when unset. */
  readonly publicUrl: string | undefined;
  /** Time a client has to send a request's headers. */
  readonly headersTimeoutMs: number;
  /** Time a client has to send a whole request, headers and body; a slower one gets 408. */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  readonly keepAliveTimeoutMs: number;
  /** Look for a subject's earlier values in its later documents (`service/subject-memory.ts`). */
  readonly subjectMemory: boolean;
  /** Most remembered values the subject-memory cache holds, over all subjects. */
  readonly subjectMemoryValues: number;
  /** The `surrogate` policy's date shift window: offsets are drawn from ±this many days. */
  readonly dateShiftDays: number;
  /** Each tenant's default document locale (`tenant=en-GB,…`); a request's `locale` wins. */
  readonly tenantLocales: Readonly<Record<string, string>>;
  /**
   * CPU time (ms) each detection worker of the service spends on invented notes before it takes
   * work (`workers/warm-engine.ts`); 0 disables. The service listens once every worker is warm.
   */
  readonly warmUpMs: number;
  /** Benchmark-only: skip the audit log to measure its cost. Never set from the environment. */
  readonly receiptsEnabled: boolean;
  /** How long /health reuses the audit log's health check (ms). Never set from the environment. */
  readonly auditHealthIntervalMs: number;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const MiB = 1024 * 1024;

function integer(env: RawEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: RawEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function rootKey(raw: string, name: string): Uint8Array {
  const trimmed = raw.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) throw new ConfigError(`${name} must be base64`);
  const bytes = Buffer.from(trimmed, "base64");
  if (bytes.length !== 32) throw new ConfigError(`${name} must decode to 32 bytes, got ${bytes.length}`);
  return new Uint8Array(bytes);
}

function masterKey(raw: string | undefined): Uint8Array | undefined {
  return raw === undefined || raw.trim() === "" ? undefined : rootKey(raw, "DEID_MASTER_KEY");
}

function previousMasterKeys(raw: string | undefined): Uint8Array[] {
  if (raw === undefined || raw.trim() === "") return [];
  return raw.split(",").map((part) => rootKey(part, "DEID_PREVIOUS_MASTER_KEYS"));
}

function publicUrl(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError("DEID_PUBLIC_URL must be an absolute http:// or https:// URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ConfigError("DEID_PUBLIC_URL must be an absolute http:// or https:// URL");
  return url.href;
}

/** "acme=en-GB, beta=en-AU": each tenant's default locale, checked as BCP 47 tags. */
function tenantLocales(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? "").split(",")) {
    if (pair.trim() === "") continue;
    const [tenant, locale, extra] = pair.split("=").map((part) => part.trim());
    let canonical: string | undefined;
    try {
      canonical = locale ? Intl.getCanonicalLocales(locale)[0] : undefined;
    } catch {
      canonical = undefined;
    }
    if (!tenant || canonical === undefined || extra !== undefined) {
      throw new ConfigError(
        "DEID_TENANT_LOCALES must be tenant=locale pairs separated by commas (acme=en-GB)",
      );
    }
    out[tenant] = canonical;
  }
  return out;
}

/** Turns the raw environment into a validated config; a bad value throws a ConfigError naming it. */
export function loadConfig(env: RawEnv, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const logLevel = (env.DEID_LOG_LEVEL?.trim() || "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `DEID_LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.DEID_LOG_LEVEL}"`,
    );
  }
  const apiKey = env.DEID_API_KEY?.trim() || undefined;
  if (apiKey !== undefined && apiKey.length < 16)
    throw new ConfigError("DEID_API_KEY must be at least 16 characters");
  const host = env.HOST?.trim() || "127.0.0.1";
  const workers = integer(env, "DEID_WORKERS", Math.max(1, availableParallelism()), 1, 256);
  const config: Config = {
    port: integer(env, "PORT", 8080, 0, 65535),
    host,
    dataDir: env.DEID_DATA_DIR?.trim() || "./data",
    databaseUrl,
    apiKey,
    masterKey: masterKey(env.DEID_MASTER_KEY),
    previousMasterKeys: previousMasterKeys(env.DEID_PREVIOUS_MASTER_KEYS),
    maxTextBytes: integer(env, "DEID_MAX_TEXT_BYTES", MiB, 1, 64 * MiB),
    maxBatchItems: integer(env, "DEID_MAX_BATCH_ITEMS", 1000, 1, 100_000),
    maxBatchBytes: integer(env, "DEID_MAX_BATCH_BYTES", 10 * MiB, 1, 512 * MiB),
    workers,
    maxQueue: integer(env, "DEID_MAX_QUEUE", workers * 256, 1, 1_000_000),
    largeTextBytes: integer(env, "DEID_LARGE_TEXT_BYTES", 64 * 1024, 0, 64 * MiB),
    logLevel,
    rateLimitPerMinute: integer(env, "DEID_RATE_LIMIT_PER_MINUTE", 0, 0, 10_000_000),
    unauthenticatedRatePerMinute: integer(env, "DEID_UNAUTHENTICATED_RATE_PER_MINUTE", 300, 0, 10_000_000),
    requireReason: boolean(env, "DEID_REQUIRE_REASON", false),
    logOrigin: env.DEID_LOG_ORIGIN?.trim() || "clinical-deid.local/audit-log",
    publicUrl: publicUrl(env.DEID_PUBLIC_URL),
    headersTimeoutMs: integer(env, "DEID_HEADERS_TIMEOUT_MS", 10_000, 100, 3_600_000),
    requestTimeoutMs: integer(env, "DEID_REQUEST_TIMEOUT_MS", 60_000, 100, 3_600_000),
    keepAliveTimeoutMs: integer(env, "DEID_KEEP_ALIVE_TIMEOUT_MS", 72_000, 100, 3_600_000),
    subjectMemory: boolean(env, "DEID_SUBJECT_MEMORY", true),
    subjectMemoryValues: integer(env, "DEID_SUBJECT_MEMORY_VALUES", 200_000, 1, 100_000_000),
    dateShiftDays: integer(env, "DEID_DATE_SHIFT_DAYS", 365, 7, 3650),
    tenantLocales: tenantLocales(env.DEID_TENANT_LOCALES),
    warmUpMs: integer(env, "DEID_WARM_UP_MS", 3000, 0, 60_000),
    receiptsEnabled: true,
    auditHealthIntervalMs: 5000,
  };
  if (config.previousMasterKeys.length > 0 && config.masterKey === undefined) {
    throw new ConfigError("DEID_PREVIOUS_MASTER_KEYS needs DEID_MASTER_KEY (the key that replaced them)");
  }
  if (config.headersTimeoutMs > config.requestTimeoutMs)
    throw new ConfigError("DEID_HEADERS_TIMEOUT_MS must not exceed DEID_REQUEST_TIMEOUT_MS");
  if (/[\n\r]/.test(config.logOrigin)) throw new ConfigError("DEID_LOG_ORIGIN must be one line");
  return { ...config, ...overrides };
}
