import { createSecretKey, hkdfSync } from "node:crypto";
import { createRowMac, type RowMac } from "../crypto/row-mac.ts";
import type { Database, SqlExecutor, SqlValue } from "../storage/database.ts";
import { type AuditTrailEvent, toAuditTrailEvent } from "./audit-trail-event.ts";
import { checkLogHead, type LogHealth } from "./check-log-head.ts";
import { type CheckpointMemory, processCheckpointMemory } from "./checkpoint-memory.ts";
import { coalesce } from "./coalesce.ts";
import { type AuditEntry, entryDocumentId, entryText } from "./entry.ts";
import { integrateBatch } from "./integrate-batch.ts";
import { type ConsistencyOutcome, loadConsistency } from "./load-consistency.ts";
import { loadReceipt } from "./load-receipt.ts";
import {
  countTenantPending,
  type DocumentPage,
  type EntryQuery,
  hasPending,
  insertPending,
  insertWithPending,
  latestCheckpointRow,
  reidentifyEntries,
  tenantEntries,
} from "./log-tables.ts";
import { createNoteSigner } from "./note-signer.ts";
import { type NoteVerifier, parseVerifierKey } from "./note-verifier.ts";
import { ownPendingRows } from "./own-pending.ts";
import { parseAuditEntry } from "./parse-entry.ts";
import { PENDING_TABLE, pendingMacFields } from "./pending-mac.ts";
import type { Receipt } from "./receipt.ts";
import type { KeyCheck, PendingFailure } from "./validate-pending.ts";
import { type VerifyResult, verifyAgainstStorage } from "./verify-against-storage.ts";
import {
  type DocumentEventsExpectations,
  type DocumentEventsVerification,
  verifyDocumentEvents,
} from "./verify-document-events.ts";

export interface AuditLogOptions {
  readonly db: Database;
  /** 32-byte Ed25519 seed (derived from the master key with HKDF by the caller). */
  readonly signingSeed: Uint8Array;
  /** Checkpoint origin line, e.g. "clinical-deid.example/log"; also the signing key's name. */
  readonly origin: string;
  readonly now?: () => Date;
  /**
   * How long scheduleIntegration waits to gather a batch (default 200 ms), unless a full batch
   * (`batchLimit` commits) is scheduled sooner. Each batch costs a fixed ~2–3 ms of CPU (round
   * trips, a signature, a commit), so under load this window sets that cost: ~1 % of a core at
   * 200 ms, ~5 % at 50 ms. Receipts, verification and proofs integrate on demand and never wait.
   */
  readonly integrationDelayMs?: number;
  /** Most entries integrated per transaction (default 1000). */
  readonly batchLimit?: number;
  /** Verifier keys of retired signing keys, so a rotated log still accepts its older checkpoints. */
  readonly previousPublicKeys?: readonly string[];
  /** Errors of background integration (the entries stay pending and are retried). */
  readonly onError?: (error: unknown) => void;
  /**
   * Where the last checkpoint this service signed is remembered outside the database, so a rolled
   * back database is refused instead of signed again (checkpoint-memory.ts). Default: this process.
   */
  readonly checkpointMemory?: CheckpointMemory;
  /**
   * MACs pending rows when they are queued and checks them before they are signed (row-mac.ts; the
   * service derives its key from the master key). Default: a key derived from the signing seed.
   */
  readonly rowMac?: RowMac;
  /** Whether an entry's `key_id` names an issued key of its tenant; unchecked when absent. */
  readonly keyCheck?: KeyCheck;
  /** Told how many pending rows were quarantined, by failure. */
  readonly onQuarantine?: (failures: readonly PendingFailure[]) => void;
  /** How long a health result is reused (default 5000 ms). */
  readonly healthIntervalMs?: number;
  /** Never integrate nor sign (`audit verify`): appends still queue, nothing is moved into the log. */
  readonly readOnly?: boolean;
  /** Benchmark only: `false` turns every write and integration into a no-op. Never in production. */
  readonly enabled?: boolean;
}

