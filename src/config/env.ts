/** The only file that reads process.env: returns the raw strings the config is built from. */
export interface RawEnv {
  readonly [name: string]: string | undefined;
}

export const ENV_NAMES = [
  "PORT",
  "HOST",
  "DEID_DATA_DIR",
  "DATABASE_URL",
  "DEID_API_KEY",
  "DEID_MASTER_KEY",
  "DEID_PREVIOUS_MASTER_KEYS",
  "DEID_MAX_TEXT_BYTES",
  "DEID_MAX_BATCH_ITEMS",
  "DEID_MAX_BATCH_BYTES",
  "DEID_WORKERS",
  "DEID_LOG_LEVEL",
  "DEID_RATE_LIMIT_PER_MINUTE",
  "DEID_UNAUTHENTICATED_RATE_PER_MINUTE",
  "DEID_REQUIRE_REASON",
  "DEID_LOG_ORIGIN",
  "DEID_MAX_QUEUE",
  "DEID_LARGE_TEXT_BYTES",
  "DEID_PUBLIC_URL",
  "DEID_HEADERS_TIMEOUT_MS",
  "DEID_REQUEST_TIMEOUT_MS",
  "DEID_KEEP_ALIVE_TIMEOUT_MS",
  "DEID_SUBJECT_MEMORY",
  "DEID_SUBJECT_MEMORY_VALUES",
  "DEID_DATE_SHIFT_DAYS",
  "DEID_TENANT_LOCALES",
  "DEID_WARM_UP_MS",
] as const;

export function readEnv(env: NodeJS.ProcessEnv = process.env): RawEnv {
  const out: Record<string, string | undefined> = {};
  for (const name of ENV_NAMES) out[name] = env[name];
  return out;
}
