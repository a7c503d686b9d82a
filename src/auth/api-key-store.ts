import { hash, randomBytes, timingSafeEqual } from "node:crypto";
import { RowIntegrityError } from "../crypto/row-integrity-error.ts";
import type { RowMac } from "../crypto/row-mac.ts";
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

const sha256 = (value: string) => hash("sha256", value, "buffer");

export const LOCAL_KEY_ID = "local";
/** The configured key's principal: every scope, tenant "default", no rate limit of its own. */
const localPrincipal = (): Principal => ({
  keyId: LOCAL_KEY_ID,
  tenant: "default",
  scopes: new Set(["deidentify", "inspect", "reidentify", "receipts", "admin"]),
  rateLimitPerMinute: null,
});

interface KeyRow {
  readonly id: string;
  readonly tenant: string;
  readonly name: string;
  readonly key_hash: Uint8Array;
  readonly scopes: string;
  readonly rate_limit_per_minute: number | null;
  readonly created_at: string;
  readonly revoked_at: string | null;
  readonly mac: string | null;
}

/** Every column a key row's MAC covers, in order. */
export function keyRowMacFields(row: Omit<KeyRow, "mac">) {
  return [
    row.id,
    row.tenant,
    row.name,
    Buffer.from(row.key_hash),
    row.scopes,
    row.rate_limit_per_minute === null ? null : Number(row.rate_limit_per_minute),
    row.created_at,
    row.revoked_at,
  ];
}

/** API keys: created and printed once, stored hashed, scoped, per tenant, revocable. */
export function createApiKeyStore(
  db: Database,
  audit: AuditPort,
  localKey: string | undefined,
  rowMac: RowMac,
) {
  const localHash = localKey === undefined ? undefined : sha256(localKey);
  const macOf = (row: Omit<KeyRow, "mac">) => rowMac.mac("api_keys", keyRowMacFields(row));
  // The key ids each tenant's integrated log revoked, read up to `through` (revocation is forever,
  // so the set only grows): a request reads new revocations only when the log has some.
  const revoked = new Map<string, { through: number; ids: Set<string> }>();
  async function revokedInLog(tenant: string, last: number | string | null): Promise<ReadonlySet<string>> {
    const known = revoked.get(tenant) ?? { through: -1, ids: new Set<string>() };
    revoked.set(tenant, known);
    if (last === null || Number(last) <= known.through) return known.ids;
    const rows = await db.all<{ idx: number; entry: string }>(
      "SELECT idx, entry FROM audit_entries WHERE tenant = ? AND kind = 'key_revoked' AND idx > ? ORDER BY idx",
      [tenant, known.through],
    );
    for (const r of rows) {
      try {
        const id = (JSON.parse(r.entry) as { key_id?: unknown }).key_id;
        if (typeof id === "string") known.ids.add(id);
      } catch {
        // not an entry: `audit verify` names it
      }
      known.through = Math.max(known.through, Number(r.idx));
    }
    return known.ids;
  }

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
      const row = {
        id,
        tenant: info.tenant,
        name: info.name,
        key_hash: sha256(key),
        scopes: info.scopes.join(" "),
        rate_limit_per_minute: rate,
        created_at: info.created_at,
        revoked_at: null,
      };
      await db.transaction(async (tx) => {
        await tx.run(
          "INSERT INTO api_keys (id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at, mac) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          [id, row.tenant, row.name, row.key_hash, row.scopes, rate, row.created_at, macOf(row)],
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

    /** Every key (of a tenant); `intact` is false for a row that fails its MAC or predates MACs. */
    async list(tenant?: string): Promise<(ApiKeyInfo & { readonly intact: boolean })[]> {
      const rows = await db.all<KeyRow>(
        `SELECT id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at, revoked_at, mac FROM api_keys
         ${tenant ? "WHERE tenant = ?" : ""} ORDER BY created_at, id`,
        tenant ? [tenant] : [],
      );
      return rows.map(({ key_hash: _hash, mac, ...row }) => ({
        ...row,
        scopes: row.scopes.split(" ") as Scope[],
        intact: rowMac.verify("api_keys", keyRowMacFields({ ...row, key_hash: _hash }), mac),
      }));
    },

    /** Returns false when there is no such active key. */
    async revoke(id: string): Promise<boolean> {
      const time = new Date().toISOString();
      return db.transaction(async (tx) => {
        const row = await tx.get<KeyRow>(
          "SELECT id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at, revoked_at, mac FROM api_keys WHERE id = ? AND revoked_at IS NULL",
          [id],
        );
        if (!row) return false;
        // Revoking is always allowed, even a row that fails its MAC: it only takes rights away.
        await tx.run("UPDATE api_keys SET revoked_at = ?, mac = ? WHERE id = ?", [
          time,
          macOf({ ...row, revoked_at: time }),
          id,
        ]);
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

    /**
     * The configured key's principal (`DEID_API_KEY`) when `presented` is that key, else undefined:
     * no database, no promise (the authentication hook's path for it).
     */
    localPrincipal(presented: string): Principal | undefined {
      return localHash && timingSafeEqual(sha256(presented), localHash) ? localPrincipal() : undefined;
    },

    /** The principal of a presented key, or undefined for an unknown, malformed or revoked key. */
    async authenticate(presented: string): Promise<Principal | undefined> {
      const digest = sha256(presented);
      if (localHash && timingSafeEqual(digest, localHash)) return localPrincipal();
      const match = KEY_FORMAT.exec(presented);
      if (!match) return undefined;
      // One round trip: the row, and the newest revocation the log holds for its tenant (an index
      // lookup on (tenant, kind, idx)). Revocations are read only when that moved.
      const row = await db.get<KeyRow & { last_revocation: number | string | null }>(
        `SELECT k.id, k.tenant, k.name, k.key_hash, k.scopes, k.rate_limit_per_minute, k.created_at, k.revoked_at, k.mac,
           (SELECT MAX(e.idx) FROM audit_entries e WHERE e.tenant = k.tenant AND e.kind = 'key_revoked') AS last_revocation
         FROM api_keys k WHERE k.id = ?`,
        [match[1]!],
      );
      if (!row || row.revoked_at !== null) return undefined;
      const stored = Buffer.from(row.key_hash);
      if (stored.length !== digest.length || !timingSafeEqual(stored, digest)) return undefined;
      // Only the holder of the key's secret gets this far: it learns its row was tampered with.
      if (!rowMac.verify("api_keys", keyRowMacFields(row), row.mac)) {
        throw new RowIntegrityError(
          "api_key_rows",
          row.mac === null
            ? `API key ${row.id} predates row MACs and is not accepted; issue a new key (docs/decisions/0007-row-macs.md)`
            : `API key ${row.id}: its row fails its MAC (written or edited without the master key)`,
        );
      }
      // A row restored from before its revocation (its old MAC still valid) is refused.
      if ((await revokedInLog(row.tenant, row.last_revocation)).has(row.id))
        throw new RowIntegrityError(
          "api_key_rows",
          `API key ${row.id}: the audit log revoked it but its row says active`,
        );
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
