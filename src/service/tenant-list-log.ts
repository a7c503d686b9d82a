import { pendingMacIsValid } from "../audit/pending-mac.ts";
import type { RowMac } from "../crypto/row-mac.ts";
import type { SqlExecutor } from "../storage/database.ts";

/** A tenant's deny and allow lists as the audit log says they are: the lookups of each. */
export type LoggedLists = Map<"deny" | "allow", Set<string>>;

/**
 * Replays a tenant's `tenant_list_changed` events (the integrated log in index order, then the
 * queue in commit order, in one statement so both come from one snapshot) into the set of lookups
 * each list must hold. Adds and removes are set operations, as the table's are (an add of a
 * present value and a remove of an absent one change nothing). Queued rows that fail their MAC
 * are skipped: they were never written by the service (integration quarantines them).
 */
export async function loggedTenantLists(
  db: SqlExecutor,
  rowMac: RowMac,
  tenant: string,
): Promise<LoggedLists> {
  const rows = await db.all<{
    src: number;
    tenant: string;
    document_id: string | null;
    kind: string;
    entry: string;
    mac: string | null;
  }>(
    `SELECT 0 AS src, idx AS ord, tenant, document_id, kind, entry, NULL AS mac FROM audit_entries
       WHERE tenant = ? AND document_id IS NULL AND kind = 'tenant_list_changed'
     UNION ALL
     SELECT 1 AS src, seq AS ord, tenant, document_id, kind, entry, mac FROM audit_pending
       WHERE tenant = ? AND kind = 'tenant_list_changed'
     ORDER BY src, ord`,
    [tenant, tenant],
  );
  const lists: LoggedLists = new Map([
    ["deny", new Set()],
    ["allow", new Set()],
  ]);
  for (const row of rows) {
    if (Number(row.src) === 1 && !pendingMacIsValid(rowMac, row)) continue;
    let event: { list?: unknown; action?: unknown; value_digests?: unknown };
    try {
      event = JSON.parse(row.entry) as typeof event;
    } catch {
      continue; // not an entry: `audit verify` names it
    }
    const set = lists.get(event.list as "deny" | "allow");
    if (!set || !Array.isArray(event.value_digests)) continue;
    for (const digest of event.value_digests) {
      if (typeof digest !== "string") continue;
      if (event.action === "add") set.add(digest);
      else if (event.action === "remove") set.delete(digest);
    }
  }
  return lists;
}

/** Lookups the table holds that the log does not, and the other way round (for messages: counts). */
export function listDifference(
  logged: ReadonlySet<string>,
  stored: readonly string[],
): { readonly extra: number; readonly missing: number } {
  const storedSet = new Set(stored);
  let extra = 0;
  for (const lookup of storedSet) if (!logged.has(lookup)) extra++;
  let missing = 0;
  for (const lookup of logged) if (!storedSet.has(lookup)) missing++;
  return { extra, missing };
}
