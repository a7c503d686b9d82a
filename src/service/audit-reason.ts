import { createHmac, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import type { AuditTrailEvent } from "../audit/audit-trail-event.ts";
import type { SqlExecutor } from "../storage/database.ts";
import type { Cipher } from "../vault/cipher.ts";

/**
 * Re-identification reasons are free text, so they may hold PHI the engine misses. They are stored
 * encrypted like vault values (`audit_reasons`), and the log entry carries only the row's random
 * reference and a keyed MAC of the reason: the log holds no reason, and an edited, swapped or
 * deleted reason row no longer matches its entry.
 */
export interface StoredReason {
  readonly reasonRef: string;
  readonly reasonDigest: string;
}

const reasonAad = (tenant: string, ref: string) => `${tenant}\u0000reason\u0000${ref}`;

export function reasonDigest(key: KeyObject, tenant: string, ref: string, reason: string): string {
  return createHmac("sha256", key).update(`${tenant}\u0000${ref}\u0000`).update(reason).digest("hex");
}

/** Encrypts and stores a reason inside the caller's transaction; returns what the log entry records. */
export async function storeReason(
  tx: SqlExecutor,
  deps: { readonly cipher: Cipher; readonly reasonKey: KeyObject },
  tenant: string,
  reason: string,
  time: string,
): Promise<StoredReason> {
  const reasonRef = `rsn_${randomBytes(16).toString("hex")}`;
  await tx.run(
    "INSERT INTO audit_reasons (tenant, reason_ref, reason_ciphertext, key_id, created_at) VALUES (?, ?, ?, ?, ?)",
    [tenant, reasonRef, deps.cipher.encrypt(reason, reasonAad(tenant, reasonRef)), deps.cipher.keyId, time],
  );
  return { reasonRef, reasonDigest: reasonDigest(deps.reasonKey, tenant, reasonRef, reason) };
}

/** A re-identification event as `GET /documents/{id}/audit` serves it. */
export interface AuditTrailView {
  readonly log_index: number;
  readonly time: string;
  readonly key_id: string;
  readonly tokens_restored: number;
  /** Whether a reason was given. */
  readonly reason_recorded: boolean;
  /** The reason, for admin-scoped keys only (null otherwise, or when it cannot be trusted). */
  readonly reason: string | null;
  /** For admin keys: false when the stored reason is missing or does not match the log entry. */
  readonly reason_intact?: boolean;
}

/**
 * Turns logged events into the trail: reasons decrypted and checked against their entry's MAC for
 * admin keys, withheld for other keys.
 */
export async function auditTrailView(
  db: SqlExecutor,
  deps: { readonly cipher: Cipher; readonly reasonKey: KeyObject },
  tenant: string,
  events: readonly AuditTrailEvent[],
  withReasons: boolean,
  /** Where the rows are read (a reader that already read them, e.g. to verify the events). */
  reader: ReasonReader = reasonReader(db, tenant),
): Promise<AuditTrailView[]> {
  const refs = withReasons
    ? events.flatMap((e) => (e.legacy_reason === undefined && e.reason_ref !== null ? [e.reason_ref] : []))
    : [];
  const stored = await reader.rows(refs);
  const views: AuditTrailView[] = [];
  for (const event of events) {
    const base = {
      log_index: event.log_index,
      time: event.time,
      key_id: event.key_id,
      tokens_restored: event.tokens_restored,
    };
    const legacy = event.legacy_reason !== undefined;
    const recorded = legacy ? event.legacy_reason !== null : event.reason_ref !== null;
    if (!withReasons || !recorded) {
      views.push({ ...base, reason_recorded: recorded, reason: null });
      continue;
    }
    if (legacy) {
      views.push({
        ...base,
        reason_recorded: true,
        reason: event.legacy_reason ?? null,
        reason_intact: true,
      });
      continue;
    }
    const reason = openReason(
      deps,
      tenant,
      event.reason_ref!,
      event.reason_digest,
      stored.get(event.reason_ref!),
    );
    views.push({ ...base, reason_recorded: true, reason, reason_intact: reason !== null });
  }
  return views;
}

export interface ReasonRow {
  readonly reason_ref: string;
  readonly reason_ciphertext: Uint8Array;
  readonly key_id: string;
}

/** The reason rows of `refs`, a bounded number of placeholders at a time. */
async function reasonRows(
  db: SqlExecutor,
  tenant: string,
  refs: readonly string[],
): Promise<Map<string, ReasonRow>> {
  const rows = new Map<string, ReasonRow>();
  const unique = [...new Set(refs)];
  for (let i = 0; i < unique.length; i += 400) {
    const chunk = unique.slice(i, i + 400);
    for (const row of await db.all<ReasonRow>(
      `SELECT reason_ref, reason_ciphertext, key_id FROM audit_reasons WHERE tenant = ? AND reason_ref IN (${chunk.map(() => "?").join(", ")})`,
      [tenant, ...chunk],
    ))
      rows.set(row.reason_ref, row);
  }
  return rows;
}

/** The reason a row holds, if it decrypts and matches the entry's keyed MAC; else null. */
function openReason(
  deps: { readonly cipher: Cipher; readonly reasonKey: KeyObject },
  tenant: string,
  ref: string,
  digest: string | null,
  row: ReasonRow | undefined,
): string | null {
  if (!row || digest === null) return null;
  let reason: string;
  try {
    reason = deps.cipher.decrypt(row.reason_ciphertext, reasonAad(tenant, ref), row.key_id);
  } catch {
    return null;
  }
  const expected = Buffer.from(digest, "hex");
  const actual = Buffer.from(reasonDigest(deps.reasonKey, tenant, ref, reason), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? reason : null;
}

/** A tenant's reason rows, each read once: refs asked for in one turn are read in one statement. */
export interface ReasonReader {
  rows(refs: readonly string[]): Promise<Map<string, ReasonRow>>;
  /** Whether the row `ref` exists, decrypts and matches the entry's keyed MAC. */
  matches(
    deps: { readonly cipher: Cipher; readonly reasonKey: KeyObject },
    ref: string,
    digest: string | null,
  ): Promise<boolean>;
}

export function reasonReader(db: SqlExecutor, tenant: string): ReasonReader {
  const read = new Map<string, Promise<ReasonRow | undefined>>();
  let next: { refs: string[]; rows: Promise<Map<string, ReasonRow>> } | undefined;
  const row = (ref: string) => {
    let found = read.get(ref);
    if (found === undefined) {
      if (next === undefined) {
        const refs: string[] = [];
        // Read after this turn's synchronous asks: a page's events are verified in one map.
        const rows = Promise.resolve().then(() => {
          next = undefined;
          return reasonRows(db, tenant, refs);
        });
        next = { refs, rows };
      }
      next.refs.push(ref);
      found = next.rows.then((rows) => rows.get(ref));
      read.set(ref, found);
    }
    return found;
  };
  return {
    async rows(refs) {
      const found = await Promise.all(refs.map(row));
      const rows = new Map<string, ReasonRow>();
      refs.forEach((ref, i) => {
        const stored = found[i];
        if (stored) rows.set(ref, stored);
      });
      return rows;
    },
    async matches(deps, ref, digest) {
      return openReason(deps, tenant, ref, digest, await row(ref)) !== null;
    },
  };
}

export async function readReason(
  db: SqlExecutor,
  deps: { readonly cipher: Cipher; readonly reasonKey: KeyObject },
  tenant: string,
  ref: string,
  digest: string | null,
): Promise<string | null> {
  return openReason(deps, tenant, ref, digest, (await reasonRows(db, tenant, [ref])).get(ref));
}
