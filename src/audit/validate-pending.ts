import type { RowMac } from "../crypto/row-mac.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { type AuditEntry, entryDocumentId, entryText } from "./entry.ts";
import type { PendingRow } from "./log-tables.ts";
import type { OwnPendingRows } from "./own-pending.ts";
import { parseAuditEntry } from "./parse-entry.ts";
import { pendingMacIsValid } from "./pending-mac.ts";

/** Why a pending entry was quarantined instead of signed. */
export const PENDING_FAILURES = ["mac", "schema", "key", "future_time"] as const;
export type PendingFailure = (typeof PENDING_FAILURES)[number];

/**
 * True when `keyId` names a key of `tenant` the service issued (its row authenticates) with a scope
 * that allows an entry of `kind`, or a built-in key.
 */
export type KeyCheck = (tx: SqlExecutor, tenant: string, keyId: string, kind: string) => Promise<boolean>;

export interface PendingValidation {
  readonly rowMac: RowMac;
  readonly now: () => Date;
  readonly keyCheck?: KeyCheck | undefined;
  /** How far in the future an entry's time may be (clock skew between replicas); default 5 minutes. */
  readonly maxSkewMs?: number;
  /**
   * Rows this process built: one stored exactly as built needs no MAC or schema check again
   * (`own-pending.ts`); its time and key are still checked.
   */
  readonly own?: OwnPendingRows | undefined;
}

const DEFAULT_SKEW_MS = 5 * 60_000;

/**
 * Checks each pending row before it is signed: its MAC (written by the service), its schema (a
 * canonical entry of a known kind whose row columns agree with it), its key (an issued key of the
 * entry's tenant) and its time (not in the future). Returns the rows to sign and the rest, each
 * with the first check it failed. Never throws on a row's content.
 */
/** A row that passed every check, with its entry as parsed (or as this process built it). */
export type ValidPendingRow = PendingRow & { readonly parsed: AuditEntry };

export async function validatePending(
  tx: SqlExecutor,
  rows: readonly PendingRow[],
  options: PendingValidation,
): Promise<{ valid: ValidPendingRow[]; bad: (PendingRow & { failure: PendingFailure })[] }> {
  const valid: ValidPendingRow[] = [];
  const bad: (PendingRow & { failure: PendingFailure })[] = [];
  const latest = options.now().getTime() + (options.maxSkewMs ?? DEFAULT_SKEW_MS);
  const keys = new Map<string, boolean>();
  for (const row of rows) {
    const entry = authentic(row);
    if (typeof entry === "string") {
      bad.push({ ...row, failure: entry });
      continue;
    }
    const failure = await check(entry);
    if (failure) bad.push({ ...row, failure });
    else valid.push({ ...row, parsed: entry });
  }
  return { valid, bad };

  /** The row's entry once its MAC and schema hold, else the first of them that fails. */
  function authentic(row: PendingRow): AuditEntry | "mac" | "schema" {
    const own = options.own?.take(row);
    if (own !== undefined) return own;
    if (!pendingMacIsValid(options.rowMac, row)) return "mac";
    let parsed: ReturnType<typeof parseAuditEntry>;
    try {
      parsed = parseAuditEntry(JSON.parse(row.entry));
    } catch {
      return "schema";
    }
    if (!parsed.ok) return "schema";
    const entry = parsed.value;
    if (
      entryText(entry) !== row.entry ||
      entry.tenant !== row.tenant ||
      entry.kind !== row.kind ||
      entryDocumentId(entry) !== row.document_id
    )
      return "schema";
    return entry;
  }

  /** The time and key checks of an authentic entry. */
  async function check(entry: AuditEntry): Promise<PendingFailure | undefined> {
    const time = Date.parse(entry.time);
    if (!Number.isFinite(time) || time > latest) return "future_time";
    if ("key_id" in entry && options.keyCheck) {
      const id = `${entry.tenant}\u0000${entry.key_id}\u0000${entry.kind}`;
      let known = keys.get(id);
      if (known === undefined) {
        known = await options.keyCheck(tx, entry.tenant, entry.key_id, entry.kind);
        keys.set(id, known);
      }
      if (!known) return "key";
    }
    return undefined;
  }
}
