import { createHmac, type KeyObject } from "node:crypto";
import { RowIntegrityError } from "../crypto/row-integrity-error.ts";
import type { RowMac } from "../crypto/row-mac.ts";
import { DeidError } from "../errors.ts";
import type { ListMatchers } from "../known-values/document-spans.ts";
import { type KnownValue, KnownValueMatcher, type KnownValueOptions } from "../known-values/known-values.ts";
import type { Database, SqlExecutor } from "../storage/database.ts";
import type { Cipher } from "../vault/cipher.ts";
import type { AuditPort } from "./audit-port.ts";
import { checkKnownPhi } from "./known-phi.ts";
import { listDifference, loggedTenantLists } from "./tenant-list-log.ts";

/**
 * Per-tenant lists, managed by admin keys: the deny list holds typed values that are always PHI
 * (found like `known_phi`), the allow list values that are never PHI (a span the engine or subject
 * memory found inside an allowed value is dropped; the deny list and the caller's `known_phi`
 * still win). Values are stored encrypted and found by a keyed HMAC of their normalised form;
 * every change is audited with those digests only. Each process caches a tenant's matchers with
 * the list's stamp (row count and newest row); every request reads the stamp (one indexed query)
 * and rebuilds on a change, so a change made on any replica applies from the next request. On
 * SQLite the stamp is read only when another connection has committed to the file since (its
 * `data_version`) or this one wrote a list row (`Database.tableVersion`): the query and its wait
 * for the WAL's fsync were a statement per request on the event loop (decision 0011).
 *
 * Every row carries a keyed MAC (crypto/row-mac.ts) and, whenever the rows are read, the set of
 * lookups each list holds must be the one the tenant's audit events add up to
 * (tenant-list-log.ts): a row planted, edited, moved or deleted without the master key, or an old
 * row restored, is refused with a RowIntegrityError (`tenant_list_rows`), never silently used.
 */
export const TENANT_LIST_NAMES = ["deny", "allow"] as const;
export type TenantListName = (typeof TENANT_LIST_NAMES)[number];

export interface TenantListValue {
  readonly type?: string;
  readonly value: string;
}

export type TenantListMatchers = ListMatchers;