export interface AuditLog {
  /** Queues an entry in the caller's transaction: durable when that transaction commits. */
  append(tx: SqlExecutor, entry: AuditEntry): Promise<void>;
  /**
   * Runs the caller's INSERT (a single-row `INSERT … ON CONFLICT DO NOTHING` without RETURNING) and
   * queues `entry` only if it inserted, in one statement where the database allows. Returns the
   * number of rows inserted.
   */
  appendWith(
    tx: SqlExecutor,
    insert: { readonly sql: string; readonly params: readonly SqlValue[] },
    entry: AuditEntry,
  ): Promise<number>;
  /** Integrates soon, batching with other requests; call after the appending transaction commits. */
  scheduleIntegration(): void;
  /** Integrates every entry committed so far, now. */
  integrate(): Promise<void>;
  receipt(tenant: string, documentId: string): Promise<Receipt | undefined>;
  verify(
    tenant: string,
    documentId: string,
    expected: AuditEntry | undefined,
  ): Promise<VerifyResult | undefined>;
  auditTrail(tenant: string, documentId: string): Promise<AuditTrailEvent[]>;
  /** Every event of a document proved against the latest checkpoint (after integrating). */
  verifyDocumentEvents(
    tenant: string,
    documentId: string,
    expected: DocumentEventsExpectations,
    page?: DocumentPage,
  ): Promise<DocumentEventsVerification | undefined>;
  /**
   * A tenant's parsed log entries, newest first by (time, log index), as the log holds them now:
   * listing never waits for integration (which runs within 200 ms of a commit). `pending` counts
   * the tenant's entries committed but not integrated yet.
   */
  events(tenant: string, query: EntryQuery): Promise<TenantEvents>;
  /**
   * Whether the log can be verified and signed (check-log-head.ts), checked at most every
   * `healthIntervalMs` (default 5 s; a failed integration forces the next check).
   */
  health(): Promise<LogHealth>;
  /** The note-verifier key: `<origin>+<key id>+<base64 key>`. */
  publicKey(): string;
  /** A consistency proof from tree size `from` to the latest checkpoint (after integrating). */
  consistency(from: number): Promise<ConsistencyOutcome>;
  /** The latest signed checkpoint (a C2SP signed note). */
  latestCheckpoint(): Promise<string>;
  close(): Promise<void>;
}

export interface TenantEvents {
  /** In order; `entry` is undefined for a row that is not an entry (skipped, but it holds a place). */
  readonly rows: readonly {
    readonly logIndex: number;
    readonly time: string;
    readonly entry: AuditEntry | undefined;
  }[];
  readonly pending: number;
}

const DEFAULT_INTEGRATION_DELAY_MS = 200;

