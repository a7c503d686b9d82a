import { randomBytes } from "node:crypto";
import type { RowMac } from "../crypto/row-mac.ts";
import type { Database, SqlExecutor } from "../storage/database.ts";

/** The log's own identity (migration 012): what its checkpoint memory is kept under. */
export interface LogIdentity {
  readonly logId: string;
  readonly createdAt: string;
  /** True when it was created for a log that already had entries (first start after upgrading). */
  readonly overExistingLog: boolean;
}

export type LogIdentityState =
  | { readonly ok: true; readonly identity: LogIdentity }
  | { readonly ok: false; readonly reason: "missing" | "mac" };

const TABLE = "audit_log_identity";

interface Row {
  readonly log_id: string;
  readonly created_at: string;
  readonly over_existing_log: number;
  readonly mac: string;
}

const fields = (row: Omit<Row, "mac">) => [row.log_id, row.created_at, Number(row.over_existing_log)];

/** The stored identity, checked against its MAC; never creates one. */
export async function readLogIdentity(db: SqlExecutor, rowMac: RowMac): Promise<LogIdentityState> {
  const row = await db.get<Row>("SELECT log_id, created_at, over_existing_log, mac FROM audit_log_identity");
  if (!row) return { ok: false, reason: "missing" };
  if (!rowMac.verify(TABLE, fields(row), row.mac)) return { ok: false, reason: "mac" };
  return {
    ok: true,
    identity: {
      logId: row.log_id,
      createdAt: row.created_at,
      overExistingLog: Number(row.over_existing_log) === 1,
    },
  };
}

/**
 * The log's identity, created (a random id, MAC'd) the first time the service starts on it. It
 * belongs to the data, so the checkpoint memory finds the log however its location is spelled. An
 * identity created over a log that already has checkpoints is marked: that is the first start
 * after upgrading, or a deleted identity (which `audit verify` and the start-up log report).
 */
export async function establishLogIdentity(
  db: Database,
  rowMac: RowMac,
  now: () => Date = () => new Date(),
): Promise<LogIdentityState> {
  const existing = await readLogIdentity(db, rowMac);
  if (existing.ok || existing.reason === "mac") return existing;
  await db.transaction(async (tx) => {
    const logged = await tx.get("SELECT 1 AS one FROM audit_checkpoints LIMIT 1");
    const row = {
      log_id: randomBytes(16).toString("hex"),
      created_at: now().toISOString(),
      over_existing_log: logged ? 1 : 0,
    };
    // Replicas starting together: the first insert wins and every one reads it back.
    await tx.run(
      `INSERT INTO audit_log_identity (singleton, log_id, created_at, over_existing_log, mac)
       VALUES (1, ?, ?, ?, ?) ON CONFLICT (singleton) DO NOTHING`,
      [row.log_id, row.created_at, row.over_existing_log, rowMac.mac(TABLE, fields(row))],
    );
  });
  return readLogIdentity(db, rowMac);
}
