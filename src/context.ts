import { join } from "node:path";
import type { Logger } from "pino";
import { type AuditLog, createAuditLog } from "./audit/audit-log.ts";
import {
  type CheckpointMemory,
  checkpointLogId,
  fileCheckpointMemory,
  unusableCheckpointMemory,
} from "./audit/checkpoint-memory.ts";
import { establishLogIdentity, type LogIdentityState, readLogIdentity } from "./audit/log-identity.ts";
import { createNoteSigner } from "./audit/note-signer.ts";
import { type ApiKeyStore, createApiKeyStore } from "./auth/api-key-store.ts";
import { issuedKeyCheck } from "./auth/issued-key-check.ts";
import type { Config } from "./config/config.ts";
import { establishMasterKey, type MasterKeyStatus } from "./crypto/establish-master-key.ts";
import { createKeyRing, type KeyRing } from "./crypto/key-ring.ts";
import { createRowMac, type RowMac } from "./crypto/row-mac.ts";
import { createEngine, loadLexiconData } from "./detection/index.ts";
import { ordinaryWordOptions } from "./known-values/ordinary-words.ts";
import { createLogger } from "./logger.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { createDateShifter } from "./pseudonymise/date-shifter.ts";
import { auditPortFor } from "./service/audit-adapter.ts";
import type { ServiceDeps } from "./service/service-deps.ts";
import { createSubjectMemory } from "./service/subject-memory.ts";
import { createTenantLists } from "./service/tenant-lists.ts";
import type { Database } from "./storage/database.ts";
import { describeStorage } from "./storage/describe-storage.ts";
import { openDatabase, type StorageConfig } from "./storage/open-database.ts";
import { storageOpenError } from "./storage/storage-open-error.ts";
import { loadGivenNameGenders } from "./surrogates/name-gender.ts";
import { createCipher } from "./vault/cipher.ts";
import { createSubjectRows } from "./vault/subject-memory-rows.ts";
import { createSubjectMemorySnapshots } from "./vault/subject-memory-snapshots.ts";
import { createSurrogateVault } from "./vault/surrogate-vault.ts";
import { createTokenVault } from "./vault/token-vault.ts";
import { createDetectionPool, type DetectionPool } from "./workers/detection-pool.ts";

/** Every long-lived dependency, built once at start-up and closed once at shutdown. */
export interface AppContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly db: Database;
  readonly keyRing: KeyRing;
  /** MACs of the rows the service acts on (API keys, tenant lists, pending entries). */
  readonly rowMac: RowMac;
  /** Where the master key came from, and whether start-up created or rotated it. */
  readonly masterKeyStatus: MasterKeyStatus;
  /** Where the data is, for messages: the SQLite file, or the PostgreSQL URL without its password. */
  readonly storageLocation: string;
  /** The audit log's verifier keys (C2SP note-verifier format): the current one first. */
  readonly receiptVerifierKeys: readonly string[];
  readonly pool: DetectionPool;
  readonly engineVersion: string;
  readonly audit: AuditLog;
  /** The log's identity (stored with it) and the last checkpoint this service signed for it. */
  readonly logIdentity: LogIdentityState;
  readonly checkpointMemory: CheckpointMemory;
  readonly apiKeys: ApiKeyStore;
  readonly metrics: Metrics;
  readonly deps: ServiceDeps;
  close(): Promise<void>;
}

export interface ContextOptions {
  readonly logger?: Logger;
  /** false: refuse (StorageNotFoundError) rather than create a database that does not exist yet. */
  readonly createStorage?: boolean;
  /** Where the last signed checkpoint is remembered; default `<data dir>/audit-checkpoint.json`. */
  readonly checkpointMemory?: CheckpointMemory;
  /** Never integrate or sign, nor create the log's identity (`audit verify`). */
  readonly readOnly?: boolean;
  /**
   * Warm each detection worker for `config.warmUpMs` before it takes work: the service only
   * (`server.ts`). The CLI and the library read at once what they are given (docs/detection/speed.md).
   */
  readonly warmUp?: boolean;
}

