import { canonicalJson, canonicalJsonBytes, type JsonValue } from "./canonical-json.ts";
import { leafHash } from "./merkle-hash.ts";

/**
 * Log entries. None holds PHI: the input and subject appear only as digests, the output as its
 * SHA-256, and the rest is metadata. Builders are deterministic, so the service can recompute a
 * document's entry from its stored row and compare bytes.
 */
export const ENTRY_VERSION = 1;

/**
 * A de-identification. `vault_digest` commits to the vault rows the document inserted and
 * `tokens_digest` to its stored token map (migration 009), so neither can change unseen.
 */
export interface DeidentifyEntry extends LegacyDeidentifyEntry {
  readonly vault_digest: string;
  readonly tokens_digest: string;
}

/** A de-identification logged before vault rows and token maps were bound to the log. */
export interface LegacyDeidentifyEntry {
  readonly v: typeof ENTRY_VERSION;
  readonly kind: "deidentify";
  readonly tenant: string;
  readonly document_id: string;
  readonly policy: string;
  readonly phi_types: { readonly [type: string]: number };
  readonly engine_version: string;
  readonly time: string;
  readonly subject_digest: string | null;
  readonly input_salt: string;
  readonly input_digest: string;
  readonly output_digest: string;
}

/**
 * A re-identification. The reason itself is kept encrypted outside the log (`audit_reasons`); the
 * entry names its row (`reason_ref`) and commits to it with a keyed MAC (`reason_digest`), both null
 * when no reason was given.
 */
export interface ReidentifyEntry {
  readonly v: typeof ENTRY_VERSION;
  readonly kind: "reidentify";
  readonly tenant: string;
  readonly document_id: string;
  readonly key_id: string;
  readonly reason_ref: string | null;
  readonly reason_digest: string | null;
  readonly tokens_restored: number;
  readonly time: string;
}

/** A re-identification logged before reasons left the log: the (scrubbed) reason in plain text. */
export interface LegacyReidentifyEntry {
  readonly v: typeof ENTRY_VERSION;
  readonly kind: "reidentify";
  readonly tenant: string;
  readonly document_id: string;
  readonly key_id: string;
  readonly reason: string | null;
  readonly tokens_restored: number;
  readonly time: string;
}

export interface KeyEntry {
  readonly v: typeof ENTRY_VERSION;
  readonly kind: "key_created" | "key_revoked";
  readonly tenant: string;
  readonly key_id: string;
  readonly scopes: readonly string[];
  readonly time: string;
}

/**
 * A change to a tenant's deny or allow list. The values appear only as their keyed lookup digests
 * (HMAC of tenant, list, type and normalised value), sorted: no dictionary of names can be tried
 * against the log without the service's key.
 */
export interface TenantListEntry {
  readonly v: typeof ENTRY_VERSION;
  readonly kind: "tenant_list_changed";
  readonly tenant: string;
  readonly list: "deny" | "allow";
  readonly action: "add" | "remove";
  readonly key_id: string;
  readonly value_digests: readonly string[];
  readonly time: string;
}

export type AuditEntry =
  | DeidentifyEntry
  | LegacyDeidentifyEntry
  | ReidentifyEntry
  | LegacyReidentifyEntry
  | KeyEntry
  | TenantListEntry;
export type AuditEntryKind = AuditEntry["kind"];

/** ISO-8601 UTC with milliseconds, as Date.prototype.toISOString writes it. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function entryTime(time: Date | string): string {
  const text = typeof time === "string" ? time : time.toISOString();
  if (!ISO_TIME.test(text) || Number.isNaN(Date.parse(text))) {
    throw new RangeError("entry time must be ISO-8601 UTC with milliseconds");
  }
  return text;
}

function count(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer`);
  return value;
}

export interface DeidentifyEntryFields {
  readonly tenant: string;
  readonly documentId: string;
  readonly policy: string;
  readonly phiTypes: { readonly [type: string]: number };
  readonly engineVersion: string;
  readonly time: Date | string;
  readonly subjectDigest: string | null;
  readonly inputSalt: string;
  readonly inputDigest: string;
  readonly outputDigest: string;
  /** Both or neither: a document stored before migration 009 has neither (a legacy entry). */
  readonly vaultDigest?: string | null;
  readonly tokensDigest?: string | null;
}

