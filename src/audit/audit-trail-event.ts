import { parseAuditEntry } from "./parse-entry.ts";

/** One re-identification of a document, as the audit trail lists it. */
export interface AuditTrailEvent {
  readonly log_index: number;
  readonly time: string;
  readonly key_id: string;
  readonly reason: string | null;
  readonly tokens_restored: number;
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
  const { time, key_id, reason, tokens_restored } = parsed.value;
  return { log_index: logIndex, time, key_id, reason, tokens_restored };
}
