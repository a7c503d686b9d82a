import type { AuditLog } from "../audit/audit-log.ts";
import type { AuditTrailEvent } from "../audit/audit-trail-event.ts";
import type { AuditEntry } from "../audit/entry.ts";
import { type EventPosition, entryTimeAt } from "../audit/log-tables.ts";
import { DeidError } from "../errors.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { type AuditTrailView, auditTrailView } from "./audit-reason.ts";
import type { ServiceDeps } from "./service-deps.ts";

export const AUDIT_EVENT_TYPES = [
  "deidentify",
  "reidentify",
  "key_created",
  "key_revoked",
  "tenant_list_changed",
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export interface AuditEventsQuery {
  readonly since?: string | undefined;
  readonly until?: string | undefined;
  readonly type?: AuditEventType | undefined;
  readonly cursor?: string | undefined;
  readonly limit: number;
}

/** One event of the tenant's audit log, as `GET /audit/events` lists it. No PHI: digests and metadata. */
export interface AuditEventView {
  readonly log_index: number;
  readonly type: AuditEventType;
  readonly time: string;
  readonly document_id?: string;
  readonly key_id?: string;
  readonly policy?: string;
  readonly phi_types?: Readonly<Record<string, number>>;
  readonly engine_version?: string;
  readonly tokens_restored?: number;
  readonly reason_recorded?: boolean;
  /** Re-identification reasons: admin keys only. */
  readonly reason?: string | null;
  readonly reason_intact?: boolean;
  readonly scopes?: string[];
  /** Tenant list changes: which list, what was done, how many values (digests stay in the log). */
  readonly list?: "deny" | "allow";
  readonly action?: "add" | "remove";
  readonly values_changed?: number;
}

export interface AuditEventsPage {
  readonly events: AuditEventView[];
  /** Pass as `cursor` for the next (older) page; absent on the last page. */
  readonly next_cursor?: string;
  /** The tenant's events committed but not in the log yet (listed within about 200 ms). */
  readonly pending_events: number;
}

/** Opaque to callers: the (time, log index) of the page's last event, base64url. */
const CURSOR = /^e([A-Za-z0-9_-]{1,80})$/;
const CURSOR_BODY = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\/([0-9]{1,15})$/;
/** The cursor of earlier versions: a log index. */
const LEGACY_CURSOR = /^c([0-9]{1,15})$/;

export function eventCursor(position: EventPosition): string {
  return `e${Buffer.from(`${position.time}/${position.idx}`, "utf8").toString("base64url")}`;
}

function invalidCursor(): DeidError {
  return new DeidError("invalid_request", "cursor is not one this service returned", {
    details: [{ path: "/cursor", message: "invalid cursor" }],
  });
}

async function parseCursor(
  db: SqlExecutor,
  tenant: string,
  cursor: string | undefined,
): Promise<EventPosition | undefined> {
  if (cursor === undefined) return undefined;
  const legacy = LEGACY_CURSOR.exec(cursor);
  if (legacy) {
    const idx = Number(legacy[1]);
    const time = await entryTimeAt(db, tenant, idx);
    if (time === undefined) throw invalidCursor();
    return { time, idx };
  }
  const body = CURSOR.exec(cursor);
  const match = body && CURSOR_BODY.exec(Buffer.from(body[1]!, "base64url").toString("utf8"));
  if (!match) throw invalidCursor();
  return { time: match[1]!, idx: Number(match[2]) };
}

/** An ISO-8601 time as the log stores it (UTC, milliseconds), or a 400 naming the parameter. */
function parseTime(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) {
    throw new DeidError("invalid_request", `${name} must be an ISO-8601 date or time`, {
      details: [{ path: `/${name}`, message: "not an ISO-8601 time" }],
    });
  }
  return new Date(ms).toISOString();
}

/**
 * A page of the tenant's audit events, newest first: "every re-identification last month, by whom
 * and why". Reasons are decrypted (and checked against the log) for admin keys only.
 */
export async function listAuditEvents(
  audit: AuditLog,
  db: SqlExecutor,
  deps: Pick<ServiceDeps, "cipher" | "reasonKey">,
  tenant: string,
  query: AuditEventsQuery,
  withReasons: boolean,
): Promise<AuditEventsPage> {
  const since = parseTime(query.since, "since");
  const until = parseTime(query.until, "until");
  const { rows, pending } = await audit.events(tenant, {
    kind: query.type,
    since,
    until,
    after: await parseCursor(db, tenant, query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  // Re-identification reasons for the whole page at once: one read, not one a row.
  const reidentifications = page.flatMap(({ logIndex, entry }) =>
    entry?.kind === "reidentify" ? [trailEvent(logIndex, entry)] : [],
  );
  const trails = new Map(
    (await auditTrailView(db, deps, tenant, reidentifications, withReasons)).map((t) => [t.log_index, t]),
  );
  const events: AuditEventView[] = [];
  for (const { logIndex, entry } of page) if (entry) events.push(view(logIndex, entry, trails));
  const last = page.at(-1);
  return rows.length > query.limit && last
    ? { events, next_cursor: eventCursor({ time: last.time, idx: last.logIndex }), pending_events: pending }
    : { events, pending_events: pending };
}

function trailEvent(logIndex: number, entry: Extract<AuditEntry, { kind: "reidentify" }>): AuditTrailEvent {
  const reason =
    "reason" in entry
      ? { reason_ref: null, reason_digest: null, legacy_reason: entry.reason }
      : { reason_ref: entry.reason_ref, reason_digest: entry.reason_digest };
  return {
    log_index: logIndex,
    time: entry.time,
    key_id: entry.key_id,
    tokens_restored: entry.tokens_restored,
    ...reason,
  };
}

function view(
  logIndex: number,
  entry: AuditEntry,
  trails: ReadonlyMap<number, AuditTrailView>,
): AuditEventView {
  const base = { log_index: logIndex, type: entry.kind, time: entry.time };
  switch (entry.kind) {
    case "deidentify":
      return {
        ...base,
        document_id: entry.document_id,
        policy: entry.policy,
        phi_types: entry.phi_types,
        engine_version: entry.engine_version,
      };
    case "reidentify": {
      const { log_index: _index, time: _time, ...rest } = trails.get(logIndex)!;
      return { ...base, document_id: entry.document_id, ...rest };
    }
    case "key_created":
    case "key_revoked":
      return { ...base, key_id: entry.key_id, scopes: [...entry.scopes] };
    case "tenant_list_changed":
      return {
        ...base,
        key_id: entry.key_id,
        list: entry.list,
        action: entry.action,
        values_changed: entry.value_digests.length,
      };
  }
}