// Any constant shared by every replica (with the tenant's hash): one list change per tenant at a time.
const TENANT_LIST_LOCK = 7_214_003;

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
  readonly rowMac: RowMac;
  readonly now?: () => Date;
}) {
  const cache = new Map<
    string,
    { matchers: TenantListMatchers; stamp: string; generation: number; version: string | undefined }
  >();
  // Bumped after each change this process commits: an entry built before it is not trusted unread.
  let generation = 0;
  const lookupOf = (tenant: string, list: TenantListName, type: string, value: string) =>
    createHmac("sha256", deps.lookupKey)
      .update(`${tenant}\u0000list\u0000${list}\u0000${type}\u0000${normalised(value)}`)
      .digest("hex");
  const aad = (tenant: string, list: string, lookup: string) =>
    `${tenant}\u0000list\u0000${list}\u0000${lookup}`;

  const macFields = (row: {
    tenant: string;
    list: string;
    type: string;
    lookup: string;
    value_ciphertext: Uint8Array;
    key_id: string;
    created_at: string;
  }) => [
    row.tenant,
    row.list,
    row.type,
    row.lookup,
    Buffer.from(row.value_ciphertext),
    row.key_id,
    row.created_at,
  ];

  /** Every value of the tenant's lists, each row authenticated and the set checked against the log. */
  async function values(tenant: string) {
    const rows = await deps.db.all<{
      tenant: string;
      list: TenantListName;
      type: string;
      lookup: string;
      value_ciphertext: Uint8Array;
      key_id: string;
      created_at: string;
      mac: string | null;
    }>(
      `SELECT tenant, list, type, lookup, value_ciphertext, key_id, created_at, mac FROM tenant_list_values
       WHERE tenant = ? ORDER BY created_at, lookup`,
      [tenant],
    );
    const fail = (list: string, why: string): never => {
      throw new RowIntegrityError("tenant_list_rows", `tenant ${list} list: ${why}`);
    };
    const decrypted = rows.map((row) => {
      if (row.mac !== null && !deps.rowMac.verify("tenant_list_values", macFields(row), row.mac))
        fail(row.list, "a row fails its MAC (written, edited or moved without the master key)");
      let value = "";
      try {
        value = deps.cipher.decrypt(row.value_ciphertext, aad(tenant, row.list, row.lookup), row.key_id);
      } catch {
        fail(row.list, "a value does not decrypt under its row (edited or moved)");
      }
      // Written before row MACs: the ciphertext binds the value to its tenant, list and lookup,
      // and the lookup binds the type (docs/decisions/0007-row-macs.md).
      if (row.mac === null && lookupOf(tenant, row.list, row.type, value) !== row.lookup)
        fail(row.list, "a row's type was changed");
      return { list: row.list, type: row.type, value, created_at: row.created_at, lookup: row.lookup };
    });
    const logged = await loggedTenantLists(deps.db, deps.rowMac, tenant);
    for (const name of TENANT_LIST_NAMES) {
      const { extra, missing } = listDifference(
        logged.get(name)!,
        decrypted.filter((r) => r.list === name).map((r) => r.lookup),
      );
      if (extra > 0 || missing > 0)
        fail(name, `${missing} logged value(s) missing and ${extra} unlogged value(s) present`);
    }
    return decrypted;
  }

  const insertValue = (tx: SqlExecutor, row: Parameters<typeof macFields>[0]) =>
    tx.run(
      `INSERT INTO tenant_list_values (tenant, list, type, lookup, value_ciphertext, key_id, created_at, mac)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant, list, lookup) DO NOTHING`,
      [
        row.tenant,
        row.list,
        row.type,
        row.lookup,
        row.value_ciphertext,
        row.key_id,
        row.created_at,
        deps.rowMac.mac("tenant_list_values", macFields(row)),
      ],
    );

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
    /**
     * Whether the tenant's lists were empty when last read (false when never read): a hint to act
     * on before `matchers` answers, which a caller must still await and obey.
     */
    lastSeenEmpty(tenant: string): boolean {
      const cached = cache.get(tenant)?.matchers;
      return cached !== undefined && cached.deny === undefined && cached.allow === undefined;
    },

    /** The tenant's matchers; undefined members for empty lists. */
    async matchers(tenant: string): Promise<TenantListMatchers> {
      // On SQLite, while no other connection has committed since the entry was built and this one
      // has written no list row, the rows are those it was built from: no stamp query.
      const built = generation;
      const version = deps.db.tableVersion?.("tenant_list_values");
      const cached = cache.get(tenant);
      if (cached && version !== undefined && cached.version === version && cached.generation === built)
        return cached.matchers;
      const row = await deps.db.get<{ n: number; newest: string | null }>(
        "SELECT COUNT(*) AS n, MAX(created_at) AS newest FROM tenant_list_values WHERE tenant = ?",
        [tenant],
      );
      const stamp = `${row?.n ?? 0}\u0000${row?.newest ?? ""}`;
      if (cached && cached.stamp === stamp) {
        cache.set(tenant, { ...cached, generation: built, version });
        return cached.matchers;
      }
      const rows = await values(tenant);
      const build = (list: TenantListName) => {
        const entries = rows.filter((r) => r.list === list) as unknown as KnownValue[];
        return entries.length === 0
          ? undefined
          : new KnownValueMatcher(deps.matcher).add(entries, "known.tenant");
      };
      const matchers = { deny: build("deny"), allow: build("allow") };
      cache.set(tenant, { matchers, stamp, generation: built, version });
      return matchers;
    },

    /** The list's values, decrypted (admin only). */
    async list(tenant: string, list: TenantListName) {
      return (await values(tenant))
        .filter((row) => row.list === list)
        .map(({ type, value, created_at }) => ({
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
      let changed: number;
      try {
        changed = await deps.db.transaction(async (tx) => {
          // One change of a tenant's lists at a time, so the queue's order is their commit order and
          // the log's events add up to the table (tenant-list-log.ts). SQLite has one writer already.
          if (tx.dialect === "postgres")
            await tx.run("SELECT pg_advisory_xact_lock(?, hashtext(?))", [TENANT_LIST_LOCK, input.tenant]);
          let n = 0;
          for (let i = 0; i < entries.length; i++) {
            const lookup = lookups[i]!;
            const { changes } =
              input.action === "add"
                ? await insertValue(tx, {
                    tenant: input.tenant,
                    list: input.list,
                    type: entries[i]!.type,
                    lookup,
                    value_ciphertext: deps.cipher.encrypt(
                      entries[i]!.value,
                      aad(input.tenant, input.list, lookup),
                    ),
                    key_id: deps.cipher.keyId,
                    created_at: time,
                  })
                : await tx.run(
                    "DELETE FROM tenant_list_values WHERE tenant = ? AND list = ? AND lookup = ?",
                    [input.tenant, input.list, lookup],
                  );
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
      } finally {
        // Even when the outcome is unknown (a commit whose fsync failed): read the rows again.
        generation++;
        cache.delete(input.tenant);
      }
      deps.audit.scheduleIntegration();
      return changed;
    },
  };
}

export type TenantLists = ReturnType<typeof createTenantLists>;