export async function createContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const storage: StorageConfig = {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(config.postgresSchema ? { postgresSchema: config.postgresSchema } : {}),
  };
  const storageLocation = describeStorage(storage);
  // The database first: the master key is checked against the fingerprints recorded with the data,
  // and a key file is created only for an empty database.
  const db = await openDatabase({ ...storage, create: options.createStorage ?? true }).catch((error) => {
    throw storageOpenError(error, storage) ?? error;
  });
  let established: Awaited<ReturnType<typeof establishMasterKey>>;
  try {
    established = await establishMasterKey(db, {
      configured: config.masterKey,
      previous: config.previousMasterKeys,
      dataDir: config.dataDir,
      location: storageLocation,
    });
  } catch (error) {
    await db.close().catch(() => {});
    throw storageOpenError(error, storage) ?? error;
  }
  const keyRing = createKeyRing(established.key, config.previousMasterKeys);
  const previousVerifierKeys = keyRing
    .previousSigningSeeds()
    .map((seed) => createNoteSigner(config.logOrigin, seed).verifierKey)
    .reverse();
  const lexicons = loadLexiconData();
  // The engine version is read from an engine built from the same data the workers use.
  const engineVersion = createEngine(lexicons).version;
  const pool = createDetectionPool({
    workers: config.workers,
    maxQueue: config.maxQueue,
    lexicons,
    dateShiftDays: config.dateShiftDays,
    warmUpMs: options.warmUp === true ? config.warmUpMs : 0,
  });
  const metrics = createMetrics(() => pool.queueSize());
  const rowMac = createRowMac(keyRing.secretKey("row-mac"));
  const readOnly = options.readOnly === true;
  const logIdentity = readOnly ? await readLogIdentity(db, rowMac) : await establishLogIdentity(db, rowMac);
  if (logIdentity.ok && logIdentity.identity.overExistingLog && !readOnly)
    logger.warn(
      { created_at: logIdentity.identity.createdAt },
      "the audit log's identity was created over an existing log: expected once after upgrading; otherwise its row was deleted",
    );
  // The last signed checkpoint, remembered beside the master key under the log's own identity: a
  // rolled-back database is refused however its location is spelled.
  const memoryFile = join(config.dataDir, "audit-checkpoint.json");
  const legacyLogId = checkpointLogId(storageLocation, config.logOrigin);
  const checkpointMemory =
    options.checkpointMemory ??
    (logIdentity.ok
      ? fileCheckpointMemory(
          memoryFile,
          checkpointLogId(`log ${logIdentity.identity.logId}`, config.logOrigin),
          legacyLogId,
        )
      : readOnly && logIdentity.reason === "missing"
        ? // Not started since upgrading: what it remembered under the database's location.
          fileCheckpointMemory(memoryFile, legacyLogId)
        : unusableCheckpointMemory(
            logIdentity.reason === "mac"
              ? "the audit log's identity row fails its MAC: it was written without the master key"
              : "the audit log has no identity row",
          ));
  const audit = createAuditLog({
    db,
    signingSeed: keyRing.key("receipt-signing"),
    origin: config.logOrigin,
    enabled: config.receiptsEnabled,
    previousPublicKeys: previousVerifierKeys,
    checkpointMemory,
    readOnly,
    healthIntervalMs: config.auditHealthIntervalMs,
    // Entries stay pending and are retried; an integrity error means the stored tree was altered.
    onError: (error) => logger.error({ err: error }, "audit log integration failed"),
    rowMac,
    keyCheck: issuedKeyCheck(rowMac),
    // Never their content: the checks they failed, for the operator to look into audit_quarantine.
    onQuarantine: (failures) => {
      metrics.observeQuarantine(failures);
      logger.error({ failures }, "pending audit entries failed validation and were quarantined, not signed");
    },
  });
  metrics.watchLogHealth(() => audit.health());
  const auditPort = auditPortFor(audit);
  // Every vault key, current and previous: values encrypted before a rotation stay readable.
  const cipher = createCipher(keyRing.vaultKeys(), keyRing.vaultKeyId);
  // Ordinary English and clinical words, from the engine's lists: built here, never during a request.
  const knownValues = ordinaryWordOptions(lexicons);
  // The surrogate policy's given-name genders too (loaded on first use otherwise: a first request's stall).
  loadGivenNameGenders();
  const vault = createTokenVault({ lookupKey: keyRing.secretKey("lookup-hmac"), cipher });
  const surrogateVault = createSurrogateVault({ lookupKey: keyRing.secretKey("lookup-hmac"), cipher });
  const deps: ServiceDeps = {
    db,
    detect: (text) => pool.detect(text),
    largeTexts: {
      aboveBytes: config.largeTextBytes,
      prepare: (job) => pool.prepare(job),
      inspect: (job) => pool.inspect(job),
      stray: (job) => pool.stray(job),
    },
    engineVersion,
    vault,
    surrogateVault,
    dateShifter: createDateShifter(config.dateShiftDays),
    tenantLocale: (tenant) => config.tenantLocales[tenant],
    cipher,
    lookupKey: keyRing.secretKey("lookup-hmac"),
    subjectKey: keyRing.secretKey("subject-digest"),
    inputKey: keyRing.secretKey("input-commitment"),
    reasonKey: keyRing.secretKey("audit-reason"),
    audit: auditPort,
    requireReason: config.requireReason,
    knownValues,
    tenantLists: createTenantLists({
      db,
      cipher,
      lookupKey: keyRing.secretKey("lookup-hmac"),
      audit: auditPort,
      matcher: knownValues,
      rowMac,
    }),
    ...(config.subjectMemory
      ? {
          subjectMemory: createSubjectMemory({
            rows: createSubjectRows(cipher),
            snapshots: createSubjectMemorySnapshots(cipher),
            maxValues: config.subjectMemoryValues,
            matcher: knownValues,
          }),
        }
      : {}),
  };
  let closed: Promise<void> | undefined;
  return {
    config,
    logger,
    db,
    keyRing,
    rowMac,
    masterKeyStatus: established.status,
    storageLocation,
    receiptVerifierKeys: [audit.publicKey(), ...previousVerifierKeys],
    pool,
    engineVersion,
    audit,
    logIdentity,
    checkpointMemory,
    apiKeys: createApiKeyStore(db, auditPort, config.apiKey, rowMac),
    metrics,
    deps,
    close() {
      closed ??= (async () => {
        await pool.close();
        try {
          await deps.subjectMemory?.settled();
          await audit.close();
        } finally {
          // The database closes even when the log cannot integrate (e.g. it refuses a rolled-back log).
          await db.close();
        }
      })();
      return closed;
    },
  };
}
