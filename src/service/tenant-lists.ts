import { createHmac, type KeyObject } from "node:crypto";
import { DeidError } from "../errors.ts";
import type { ListMatchers } from "../known-values/document-spans.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "../known-values/known-values.ts";
import type { Database } from "../storage/database.ts";
import type { Cipher } from "../vault/cipher.ts";
import type { AuditPort } from "./audit-port.ts";
import { checkKnownPhi } from "./known-phi.ts";

/**
 * Per-tenant lists, managed by admin keys: the deny list holds typed values that are always PHI
 * (found like `known_phi`), the allow list values that are never PHI (a span the engine or subject
 * memory found inside an allowed value is dropped; the deny list and the caller's `known_phi`
 * still win). Values are stored encrypted and found by a keyed HMAC of their normalised form;
 * every change is audited with those digests only. Each process caches a tenant's matchers with
 * the list's stamp (row count and newest row); every request reads the stamp (one indexed query)
 * and rebuilds on a change, so a change made on any replica applies from the next request.
 */
export const TENANT_LIST_NAMES = ["deny", "allow"] as const;
export type TenantListName = (typeof TENANT_LIST_NAMES)[number];

export interface TenantListValue {
  readonly type?: string;
  readonly value: string;
}

export type TenantListMatchers = ListMatchers;

/** Allowed values are matched on their words, like an organisation's name. */
const ALLOW_TYPE = "ORGANIZATION";

function normalised(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

export function createTenantLists(deps: {
  readonly db: Database;
  readonly cipher: Cipher;
  readonly lookupKey: KeyObject;
  readonly audit: AuditPort;
  readonly matcher: KnownValueOptions;
  readonly now?: () => Date;
}) {
  const cache = new Map<string, { matchers: TenantListMatchers; stamp: string }>();
  const lookupOf = (tenant: string, list: TenantListName, type: string, value: string) =>
    createHmac("sha256", deps.lookupKey)
      .update(`${tenant}\u0000list\u0000${list}\u0000${type}\u0000${normalised(value)}`)
      .digest("hex");
  const aad = (tenant: string, list: string, lookup: string) =>
    `${tenant}\u0000list\u0000${list}\u0000${lookup}`;

  async function values(tenant: string, list?: TenantListName) {
    const rows = await deps.db.all<{
      list: TenantListName;
      type: string;
      lookup: string;
      value_ciphertext: Uint8Array;
      key_id: string;
      created_at: string;
    }>(
      `SELECT list, type, lookup, value_ciphertext, key_id, created_at FROM tenant_list_values
       WHERE tenant = ?${list ? " AND list = ?" : ""} ORDER BY created_at, lookup`,
      list ? [tenant, list] : [tenant],
    );
    return rows.map((row) => ({
      list: row.list,
      type: row.type,
      value: deps.cipher.decrypt(row.value_ciphertext, aad(tenant, row.list, row.lookup), row.key_id),
      created_at: row.created_at,
    }));
  }

  /** Checks entries as sent: deny entries are typed like known_phi; allow entries need only a value. */
  function check(list: TenantListName, entries: unknown): KnownValue[] {
    if (list === "deny") return checkKnownPhi(entries, "/entries");
    const typed = Array.isArray(entries)
      ? entries.map((e) =>
          typeof e === "object" && e !== null && !Array.isArray(e) ? { type: ALLOW_TYPE, ...e } : e,
        )
      : entries;
    const checked = checkKnownPhi(typed, "/entries");
    if (checked.some((e) => e.type !== ALLOW_TYPE)) {
      throw new DeidError("invalid_request", "allow list entries are {value} (no type)", {
        details: [{ path: "/entries", message: "allow entries have no type" }],
      });
    }
    return checked;
  }

  return {
    /** The tenant's matchers; undefined members for empty lists. */
    async matchers(tenant: string): Promise<TenantListMatchers> {
      const row = await deps.db.get<{ n: number; newest: string | null }>(
        "SELECT COUNT(*) AS n, MAX(created_at) AS newest FROM tenant_list_values WHERE tenant = ?",
        [tenant],
      );
      const stamp = `${row?.n ?? 0}\u0000${row?.newest ?? ""}`;
      const cached = cache.get(tenant);
      if (cached && cached.stamp === stamp) return cached.matchers;
      const rows = await values(tenant);
      const build = (list: TenantListName) => {
        const entries = rows.filter((r) => r.list === list) as unknown as KnownValue[];
        return entries.length === 0
          ? undefined
          : new KnownValueMatcher(deps.matcher).add(entries, "known.tenant");
      };
      const matchers = { deny: build("deny"), allow: build("allow") };
      cache.set(tenant, { matchers, stamp });
      return matchers;
    },

    /** The list's values, decrypted (admin only). */
    async list(tenant: string, list: TenantListName) {
      return (await values(tenant, list)).map(({ list: _list, type, value, created_at }) => ({
        ...(list === "deny" ? { type } : {}),
        value,
        created_at,
      }));
    },

    /** Adds or removes entries in one transaction with its audit entry; returns how many changed. */
    async change(input: {
      tenant: string;
      keyId: string;
      list: TenantListName;
      action: "add" | "remove";
      entries: unknown;
    }): Promise<number> {
      const entries = check(input.list, input.entries);
      if (entries.length === 0) return 0;
      const time = (deps.now?.() ?? new Date()).toISOString();
      const lookups = entries.map((e) => lookupOf(input.tenant, input.list, e.type, e.value));
      const changed = await deps.db.transaction(async (tx) => {
        let n = 0;
        for (let i = 0; i < entries.length; i++) {
          const lookup = lookups[i]!;
          const { changes } =
            input.action === "add"
              ? await tx.run(
                  `INSERT INTO tenant_list_values (tenant, list, type, lookup, value_ciphertext, key_id, created_at)
                   VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant, list, lookup) DO NOTHING`,
                  [
                    input.tenant,
                    input.list,
                    entries[i]!.type,
                    lookup,
                    deps.cipher.encrypt(entries[i]!.value, aad(input.tenant, input.list, lookup)),
                    deps.cipher.keyId,
                    time,
                  ],
                )
              : await tx.run("DELETE FROM tenant_list_values WHERE tenant = ? AND list = ? AND lookup = ?", [
                  input.tenant,
                  input.list,
                  lookup,
                ]);
          n += changes;
        }
        await deps.audit.recordTenantList(tx, {
          tenant: input.tenant,
          list: input.list,
          action: input.action,
          keyId: input.keyId,
          valueDigests: lookups,
          time,
        });
        return n;
      });
      deps.audit.scheduleIntegration();
      cache.delete(input.tenant);
      return changed;
    },
  };
}

export type TenantLists = ReturnType<typeof createTenantLists>;
