import type { RowMac } from "../crypto/row-mac.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { keyRowMacFields, LOCAL_KEY_ID } from "./api-key-store.ts";
import type { Scope } from "./scopes.ts";

/** The key id the command line records for its own changes (`clinical-deid lists`). */
export const CLI_KEY_ID = "cli";

/** The scope an entry's act needed (`admin` allows every one); other kinds need none. */
const NEEDED: Readonly<Record<string, Scope>> = { reidentify: "reidentify", tenant_list_changed: "admin" };

/**
 * Whether a log entry's `key_id` names a key the service issued to the entry's tenant (its row
 * authenticates under the row MAC) whose scopes allowed the act, or one of the built-in ids (the
 * local `DEID_API_KEY`, the command line). Integration quarantines an entry naming any other key.
 */
export function issuedKeyCheck(rowMac: RowMac) {
  return async (tx: SqlExecutor, tenant: string, keyId: string, kind: string): Promise<boolean> => {
    if (keyId === LOCAL_KEY_ID || keyId === CLI_KEY_ID) return true;
    const row = await tx.get<Parameters<typeof keyRowMacFields>[0] & { mac: string | null }>(
      "SELECT id, tenant, name, key_hash, scopes, rate_limit_per_minute, created_at, revoked_at, mac FROM api_keys WHERE id = ?",
      [keyId],
    );
    if (
      row === undefined ||
      row.tenant !== tenant ||
      !rowMac.verify("api_keys", keyRowMacFields(row), row.mac)
    )
      return false;
    const scopes = row.scopes.split(" ");
    const needed = NEEDED[kind];
    return needed === undefined || scopes.includes(needed) || scopes.includes("admin");
  };
}
