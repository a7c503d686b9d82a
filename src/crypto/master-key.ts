import { randomBytes } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError } from "../config/config.ts";
import { dataDirError, prepareDataDir } from "../storage/prepare-data-dir.ts";

/** The key file used when DEID_MASTER_KEY is not set (absolute, so messages say exactly where). */
export function masterKeyPath(dataDir: string): string {
  return resolve(dataDir, "master.key");
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The key in `path`, or undefined when there is no such file. A key file other users can read or
 * write is refused, like OpenSSH and PostgreSQL refuse theirs; an empty, short or corrupt one too.
 * Every refusal is one ConfigError naming the file and the fix.
 */
export function readMasterKeyFile(path: string): Uint8Array | undefined {
  let text: string;
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat === undefined) return undefined;
    if (!stat.isFile())
      throw new ConfigError(`${path} is not a file: restore the master key file, or set DEID_MASTER_KEY`);
    if ((stat.mode & 0o077) !== 0) {
      const mode = (stat.mode & 0o777).toString(8).padStart(4, "0");
      throw new ConfigError(
        `${path} is open to other users (mode ${mode}): run "chmod 600 ${path}" (the key decrypts the vault)`,
      );
    }
    text = readFileSync(path, "utf8").trim();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") throw dataDirError(join(path, ".."), error);
    throw new ConfigError(
      `${path} cannot be read (${code ?? "unknown error"}): let the service's user read it, or set DEID_MASTER_KEY`,
    );
  }
  const bytes = BASE64.test(text) ? Buffer.from(text, "base64") : Buffer.alloc(0);
  if (bytes.length !== 32) {
    throw new ConfigError(
      `${path} does not hold a base64 32-byte master key (empty, short or corrupt): restore it from your backup, or set DEID_MASTER_KEY to the key the data was written with`,
    );
  }
  return new Uint8Array(bytes);
}

/**
 * Creates `<dataDir>/master.key` (mode 0600) with a new random key. Only for an empty database:
 * the caller checks that. "wx" never overwrites a file; if another process created one a moment
 * ago, that key is returned instead.
 */
export function createMasterKeyFile(dataDir: string): { key: Uint8Array; created: boolean } {
  prepareDataDir(dataDir);
  const path = masterKeyPath(dataDir);
  const key = randomBytes(32);
  try {
    writeFileSync(path, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      const existing = readMasterKeyFile(path);
      if (existing) return { key: existing, created: false };
    }
    throw dataDirError(dataDir, error);
  }
  return { key: new Uint8Array(key), created: true };
}
