import type { Logger } from "pino";
import { type AuditLog, createAuditLog } from "./audit/audit-log.ts";
import { createNoteSigner } from "./audit/note-signer.ts";
import { type ApiKeyStore, createApiKeyStore } from "./auth/api-key-store.ts";
import type { Config } from "./config/config.ts";
import { createKeyRing, type KeyRing } from "./crypto/key-ring.ts";
import { resolveMasterKey } from "./crypto/master-key.ts";
import { createEngine, loadLexiconData } from "./detection/index.ts";
import { readList } from "./detection/lexicon-data.ts";
import { createLogger } from "./logger.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { auditPortFor } from "./service/audit-adapter.ts";
import type { KnownValueOptions } from "./service/known-values.ts";
import type { ServiceDeps } from "./service/service-deps.ts";
import { createSubjectMemory } from "./service/subject-memory.ts";
import { createTenantLists } from "./service/tenant-lists.ts";
import type { Database } from "./storage/database.ts";
import { openDatabase } from "./storage/open-database.ts";
import { createCipher } from "./vault/cipher.ts";
import { createTokenVault } from "./vault/token-vault.ts";
import { createDetectionPool, type DetectionPool } from "./workers/detection-pool.ts";

/** Every long-lived dependency, built once at start-up and closed once at shutdown. */
export interface AppContext {
  readonly config: Config;
  readonly logger: Logger;
  readonly db: Database;
  readonly keyRing: KeyRing;
  /** The audit log's verifier keys (C2SP note-verifier format): the current one first. */
  readonly receiptVerifierKeys: readonly string[];
  readonly pool: DetectionPool;
  readonly engineVersion: string;
  readonly audit: AuditLog;
  readonly apiKeys: ApiKeyStore;
  readonly metrics: Metrics;
  readonly deps: ServiceDeps;
  close(): Promise<void>;
}

export async function createContext(config: Config, options: { logger?: Logger } = {}): Promise<AppContext> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const keyRing = createKeyRing(
    resolveMasterKey(config.masterKey, config.dataDir),
    config.previousMasterKeys,
  );
  const previousVerifierKeys = keyRing
    .previousSigningSeeds()
    .map((seed) => createNoteSigner(config.logOrigin, seed).verifierKey)
    .reverse();
  const lexicons = loadLexiconData();
  // The engine version is read from an engine built from the same data the workers use.
  const engineVersion = createEngine(lexicons).version;
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(config.postgresSchema ? { postgresSchema: config.postgresSchema } : {}),
  });
  const pool = createDetectionPool({ workers: config.workers, maxQueue: config.maxQueue, lexicons });
  const audit = createAuditLog({
    db,
    signingSeed: keyRing.key("receipt-signing"),
    origin: config.logOrigin,
    enabled: config.receiptsEnabled,
    previousPublicKeys: previousVerifierKeys,
    // Entries stay pending and are retried; an integrity error means the stored tree was altered.
    onError: (error) => logger.error({ err: error }, "audit log integration failed"),
  });
  const auditPort = auditPortFor(audit);
  // Every vault key, current and previous: values encrypted before a rotation stay readable.
  const cipher = createCipher(keyRing.vaultKeys(), keyRing.vaultKeyId);
  const metrics = createMetrics(() => pool.queueSize());
  // Ordinary English and clinical words, read from the engine's lists the first time a name part
  // needs them.
  let ordinary: Set<string> | undefined;
  const knownValues: KnownValueOptions = {
    isOrdinaryWord: (word) => {
      ordinary ??= new Set(
        [...readList(lexicons.lists.vocabulary), ...readList(lexicons.lists.clinical)].map((w) =>
          w.toLowerCase(),
        ),
      );
      return ordinary.has(word);
    },
  };
  const vault = createTokenVault({ lookupKey: keyRing.secretKey("lookup-hmac"), cipher });
  const deps: ServiceDeps = {
    db,
    detect: (text) => pool.detect(text),
    engineVersion,
    vault,
    cipher,
    lookupKey: keyRing.secretKey("lookup-hmac"),
    subjectKey: keyRing.secretKey("subject-digest"),
    audit: auditPort,
    requireReason: config.requireReason,
    knownValues,
    tenantLists: createTenantLists({
      db,
      cipher,
      lookupKey: keyRing.secretKey("lookup-hmac"),
      audit: auditPort,
      matcher: knownValues,
    }),
    ...(config.subjectMemory
      ? {
          subjectMemory: createSubjectMemory({
            vault,
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
    receiptVerifierKeys: [audit.publicKey(), ...previousVerifierKeys],
    pool,
    engineVersion,
    audit,
    apiKeys: createApiKeyStore(db, auditPort, config.apiKey),
    metrics,
    deps,
    close() {
      closed ??= (async () => {
        await pool.close();
        await audit.close();
        await db.close();
      })();
      return closed;
    },
  };
}
