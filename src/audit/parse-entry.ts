import type { JsonValue } from "./canonical-json.ts";
import { type AuditEntry, ENTRY_VERSION } from "./entry.ts";
import { failure, type Outcome, success } from "./outcome.ts";

type Shape = { readonly [field: string]: (value: unknown) => boolean };

const str = (v: unknown) => typeof v === "string";
const strOrNull = (v: unknown) => v === null || typeof v === "string";
const time = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v);
const count = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const counts = (v: unknown) =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every(count);
const strings = (v: unknown) => Array.isArray(v) && v.every(str);

const SHAPES: { readonly [kind: string]: Shape } = {
  deidentify: {
    tenant: str,
    document_id: str,
    policy: str,
    phi_types: counts,
    engine_version: str,
    time,
    subject_digest: strOrNull,
    input_salt: str,
    input_digest: str,
    output_digest: str,
    vault_digest: str,
    tokens_digest: str,
  },
  // Entries written before vault rows and token maps were bound to the log.
  "legacy-deidentify": {
    tenant: str,
    document_id: str,
    policy: str,
    phi_types: counts,
    engine_version: str,
    time,
    subject_digest: strOrNull,
    input_salt: str,
    input_digest: str,
    output_digest: str,
  },
  reidentify: {
    tenant: str,
    document_id: str,
    key_id: str,
    reason_ref: strOrNull,
    reason_digest: strOrNull,
    tokens_restored: count,
    time,
  },
  // Entries written before reasons left the log.
  "legacy-reidentify": {
    tenant: str,
    document_id: str,
    key_id: str,
    reason: strOrNull,
    tokens_restored: count,
    time,
  },
  key_created: { tenant: str, key_id: str, scopes: strings, time },
  key_revoked: { tenant: str, key_id: str, scopes: strings, time },
  tenant_list_changed: {
    tenant: str,
    list: (v) => v === "deny" || v === "allow",
    action: (v) => v === "add" || v === "remove",
    key_id: str,
    value_digests: strings,
    time,
  },
};

/**
 * Each kind's fields as a list, built once: a page of `GET /audit/events` checks a hundred entries,
 * and walking `Object.entries(shape)` anew for each cost more than parsing the JSON.
 */
const FIELDS: { readonly [kind: string]: readonly (readonly [string, (value: unknown) => boolean])[] } =
  Object.fromEntries(Object.entries(SHAPES).map(([kind, shape]) => [kind, Object.entries(shape)]));

/** Checks that untrusted JSON is an audit entry of a known kind, with exactly its fields. */
export function parseAuditEntry(value: unknown): Outcome<AuditEntry> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return failure("entry is not an object");
  const record = value as { readonly [field: string]: unknown };
  if (record.v !== ENTRY_VERSION) return failure("entry has an unknown version");
  const kind =
    record.kind === "reidentify" && "reason" in record
      ? "legacy-reidentify"
      : record.kind === "deidentify" && !("vault_digest" in record)
        ? "legacy-deidentify"
        : record.kind;
  const fields = typeof kind === "string" && Object.hasOwn(FIELDS, kind) ? FIELDS[kind] : undefined;
  if (!fields) return failure("entry has an unknown kind");
  const shape = SHAPES[kind as string]!;
  // Every field of the shape is required (no check accepts undefined), so with `v` and `kind` an
  // entry has exactly fields + 2 keys; any other key is one too many.
  let keys = 0;
  for (const field in record) {
    if (!Object.hasOwn(record, field)) continue;
    keys++;
    if (field !== "v" && field !== "kind" && !Object.hasOwn(shape, field))
      return failure("entry has an unexpected field");
  }
  for (const [field, valid] of fields) {
    if (!valid(record[field])) return failure(`entry field ${field} is missing or malformed`);
  }
  if (keys !== fields.length + 2) return failure("entry has an unexpected field");
  return success(value as AuditEntry & JsonValue);
}
