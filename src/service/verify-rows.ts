import { pendingMacIsValid } from "../audit/pending-mac.ts";
import type { LogProblem } from "../audit/verify-log.ts";
import { keyRowMacFields } from "../auth/api-key-store.ts";
import { RowIntegrityError } from "../crypto/row-integrity-error.ts";
import type { RowMac } from "../crypto/row-mac.ts";
import type { SqlExecutor } from "../storage/database.ts";
import type { TenantLists } from "./tenant-lists.ts";

interface EventRow {
  readonly src: number;
  readonly tenant: string;
  readonly document_id: string | null;
  readonly kind: string;
  readonly entry: string;
  readonly mac: string | null;
}

/** Key events of the integrated log and of the queue (queued rows only when they authenticate). */
async function keyEvents(db: SqlExecutor, rowMac: RowMac) {
  const rows = await db.all<EventRow>(
    `SELECT 0 AS src, idx AS ord, tenant, document_id, kind, entry, NULL AS mac FROM audit_entries
       WHERE kind IN ('key_created', 'key_revoked')
     UNION ALL
     SELECT 1 AS src, seq AS ord, tenant, document_id, kind, entry, mac FROM audit_pending
       WHERE kind IN ('key_created', 'key_revoked')
     ORDER BY src, ord`,
  );
  const created = new Map<string, { tenant: string; scopes: string }>();
  const revoked = new Set<string>();
  for (const row of rows) {
    if (Number(row.src) === 1 && !pendingMacIsValid(rowMac, row)) continue;
    let event: { key_id?: unknown; scopes?: unknown };
    try {
      event = JSON.parse(row.entry) as typeof event;
    } catch {
      continue; // `entries` names it
    }
    if (typeof event.key_id !== "string") continue;
    if (row.kind === "key_revoked") revoked.add(event.key_id);
    else if (!created.has(event.key_id))
      created.set(event.key_id, {
        tenant: row.tenant,
        scopes: Array.isArray(event.scopes) ? [...event.scopes].sort().join(" ") : "",
      });
  }
  return { created, revoked };
}

/**
 * The rows the service acts on, for `audit verify`: every API key row authenticates and agrees
 * with its log events (created for this tenant with these scopes; revoked exactly when the log
 * revoked it; no logged key without its row), every tenant's lists authenticate and add up to
 * their events, and no pending entry was forged or quarantined.
 */
export async function verifyRows(deps: {
  readonly db: SqlExecutor;
  readonly rowMac: RowMac;
  readonly tenantLists: TenantLists | undefined;
}): Promise<LogProblem[]> {
  const { db, rowMac } = deps;
  const problems: LogProblem[] = [];

  const { created, revoked } = await keyEvents(db, rowMac);
  const keys = await db.all<Parameters<typeof keyRowMacFields>[0] & { mac: string | null }>(
    "SELECT id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at, revoked_at, mac FROM api_keys ORDER BY id",
  );
  for (const key of keys) {
    const at = `api key ${key.id}`;
    const fail = (reason: string) => problems.push({ check: "api_key_rows", at, reason });
    if (key.mac === null) fail("the row predates row MACs: it is refused until the key is reissued");
    else if (!rowMac.verify("api_keys", keyRowMacFields(key), key.mac))
      fail("the row fails its MAC (written, edited or moved without the master key)");
    const event = created.get(key.id);
    if (!event) fail("no key_created event in the log");
    else if (event.tenant !== key.tenant || event.scopes !== key.scopes.split(" ").sort().join(" "))
      fail("its tenant or scopes differ from its key_created event");
    if (revoked.has(key.id) && key.revoked_at === null) fail("the log revoked it but the row says active");
    if (!revoked.has(key.id) && key.revoked_at !== null) fail("revoked in the row but not in the log");
    created.delete(key.id);
  }
  for (const id of created.keys())
    problems.push({ check: "api_key_rows", at: `api key ${id}`, reason: "a logged key whose row is gone" });

  if (deps.tenantLists) {
    const tenants = await db.all<{ tenant: string }>(
      `SELECT tenant FROM tenant_list_values
       UNION SELECT tenant FROM audit_entries WHERE document_id IS NULL AND kind = 'tenant_list_changed'
       UNION SELECT tenant FROM audit_pending WHERE kind = 'tenant_list_changed'
       ORDER BY tenant`,
    );
    for (const { tenant } of tenants) {
      try {
        await deps.tenantLists.list(tenant, "deny");
      } catch (error) {
        problems.push({
          check: "tenant_list_rows",
          at: `tenant ${tenant}`,
          reason:
            error instanceof RowIntegrityError
              ? error.message
              : "a list value does not decrypt under its row",
        });
      }
    }
  }

  const pending = await db.all<EventRow & { seq: number }>(
    "SELECT seq, tenant, document_id, kind, entry, mac FROM audit_pending ORDER BY seq",
  );
  for (const row of pending)
    if (!pendingMacIsValid(rowMac, row))
      problems.push({
        check: "pending_entries",
        at: `pending ${row.seq}`,
        reason: "a queued entry fails its MAC (it will be quarantined, never signed)",
      });
  const quarantined = await db.all<{ id: number; failure: string; quarantined_at: string }>(
    "SELECT id, failure, quarantined_at FROM audit_quarantine ORDER BY id",
  );
  for (const row of quarantined)
    problems.push({
      check: "pending_entries",
      at: `quarantine ${row.id}`,
      reason: `a queued entry failed its ${row.failure} check at integration (${row.quarantined_at}) and was not signed`,
    });
  return problems;
}