export function deidentifyEntry(fields: DeidentifyEntryFields): DeidentifyEntry | LegacyDeidentifyEntry {
  const phiTypes: Record<string, number> = {};
  for (const [type, n] of Object.entries(fields.phiTypes)) phiTypes[type] = count(n, "a PHI type count");
  const { vaultDigest, tokensDigest } = fields;
  const bound = vaultDigest != null || tokensDigest != null;
  if (bound && (vaultDigest == null || tokensDigest == null))
    throw new RangeError("vault and tokens digests come together");
  const legacy: LegacyDeidentifyEntry = {
    v: ENTRY_VERSION,
    kind: "deidentify",
    tenant: fields.tenant,
    document_id: fields.documentId,
    policy: fields.policy,
    phi_types: phiTypes,
    engine_version: fields.engineVersion,
    time: entryTime(fields.time),
    subject_digest: fields.subjectDigest,
    input_salt: fields.inputSalt,
    input_digest: fields.inputDigest,
    output_digest: fields.outputDigest,
  };
  return bound ? { ...legacy, vault_digest: vaultDigest!, tokens_digest: tokensDigest! } : legacy;
}

export interface ReidentifyEntryFields {
  readonly tenant: string;
  readonly documentId: string;
  readonly keyId: string;
  readonly reasonRef: string | null;
  readonly reasonDigest: string | null;
  readonly tokensRestored: number;
  readonly time: Date | string;
}

export function reidentifyEntry(fields: ReidentifyEntryFields): ReidentifyEntry {
  return {
    v: ENTRY_VERSION,
    kind: "reidentify",
    tenant: fields.tenant,
    document_id: fields.documentId,
    key_id: fields.keyId,
    reason_ref: fields.reasonRef,
    reason_digest: fields.reasonDigest,
    tokens_restored: count(fields.tokensRestored, "tokens restored"),
    time: entryTime(fields.time),
  };
}

export interface KeyEntryFields {
  readonly tenant: string;
  readonly kind: "key_created" | "key_revoked";
  readonly keyId: string;
  readonly scopes: readonly string[];
  readonly time: Date | string;
}

export function keyEntry(fields: KeyEntryFields): KeyEntry {
  return {
    v: ENTRY_VERSION,
    kind: fields.kind,
    tenant: fields.tenant,
    key_id: fields.keyId,
    // Scopes are a set: sorted, so the same key always gives the same bytes.
    scopes: [...new Set(fields.scopes)].sort(),
    time: entryTime(fields.time),
  };
}

export interface TenantListEntryFields {
  readonly tenant: string;
  readonly list: "deny" | "allow";
  readonly action: "add" | "remove";
  readonly keyId: string;
  readonly valueDigests: readonly string[];
  readonly time: Date | string;
}

export function tenantListEntry(fields: TenantListEntryFields): TenantListEntry {
  return {
    v: ENTRY_VERSION,
    kind: "tenant_list_changed",
    tenant: fields.tenant,
    list: fields.list,
    action: fields.action,
    key_id: fields.keyId,
    value_digests: [...new Set(fields.valueDigests)].sort(),
    time: entryTime(fields.time),
  };
}

/** The entry's canonical JSON (RFC 8785): the exact text stored and hashed. */
export function entryText(entry: AuditEntry): string {
  return canonicalJson(entry as unknown as JsonValue);
}

/** The RFC 6962 leaf hash of an entry: SHA-256(0x00 || canonical JSON bytes). */
export function entryLeafHash(entry: AuditEntry): Uint8Array {
  return leafHash(canonicalJsonBytes(entry as unknown as JsonValue));
}

export function entryDocumentId(entry: AuditEntry): string | null {
  return entry.kind === "deidentify" || entry.kind === "reidentify" ? entry.document_id : null;
}
