import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The configured master key, or the one kept in `<dataDir>/master.key` (created on first start with
 * mode 0600). Replicas sharing one PostgreSQL must be given the same DEID_MASTER_KEY.
 */
export function resolveMasterKey(configured: Uint8Array | undefined, dataDir: string): Uint8Array {
  if (configured) return configured;
  const path = join(dataDir, "master.key");
  if (existsSync(path)) {
    const bytes = Buffer.from(readFileSync(path, "utf8").trim(), "base64");
    if (bytes.length !== 32) throw new Error(`${path} does not hold a base64 32-byte key`);
    return new Uint8Array(bytes);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // "wx": never overwrite a key another process created a moment ago.
  try {
    writeFileSync(path, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return resolveMasterKey(undefined, dataDir);
    throw error;
  }
  chmodSync(path, 0o600);
  return new Uint8Array(key);
}
