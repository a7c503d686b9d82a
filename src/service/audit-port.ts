import type { SqlExecutor, SqlValue } from "../storage/database.ts";

/** The fields of a de-identification's log entry, exactly as the documents row stores them. */
export interface DeidentifyRecord {
  readonly tenant: string;
  readonly documentId: string;
  readonly policy: string;
  readonly phiTypes: Readonly<Record<string, number>>;
  readonly engineVersion: string;
  readonly time: string;
  readonly subjectDigest: string | null;
  readonly inputSalt: string;
  readonly inputDigest: string;
  readonly outputDigest: string;
  /** Null for a document stored before vault rows and token maps were bound to the log. */
  readonly vaultDigest: string | null;
  readonly tokensDigest: string | null;
}

export interface ReidentifyRecord {
  readonly tenant: string;
  readonly documentId: string;
  readonly keyId: string;
  /** The `audit_reasons` row holding the encrypted reason, and the reason's keyed MAC. */
  readonly reasonRef: string | null;
  readonly reasonDigest: string | null;
  readonly tokensRestored: number;
  readonly time: string;
}

export interface KeyRecord {
  readonly tenant: string;
  readonly kind: "key_created" | "key_revoked";
  readonly keyId: string;
  readonly scopes: readonly string[];
  readonly time: string;
}

export interface TenantListRecord {
  readonly tenant: string;
  readonly list: "deny" | "allow";
  readonly action: "add" | "remove";
  readonly keyId: string;
  readonly valueDigests: readonly string[];
  readonly time: string;
}

/** What the document flows need of the audit log: appends inside their transaction. */
export interface AuditPort {
  /**
   * Runs the document's INSERT (`… ON CONFLICT DO NOTHING`) and records the de-identification only
   * if it inserted, atomically; returns the rows inserted (0 when the document_id was taken).
   */
  insertDeidentified(
    tx: SqlExecutor,
    insert: { readonly sql: string; readonly params: readonly SqlValue[] },
    record: DeidentifyRecord,
  ): Promise<number>;
  recordReidentify(tx: SqlExecutor, record: ReidentifyRecord): Promise<void>;
  recordKey(tx: SqlExecutor, record: KeyRecord): Promise<void>;
  recordTenantList(tx: SqlExecutor, record: TenantListRecord): Promise<void>;
  /** After commit: integrate pending entries soon, batched with other requests' entries. */
  scheduleIntegration(): void;
}
