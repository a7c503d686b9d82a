import type { AuditEntry } from "./entry.ts";
import type { PendingRow } from "./log-tables.ts";

/** A pending row as this process built it: its columns, its MAC and the entry it was made from. */
export interface OwnPendingRow {
  readonly tenant: string;
  readonly documentId: string | null;
  readonly kind: string;
  readonly entry: string;
  readonly mac: string;
  readonly parsed: AuditEntry;
}

/**
 * The pending rows this process queued and has not integrated yet, by MAC, so integration need
 * not check again what it built itself: a stored row whose four columns and MAC are exactly those
 * this process computed has a valid MAC (the same HMAC over the same fields) and a canonical entry
 * of a known kind (built by `entry.ts` from typed fields), and its parsed entry is the one it was
 * built from. Anything else — another replica's rows, a row written or edited in the database, a
 * row forgotten here — is checked in full (`validate-pending.ts`): this only spares work, it never
 * accepts a row the full check would refuse. The time and key checks still run on the entry.
 *
 * Two generations, turned at each integration: a row written during one is still known at the
 * next; rows of rolled-back transactions (never stored) are dropped after two.
 */
export interface OwnPendingRows {
  remember(row: OwnPendingRow): void;
  /** The entry of a stored row this process built exactly as stored, else undefined. */
  take(row: PendingRow): AuditEntry | undefined;
  /** Called as an integration begins. */
  turn(): void;
}

/** More than this many rows remembered (a stalled integration): stop remembering until the next turn. */
const MAX_ROWS = 100_000;

export function ownPendingRows(): OwnPendingRows {
  let current = new Map<string, OwnPendingRow>();
  let previous = new Map<string, OwnPendingRow>();
  return {
    remember(row) {
      if (current.size < MAX_ROWS) current.set(row.mac, row);
    },
    take(row) {
      if (row.mac === null) return undefined;
      const own = current.get(row.mac) ?? previous.get(row.mac);
      if (
        own === undefined ||
        own.tenant !== row.tenant ||
        own.documentId !== row.document_id ||
        own.kind !== row.kind ||
        own.entry !== row.entry
      )
        return undefined;
      current.delete(row.mac);
      previous.delete(row.mac);
      return own.parsed;
    },
    turn() {
      previous = current;
      current = new Map();
    },
  };
}
