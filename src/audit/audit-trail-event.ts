import { parseAuditEntry } from "./parse-entry.ts";

/** One re-identification of a document, as the log records it. */
export interface AuditTrailEvent {
  readonly log_index: number;
  readonly time: string;
  readonly key_id: string;
  readonly tokens_restored: number;
  /** Where the encrypted reason is and its keyed MAC (null without a reason, or for a legacy entry). */
  readonly reason_ref: string | null;
  readonly reason_digest: string | null;
  /** A legacy entry's reason, logged in plain text (scrubbed) before reasons left the log. */
  readonly legacy_reason?: string | null;
}

/** The event for a stored re-identification entry, or undefined if the row is not one. */
export function toAuditTrailEvent(logIndex: number, text: string): AuditTrailEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = parseAuditEntry(value);
  if (!parsed.ok || parsed.value.kind !== "reidentify") return undefined;
  const entry = parsed.value;
  const base = {
    log_index: logIndex,
    time: entry.time,
    key_id: entry.key_id,
    tokens_restored: entry.tokens_restored,
  };
  if ("reason" in entry)
    return { ...base, reason_ref: null, reason_digest: null, legacy_reason: entry.reason };
  return { ...base, reason_ref: entry.reason_ref, reason_digest: entry.reason_digest };
}