function parseStoredEntry(text: string): AuditEntry | undefined {
  try {
    const parsed = parseAuditEntry(JSON.parse(text));
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

export function createAuditLog(options: AuditLogOptions): AuditLog {
  const { db, origin } = options;
  const now = options.now ?? (() => new Date());
  const enabled = options.enabled ?? true;
  const signer = createNoteSigner(origin, options.signingSeed);
  const verifiers: NoteVerifier[] = [{ name: signer.name, keyId: signer.keyId, publicKey: signer.publicKey }];
  for (const key of options.previousPublicKeys ?? []) {
    const parsed = parseVerifierKey(key);
    if (!parsed.ok) throw new Error(`a previous audit public key is invalid: ${parsed.reason}`);
    verifiers.push(parsed.value);
  }
  const trustedNotes = new Set<string>();
  // Without a key of its own, one derived from the signing seed: processes sharing a log agree.
  const rowMac =
    options.rowMac ??
    createRowMac(
      createSecretKey(
        new Uint8Array(hkdfSync("sha256", options.signingSeed, "", "clinical-deid pending-row-mac v1", 32)),
      ),
    );
  // What this process queued, so integrating it does not check its own rows' MAC and schema again.
  const own = ownPendingRows();
  const pendingRow = (entry: AuditEntry) => {
    const row = {
      tenant: entry.tenant,
      document_id: entryDocumentId(entry),
      kind: entry.kind,
      entry: entryText(entry),
    };
    const queued = {
      tenant: row.tenant,
      documentId: row.document_id,
      kind: row.kind,
      entry: row.entry,
      mac: rowMac.mac(PENDING_TABLE, pendingMacFields(row)),
    };
    own.remember({ ...queued, parsed: entry });
    return queued;
  };
  const context = {
    db,
    signer,
    verifiers,
    origin,
    now,
    batchLimit: options.batchLimit ?? 1000,
    trustedNotes,
    memory: options.checkpointMemory ?? processCheckpointMemory(),
    validation: { rowMac, keyCheck: options.keyCheck, own },
    ...(options.onQuarantine ? { onQuarantine: options.onQuarantine } : {}),
  };
  const integrate = coalesce(async () => {
    if (!enabled || options.readOnly === true) return;
    own.turn();
    while ((await integrateBatch(context)) === context.batchLimit) {
      // A full batch: more may be waiting.
    }
  });
  let lastHealth: { at: number; result: Promise<LogHealth> } | undefined;
  const health = (): Promise<LogHealth> => {
    const now = Date.now();
    if (!enabled) return Promise.resolve({ ok: true });
    if (lastHealth && now - lastHealth.at < (options.healthIntervalMs ?? 5000)) return lastHealth.result;
    const result = checkLogHead({ db, verifiers, origin, memory: context.memory });
    lastHealth = { at: now, result };
    result.catch(() => {
      lastHealth = undefined; // storage errors are /health's storage check, not the log's
    });
    return result;
  };
  let timer: NodeJS.Timeout | undefined;
  let scheduled = 0; // commits scheduled since the timer was set
  let closed = false;
  const integrateInBackground = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    scheduled = 0;
    integrate().catch((error) => {
      lastHealth = undefined;
      options.onError?.(error);
    });
  };

  // Read-only requests (listings, proofs) read through the database's read pool, if it has one.
  const reads = db.reads ?? db;
  const integrateIfPending = async (tenant: string, documentId: string) => {
    if (await hasPending(reads, tenant, documentId)) await integrate();
  };

  return {
    async appendWith(tx, insert, entry) {
      if (!enabled) return (await tx.run(insert.sql, insert.params)).changes;
      return insertWithPending(tx, insert, pendingRow(entry));
    },
    async append(tx, entry) {
      if (!enabled) return;
      await insertPending(tx, pendingRow(entry));
    },
    scheduleIntegration() {
      if (!enabled || closed) return;
      scheduled++;
      if (scheduled >= context.batchLimit) return integrateInBackground();
      if (timer) return;
      timer = setTimeout(integrateInBackground, options.integrationDelayMs ?? DEFAULT_INTEGRATION_DELAY_MS);
      timer.unref();
    },
    integrate,
    async receipt(tenant, documentId) {
      if (!enabled) return undefined;
      await integrateIfPending(tenant, documentId);
      return (await loadReceipt(db, tenant, documentId))?.receipt;
    },
    async verify(tenant, documentId, expected) {
      if (!enabled) return undefined;
      await integrateIfPending(tenant, documentId);
      return verifyAgainstStorage({ db, verifiers, origin, now }, tenant, documentId, expected);
    },
    async events(tenant, query) {
      if (!enabled) return { rows: [], pending: 0 };
      const rows = await tenantEntries(reads, tenant, query);
      // The pending count travels with the page; an empty page asks for it alone.
      const pending = rows[0] ? Number(rows[0].pending) : await countTenantPending(reads, tenant);
      return {
        rows: rows.map((row) => ({
          logIndex: Number(row.idx),
          time: row.time,
          entry: parseStoredEntry(row.entry),
        })),
        pending,
      };
    },
    async auditTrail(tenant, documentId) {
      if (!enabled) return [];
      await integrateIfPending(tenant, documentId);
      const rows = await reidentifyEntries(db, tenant, documentId);
      return rows.flatMap((row) => toAuditTrailEvent(Number(row.idx), row.entry) ?? []);
    },
    async verifyDocumentEvents(tenant, documentId, expected, page) {
      if (!enabled) return undefined;
      const verify = () => {
        let remembered: ReturnType<CheckpointMemory["read"]>;
        try {
          remembered = context.memory.read();
        } catch {
          remembered = undefined; // an unreadable memory is reported by integration, not here
        }
        return verifyDocumentEvents(
          { db: reads, verifiers, origin, remembered },
          tenant,
          documentId,
          expected,
          page,
        );
      };
      // The verification reads the document's pending entries with the log's rows: only when some
      // are pending (committed within the integration delay) is the log integrated and read again,
      // so the usual trail spends no round trip on asking first. Integration may be refused (a
      // rolled-back log): the events then stay pending, reported so.
      const verified = await verify();
      if (verified.pending_events === 0) return verified;
      return (await integrate().then(
        () => true,
        () => false,
      ))
        ? verify()
        : verified;
    },
    health,
    publicKey: () => signer.verifierKey,
    async consistency(from) {
      // Answer from what is stored even when integration fails (e.g. it refuses a rolled-back log):
      // the holder of an older checkpoint is exactly who must learn of it.
      await integrate().catch(() => {});
      return loadConsistency(db, from);
    },
    async latestCheckpoint() {
      let row = await latestCheckpointRow(db);
      if (!row) {
        await integrate();
        row = await latestCheckpointRow(db);
      }
      if (!row) throw new Error("the audit log has no checkpoint");
      return row.note;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await integrate();
    },
  };
}
