import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { AuditPort } from "../service/audit-port.ts";
import type { Database } from "../storage/database.ts";
import { isScope, type Principal, type Scope, TENANT_PATTERN } from "./scopes.ts";

export interface ApiKeyInfo {
  readonly id: string;
  readonly tenant: string;
  readonly name: string;
  readonly scopes: Scope[];
  readonly rate_limit_per_minute: number | null;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

export interface CreateKeyInput {
  readonly tenant: string;
  readonly scopes: readonly string[];
  readonly name?: string;
  readonly rateLimitPerMinute?: number | null;
}

// Key format: cdk_<16 hex id>_<43 base64url secret>. The id finds the row; the whole key's SHA-256
// is compared in constant time. Keys carry 256 random bits, so a fast hash is enough.
const KEY_FORMAT = /^cdk_([0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

export const LOCAL_KEY_ID = "local";

/** API keys: created and printed once, stored hashed, scoped, per tenant, revocable. */
export function createApiKeyStore(db: Database, audit: AuditPort, localKey: string | undefined) {
  const localHash = localKey === undefined ? undefined : sha256(localKey);

  return {
    async create(input: CreateKeyInput): Promise<{ key: string; info: ApiKeyInfo }> {
      if (!TENANT_PATTERN.test(input.tenant))
        throw new Error("tenant must be 1–64 characters of A-Z, a-z, 0-9, '.', '_', '-'");
      const scopes = [...new Set(input.scopes)];
      const bad = scopes.filter((s) => !isScope(s));
      if (scopes.length === 0 || bad.length > 0) {
        throw new Error(
          `scopes must be some of deidentify, inspect, reidentify, receipts, admin${bad.length ? ` (not ${bad.join(", ")})` : ""}`,
        );
      }
      const rate = input.rateLimitPerMinute ?? null;
      if (rate !== null && (!Number.isInteger(rate) || rate < 1))
        throw new Error("rate limit must be a positive whole number");
      const id = randomBytes(8).toString("hex");
      const key = `cdk_${id}_${randomBytes(32).toString("base64url")}`;
      const info: ApiKeyInfo = {
        id,
        tenant: input.tenant,
        name: input.name ?? "",
        scopes: scopes as Scope[],
        rate_limit_per_minute: rate,
        created_at: new Date().toISOString(),
        revoked_at: null,
      };
      await db.transaction(async (tx) => {
        await tx.run(
          "INSERT INTO api_keys (id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
          [id, info.tenant, info.name, sha256(key), info.scopes.join(" "), rate, info.created_at],
        );
        await audit.recordKey(tx, {
          tenant: info.tenant,
          kind: "key_created",
          keyId: id,
          scopes: info.scopes,
          time: info.created_at,
        });
      });
      audit.scheduleIntegration();
      return { key, info };
    },

    async list(tenant?: string): Promise<ApiKeyInfo[]> {
      const rows = await db.all<Omit<ApiKeyInfo, "scopes"> & { scopes: string }>(
        `SELECT id, tenant, name, scopes, rate_limit_per_minute, created_at, revoked_at FROM api_keys
         ${tenant ? "WHERE tenant = ?" : ""} ORDER BY created_at, id`,
        tenant ? [tenant] : [],
      );
      return rows.map((row) => ({ ...row, scopes: row.scopes.split(" ") as Scope[] }));
    },

    /** Returns false when there is no such active key. */
    async revoke(id: string): Promise<boolean> {
      const time = new Date().toISOString();
      return db.transaction(async (tx) => {
        const row = await tx.get<{ tenant: string; scopes: string }>(
          "SELECT tenant, scopes FROM api_keys WHERE id = ? AND revoked_at IS NULL",
          [id],
        );
        if (!row) return false;
        await tx.run("UPDATE api_keys SET revoked_at = ? WHERE id = ?", [time, id]);
        await audit.recordKey(tx, {
          tenant: row.tenant,
          kind: "key_revoked",
          keyId: id,
          scopes: row.scopes.split(" "),
          time,
        });
        audit.scheduleIntegration();
        return true;
      });
    },

    /** The principal of a presented key, or undefined for an unknown, malformed or revoked key. */
    async authenticate(presented: string): Promise<Principal | undefined> {
      const hash = sha256(presented);
      if (localHash && timingSafeEqual(hash, localHash)) {
        return {
          keyId: LOCAL_KEY_ID,
          tenant: "default",
          scopes: new Set(["deidentify", "inspect", "reidentify", "receipts", "admin"]),
          rateLimitPerMinute: null,
        };
      }
      const match = KEY_FORMAT.exec(presented);
      if (!match) return undefined;
      const row = await db.get<{
        tenant: string;
        key_hash: Uint8Array;
        scopes: string;
        rate_limit_per_minute: number | null;
        revoked_at: string | null;
      }>("SELECT tenant, key_hash, scopes, rate_limit_per_minute, revoked_at FROM api_keys WHERE id = ?", [
        match[1]!,
      ]);
      if (!row || row.revoked_at !== null) return undefined;
      const stored = Buffer.from(row.key_hash);
      if (stored.length !== hash.length || !timingSafeEqual(stored, hash)) return undefined;
      return {
        keyId: match[1]!,
        tenant: row.tenant,
        scopes: new Set(row.scopes.split(" ").filter(isScope)),
        rateLimitPerMinute: row.rate_limit_per_minute,
      };
    },
  };
}

export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
